import { SELF } from "cloudflare:test";

export const BASE = "http://pix.test";

/** A request through the Worker's own fetch handler. */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, init);
}

export interface ProblemJson {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  request_id: string;
  invalid_params?: { name: string; in: string; reason: string }[];
}

/** Reads a problem response, asserting the RFC 9457 content type on the way. */
export async function readProblem(res: Response): Promise<ProblemJson> {
  const type = res.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/problem+json")) {
    throw new Error(`expected application/problem+json, got ${type} (${res.status})`);
  }
  return (await res.json()) as ProblemJson;
}
