import * as pulumi from "@pulumi/pulumi";
import type { Claims } from "../../runtime/claims";
import { ONE_SETTINGS_PER_APP } from "./schema";

/**
 * One MonetizationSettings per app in a program (issue 12). An app has one settings record (000), so
 * two resources for it would fight over the same fields, each "restoring" the other's values on
 * delete. The program process sees every resource it declares, so the rule is kept here:
 * - the same Output object for both (typically `app.id` twice) or the same plain id: refused when
 *   the second resource is declared, at preview even while a new app's id is unknown;
 * - ids that only turn out equal once resolved: refused when the id resolves, before the second
 *   resource is registered, so it never writes.
 * The claims are the program's runtime context's (runtime/program.ts).
 */
const CLAIMED_APP = "MonetizationSettings.appId";

function refusal(name: string, other: string, app: string): Error {
  return new Error(
    `MonetizationSettings "${name}": appId: ${app} already has MonetizationSettings "${other}" in this program; ${ONE_SETTINGS_PER_APP}`,
  );
}

function claimId(claims: Claims, name: string, appId: string): void {
  const other = claims.claim(CLAIMED_APP, appId, name);
  if (other !== undefined) throw refusal(name, other, `app "${appId}"`);
}

/** Returns the appId input to register, which refuses a second claim on the same app. */
export function claimSettingsApp(claims: Claims, name: string, appId: pulumi.Input<string>): pulumi.Input<string> {
  if (typeof appId === "string") {
    claimId(claims, name, appId);
    return appId;
  }
  if (pulumi.Output.isInstance(appId)) {
    const other = claims.claimObject(appId, name);
    if (other !== undefined) throw refusal(name, other, "the same app");
  }
  return pulumi.output(appId).apply((id) => {
    claimId(claims, name, id);
    return id;
  });
}
