/**
 * Seeds the node project's local pix with what the examples and the client tests read: one ingestion
 * cycle run through the refresh route against the offline simulator (index values, ticks, a lake
 * snapshot per venue) and a key with every public read scope made on the admin plane. The local pix
 * reads its upstreams at the simulator's default address (wrangler.toml); when something already
 * listens there (`npm start` on this machine) that simulator answers instead.
 */
import { TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { DEFAULT_PORT, type SimulatorServer, startSimulatorServer } from "../../scripts/simulator/server.ts";

export const READ_SCOPES = ["indices:read", "benchmarks:read", "lake:read", "markets:read", "factors:read"];

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
  await json(
    await fetch(`${base}/api/refresh`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
    }),
    "POST /api/refresh",
  );
  const created = await json<{ data: { key: string } }>(
    await fetch(`${base}/api/admin/keys`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "examples", scopes: READ_SCOPES, rate_limit_per_minute: 1000 }),
    }),
    "POST /api/admin/keys",
  );
  const lake = await newestSnapshot(base);
  return {
    apiKey: created.data.key,
    lake,
    stop: async () => {
      await simulator?.close();
    },
  };
}

interface Venues {
  data: { venues: { venue: string; coverage: { last_snapshot: { date: string; at: string } | null } }[] };
}
interface Snapshots {
  data: { snapshots: { at: string; rows: number }[] };
}

/** The newest snapshot with rows, found through the lake's own discovery routes. */
async function newestSnapshot(base: string): Promise<Seeded["lake"]> {
  const venues = await json<Venues>(await fetch(`${base}/api/v1/lake/venues`), "GET /api/v1/lake/venues");
  for (const { venue, coverage } of venues.data.venues) {
    if (!coverage.last_snapshot) continue;
    const { date, at } = coverage.last_snapshot;
    const day = await json<Snapshots>(
      await fetch(`${base}/api/v1/lake/venues/${venue}/snapshots?date=${date}`),
      "GET snapshots",
    );
    const snapshot = day.data.snapshots.find((s) => s.at === at);
    if (snapshot && snapshot.rows > 0) return { venue, date, at, rows: snapshot.rows };
  }
  throw new Error("the ingestion cycle wrote no lake snapshot with rows");
}
