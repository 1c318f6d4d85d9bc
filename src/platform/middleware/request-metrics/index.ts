import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../../../env.ts";
import { handOver, type RequestCountBuffer, requestCounts } from "../../metrics/request-counts.ts";

/**
 * Counts every response by route pattern and status for /metrics. The count is an in-memory increment;
 * the batch goes to the RequestMetrics object through ctx.waitUntil, after the response, so no request
 * ever waits on it.
 */
export function requestMetrics(buffer: RequestCountBuffer = requestCounts): MiddlewareHandler<AppEnv> {
  return async function requestMetrics(c, next) {
    await next();
    buffer.record(c.get("logRoute") ?? routePath(c, -1), c.res.status);
    const due = buffer.takeDue(Date.now());
    if (!due) return;
    let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined; // app.request() in tests has no execution context
    }
    if (ctx) ctx.waitUntil(handOver(c.env, buffer, due));
    else buffer.restore(due);
  };
}
