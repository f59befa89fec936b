//go:build tools

// The official Java language host is built from this module too (scripts/toolchain/java-host.ts),
// so the generator `npm run sdk` runs and the host `pulumi package gen-sdk` runs are one code at one
// version, pinned by the one go.sum beside this file.
package main

import _ "github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java"
