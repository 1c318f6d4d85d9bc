/**
 * The request layer under openapi-fetch: remembers the last ETag of every GET URL and revalidates with
 * If-None-Match (a 304 is answered with the remembered body), and waits out `Retry-After` on 429 and
 * 503 a bounded number of times. Plain global `fetch`, so it runs in browsers, Node ≥ 20 and Workers.
 */

export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 never retries). */
  maxRetries?: number;
  /** Longest wait honoured per retry; a longer Retry-After is not waited out (default 30 s). */
  maxDelayMs?: number;
  /** Wait used when the answer carries no usable Retry-After (default 1 s). */
  defaultDelayMs?: number;
}

export interface PixFetchOptions {
  retry?: RetryOptions;
  /** Remembered representations (default 256 URLs; 0 turns revalidation off). */
  etagCacheSize?: number;
  /** The underlying fetch (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Timer used between retries (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

interface Remembered {
  etag: string;
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

const RETRYABLE_STATUSES = new Set([429, 503]);

/** Seconds (`120`) or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  const text = value?.trim() ?? "";
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ("Mon, 23 Nov 2026 10:00:30 GMT"); Date.parse alone would
  // also read "-3" as a year.
  const date = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)
    ? Date.parse(text)
    : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPixFetch(options: PixFetchOptions = {}): (request: Request) => Promise<Response> {
  const baseFetch = options.fetch ?? ((request: Request) => fetch(request));
  const sleep = options.sleep ?? defaultSleep;
  const maxRetries = options.retry?.maxRetries ?? 2;
  const maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
  const defaultDelayMs = options.retry?.defaultDelayMs ?? 1_000;
  const cacheSize = options.etagCacheSize ?? 256;
  const remembered = new Map<string, Remembered>();

  const remember = (url: string, entry: Remembered) => {
    remembered.delete(url);
    remembered.set(url, entry);
    // Oldest first in a Map: drop from the front to stay within the bound.
    for (const oldest of remembered.keys()) {
      if (remembered.size <= cacheSize) break;
      remembered.delete(oldest);
    }
  };

  return async (request: Request) => {
    const cacheable = request.method === "GET" && cacheSize > 0 && !request.headers.has("If-None-Match");
    const cached = cacheable ? remembered.get(request.url) : undefined;
    if (cached) request.headers.set("If-None-Match", cached.etag);

    let response = await baseFetch(request.clone() as Request);
    for (let attempt = 0; attempt < maxRetries && RETRYABLE_STATUSES.has(response.status); attempt++) {
      const wait = retryAfterMs(response.headers.get("Retry-After")) ?? defaultDelayMs;
      if (wait > maxDelayMs) break;
      await response.body?.cancel();
      await sleep(wait);
      response = await baseFetch(request.clone() as Request);
    }

    if (cached && response.status === 304) {
      const headers = new Headers(cached.headers);
      // The 304's own headers (request id, rate limits) are the current ones.
      response.headers.forEach((value, name) => {
        headers.set(name, value);
      });
      return new Response(cached.body.slice(0), { status: cached.status, headers });
    }
    const etag = response.headers.get("ETag");
    if (!cacheable || response.status !== 200 || !etag) return response;
    const body = await response.arrayBuffer();
    remember(request.url, { etag, body, status: 200, headers: [...response.headers] });
    return new Response(body.slice(0), { status: 200, headers: response.headers });
  };
}
