/**
 * Seeds the node project's local pix with what the examples, the guides and the client tests read: one
 * ingestion cycle run through the refresh route against the offline simulator (index values, ticks, a
 * sealed lake snapshot per venue) and a key with every public read scope made on the admin plane. The local pix
 * reads its upstreams at the simulator's default address (wrangler.toml); when something already
 * listens there (`npm start` on this machine) that simulator answers instead.
 */
import { TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { DEFAULT_PORT, type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";
import type { CycleReport } from "../../src/indices/cycle/cycle.ts";

export const READ_SCOPES = [
  "indices:read",
  "benchmarks:read",
  "lake:read",
  "markets:read",
  "factors:read",
  "status:read",
  "outcomes:read",
];

export interface Seeded {
  apiKey: string;
  lake: { venue: string; date: string; at: string; rows: number };
  stop(): Promise<void>;
}

async function simulatorAtDefaultPort(): Promise<SimulatorServer | undefined> {
  try {
    return await startSimulatorServer({ port: DEFAULT_PORT, host: "127.0.0.1" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") return undefined;
    throw error;
  }
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function seed(base: string): Promise<Seeded> {
  const simulator = await simulatorAtDefaultPort();
  const cycle = await json<{ data: CycleReport }>(await refreshOwnMinute(base), "POST /api/refresh");
  const created = await json<{ data: { key: string } }>(
    await fetch(`${base}/api/admin/keys`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "examples", scopes: READ_SCOPES, rate_limit_per_minute: 1000 }),
    }),
    "POST /api/admin/keys",
  );
  // Every venue's snapshot of the minute is sealed before the seed answers (the guides read both).
  const [lake] = await Promise.all(tapedSnapshots(cycle.data).map((taped) => finalSnapshot(base, taped)));
  if (!lake) throw new Error("the ingestion cycle taped no snapshot");
  return {
    apiKey: created.data.key,
    lake,
    stop: async () => {
      await simulator?.close();
    },
  };
}

/**
 * Runs one ingestion cycle whose report names this seed's own snapshot. The node suites share one local
 * pix: when another suite's cycle already collected this minute (409 `minute_already_collected`), the
 * seed runs its cycle once the next minute has started.
 */
async function refreshOwnMinute(base: string): Promise<Response> {
  const refresh = () =>
    fetch(`${base}/api/refresh`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
    });
  const first = await refresh();
  if (first.status !== 409) return first;
  const body = (await first.clone().json()) as { data?: { reason?: string } };
  if (body.data?.reason !== "minute_already_collected") return first;
  const nextMinuteMs = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
  await new Promise((resolve) => setTimeout(resolve, nextMinuteMs - Date.now() + 500));
  return refresh();
}

/**
 * The refresh also enqueues the minute's whole-venue collection, whose sealed snapshot supersedes the
 * catalog cycle's: wait until the quotes route calls the snapshot final (its pages cacheable for an
 * hour) and take its row count from there, so the examples page through the rows they will be served.
 */
async function finalSnapshot(base: string, taped: Seeded["lake"]): Promise<Seeded["lake"]> {
  const path = `/api/v1/lake/venues/${taped.venue}/quotes?date=${taped.date}&at=${taped.at}&page_size=1`;
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const res = await fetch(`${base}${path}`);
    const body = await json<{ meta: { pagination: { total_rows: number } } }>(res, `GET ${path}`);
    if (res.headers.get("Cache-Control") === "public, max-age=3600") {
      return { ...taped, rows: body.meta.pagination.total_rows };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the snapshot ${taped.venue} ${taped.date} ${taped.at} was not final within 60 s`);
}

/**
 * The snapshots this seed's own cycle taped (the first is the one the examples page through), from the
 * refresh report: the lake's coverage listing is cached for seconds per isolate, so another test's
 * earlier read could still show no snapshot.
 */
function tapedSnapshots(report: CycleReport): Seeded["lake"][] {
  const taped: Seeded["lake"][] = [];
  for (const venue of report.venues) {
    const match = venue.tape_key?.match(/^lake\/([a-z]+)\/(\d{4}-\d{2}-\d{2})\/(\d{4})$/);
    if (match?.[1] && match[2] && match[3] && venue.rows > 0) {
      taped.push({ venue: match[1], date: match[2], at: match[3], rows: venue.rows });
    }
  }
  if (taped.length > 0) return taped;
  const outcomes = report.venues.map((v) => `${v.venue}: ${v.status} ${v.rows} rows ${v.failure ?? ""}`);
  throw new Error(`the ingestion cycle taped no snapshot with rows (${outcomes.join("; ")})`);
}
