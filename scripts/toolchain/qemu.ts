// An emulated linux-arm64 system on this amd64 machine, for the test that runs the linux-arm64
// plugin archive: Debian's qemu-user-static, registered with the kernel's binfmt_misc so that an
// arm64 executable runs when executed (as the engine executes the plugin), and the arm64 C and C++
// runtime libraries Node.js links against (Debian's cross packages, under /usr/aarch64-linux-gnu,
// which qemu takes as its QEMU_LD_PREFIX). Installed with apt-get when missing (apt.ts).
import { existsSync, readFileSync } from "node:fs";
import { aptInstall, runAsRoot } from "./apt";
import type { Log } from "./provision";

export const QEMU_HINT =
  "Install qemu-user-static, libc6-arm64-cross and libstdc++6-arm64-cross (Debian: apt-get install ...) " +
  "and register qemu-aarch64 with binfmt_misc to run linux-arm64 binaries on this machine.";

const PACKAGES = ["qemu-user-static", "libc6-arm64-cross", "libstdc++6-arm64-cross"] as const;
/** Where the cross packages put the arm64 loader and libraries. */
export const AARCH64_SYSROOT = "/usr/aarch64-linux-gnu";
const BINFMT = "/proc/sys/fs/binfmt_misc";
const QEMU_BINFMT_CONF = "/usr/lib/binfmt.d/qemu-aarch64.conf";

const installed = (): boolean => existsSync(QEMU_BINFMT_CONF) && existsSync(`${AARCH64_SYSROOT}/lib/ld-linux-aarch64.so.1`) && existsSync(`${AARCH64_SYSROOT}/lib/libstdc++.so.6`);

/** Registers qemu-aarch64 with the kernel (Debian's own rule from the package), once per boot. */
function registerBinfmt(log: Log): void {
  if (existsSync(`${BINFMT}/qemu-aarch64`)) return;
  if (!existsSync(`${BINFMT}/register`)) runAsRoot("mount", ["-t", "binfmt_misc", "binfmt_misc", BINFMT], QEMU_HINT, log);
  if (existsSync(`${BINFMT}/qemu-aarch64`)) return;
  const rule = readFileSync(QEMU_BINFMT_CONF, "utf8").split("\n").find((line) => line.startsWith(":qemu-aarch64:"));
  if (!rule) throw new Error(`${QEMU_BINFMT_CONF} holds no :qemu-aarch64: rule. ${QEMU_HINT}`);
  log(`registering qemu-aarch64 with ${BINFMT}`);
  runAsRoot("sh", ["-c", `printf '%s' "$1" > ${BINFMT}/register`, "sh", rule], QEMU_HINT, log);
}

/**
 * Makes linux-arm64 executables run here and returns the environment they need (QEMU_LD_PREFIX);
 * throws, naming what is missing, when this machine cannot be set up.
 */
export function provisionArm64Emulation(log: Log = (m) => process.stderr.write(`${m}\n`)): NodeJS.ProcessEnv {
  if (!installed()) aptInstall(PACKAGES, QEMU_HINT, log);
  registerBinfmt(log);
  return { QEMU_LD_PREFIX: AARCH64_SYSROOT };
}
