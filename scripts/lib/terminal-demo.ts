/**
 * A local pix with data behind it, for the terminal page's browser test and its screenshots: the
 * upstream simulator in this process on a free port (every upstream pointed at it), the catalog seeded,
 * a few days of synthetic minute history ending 20 minutes ago, and ingestion cycles and news
 * passes driven through `POST /api/refresh` as the cron would; the equivalence plane's rule collection
 * and judging pass run from this process on pix's own D1, as the cron's would.
 */

import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";
import { simulatorNewsVars } from "../../src/catalog/news-config.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../src/catalog/store.ts";
import { MINUTE_MS, minuteFloor } from "../../src/domain/clock.ts";
import type { Bindings } from "../../src/env.ts";
import { collectRuleTexts } from "../../src/equivalence/jobs/collect-rules.ts";
import { judgePairs } from "../../src/equivalence/jobs/judge-pairs.ts";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "./local-pix.ts";
import { writeSyntheticHistory } from "./write-history.ts";

/** Minutes between the end of the synthetic history and now (more than the 15-minute freshness window). */
export const HISTORY_GAP_MINUTES = 20;

export interface TerminalDemo {
  pix: LocalPix;
  simulator: SimulatorServer;
  /**
   * Runs one ingestion cycle now (on a minute ≡ 0 mod 5 it commits a round); a second one in the same
   * minute first gives that minute back.
   */
  cycle(): Promise<void>;
  /** Runs one news pass now. */
  news(): Promise<void>;
  /** Starts the venue feeds on the simulator's WebSockets (Kalshi without a key stays REST-only), as the minute cron does. */
  feeds(): Promise<void>;
  /**
   * Collects the catalog's rule texts from the simulator and judges the cross-venue pairs now, as the
   * cron does every five minutes (src/equivalence/jobs/); the judged pairs answer on pix's routes.
   */
  judge(): Promise<{ paired: number; refused: number }>;
  stop(): Promise<void>;
}

export interface TerminalDemoOptions {
  /** Days of synthetic minute history before the current minute (default 3). */
  historyDays?: number;
  progress?: (message: string) => void;
}

async function refresh(pix: LocalPix, query = "") {
  const res = await fetch(`${pix.url}/api/refresh${query}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
  });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`POST /api/refresh${query} answered ${res.status}: ${text.slice(0, 300)}`);
}

export async function startTerminalDemo(options: TerminalDemoOptions = {}): Promise<TerminalDemo> {
  const simulator = await startSimulatorServer({ port: 0, host: "127.0.0.1" });
  let pix: LocalPix;
  const upstreams = {
    KALSHI_BASE_URL: simulator.bases.kalshi,
    POLYMARKET_GAMMA_URL: simulator.bases.polymarketGamma,
    POLYMARKET_CLOB_URL: simulator.bases.polymarketClob,
  };
  try {
    pix = await startLocalPix({
      progress: options.progress,
      vars: {
        ...upstreams,
        KALSHI_WS_URL: simulator.streams.kalshi,
        POLYMARKET_WS_URL: simulator.streams.polymarket,
        EQUITY_QUERY_URL: `${simulator.url}/equity/query`,
        EQUITY_CONSENT_URL: `${simulator.url}/equity/consent`,
        EDGAR_WWW_URL: `${simulator.url}/edgar/www`,
        EDGAR_DATA_URL: `${simulator.url}/edgar/data`,
        ...simulatorNewsVars(simulator.url),
        // One browser and the test's own requests share an address; the per-IP limit has its own tests.
        IP_RATE_LIMIT_PER_MINUTE: "1000000",
      },
    });
  } catch (error) {
    await simulator.close();
    throw error;
  }
  const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
  await seedCatalog(db);
  const days = options.historyDays ?? 3;
  if (days > 0) {
    // The history stops short of the freshness window, so the board starts stale and the first cycle
    // visibly brings every market back to live.
    const toMs = minuteFloor(Date.now()) - HISTORY_GAP_MINUTES * MINUTE_MS;
    await writeSyntheticHistory(
      db,
      await loadCycleCatalog(db),
      toMs - days * 1440 * MINUTE_MS,
      toMs,
      () => {},
    );
  }

  let cycles = 0;
  return {
    pix,
    simulator,
    async cycle() {
      // The cycle claims its wall-clock minute; a demo that runs faster than a minute gives the claim back
      // and sets the simulated venues one minute further back, so the next cycle has other quotes to
      // publish (still well inside the freshness window).
      if (cycles++ > 0) {
        const minute = new Date(minuteFloor(Date.now())).toISOString().replace(".000Z", "Z");
        await db.batch(
          [
            "ingest_cycles WHERE cycle_start",
            "ticks WHERE minute",
            "distributions WHERE minute",
            "rounds WHERE round_id",
          ].map((where) => db.prepare(`DELETE FROM ${where} = ?`).bind(minute)),
        );
        simulator.simulator.control.setClock(Date.now() - (cycles - 1) * MINUTE_MS);
      }
      await refresh(pix);
    },
    async news() {
      await refresh(pix, "?plane=news");
    },
    async feeds() {
      await refresh(pix, "?plane=feeds");
    },
    async judge() {
      // The jobs read only D1 and the venues' base URLs (their requests go to the simulator from here).
      const env = { ...upstreams, DB: db } as unknown as Bindings;
      const nowMs = Date.now();
      await collectRuleTexts(env, { nowMs });
      const judged = await judgePairs(env, { nowMs });
      return { paired: judged.paired, refused: judged.refused };
    },
    async stop() {
      await pix.stop();
      await simulator.close();
    },
  };
}
