import { providerObject, type ResourceHandler } from "../host";

/** Reports which Node and which build of the package ran; see resources/probe.ts. */
function revision(): string {
  return process.env.ADPUBLISHER_PROBE_REVISION ?? "unset";
}

const probeHandler: ResourceHandler = {
  async check(_olds, news) {
    return { inputs: news };
  },
  async diff(_id, olds, news) {
    return { changes: olds.label !== news.label };
  },
  async create(inputs) {
    return { id: `probe-${inputs.label}`, outs: { label: inputs.label, nodeVersion: process.version, packageRevision: revision() } };
  },
  async read(id, props) {
    return { id, props: { ...props, packageRevision: revision() } };
  },
  async update(_id, _olds, news) {
    return { outs: { label: news.label, nodeVersion: process.version, packageRevision: revision() } };
  },
  async delete() {},
};

export = providerObject(probeHandler);
