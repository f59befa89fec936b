// The types of the test-only Probe resource (provider.js beside it).
import * as pulumi from "@pulumi/pulumi";

export interface ProbeArgs {
  label: pulumi.Input<string>;
}

/** A dynamic resource with no API behind it; see provider.js. */
export declare class Probe extends pulumi.dynamic.Resource {
  readonly label: pulumi.Output<string>;
  readonly nodeVersion: pulumi.Output<string>;
  readonly packageRevision: pulumi.Output<string>;
  constructor(name: string, args: ProbeArgs, opts?: pulumi.CustomResourceOptions);
}
