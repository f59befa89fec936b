import { appendFileSync } from "node:fs";
import { packageVersion } from "../../package-info";
import { providerObject, type ResourceHandler } from "../host";

/**
 * Reports which Node and which installed version of the package ran each operation (outputs, and
 * a line per operation in $ADPUBLISHER_PROBE_LOG when set); see resources/probe.ts.
 */
function ran(operation: string): Record<string, string> {
  const version = packageVersion();
  if (process.env.ADPUBLISHER_PROBE_LOG) appendFileSync(process.env.ADPUBLISHER_PROBE_LOG, `${operation} ${version}\n`);
  return { nodeVersion: process.version, packageRevision: version };
}

const probeHandler: ResourceHandler = {
  async check(_olds, news) {
    return { inputs: news };
  },
  async diff(_id, olds, news) {
    return { changes: olds.label !== news.label, diffs: olds.label !== news.label ? ["label"] : [] };
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
};

export = providerObject(probeHandler);
