import { ProblemError } from "./problem.ts";
import type { ProblemSlug } from "./problem-catalog.ts";

/**
 * The safety rule (spec section 4): a storage or upstream failure inside a v1 handler answers a 503
 * problem with Retry-After — never a stale, partial or fabricated payload. Wrap every read a response
 * depends on; the underlying error is logged, never shown to the client.
 */
export async function readOrUnavailable<T>(
  read: () => Promise<T>,
  options: { slug?: ProblemSlug; what: string },
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    console.error(
      JSON.stringify({
        level: "error",
        msg: "dependency_failed",
        what: options.what,
        error: error instanceof Error ? error.name : "unknown",
      }),
    );
    throw new ProblemError(options.slug ?? "service-unavailable", {
      detail: `The ${options.what} could not be read, so this resource cannot be served safely. Try again shortly.`,
    });
  }
}
