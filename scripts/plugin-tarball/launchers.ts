// The launchers the engine runs from an unpacked plugin archive: `pulumi-resource-adpublisher`
// (a POSIX sh script) on Linux and macOS, `pulumi-resource-adpublisher.cmd` on Windows (the engine
// looks for `.exe`, then `.cmd`, as with Pulumi's own Node.js plugins). Every archive has both, so
// an archive unpacked on the wrong kind of system says which platform it is for in one line instead
// of "no resource plugin found".
import { MINIMUM_NODE } from "../../provider/node-version";
import { type NativeTarget, PORTABLE_TARGET, type PluginTarget } from "./platforms";

export const PLUGIN = "pulumi-resource-adpublisher";
/** The entry that checks the Node.js version before it loads the bundle. */
export const ENTRY = `${PLUGIN}.js`;

/** What to install instead, in the one line an archive prints on the wrong platform. */
function instead(version: string): string {
  return `install the archive for this platform (${PLUGIN}-v${version}-<os>-<arch>.tar.gz), or ${PLUGIN}-v${version}-${PORTABLE_TARGET.name}.tar.gz, which runs on Node.js >= ${MINIMUM_NODE}`;
}

const SH_DIR = `dir=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd -P)`;

/** cmd's echo takes < > ( ) as syntax (parentheses end a block) unless each has a caret. */
const cmdEscaped = (text: string): string => text.replace(/[<>()]/g, "^$&");

/** Windows' cmd wants CRLF line ends. */
const crlf = (text: string): string => text.replace(/\n/g, "\r\n");

function shRefusal(target: NativeTarget, version: string): string {
  return `#!/bin/sh
# ${PLUGIN} v${version} for ${target.name}: this archive's Node.js is for Windows.
echo "${PLUGIN}: this plugin archive is for ${target.name}, and this system is $(uname -s)-$(uname -m); ${instead(version)}" >&2
exit 1
`;
}

function cmdRefusal(targetName: string, version: string): string {
  return crlf(`@echo off
rem ${PLUGIN} v${version} for ${targetName}: this archive's Node.js is not for Windows.
echo ${PLUGIN}: this plugin archive is for ${targetName}, and this system is windows-%PROCESSOR_ARCHITECTURE%; ${cmdEscaped(instead(version))} 1>&2
exit /b 1
`);
}

function shNative(target: NativeTarget, version: string): string {
  return `#!/bin/sh
# ${PLUGIN} v${version} for ${target.name}: the provider plugin, run on the Node.js shipped beside it.
${SH_DIR}
case "$(uname -s)-$(uname -m)" in
  ${target.uname.join("|")}) ;;
  # Another system may still run this Node.js (Rosetta 2, qemu): refuse only when it cannot.
  *) "$dir/node" -e "" >/dev/null 2>&1 || {
       echo "${PLUGIN}: this plugin archive is for ${target.name}, and this system is $(uname -s)-$(uname -m); ${instead(version)}" >&2
       exit 1
     } ;;
esac
exec "$dir/node" "$dir/${ENTRY}" "$@"
`;
}

function cmdNative(target: NativeTarget, version: string): string {
  // Windows on arm64 runs x64 programs, so the architecture needs no check here.
  return crlf(`@echo off
rem ${PLUGIN} v${version} for ${target.name}: the provider plugin, run on the Node.js shipped beside it.
"%~dp0node.exe" "%~dp0${ENTRY}" %*
`);
}

const NO_NODE = `${PLUGIN}: needs Node.js >= ${MINIMUM_NODE} (22 or 24) on PATH, and found no node; install Node.js, or the plugin archive for this platform, which ships its own`;

function shPortable(version: string): string {
  // The entry itself names the version found when it is too old.
  return `#!/bin/sh
# ${PLUGIN} v${version}, platform-independent: the provider plugin, run on the Node.js on PATH.
${SH_DIR}
node=$(command -v node) || { echo "${NO_NODE}" >&2; exit 1; }
exec "$node" "$dir/${ENTRY}" "$@"
`;
}

function cmdPortable(version: string): string {
  return crlf(`@echo off
rem ${PLUGIN} v${version}, platform-independent: the provider plugin, run on the Node.js on PATH.
where node >nul 2>nul || (echo ${cmdEscaped(NO_NODE)} 1>&2 & exit /b 1)
node "%~dp0${ENTRY}" %*
`);
}

/** The two launchers of an archive: [file name, content, executable]. */
export function launchers(target: PluginTarget, version: string): Array<[string, string]> {
  if (target.kind === "portable") return [[PLUGIN, shPortable(version)], [`${PLUGIN}.cmd`, cmdPortable(version)]];
  if (target.os === "windows") return [[PLUGIN, shRefusal(target, version)], [`${PLUGIN}.cmd`, cmdNative(target, version)]];
  return [[PLUGIN, shNative(target, version)], [`${PLUGIN}.cmd`, cmdRefusal(target.name, version)]];
}
