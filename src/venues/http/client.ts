import type { z } from "zod";
import { rejectOnAbort } from "./abort.ts";
import { discardBody, readCappedBytes, readCappedText } from "./capped-body.ts";
import { createHostPacer } from "./host-pacer.ts";
import { backoffDelayMs, parseRetryAfterMs } from "./retry-policy.ts";

/**
 * The one HTTP client every upstream adapter uses. It runs in Workers (global fetch, AbortSignal.timeout,
 * no Node APIs) and turns every way a request can go wrong into a typed failure with a short reason
 * code. Upstream body text is never kept: it must not reach API clients or logs.
 */

export type HttpFailureReason =
  | "timeout"
  | "network"
  | "http_429"
  | "http_5xx"
  | "http_4xx"
  /** A status that is neither success nor 4xx/5xx (an unfollowed redirect, 1xx). */
  | "http_unexpected"
  | "too_large"
  /** The configured URL does not parse: a configuration error, reported rather than thrown. */
  | "invalid_url"
  | "not_json"
  | "invalid_shape";

export interface HttpFailure {
  ok: false;
  reason: HttpFailureReason;
  /** The last HTTP status seen, or null when no response arrived. */
  status: number | null;
  attempts: number;
  /** For `invalid_shape`: where the payload broke the schema (a path in pix's schema, never a value). */
  detail?: string;
}

export interface HttpSuccess<T> {
  ok: true;
  value: T;
  status: number;
  attempts: number;
  /** Collector clock (epoch ms) when the answer was read: the fallback when a venue gives no clock. */
  receivedAtMs: number;
  /** The answer's headers (a session cookie an upstream sets, for instance). */
  headers: Headers;
}

export type HttpResult<T> = HttpSuccess<T> | HttpFailure;

/** The subset of `fetch` the client needs; tests inject one that answers from fixtures. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Validators from an earlier answer, sent as `If-None-Match` / `If-Modified-Since`. */
export interface ConditionalValidators {
  etag?: string | null;
  lastModified?: string | null;
}

export interface DocumentRequestOptions {
  /** Extra request headers (e.g. a feed's `accept`, or a `user-agent` a host requires); keys any case. */
  headers?: Record<string, string>;
  conditional?: ConditionalValidators;
  /** A tighter body cap for this request than the client's. */
  maxBodyBytes?: number;
}

/**
 * A document read as bytes, for callers that decode by charset (XML feeds). A 304 answer to a
 * conditional request is a success with no body.
 */
export type HttpDocument =
  | { notModified: true; etag: string | null; lastModified: string | null }
  | {
      notModified: false;
      bytes: Uint8Array;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
    };

/** Per-request settings of `getJson` / `getText` on top of the client's own. */
export interface RequestOptions {
  /** Extra request headers (a cookie, an upstream's required User-Agent); they replace defaults of the same name. */
  headers?: Record<string, string>;
  /**
   * Statuses outside 2xx whose body is still read and decoded, for upstreams that answer "not found" with a
   * JSON body worth reading. They are answers, so they are never retried.
   */
  acceptStatuses?: readonly number[];
}

export interface HttpClientOptions {
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
  /** Uniform in [0, 1); drives backoff jitter. */
  random?: () => number;
  /** Epoch milliseconds. */
  now?: () => number;
  userAgent?: string;
  /** Per attempt, covering the response headers and the whole body. */
  timeoutMs?: number;
  /** Retries after the first attempt, for network errors, timeouts, 429 and 5xx only. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A 429 or 503 whose Retry-After asks for longer than this fails at once instead of stalling the cycle. */
  maxRetryAfterMs?: number;
  /** Minimum interval between request starts to one host. */
  minIntervalMs?: number;
  minIntervalMsByHost?: Record<string, number>;
  maxBodyBytes?: number;
  /**
   * Hosts that share one pacing slot, keyed by host with the group's name as value (e.g. `www.sec.gov`
   * and `data.sec.gov` → `sec.gov`, whose limit covers both). `minIntervalMsByHost` may name the group.
   */
  pacingGroupByHost?: Record<string, string>;
}

export interface HttpClient {
  getJson<T>(url: string, schema: z.ZodType<T>, options?: RequestOptions): Promise<HttpResult<T>>;
  /** The body as text (capped like JSON bodies), for upstreams that answer in plain text. */
  getText(url: string, options?: RequestOptions): Promise<HttpResult<string>>;
  postJson<T>(url: string, body: unknown, schema: z.ZodType<T>): Promise<HttpResult<T>>;
  /** GET as bytes, with per-request headers, conditional validators and body cap. */
  getDocument(url: string, options?: DocumentRequestOptions): Promise<HttpResult<HttpDocument>>;
  /** The client's clock (epoch ms), shared with adapters so tests control both. */
  now(): number;
}

export const DEFAULT_USER_AGENT = "pix/0.1 (Public Index Data API; read-only market-data collector)";

type Tunables = Required<
  Pick<
    HttpClientOptions,
    | "timeoutMs"
    | "maxRetries"
    | "baseDelayMs"
    | "maxDelayMs"
    | "maxRetryAfterMs"
    | "minIntervalMs"
    | "maxBodyBytes"
  >
>;

const DEFAULTS: Tunables = {
  timeoutMs: 8_000,
  maxRetries: 3,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
  // 10 requests per second per host: half of the venues' public limits.
  minIntervalMs: 100,
  maxBodyBytes: 10 * 1024 * 1024,
};

type AttemptOutcome<T> =
  | { ok: true; value: T; status: number; headers: Headers }
  | { ok: false; reason: HttpFailureReason; status: number | null; retryAfterMs: number | null };

/** Reads an answer the request has accepted as a success (2xx, or a 304 to a conditional request). */
type ReadBody<T> = (response: Response, signal: AbortSignal) => Promise<AttemptOutcome<T>>;

interface Sent<T> {
  value: T;
  status: number;
  attempts: number;
  headers: Headers;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const pacer = createHostPacer({
    defaultIntervalMs: settings.minIntervalMs,
    intervalMsByHost: options.minIntervalMsByHost,
    now,
    sleep,
  });

  async function attemptOnce<T>(
    url: string,
    init: RequestInit,
    accepts: (status: number) => boolean,
    read: ReadBody<T>,
  ): Promise<AttemptOutcome<T>> {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    const transportFailure = (): AttemptOutcome<T> => ({
      ok: false,
      reason: signal.aborted ? "timeout" : "network",
      status: null,
      retryAfterMs: null,
    });
    let response: Response;
    try {
      response = await Promise.race([fetchImpl(url, { ...init, signal }), rejectOnAbort(signal)]);
    } catch {
      return transportFailure();
    }
    if (!accepts(response.status)) {
      await discardBody(response);
      const status = response.status;
      const retryAfterMs =
        status === 429 || status === 503
          ? parseRetryAfterMs(response.headers.get("retry-after"), now())
          : null;
      return { ok: false, reason: reasonForStatus(status), status, retryAfterMs };
    }
    try {
      return await read(response, signal);
    } catch {
      return transportFailure();
    }
  }

  async function send<T>(
    url: string,
    init: RequestInit,
    accepts: (status: number) => boolean,
    read: ReadBody<T>,
  ): Promise<Sent<T> | HttpFailure> {
    const host = hostOf(url);
    if (host === null) return { ok: false, reason: "invalid_url", status: null, attempts: 0 };
    const pacingKey = options.pacingGroupByHost?.[host] ?? host;
    for (let attempt = 1; ; attempt++) {
      await pacer.waitTurn(pacingKey);
      const outcome = await attemptOnce(url, init, accepts, read);
      if (outcome.ok) {
        return { value: outcome.value, status: outcome.status, attempts: attempt, headers: outcome.headers };
      }

      const failure: HttpFailure = {
        ok: false,
        reason: outcome.reason,
        status: outcome.status,
        attempts: attempt,
      };
      if (!isRetryable(outcome.reason) || attempt > settings.maxRetries) return failure;
      if (outcome.retryAfterMs !== null && outcome.retryAfterMs > settings.maxRetryAfterMs) return failure;
      await sleep(outcome.retryAfterMs ?? backoffDelayMs(attempt, settings, random));
    }
  }

  const readText: ReadBody<string> = async (response, signal) => {
    const body = await readCappedText(response, settings.maxBodyBytes, signal);
    if (!body.ok) return { ok: false, reason: body.reason, status: response.status, retryAfterMs: null };
    return { ok: true, value: body.text, status: response.status, headers: response.headers };
  };

  /** A capped text body with the request's extra headers; `acceptStatuses` are read like a 2xx. */
  function requestText(url: string, init: RequestInit, request: RequestOptions = {}) {
    const headers = { ...(init.headers as Record<string, string>), ...lowerCaseKeys(request.headers) };
    const accepted = request.acceptStatuses ?? [];
    return send(url, { ...init, headers }, (s) => isSuccess(s) || accepted.includes(s), readText);
  }

  async function requestJson<T>(
    url: string,
    init: RequestInit,
    schema: z.ZodType<T>,
    request?: RequestOptions,
  ): Promise<HttpResult<T>> {
    const sent = await requestText(url, init, request);
    if ("ok" in sent) return sent;
    return decode(sent, schema, now());
  }

  async function getText(url: string, request?: RequestOptions): Promise<HttpResult<string>> {
    const init = { method: "GET", headers: { ...baseHeaders, accept: "text/plain, */*" } };
    const sent = await requestText(url, init, request);
    if ("ok" in sent) return sent;
    return { ok: true, ...sent, receivedAtMs: now() };
  }

  async function getDocument(
    url: string,
    request: DocumentRequestOptions = {},
  ): Promise<HttpResult<HttpDocument>> {
    const headers: Record<string, string> = { ...baseHeaders, ...lowerCaseKeys(request.headers) };
    const etag = request.conditional?.etag ?? null;
    const lastModified = request.conditional?.lastModified ?? null;
    if (etag !== null) headers["if-none-match"] = etag;
    if (lastModified !== null) headers["if-modified-since"] = lastModified;
    const conditional = etag !== null || lastModified !== null;
    const maxBytes = Math.min(settings.maxBodyBytes, request.maxBodyBytes ?? settings.maxBodyBytes);
    const accepts = (status: number) => isSuccess(status) || (conditional && status === 304);

    const read: ReadBody<HttpDocument> = async (response, signal) => {
      const validators = {
        etag: response.headers.get("etag"),
        lastModified: response.headers.get("last-modified"),
      };
      if (response.status === 304) {
        await discardBody(response);
        return {
          ok: true,
          value: { notModified: true, ...validators },
          status: 304,
          headers: response.headers,
        };
      }
      const body = await readCappedBytes(response, maxBytes, signal);
      if (!body.ok) return { ok: false, reason: body.reason, status: response.status, retryAfterMs: null };
      const contentType = response.headers.get("content-type");
      return {
        ok: true,
        value: { notModified: false, bytes: body.bytes, contentType, ...validators },
        status: response.status,
        headers: response.headers,
      };
    };
    const sent = await send(url, { method: "GET", headers }, accepts, read);
    if ("ok" in sent) return sent;
    return { ok: true, ...sent, receivedAtMs: now() };
  }

  const baseHeaders = { accept: "application/json", "user-agent": userAgent };
  return {
    getJson: (url, schema, request) =>
      requestJson(url, { method: "GET", headers: baseHeaders }, schema, request),
    getText,
    postJson: (url, body, schema) =>
      requestJson(
        url,
        {
          method: "POST",
          headers: { ...baseHeaders, "content-type": "application/json" },
          body: JSON.stringify(body),
        },
        schema,
      ),
    getDocument,
    now,
  };
}

function decode<T>(sent: Sent<string>, schema: z.ZodType<T>, receivedAtMs: number): HttpResult<T> {
  const { status, attempts, headers } = sent;
  let json: unknown;
  try {
    json = JSON.parse(sent.value);
  } catch {
    return { ok: false, reason: "not_json", status, attempts };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: "invalid_shape", status, attempts, detail: schemaPath(parsed.error) };
  }
  return { ok: true, value: parsed.data, status, attempts, receivedAtMs, headers };
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

/** Where a payload broke a schema: a path through pix's schema (never a value), "(root)" at the top. */
export function schemaPath(error: z.ZodError): string {
  const path = error.issues[0]?.path.map(String).join(".") ?? "";
  return path === "" ? "(root)" : path;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

const isSuccess = (status: number) => status >= 200 && status <= 299;

function reasonForStatus(status: number): HttpFailureReason {
  if (status === 429) return "http_429";
  if (status >= 500 && status <= 599) return "http_5xx";
  if (status >= 400 && status <= 499) return "http_4xx";
  return "http_unexpected";
}

function isRetryable(reason: HttpFailureReason): boolean {
  return reason === "network" || reason === "timeout" || reason === "http_429" || reason === "http_5xx";
}

/** Options with `undefined` removed, so spreading them never overwrites a default with undefined. */
function definedOnly(options: HttpClientOptions): Partial<Tunables> {
  const out: Partial<Tunables> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof Tunables)[]) {
    const value = options[key];
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) out[key] = value;
  }
  return out;
}
