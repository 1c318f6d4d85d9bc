/**
 * The provider's cookie-and-crumb session, needed by quoteSummary: a cookie set by the consent host,
 * then a crumb from `/v1/test/getcrumb` sent with that cookie. Sessions are cached per isolate (per
 * configured hosts) for a TTL, and concurrent reads share one flow in progress.
 */
import type { HttpClient, HttpFailureReason } from "../http/client.ts";
import { endpoint } from "../shared/request-helpers.ts";
import type { EquityFailure } from "./outcomes.ts";

export interface EquityProviderConfig {
  /** Query host, e.g. `https://query2.finance.yahoo.com` (chart, quoteSummary, getcrumb). */
  queryBaseUrl: string;
  /** Consent host that sets the session cookie, e.g. `https://fc.yahoo.com`. */
  consentUrl: string;
  /** Sent on every provider request when set (the provider refuses some library User-Agents). */
  userAgent?: string;
  /** How long a cookie and crumb are reused in this isolate (default 30 minutes). */
  sessionTtlMs?: number;
}

export const DEFAULT_SESSION_TTL_MS = 30 * 60_000;

export interface ProviderSession {
  /** The `Cookie` header value to send. */
  cookie: string;
  crumb: string;
  expiresAtMs: number;
}

export type SessionResult = { ok: true; session: ProviderSession } | EquityFailure;

export interface SessionCache {
  get(key: string, nowMs: number): ProviderSession | null;
  set(key: string, session: ProviderSession): void;
  drop(key: string): void;
  /** Flows in progress, so concurrent reads wait for one instead of each starting their own. */
  readonly pending: Map<string, Promise<SessionResult>>;
}

export function createSessionCache(): SessionCache {
  const sessions = new Map<string, ProviderSession>();
  return {
    get(key, nowMs) {
      const session = sessions.get(key);
      if (session === undefined || session.expiresAtMs <= nowMs) return null;
      return session;
    },
    set: (key, session) => sessions.set(key, session),
    drop: (key) => sessions.delete(key),
    pending: new Map(),
  };
}

/** The one cache of this isolate; tests pass their own. */
export const isolateSessionCache: SessionCache = createSessionCache();

/** The consent host answers 404 (or another 4xx) while setting the cookie: its status does not matter. */
const CONSENT_STATUSES = Array.from({ length: 100 }, (_, i) => 400 + i);
const CRUMB = /^[\x21-\x7e]{1,64}$/;
const NOT_A_CRUMB = /[<>"'{}]/;

export function sessionKey(config: EquityProviderConfig): string {
  return `${config.consentUrl} ${config.queryBaseUrl}`;
}

export function userAgentHeaders(config: EquityProviderConfig): Record<string, string> {
  return config.userAgent === undefined ? {} : { "user-agent": config.userAgent };
}

/** A cached session, or a new one; `fresh` forgets the cached one first (after an "Invalid Crumb"). */
export function providerSession(
  config: EquityProviderConfig,
  client: HttpClient,
  cache: SessionCache,
  fresh = false,
): Promise<SessionResult> {
  const key = sessionKey(config);
  if (fresh) cache.drop(key);
  const cached = cache.get(key, client.now());
  if (cached !== null) return Promise.resolve({ ok: true, session: cached });
  const inFlight = cache.pending.get(key);
  if (inFlight !== undefined) return inFlight;
  const flow = startSession(config, client).then((result) => {
    cache.pending.delete(key);
    if (result.ok) cache.set(key, result.session);
    return result;
  });
  cache.pending.set(key, flow);
  return flow;
}

async function startSession(config: EquityProviderConfig, client: HttpClient): Promise<SessionResult> {
  const headers = userAgentHeaders(config);
  const consent = await client.getText(config.consentUrl, { headers, acceptStatuses: CONSENT_STATUSES });
  if (!consent.ok) return sessionFailure("consent", consent.reason);
  const cookie = cookieHeader(consent.headers);
  if (cookie === "") return sessionFailure("consent", "cookie_missing");

  const crumbUrl = endpoint(config.queryBaseUrl, "/v1/test/getcrumb", new URLSearchParams());
  const answer = await client.getText(crumbUrl, { headers: { ...headers, cookie } });
  if (!answer.ok) return sessionFailure("crumb", answer.reason);
  const crumb = answer.value.trim();
  if (!CRUMB.test(crumb) || NOT_A_CRUMB.test(crumb)) return sessionFailure("crumb", "crumb_invalid");
  const ttl = config.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  return { ok: true, session: { cookie, crumb, expiresAtMs: client.now() + ttl } };
}

/** `name=value` pairs of every Set-Cookie header, joined for a `Cookie` header. */
export function cookieHeader(headers: Headers): string {
  const lines =
    typeof headers.getSetCookie === "function"
      ? headers.getSetCookie()
      : (headers.get("set-cookie") ?? "").split(/,(?=\s*[^;,=\s]+=)/);
  return lines
    .map((line) => line.split(";")[0]?.trim() ?? "")
    .filter((pair) => /^[^=\s]+=/.test(pair))
    .join("; ");
}

/** A failure of the session flow: the provider cannot be used at all. */
export function sessionFailure(
  stage: "consent" | "crumb" | "quote_summary",
  reason: HttpFailureReason | "cookie_missing" | "crumb_invalid" | "crumb_refused",
): EquityFailure {
  return { ok: false, outcome: "provider_unreachable", stage, reason };
}
