import type { GuardStatus, GuardVerdict } from "./key-guard-protocol.ts";
import type { RateDecision } from "./rate-limit.ts";

/** Why a presented key is refused, as the problem slug it answers with and a detail sentence. */
export type KeyRefusal =
  | { slug: "credential-invalid"; detail: string }
  | { slug: "credential-scope"; detail: string }
  | { slug: "rate-limited"; detail: string; decision: RateDecision };

/**
 * Why a key without the plane's scope is refused, in one sentence; on a plane that is also read
 * without a key, that the read is open anonymously, so a caller whose key does not fit can drop it.
 */
export function scopeDetail(plane: { id: string; scope: string; anonymous?: boolean } | undefined): string {
  const lacks = `This API key lacks the ${plane?.scope} scope of the ${plane?.id} plane`;
  if (!plane?.anonymous) return `${lacks}.`;
  return `${lacks}, which is open without a key: read it without one, or with a key that has ${plane.scope}.`;
}

/**
 * The refusal a key guard's verdict stands for, or undefined when the key may read. One mapping for
 * every surface that takes keys: HTTP answers it as a problem, the stream as an error and close code.
 */
export function keyRefusal(
  verdict: GuardVerdict | GuardStatus,
  plane: { id: string; scope: string; anonymous?: boolean } | undefined,
): KeyRefusal | undefined {
  switch (verdict.outcome) {
    case "unknown":
      return { slug: "credential-invalid", detail: "This API key is not known to pix." };
    case "revoked":
      return { slug: "credential-invalid", detail: "This API key has been revoked." };
    case "expired":
      return { slug: "credential-invalid", detail: "This API key has expired." };
    case "scope":
      return { slug: "credential-scope", detail: scopeDetail(plane) };
    case "limited":
      return {
        slug: "rate-limited",
        detail: `This API key is over its limit of ${verdict.decision.limit} requests per minute.`,
        decision: verdict.decision,
      };
    default:
      return undefined;
  }
}
