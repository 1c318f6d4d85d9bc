/**
 * pix from TypeScript with the typed client (clients/typescript/). Run with the project's Node (24):
 *   npx node examples/typescript/pix.ts <latest|history|lake|stream|factors|all>
 * PIX_URL is the deployment (default http://localhost:8787); PIX_API_KEY an optional key (factors needs one
 * with factors:read). PIX_LAKE_VENUE, PIX_LAKE_DATE and PIX_LAKE_AT pick the snapshot (default: the newest).
 */
import {
  connectStream,
  createPixClient,
  lakeQuotes,
  PixProblemError,
} from "../../clients/typescript/src/index.ts";

const baseUrl = process.env.PIX_URL ?? "http://localhost:8787";
const apiKey = process.env.PIX_API_KEY || undefined;
const pix = createPixClient({ baseUrl, apiKey });
const INDEX = process.env.PIX_INDEX ?? "PIXCPI";

function fail(what: string, status: number, problem: unknown): never {
  throw new Error(`${what}: ${status} ${JSON.stringify(problem)}`);
}

async function latest() {
  const { data, error, response } = await pix.GET("/api/v1/indices/{id}/snapshots/latest", {
    params: { path: { id: INDEX } },
  });
  if (!data) fail("latest", response.status, error);
  console.log(
    `latest ${data.data.symbol} ${data.data.value.decimal} ${data.data.value.unit} at ${data.data.minute}`,
  );
}

async function history() {
  const { data, error, response } = await pix.GET("/api/v1/indices/{id}/history", {
    params: { path: { id: INDEX }, query: { range: "1y", resolution: "1d" } },
  });
  if (!data) fail("history", response.status, error);
  const buckets = data.data.buckets;
  console.log(
    `history ${data.data.symbol} ${data.data.range} ${data.data.resolution}: ${buckets.length} buckets`,
  );
  for (const b of buckets.slice(-3)) console.log(`  ${b.start_at} close ${b.close}`);
}

async function newestSnapshot() {
  if (process.env.PIX_LAKE_VENUE && process.env.PIX_LAKE_DATE && process.env.PIX_LAKE_AT) {
    return {
      venue: process.env.PIX_LAKE_VENUE,
      date: process.env.PIX_LAKE_DATE,
      at: process.env.PIX_LAKE_AT,
    };
  }
  const { data, error, response } = await pix.GET("/api/v1/lake/venues");
  if (!data) fail("lake venues", response.status, error);
  for (const venue of data.data.venues) {
    const last = venue.coverage.last_snapshot;
    if (last) return { venue: venue.venue, date: last.date, at: last.at };
  }
  throw new Error("the lake has no snapshot yet");
}

async function lake() {
  const snapshot = await newestSnapshot();
  let rows = 0;
  const markets = new Set<string>();
  for await (const row of lakeQuotes(pix, { ...snapshot, pageSize: 25 })) {
    rows++;
    markets.add(row.market_id);
  }
  console.log(
    `lake ${snapshot.venue} ${snapshot.date} ${snapshot.at}: ${rows} rows, ${markets.size} markets`,
  );
}

async function stream() {
  const socket = connectStream({ baseUrl, apiKey, backoff: { maxAttempts: 3 } });
  let seen = 0;
  for await (const message of socket) {
    if (message.type === "error") throw new Error(`stream: ${message.code} ${message.detail}`);
    if (message.type === "snapshot") {
      console.log(
        `stream snapshot ${message.reason} ${message.access.kind} ${message.markets.length} markets`,
      );
      // Narrow to one market once the connection reads as intended (after auth when keyed).
      if (message.reason === (apiKey ? "auth" : "connect")) socket.subscribe([INDEX]);
    } else {
      console.log(`stream market_update ${message.cycle_start} ${message.markets.length} markets`);
    }
    if (++seen >= (apiKey ? 3 : 2)) break;
  }
}

async function factors() {
  const ticker = process.env.PIX_TICKER ?? "AAPL";
  const { data, error, response } = await pix.GET("/api/v1/factors/stocks/{ticker}", {
    params: { path: { ticker } },
  });
  if (!data) fail("factors", response.status, error);
  const themes = data.factors.map((f) => `${f.id}:${f.status}`).join(",");
  console.log(`factors ${data.equity.ticker} ${data.state} as of ${data.as_of}; themes ${themes}`);
}

const tasks: Record<string, () => Promise<void>> = { latest, history, lake, stream, factors };
const chosen = process.argv[2] ?? "all";
try {
  if (chosen === "all") for (const task of Object.values(tasks)) await task();
  else if (tasks[chosen]) await tasks[chosen]();
  else {
    console.error(`usage: npx node examples/typescript/pix.ts <${Object.keys(tasks).join("|")}|all>`);
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof PixProblemError || error instanceof Error ? error.message : error);
  process.exit(1);
}
