import { isWellFormedKey, KEY_PREFIX } from "./keys.ts";

/**
 * What a request presents as its credential: `X-API-Key: <key>` or
 * `Authorization: Bearer <key>`.
 *
 * Rules (each refusal is a 401 credential-invalid, never a fallback to anonymous access):
 * - both headers with the same key count as one presentation; with different values the request is
 *   refused, since pix cannot know which key the caller meant;
 * - an Authorization header with any other scheme, an empty bearer, an empty X-API-Key, or a value that
 *   is not `pix_` + 32–64 base62 characters is refused before any lookup.
 */
export type PresentedCredential =
  | { kind: "none" }
  | { kind: "key"; key: string }
  | { kind: "malformed"; reason: string };

const BEARER = /^Bearer[ \t]+(\S*)[ \t]*$/i;

function fromAuthorization(value: string): PresentedCredential {
  const match = BEARER.exec(value.trim());
  if (!match) {
    return { kind: "malformed", reason: "Authorization must use the Bearer scheme with a pix API key." };
  }
  return fromValue(match[1] ?? "", "Authorization: Bearer");
}

function fromValue(value: string, where: string): PresentedCredential {
  const key = value.trim();
  if (key === "") return { kind: "malformed", reason: `${where} is empty.` };
  if (!key.startsWith(KEY_PREFIX)) {
    return { kind: "malformed", reason: `${where} does not carry a pix API key (keys start with pix_).` };
  }
  if (!isWellFormedKey(key)) {
    return {
      kind: "malformed",
      reason: `${where} is not a well-formed pix API key (pix_ followed by 32 to 64 letters or digits).`,
    };
  }
  return { kind: "key", key };
}

export function presentedCredential(headers: Headers): PresentedCredential {
  const apiKeyHeader = headers.get("X-API-Key");
  const authorization = headers.get("Authorization");
  if (apiKeyHeader === null && authorization === null) return { kind: "none" };
  const viaHeader = apiKeyHeader === null ? undefined : fromValue(apiKeyHeader, "X-API-Key");
  const viaBearer = authorization === null ? undefined : fromAuthorization(authorization);
  if (viaHeader && viaBearer) {
    if (viaHeader.kind === "key" && viaBearer.kind === "key" && viaHeader.key === viaBearer.key) {
      return viaHeader;
    }
    return {
      kind: "malformed",
      reason: "X-API-Key and Authorization carry different credentials; send one key in one header.",
    };
  }
  return (viaHeader ?? viaBearer) as PresentedCredential;
}

/** Query parameters that look like an attempt to pass a credential in the URL. */
const CREDENTIAL_PARAMS = new Set([
  "api_key",
  "apikey",
  "api-key",
  "x-api-key",
  "key",
  "access_token",
  "token",
  "auth",
  "authorization",
  "bearer",
]);

/** A value that embeds something shaped like a pix key, whatever the parameter is called. */
const KEY_LIKE = /pix_[0-9A-Za-z]{16,}/;

/**
 * The first query parameter that carries (or is named like) a credential, or undefined. Keys in URLs end
 * up in logs, browser history and caches, so pix refuses them outright instead of ignoring them.
 */
export function credentialInQuery(search: URLSearchParams): string | undefined {
  for (const [name, value] of search) {
    if (CREDENTIAL_PARAMS.has(name.toLowerCase()) || KEY_LIKE.test(value)) return name;
  }
  return undefined;
}
