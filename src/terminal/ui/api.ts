/** Same-origin JSON requests; an RFC 9457 problem becomes an ApiError whose message is its `detail`. */
import type { LegacyMarket } from "./types.ts";

export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  constructor(status: number, message: string, title: string) {
    super(message);
    this.status = status;
    this.title = title;
    this.name = "ApiError";
  }
}

interface Problem {
  title?: unknown;
  detail?: unknown;
}

async function problemOf(res: Response): Promise<ApiError> {
  let body: Problem = {};
  try {
    body = (await res.json()) as Problem;
  } catch {
    // Not JSON: the status line is all there is to say.
  }
  const title = typeof body.title === "string" ? body.title : res.statusText || `HTTP ${res.status}`;
  const detail = typeof body.detail === "string" ? body.detail : title;
  return new ApiError(res.status, detail, title);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      // Public answers carry max-age; a cycle may have changed them since, so revalidate (ETag, 304).
      cache: "no-cache",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "pix could not be reached. Check the connection and try again.", "Network error");
  }
  if (!res.ok) throw await problemOf(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong.";
}

/** A market's v1 resource: `/api/v1/indices/{slug}` or `/api/v1/benchmarks/{slug}`. */
export const marketPath = (m: Pick<LegacyMarket, "kind" | "slug">) =>
  `/api/v1/${m.kind === "index" ? "indices" : "benchmarks"}/${m.slug}`;
