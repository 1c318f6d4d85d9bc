import { ProblemError } from "./problem.ts";
import type { ProblemSlug } from "./problem-catalog.ts";

/** The one log line of a failed storage or upstream dependency: its class only, never its message. */
export function logDependencyFailure(what: string, requestId: string | undefined, error: unknown): void {
  console.error(
    JSON.stringify({
      level: "error",
      msg: "dependency_failed",
      what,
      request_id: requestId,
      error: error instanceof Error ? error.name : "unknown",
    }),
  );
}

export interface FailClosedOptions {
  /** The dependency, as the detail names it ("key store", "lake snapshot"). */
  what: string;
  /** The 503 problem to answer; service-unavailable by default. */
  slug?: ProblemSlug;
  /** A failed read means nothing can be served; a failed write that nothing was done. */
  verb?: "read" | "write";
}

const DETAIL: Record<NonNullable<FailClosedOptions["verb"]>, (what: string) => string> = {
  read: (what) =>
    `The ${what} could not be read, so this resource cannot be served safely. Try again shortly.`,
  write: (what) => `The ${what} could not be written; nothing was reported as done. Retry the call.`,
};

/**
 * The safety rule: a storage or upstream failure answers a 503 problem with Retry-After —
 * never a stale, partial or fabricated payload, never a half-reported success. Wrap every read or write a
 * response depends on; the underlying error is logged, never shown to the client. Problems pass through.
 */
export async function failClosed<T>(op: () => Promise<T>, options: FailClosedOptions): Promise<T> {
  try {
    return await op();
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    logDependencyFailure(options.what, undefined, error);
    throw new ProblemError(options.slug ?? "service-unavailable", {
      detail: DETAIL[options.verb ?? "read"](options.what),
    });
  }
}
