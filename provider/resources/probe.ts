import * as pulumi from "@pulumi/pulumi";
import probeProvider from "./providers/probe";

/**
 * A diagnostic resource with no API behind it: it proves that the engine runs the installed
 * package's code under a supported Node, through the same provider mechanism as the real
 * resources. Used by the smoke e2e test; not part of the documented surface.
 */
export interface ProbeArgs {
  label: pulumi.Input<string>;
}

export class Probe extends pulumi.dynamic.Resource {
  declare public readonly label: pulumi.Output<string>;
  declare public readonly nodeVersion: pulumi.Output<string>;
  declare public readonly packageRevision: pulumi.Output<string>;

  constructor(name: string, args: ProbeArgs, opts?: pulumi.CustomResourceOptions) {
    super(probeProvider, name, { ...args, nodeVersion: undefined, packageRevision: undefined }, opts, "adpublisher", "Probe");
  }
}
