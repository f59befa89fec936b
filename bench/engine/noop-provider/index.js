// Dynamic resources with pulumi-adpublisher's type tokens (module `adpublisher`, as the no-op plugin
// carries our package's name), over the no-op provider: every URN and type in both stacks is as long,
// so the engine's work on names is alike on both sides. Each declares the same output properties as
// ours (and App's signature as a secret output), read from the package schema that the benchmark
// writes beside this file as outputs.json before packing it: the SDK's cost per registered output is
// the engine's, so the baseline pays it too.
const pulumi = require("@pulumi/pulumi");
const provider = require("./provider");
const declared = require("./outputs.json");

function kind(name) {
  const { outputs, secrets } = declared[name];
  const unset = Object.fromEntries(outputs.map((key) => [key, undefined]));
  return class extends pulumi.dynamic.Resource {
    constructor(resourceName, args, opts) {
      super(provider, resourceName, { ...unset, ...args }, pulumi.mergeOptions(opts, { additionalSecretOutputs: secrets }), "adpublisher", name);
    }
  };
}

module.exports = {
  App: kind("App"),
  AdLocation: kind("AdLocation"),
  BlockList: kind("BlockList"),
  MonetizationSettings: kind("MonetizationSettings"),
};
