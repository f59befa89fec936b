// Dynamic resources named like pulumi-adpublisher's, over the no-op provider.
const pulumi = require("@pulumi/pulumi");
const provider = require("./provider");

function kind(name) {
  return class extends pulumi.dynamic.Resource {
    constructor(resourceName, args, opts) {
      super(provider, resourceName, args, opts, "noop", name);
    }
  };
}

module.exports = {
  App: kind("App"),
  AdLocation: kind("AdLocation"),
  BlockList: kind("BlockList"),
  MonetizationSettings: kind("MonetizationSettings"),
};
