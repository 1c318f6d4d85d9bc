import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { simulatorNewsVars } from "../../src/catalog/news-config.ts";
import type { Bindings } from "../../src/env.ts";
import type { NewsPassReport } from "../../src/news/ingest/pass.ts";
import type { NewsSchema } from "../../src/news/routes/schema.ts";
import worker from "../../src/worker.ts";
import type { V1 } from "../support/fetch.ts";
import { call } from "../support/keys.ts";
import { simulatorHost } from "../support/simulator.ts";

/** The news route's body as a test reads it. */
export type NewsBody = V1<typeof NewsSchema>;

/**
 * A simulator of this test file's own (its host name) for both planes: price and news upstreams all
 * point at it, with its news faults steered through its control endpoint.
 */
export function newsSimulator(name: string) {
  const sim = simulatorHost(name);
  const bindings: Bindings = { ...sim.bind(env), ...simulatorNewsVars(sim.base) };
  return {
    ...sim,
    bindings,
    async newsFault(feed: string, mode: string, count?: number) {
      const res = await fetch(`${sim.base}/news/_control/faults`, {
        method: "POST",
        body: JSON.stringify({ feed, mode, ...(count === undefined ? {} : { count }) }),
      });
      if (!res.ok) throw new Error(`news fault ${feed} ${mode}: ${res.status}`);
    },
  };
}

/** `POST /api/refresh?plane=news` through the Worker with these bindings. */
export async function refreshNews(bindings: Bindings): Promise<NewsPassReport> {
  const res = await call(
    "/api/refresh?plane=news",
    { method: "POST", headers: { Authorization: `Bearer ${env.REFRESH_TOKEN}` } },
    bindings,
  );
  if (res.status !== 200) throw new Error(`refresh news: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: NewsPassReport & { type: string } }).data;
}

/** The scheduled handler for one cron tick, background work (the news pass) awaited. */
export async function scheduledTick(bindings: Bindings, scheduledTime: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "* * * * *" }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

/** GET the news route with these bindings; answers the response and its parsed body. */
export async function readNews(
  path: string,
  bindings: Partial<Bindings> = {},
  init: RequestInit = {},
): Promise<{ res: Response; body: NewsBody }> {
  const res = await call(path, init, bindings);
  const text = await res.clone().text();
  return { res, body: (text === "" ? {} : JSON.parse(text)) as NewsBody };
}
