import { SELF } from "cloudflare:test";
import type { ProblemBody } from "../../src/http/problem.ts";

export const BASE = "http://pix.test";

/** A request through the Worker's own fetch handler. */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, init);
}

/** The RFC 9457 body pix answers with (src/http/problem.ts). */
export type ProblemJson = ProblemBody;

/** Reads a problem response, asserting the RFC 9457 content type on the way. */
export async function readProblem(res: Response): Promise<ProblemJson> {
  const type = res.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/problem+json")) {
    throw new Error(`expected application/problem+json, got ${type} (${res.status})`);
  }
  return (await res.json()) as ProblemJson;
}
