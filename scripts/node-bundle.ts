// What every esbuild bundle of ours shares: one CommonJS file for Node, licences kept at its end.
// Not minified: a user's bug report then carries readable stack frames; Node dwarfs the size anyway.
export const NODE_BUNDLE = { bundle: true, platform: "node", format: "cjs", legalComments: "eof", logLevel: "error" } as const;
