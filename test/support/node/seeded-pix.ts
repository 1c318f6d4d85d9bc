/**
 * A local pix of its own on the upstream simulator, seeded the way a Node suite needs real answers:
 * the catalog, one ingestion cycle (values, a lake tape), the factor collection, and keys on demand.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../../scripts/lib/local-pix.ts";
import { type SimulatorServer, startSimulatorServer } from "../../../simulator/server.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import type { CycleReport } from "../../../src/indices/cycle/cycle.ts";

const ROOT = join(import.meta.dirname, "..", "..", "..");

/** wrangler.toml's top-level upstream URLs on the default simulator, moved to the simulator at `simulatorUrl`. */
export function upstreamVars(simulatorUrl: string): Record<string, string> {
  const topLevel = readFileSync(join(ROOT, "wrangler.toml"), "utf8").split(/^\[env\./m)[0] ?? "";
  const vars: Record<string, string> = {};
  for (const match of topLevel.matchAll(/^(\w+_URL) = "http:\/\/127\.0\.0\.1:8788(\/[^"]*)"$/gm)) {
    vars[match[1] as string] = `${simulatorUrl}${match[2]}`;
  }
  return vars;
}

/** A 2xx answer's JSON, or an error naming the request and the answer's start. */
export async function okJson<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Every read plane's scope. */
export const ALL_READ_SCOPES = [
  "indices:read",
  "benchmarks:read",
  "lake:read",
  "markets:read",
  "factors:read",
  "status:read",
  "equivalence:read",
  "outcomes:read",
];

export interface KeyOptions {
  rate_limit_per_minute?: number;
  entitlements?: readonly string[];
}

export interface SeededPix {
  simulator: SimulatorServer;
  pix: LocalPix;
  /** The seeding cycle's report. */
  cycle: CycleReport;
  /** How many close series the factor collection stored. */
  factorSeries: number;
  /**
   * A new key with these scopes and a per-minute limit high enough for any suite, unless `options` sets
   * its limit or an entitlement list (symbols or slugs).
   */
  createKey(name: string, scopes: readonly string[], options?: KeyOptions): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the simulator and a local pix on it, then seeds it (catalog, one cycle, the factor closes). */
export async function startSeededPix(): Promise<SeededPix> {
  const simulator = await startSimulatorServer({ port: 0, host: "127.0.0.1", extraMarketsPerVenue: 0 });
  const pix = await startLocalPix({
    progress: () => {},
    vars: { ...upstreamVars(simulator.url), IP_RATE_LIMIT_PER_MINUTE: "1000000" },
  });
  await seedCatalog(await pix.mf.getD1Database("DB"));
  const refresh = (query: string) =>
    fetch(`${pix.url}/api/refresh${query}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
    });
  const cycle = await okJson<{ data: CycleReport }>(await refresh(""), "POST /api/refresh");
  // The theme contracts' close series, so the factor route answers its computed models (without them
  // every model member takes its not-collected form).
  const collection = await okJson<{ data: { stored: number } }>(
    await refresh("?plane=factors"),
    "POST /api/refresh?plane=factors",
  );
  const createKey = async (name: string, scopes: readonly string[], options: KeyOptions = {}) => {
    const created = await okJson<{ data: { key: string } }>(
      await fetch(`${pix.url}/api/admin/keys`, {
        method: "POST",
        headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({ name, scopes, rate_limit_per_minute: 100_000, ...options }),
      }),
      "POST /api/admin/keys",
    );
    return created.data.key;
  };
  return {
    simulator,
    pix,
    cycle: cycle.data,
    factorSeries: collection.data.stored,
    createKey,
    stop: async () => {
      await pix.stop();
      await simulator.close();
    },
  };
}

/** The venue, day and minute of a snapshot the seeding cycle taped. */
export function tapedSnapshot(cycle: CycleReport): { venue: string; date: string; at: string } {
  const taped = cycle.venues
    .map((v) => v.tape_key?.match(/^lake\/([a-z]+)\/(\d{4}-\d{2}-\d{2})\/(\d{4})$/))
    .find((m) => m?.[3] !== undefined);
  if (!taped) throw new Error("the seeding cycle taped no snapshot");
  return { venue: taped[1] as string, date: taped[2] as string, at: taped[3] as string };
}
