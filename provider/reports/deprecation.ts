// The old report names stay one minor version (docs/reports.md, "The old report names"). Each warns once per
// program (the program's runtime context remembers it), in Pulumi's log inside a program (shown by
// preview and up) and as a Node DeprecationWarning elsewhere, so a long program is not flooded.
import * as pulumi from "@pulumi/pulumi";
import { programContext } from "../runtime/program";

export function warnDeprecated(oldName: string, newName: string): void {
  const { claims } = programContext();
  if (claims.isClaimed("deprecation warning", oldName)) return;
  claims.claim("deprecation warning", oldName, oldName);
  const message = `${oldName} is deprecated: use ${newName} (same arguments and result); ${oldName} will be removed in the next minor version.`;
  if (pulumi.runtime.hasEngine()) void pulumi.log.warn(message);
  else process.emitWarning(message, { type: "DeprecationWarning", code: "ADPUBLISHER_DEPRECATED_NAME" });
}
