/**
 * `npm run replay -- --venue V --market M --from T --to T [options]`: replays one market from the lake,
 * minute by minute in time order, as NDJSON events (each minute's `book`, then its `trade` prints; a
 * `summary` last), for backtests. Reads the pix API with the TypeScript client's `replayMarket`;
 * progress goes to stderr. Exit 0 = replayed, 1 = pix answered a problem or could not be reached,
 * 2 = usage.
 */
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";
import {
  createPixClient,
  PixProblemError,
  REPLAY_MINUTES_MAX,
  type ReplaySummary,
  replayMarket,
  replayMinutes,
} from "../clients/typescript/src/index.ts";

const USAGE = `npm run replay -- --venue VENUE --market MARKET --from TIME --to TIME [options]

  --venue VENUE      kalshi or polymarket (as in /api/v1/lake/venues)
  --market MARKET    the venue's market id, as market_id in the lake's quote rows
  --from TIME        start of the window (RFC 3339, e.g. 2026-11-20T10:00:00Z), rounded down to a minute
  --to TIME          end of the window (exclusive); at most ${REPLAY_MINUTES_MAX} minutes (7 days) after --from
  --outcome NAME     the outcome whose book (and, on Polymarket, whose token's prints) is replayed
                     (default: the market's first, yes on a binary market)
  --no-trades        books only, without the trade prints
  --url URL          pix (default: $PIX_URL, else http://localhost:8787)
  --key KEY          an API key with lake:read (default: $PIX_API_KEY)
  --out FILE         write the events to FILE instead of stdout
  -h, --help         this text

Prefer PIX_API_KEY over --key: command lines are visible to other local users.`;

function usage(problem: string): never {
  console.error(`✖ ${problem}\n\n${USAGE}`);
  process.exit(2);
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      venue: { type: "string" },
      market: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      outcome: { type: "string" },
      "no-trades": { type: "boolean" },
      url: { type: "string" },
      key: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  usage((error as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
const venue = text("venue");
const market = text("market");
if (!venue) usage("--venue is required");
if (!market) usage("--market is required");
const instant = (name: string) => {
  const value = text(name);
  if (!value) usage(`--${name} is required`);
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : Number.NaN;
  if (Number.isNaN(ms)) usage(`--${name} must be an RFC 3339 time such as 2026-11-20T10:00:00Z`);
  return new Date(ms);
};
const from = instant("from");
const to = instant("to");
try {
  replayMinutes(from, to);
} catch (error) {
  usage((error as Error).message);
}
const baseUrl = text("url") ?? process.env.PIX_URL ?? "http://localhost:8787";
if (!URL.canParse(baseUrl)) usage(`--url must be an absolute URL, got ${baseUrl}`);
const key = text("key") ?? process.env.PIX_API_KEY;
const outPath = text("out");

const client = createPixClient({
  baseUrl,
  ...(key ? { apiKey: key } : {}),
  // A long replay outlives a key's minute budget: wait out 429s rather than stop.
  retry: { maxRetries: 10, maxDelayMs: 60_000 },
});
const out = outPath ? createWriteStream(outPath) : process.stdout;
const write = (line: string) =>
  new Promise<void>((done, fail) => out.write(`${line}\n`, (error) => (error ? fail(error) : done())));

const started = Date.now();
let lastReport = 0;
const progress = (done: number, total: number) => {
  const now = Date.now();
  if (done < total && now - lastReport < 2_000) return;
  lastReport = now;
  console.error(`replay: ${done}/${total} minutes read (${((now - started) / 1000).toFixed(1)} s)`);
};

try {
  const events = replayMarket(
    client,
    {
      venue,
      market,
      from,
      to,
      trades: values["no-trades"] !== true,
      ...(text("outcome") ? { outcome: text("outcome") } : {}),
    },
    progress,
  );
  let step = await events.next();
  while (!step.done) {
    await write(JSON.stringify(step.value));
    step = await events.next();
  }
  const summary: ReplaySummary = step.value;
  await write(JSON.stringify({ type: "summary", venue, market, ...summary }));
  console.error(
    `replay: ${summary.books} books and ${summary.trades} trades over ${summary.minutes} minutes; ${summary.missing} without a book, ${summary.trades_missing} without taped trades`,
  );
  if (outPath) await new Promise<void>((done) => out.end(done));
} catch (error) {
  if (error instanceof PixProblemError) {
    console.error(`✖ pix answered ${error.message}`);
  } else {
    console.error(`✖ could not replay from ${baseUrl}: ${(error as Error).message}`);
  }
  process.exit(1);
}
