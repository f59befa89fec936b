// @ts-check
"use strict";
/**
 * The probe's provider: pulumi-adpublisher's own `providerObject` (the mechanism every real
 * resource uses) around a handler that reports which Node and which installed version of
 * pulumi-adpublisher ran each operation: as outputs, and as a line per operation appended to
 * $ADPUBLISHER_PROBE_LOG when set. Both modules are required from the pulumi-adpublisher
 * installed beside this probe, at the time the engine loads this file, so an upgrade of the
 * installed package shows in what refresh and destroy report.
 *
 * The provider object takes what a resource definition gives it: a handler for a runtime context.
 * It is this module's whole exports, so Pulumi serializes it into state as
 * `require("adpublisher-test-probe/provider.js")`, as it does the package's own providers.
 */
const { appendFileSync } = require("node:fs");
const { providerObject } = require("pulumi-adpublisher/dist/provider/dynamic/host.js");
const { packageVersion } = require("pulumi-adpublisher/dist/provider/package-info.js");

/** @param {string} operation */
function ran(operation) {
  const version = packageVersion();
  if (process.env.ADPUBLISHER_PROBE_LOG) appendFileSync(process.env.ADPUBLISHER_PROBE_LOG, `${operation} ${version}\n`);
  return { nodeVersion: process.version, packageRevision: version };
}

module.exports = providerObject({
  handler: () => ({
    async check(_olds, news) {
      return { inputs: news };
    },
    async diff(_id, olds, news) {
      return { changes: olds.label !== news.label };
    },
    async create(inputs) {
      return { id: `probe-${inputs.label}`, outs: { label: inputs.label, ...ran("create") } };
    },
    async read(id, props) {
      return { id, props: { ...props, ...ran("read") } };
    },
    async update(_id, _olds, news) {
      return { outs: { label: news.label, ...ran("update") } };
    },
    async delete() {
      ran("delete");
    },
  }),
});
