// The pull-request workflow's schema check: schema-tools compare (built from its Go module) names a
// removed property and a changed type and says nothing of an added optional property, and the
// workflow's comment step, run as written against a stand-in of GitHub's comments API on loopback,
// writes one comment and updates that same comment on the next push.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { PackageSpec } from "../../../scripts/schema/pulumi-spec";
import { actionlint } from "../../../scripts/toolchain/actionlint";
import { compareSchemas, SCHEMA_COMPARE_MARKER } from "../../../scripts/toolchain/schema-tools";
import { scratchDir } from "../../support/scratch-dir";

const ROOT = resolve(__dirname, "../../..");
const WORKFLOW = join(ROOT, ".github", "workflows", "pull-request.yml");
const APP = "adpublisher:index:App";

/** schema.json changed by `edit`, written to a scratch file. */
function modified(dir: string, name: string, edit: (schema: PackageSpec) => void): string {
  const schema = JSON.parse(readFileSync(join(ROOT, "schema.json"), "utf8")) as PackageSpec;
  edit(schema);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(schema));
  return file;
}

describe("schema-tools compare against the last release's schema", { timeout: 600_000 }, () => {
  it("names a removed property and a changed type, and says nothing of an added optional property", () => {
    const dir = scratchDir("schema-compare");
    const release = join(ROOT, "schema.json");
    const removed = compareSchemas(release, modified(dir, "removed", (s) => {
      delete s.resources[APP].inputProperties.nickname;
      delete s.resources[APP].properties.nickname;
    }));
    expect(removed).toContain(`Resource "${APP}" missing input "nickname"`);
    expect(removed).toContain(`Resource "${APP}" missing output "nickname"`);

    const retyped = compareSchemas(release, modified(dir, "retyped", (s) => {
      s.resources[APP].inputProperties.isLive = { type: "string" };
    }));
    expect(retyped).toContain(`Resource "${APP}" input "isLive" type changed from "boolean" to "string"`);

    const added = compareSchemas(release, modified(dir, "added", (s) => {
      s.resources[APP].inputProperties.note = { type: "string" };
    }));
    expect(added).toContain("No breaking changes found");
    expect(added).not.toContain("note");
  });
});

interface Comment {
  id: number;
  body: string;
}

/** GitHub's issues-comments API for one pull request, in memory, on loopback. */
async function fakeGitHub(pullRequest: number, existing: Comment[]) {
  const comments = [...existing];
  const readBody = async (req: IncomingMessage) => {
    let text = "";
    for await (const chunk of req) text += String(chunk);
    return (JSON.parse(text) as { body: string }).body;
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const reply = (status: number, value: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
      if (req.headers.authorization !== "Bearer test-token") return reply(401, { message: "Bad credentials" });
      const list = url.pathname === `/repos/owner/repo/issues/${pullRequest}/comments`;
      const one = /^\/repos\/owner\/repo\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (list && req.method === "GET") return reply(200, url.searchParams.get("page") === "1" ? comments : []);
      if (list && req.method === "POST") {
        const comment = { id: 1000 + comments.length, body: await readBody(req) };
        comments.push(comment);
        return reply(201, comment);
      }
      const target = one && comments.find((c) => c.id === Number(one[1]));
      if (target && req.method === "PATCH") {
        target.body = await readBody(req);
        return reply(200, target);
      }
      reply(404, { message: "Not Found" });
    })();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, comments, close: () => server.close() };
}

describe("the pull-request workflow", { timeout: 600_000 }, () => {
  it("passes actionlint", () => {
    const lint = spawnSync(actionlint(), ["-no-color", WORKFLOW], { encoding: "utf8" });
    expect(lint.stdout + lint.stderr).toBe("");
    expect(lint.status).toBe(0);
  });

  it("posts one comment with the report, and the next push updates that comment", async () => {
    const workflow = parse(readFileSync(WORKFLOW, "utf8")) as { jobs: Record<string, { steps: { name?: string; run?: string }[] }> };
    const step = workflow.jobs["schema-compare"].steps.find((s) => s.name === "Comment the breaking changes");
    expect(step?.run).toBeDefined();
    const dir = scratchDir("schema-compare-post");
    const releaseSchema = modified(dir, "release", (s) => {
      s.resources[APP].inputProperties.retired = { type: "string" };
    });
    const github = await fakeGitHub(7, [{ id: 1, body: "LGTM" }]);
    try {
      // Asynchronously: the stand-in API answers from this process's event loop.
      const run = () =>
        new Promise<{ status: number | null; stderr: string }>((done) => {
          const child = spawn("bash", ["-eo", "pipefail", "-c", step?.run ?? ""], {
            cwd: ROOT,
            env: { ...process.env, RUNNER_TEMP: dir, GITHUB_API_URL: github.url, GITHUB_REPOSITORY: "owner/repo", GITHUB_TOKEN: "test-token", PR_NUMBER: "7", RELEASE_TAG: "v0.1.0" },
            stdio: ["ignore", "ignore", "pipe"],
          });
          let stderr = "";
          child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
          child.on("close", (status) => done({ status, stderr }));
        });
      writeFileSync(join(dir, "release-schema.json"), readFileSync(releaseSchema));
      const first = await run();
      expect(first.stderr).toContain("comment created");
      expect(first.status).toBe(0);
      const second = await run();
      expect(second.stderr).toContain("comment updated");
      expect(github.comments).toHaveLength(2);
      expect(github.comments[0].body).toBe("LGTM");
      expect(github.comments[1].body.startsWith(SCHEMA_COMPARE_MARKER)).toBe(true);
      expect(github.comments[1].body).toContain("against v0.1.0");
      expect(github.comments[1].body).toContain(`Resource "${APP}" missing input "retired"`);
    } finally {
      github.close();
    }
  });
});
