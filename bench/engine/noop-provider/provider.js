// The whole module.exports is the provider object, as in pulumi-adpublisher, so the engine stores a
// require of this file in state and the baseline pays the same serialization cost.
// BENCH_NOOP_DELAY_MS stands for a service's latency: each create/read/update/delete waits that long.
const { randomUUID } = require("node:crypto");

const delay = () => new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_NOOP_DELAY_MS || 0)));
const programInputs = (props) => Object.fromEntries(Object.entries(props).filter(([k]) => !k.startsWith("__")));

module.exports = {
  async check(_olds, news) {
    return { inputs: news };
  },
  async diff(_id, olds, news) {
    const changes = JSON.stringify(programInputs(olds)) !== JSON.stringify(programInputs(news));
    return { changes };
  },
  async create(inputs) {
    await delay();
    return { id: randomUUID(), outs: programInputs(inputs) };
  },
  async read(id, props) {
    await delay();
    return { id, props };
  },
  async update(_id, _olds, news) {
    await delay();
    return { outs: programInputs(news) };
  },
  async delete() {
    await delay();
  },
};
