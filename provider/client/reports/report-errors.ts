// Error mapping for the reporting APIs. Seed 002 "Errors" gives the mediation 400 body
// `{ code: 400, name: 'Bad Request', description: 'ValidationError', errors: { <field>: <message> } }`
// (the analytics 400 body is not shown; we read the same shape there). It becomes an
// ApiValidationError with one detail per field; everything else is mapped by the core.
import { z } from "zod";
import { AdPublisherError, ApiValidationError, type ApiErrorDetail } from "../errors";
import { describeRequest, type HttpRequest, type HttpResponse } from "../http";
import { errorForResponse } from "../response-errors";

const reportErrorBody = z.looseObject({
  description: z.string().optional(),
  errors: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

export function reportErrorFor(req: HttpRequest, res: HttpResponse): AdPublisherError {
  if (res.status === 400) {
    let body: unknown;
    try {
      body = JSON.parse(res.body.toString("utf8"));
    } catch {
      body = undefined;
    }
    const parsed = reportErrorBody.safeParse(body);
    if (parsed.success) {
      const details: ApiErrorDetail[] = Object.entries(parsed.data.errors).map(([field, message]) => ({
        loc: [field],
        msg: Array.isArray(message) ? message.join(" ") : message,
        type: parsed.data.description ?? "ValidationError",
      }));
      const listed = details.map((d) => `${d.loc[0]}: ${d.msg}`).join("; ");
      return new ApiValidationError(`${describeRequest(req)} was rejected (400): ${listed}`, details, {
        method: req.method,
        path: req.url.pathname,
        status: res.status,
        attempts: res.attempts,
      });
    }
  }
  return errorForResponse(req, res);
}
