import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";

/** Secrets are declared in wrangler.toml but may be unset: every reader must fail closed. */
type SecretNames =
  | "ADMIN_TOKEN"
  | "REFRESH_TOKEN"
  | "INTERNAL_TOKEN"
  | "SEC_USER_AGENT"
  | "PRICE_PROVIDER_USER_AGENT";

/**
 * News variables are deployment settings (a switch, upstream addresses that may be empty), read as
 * plain strings rather than the literal values wrangler.toml happens to hold.
 */
type NewsVarNames = Extract<keyof Cloudflare.Env, `NEWS_${string}`>;

/**
 * The lake's settings are operator input: any string (or none) may be deployed. The allow-list is any
 * comma-separated list of venue ids; the retention settings are validated by the daily job
 * (src/lake/retention.ts) rather than trusted as the literal wrangler.toml holds.
 */
type LakeVarNames = "LAKE_ALLOWED_VENUES";
type LakeRetentionVarNames = "LAKE_RETENTION_DAYS" | "LAKE_PARQUET_RETENTION_DAYS";

export type Bindings = Omit<
  Cloudflare.Env,
  SecretNames | NewsVarNames | LakeVarNames | LakeRetentionVarNames
> &
  Partial<Pick<Cloudflare.Env, SecretNames>> &
  Record<NewsVarNames | LakeVarNames, string> &
  Partial<Record<LakeRetentionVarNames, string>>;

export type Variables = RequestIdVariables &
  SecureHeadersVariables & {
    /** Set by routes that serve a cache-relevant outcome; written to the access log. */
    cacheOutcome?: "hit" | "miss" | "not_modified";
    /** The API key id once a credential has been verified (never the key itself). */
    keyId?: string;
    /** The verified API key of this request (set by the api-access middleware); absent when anonymous. */
    credential?: VerifiedCredential;
    /** Overrides the route pattern in the access log (e.g. "(unmatched)" for unknown paths). */
    logRoute?: string;
  };

export type AppEnv = { Bindings: Bindings; Variables: Variables };

/** A presented key the key's guard verified (src/access/verify-key.ts), as the request context carries it. */
export interface VerifiedCredential {
  keyId: string;
  /** SHA-256 of the key: the name of its KeyGuard (long-lived stream connections re-check through it). */
  keyHash: string;
  /**
   * The key's entitlement list (canonical slugs) or null when it reads everything; read on demand, and
   * fail closed: it throws when KV fails or holds no usable copy (the key's guard is then asked to write
   * the copy again; see entitlements.ts), so the request answers 503, never "nothing" or "everything".
   */
  entitlements: () => Promise<readonly string[] | null>;
}
