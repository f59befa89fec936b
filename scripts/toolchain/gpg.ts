// GnuPG for the release's signatures (Maven Central takes only signed artifacts): the `gpg` on PATH,
// or Debian's gnupg installed when missing, and a keyring of its own for one release, holding either
// the key the release workflow hands over (MAVEN_GPG_KEY, an armored secret key, with
// MAVEN_GPG_PASSPHRASE) or, without one, a throwaway key made for this build alone.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aptInstall } from "./apt";
import type { Log } from "./provision";
import { which } from "./which";

export const GPG_HINT = "Install GnuPG (Debian: apt-get install gnupg) and put `gpg` on PATH.";

export function requireGpg(log: Log): string {
  const found = which("gpg");
  if (found) return found;
  aptInstall(["gnupg"], GPG_HINT, log);
  const installed = which("gpg");
  if (!installed) throw new Error(`apt-get installed gnupg, yet no gpg is on PATH. ${GPG_HINT}`);
  return installed;
}

export interface SigningKey {
  /** The keyring's folder, for GNUPGHOME. */
  home: string;
  fingerprint: string;
  /** The public key, armored, for whoever checks the signatures. */
  publicKey: string;
  /** True when made for this build (no MAVEN_GPG_KEY given). */
  throwaway: boolean;
  /** Stops the keyring's agent and deletes the keyring. */
  done: () => void;
}

/** A keyring in a temp folder with one signing key: MAVEN_GPG_KEY's, or a throwaway one. */
export function signingKey(log: Log, env: NodeJS.ProcessEnv = process.env): SigningKey {
  const gpg = requireGpg(log);
  // A short path: the agent's socket lives in it, and sockets' paths are limited to about 100 bytes.
  const home = mkdtempSync(join(tmpdir(), "gpg-"));
  const run = (args: readonly string[], input?: string): string => {
    const result = spawnSync(gpg, ["--batch", "--no-tty", "--homedir", home, ...args], { input, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`gpg ${args.join(" ")} failed (exit ${result.status}):\n${result.stderr}`);
    return result.stdout;
  };
  const done = () => {
    spawnSync("gpgconf", ["--homedir", home, "--kill", "gpg-agent"]);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const given = env.MAVEN_GPG_KEY;
    if (given) {
      log("gpg: signing with the key in MAVEN_GPG_KEY");
      run(["--import"], given);
    } else {
      log("gpg: no MAVEN_GPG_KEY, so signing with a throwaway key made for this build");
      run(["--passphrase", "", "--quick-gen-key", "adpublisher release (throwaway) <release@adpublisher.invalid>", "ed25519", "sign", "never"]);
    }
    const fingerprint = /^fpr:+([0-9A-F]+):/m.exec(run(["--with-colons", "--list-secret-keys"]))?.[1];
    if (!fingerprint) throw new Error("gpg: the keyring holds no secret key");
    return { home, fingerprint, publicKey: run(["--armor", "--export", fingerprint]), throwaway: !given, done };
  } catch (err) {
    done();
    throw err;
  }
}
