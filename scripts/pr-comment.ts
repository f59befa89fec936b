// One comment per pull request for a check's report: the comment whose body starts with the check's
// marker is updated in place, and only a pull request without one gets a new comment, so each push
// rewrites the report instead of adding another (GitHub's REST issues-comments API).
import { z } from "zod";

const Comments = z.array(z.object({ id: z.number(), body: z.string().nullable().optional() }));

export interface CommentTarget {
  /** GitHub's REST API root (the workflow's GITHUB_API_URL). */
  api: string;
  /** owner/name */
  repository: string;
  pullRequest: number;
  token: string;
}

/** Creates or updates the one comment starting with `marker`; says which it did. */
export async function upsertComment(target: CommentTarget, marker: string, body: string): Promise<"created" | "updated"> {
  if (!body.startsWith(marker)) throw new Error("the comment's body must start with its marker, or the next run cannot find it");
  const headers = { authorization: `Bearer ${target.token}`, accept: "application/vnd.github+json", "content-type": "application/json" };
  const base = `${target.api.replace(/\/$/, "")}/repos/${target.repository}/issues`;
  const call = async (method: string, url: string, payload?: unknown): Promise<unknown> => {
    const response = await fetch(url, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (let page = 1; ; page++) {
    const comments = Comments.parse(await call("GET", `${base}/${target.pullRequest}/comments?per_page=100&page=${page}`));
    const mine = comments.find((c) => c.body?.startsWith(marker));
    if (mine) {
      await call("PATCH", `${base}/comments/${mine.id}`, { body });
      return "updated";
    }
    if (comments.length < 100) break;
  }
  await call("POST", `${base}/${target.pullRequest}/comments`, { body });
  return "created";
}
