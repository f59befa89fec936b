// actionlint (the Go module github.com/rhysd/actionlint, pinned in actionlint/go.mod and go.sum),
// built once into the cache: the pipeline test lints examples/gitops's workflows with it.
import { join } from "node:path";
import { buildGoTool } from "./go-env";
import type { Log } from "./provision";

export function actionlint(log?: Log): string {
  return buildGoTool({ name: "actionlint", moduleDir: join(__dirname, "actionlint"), pkg: "github.com/rhysd/actionlint/cmd/actionlint", log });
}
