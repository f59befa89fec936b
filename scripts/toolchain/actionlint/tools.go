//go:build tools

// The workflow linter the pipeline test runs on examples/gitops, pinned by go.sum and
// built once into the cache by scripts/toolchain/go-env.ts buildGoTool.
package tools

import _ "github.com/rhysd/actionlint/cmd/actionlint"
