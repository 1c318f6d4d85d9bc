import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { collectProxyCloses } from "../../factors/proxy-collection.ts";
import { CACHE_POLICIES } from "../../http/cache-control.ts";
import { problem } from "../../http/problem.ts";
import { runIngestionCycle } from "../../ingest/cycle.ts";
import { runNewsPass } from "../../ingest/news/pass.ts";
import { staticToken } from "../../middleware/static-token/index.ts";
import type { App } from "../types.ts";

const PLANES = ["prices", "news", "factors"] as const;
type RefreshPlane = (typeof PLANES)[number];

/** `?plane=prices|news|factors` (default prices); anything else, or any other parameter, is refused. */
function planeOf(c: Context<AppEnv>): RefreshPlane | Response {
  const query = new URL(c.req.url).searchParams;
  const unknown = [...new Set(query.keys())].filter((name) => name !== "plane");
  if (unknown.length > 0) {
    return problem(c, "invalid-parameter", {
      detail: `Query parameter '${unknown[0]}' is not accepted by this route.`,
      invalidParams: unknown.map((name) => ({ name, in: "query", reason: "is not accepted by this route" })),
    });
  }
  const values = query.getAll("plane");
  if (values.length === 0) return "prices";
  const value = values[0] ?? "";
  if (values.length > 1 || !PLANES.includes(value as RefreshPlane)) {
    const reason = values.length > 1 ? "must be given at most once" : `must be one of: ${PLANES.join(", ")}`;
    return problem(c, "invalid-parameter", {
      detail: `Query parameter 'plane' ${reason}.`,
      invalidParams: [{ name: "plane", in: "query", reason }],
    });
  }
  return value as RefreshPlane;
}

/**
 * `POST /api/refresh`: runs the ingestion cycle now (the same cycle as the cron trigger) and answers
 * its report; `?plane=news` runs a news ingestion pass instead, `?plane=factors` the collection of the
 * factor-theme contracts' close series (the hourly job). Behind the dedicated REFRESH_TOKEN;
 * refused entirely when that token is unset. Not part of the public OpenAPI document.
 */
export function registerRefresh(app: App) {
  app.post("/api/refresh", staticToken("REFRESH_TOKEN"), async (c) => {
    const plane = planeOf(c);
    if (plane instanceof Response) return plane;
    c.header("Cache-Control", CACHE_POLICIES.none);
    if (plane === "news") {
      const report = await runNewsPass(c.env, { nowMs: Date.now(), trigger: "refresh" });
      return c.json({ data: { type: "news_ingestion", ...report } }, 200);
    }
    if (plane === "factors") {
      const report = await collectProxyCloses(c.env);
      return c.json({ data: { type: "proxy_collection", ...report } }, 200);
    }
    const report = await runIngestionCycle(c.env, { nowMs: Date.now(), trigger: "refresh" });
    return c.json(
      { data: { type: "ingestion_cycle", ...report } },
      report.status === "completed" ? 200 : 409,
    );
  });
}
