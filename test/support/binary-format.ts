// What an executable is, read from its own headers (as `file` would say it), and the Node.js
// version it was built as, read from the release URL Node.js embeds (process.release.headersUrl):
// checks of the binaries of archives for systems this machine cannot run.

export type BinaryFormat = "ELF x86-64" | "ELF aarch64" | "Mach-O x86_64" | "Mach-O arm64" | "PE32+ x86-64" | "unknown";

function elf(bytes: Buffer): BinaryFormat {
  // 64-bit little-endian; e_machine at 18.
  if (bytes[4] !== 2 || bytes[5] !== 1) return "unknown";
  const machine = bytes.readUInt16LE(18);
  return machine === 0x3e ? "ELF x86-64" : machine === 0xb7 ? "ELF aarch64" : "unknown";
}

function machO(bytes: Buffer): BinaryFormat {
  // MH_MAGIC_64, little-endian; cputype at 4.
  const cpu = bytes.readUInt32LE(4);
  return cpu === 0x01000007 ? "Mach-O x86_64" : cpu === 0x0100000c ? "Mach-O arm64" : "unknown";
}

function pe(bytes: Buffer): BinaryFormat {
  const header = bytes.readUInt32LE(0x3c);
  if (bytes.toString("latin1", header, header + 4) !== "PE\0\0") return "unknown";
  const machine = bytes.readUInt16LE(header + 4);
  const optionalMagic = bytes.readUInt16LE(header + 24);
  return machine === 0x8664 && optionalMagic === 0x20b ? "PE32+ x86-64" : "unknown";
}

export function binaryFormat(bytes: Buffer): BinaryFormat {
  if (bytes.length < 64) return "unknown";
  if (bytes.readUInt32BE(0) === 0x7f454c46) return elf(bytes);
  if (bytes.readUInt32LE(0) === 0xfeedfacf) return machO(bytes);
  if (bytes.toString("latin1", 0, 2) === "MZ") return pe(bytes);
  return "unknown";
}

/** Every Node.js version whose headers URL the binary embeds (one, for a Node.js binary). */
export function embeddedNodeVersions(bytes: Buffer): string[] {
  const urls = bytes.toString("latin1").matchAll(/https:\/\/nodejs\.org\/download\/release\/v(\d+\.\d+\.\d+)\/node-v\1-headers\.tar\.gz/g);
  return [...new Set([...urls].map((m) => m[1] as string))];
}
