/**
 * `npm run replay` end to end: the real script against a local pix whose book tape holds three minutes
 * of one market and whose trade tape holds the prints of three (written with the lake's own writers; one
 * minute left without a book, one without taped prints), read back through the books and trades routes
 * as NDJSON events in time order.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import type { MarketBooks } from "../../src/lake/books.ts";
import { indexBooks, writeBooks } from "../../src/lake/store/lake-books.ts";
import { writeTrades } from "../../src/lake/store/lake-trades.ts";
import type { TradeRow } from "../../src/lake/trades.ts";

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, "..", "..", "scripts", "replay.ts");
const MARKET = "540816";
const START = Date.parse("2026-11-20T10:00:00Z");
const MINUTE = 60_000;

let pix: LocalPix;
let key: string;
let scopeless: string;

/** The market's book at a minute: prices move with the minute, so every minute's book differs. */
function booksAt(minute: number): MarketBooks {
  const bid = (40 + minute).toFixed(0);
  return {
    market_id: MARKET,
    books: [
      {
        outcome: "yes",
        token_id: "111",
        observed_at: new Date(START + minute * MINUTE + 1_500).toISOString(),
        bids: [
          [`0.${bid}`, "120.5"],
          [`0.${Number(bid) - 1}`, "30"],
        ],
        asks: [[`0.${Number(bid) + 2}`, "75"]],
      },
      { outcome: "no", token_id: "222", observed_at: new Date(START).toISOString(), bids: [], asks: [] },
    ],
  };
}

/** A print of the market's token `token` (111 yes, 222 no) at `second` of the window. */
function print(id: string, token: string, second: number, price: string): TradeRow {
  return {
    trade_id: id,
    market_id: "0xcondition",
    token_id: token,
    outcome: token === "111" ? "Yes" : "No",
    price,
    size: "2",
    taker_side: "buy",
    venue_time: new Date(START + second * 1_000).toISOString(),
    received_at: new Date(START + second * 1_000 + 60_000).toISOString(),
  };
}

/** Prints of minutes 0–2 (taped by the cycles of minutes 1–3); minute 3's are not taped. */
const PRINTS: [number, TradeRow[]][] = [
  [
    1,
    [
      print("y-a", "111", 20, "0.41"),
      print("n-a", "222", 10, "0.58"),
      { ...print("o", "999", 30, "0.9"), market_id: "0xother" },
    ],
  ],
  [2, [print("y-b", "111", 100, "0.43"), print("y-c", "111", 65, "0.42")]],
  [3, [print("y-d", "111", 150, "0.44")]],
];

async function createKey(scopes: string[]) {
  const res = await fetch(`${pix.url}/api/admin/keys`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name: "replay test", scopes, rate_limit_per_minute: 100_000 }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

function replay(args: string[], apiKey = key) {
  return run(process.execPath, [SCRIPT, ...args, "--url", pix.url], {
    env: { ...process.env, PIX_API_KEY: apiKey },
  });
}

beforeAll(async () => {
  pix = await startLocalPix({ progress: () => {}, vars: { IP_RATE_LIMIT_PER_MINUTE: "1000000" } });
  const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
  // Minutes 0, 1 and 3 have a book; minute 2 has none.
  for (const minute of [0, 1, 3]) {
    const cycleStart = START + minute * MINUTE;
    await writeBooks(bucket, "polymarket", cycleStart, 0, [booksAt(minute)]);
    expect(await indexBooks(bucket, "polymarket", cycleStart, [0])).toBe(1);
  }
  for (const [minute, prints] of PRINTS) {
    await writeTrades(bucket, "polymarket", START + minute * MINUTE, prints, { status: "complete" });
  }
  key = await createKey(["lake:read"]);
  scopeless = await createKey(["indices:read"]);
}, 120_000);

afterAll(async () => {
  await pix?.stop();
});

describe("npm run replay", () => {
  it("writes each minute's book, then its token's prints in venue-time order, then a summary", async () => {
    const { stdout, stderr } = await replay([
      "--venue",
      "polymarket",
      "--market",
      MARKET,
      "--from",
      "2026-11-20T10:00:30Z",
      "--to",
      "2026-11-20T10:04:00Z",
    ]);
    const events = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((e) => [e.type, e.time, e.trade_id])).toEqual([
      ["book", "2026-11-20T10:00:00Z", undefined],
      ["trade", "2026-11-20T10:00:00Z", "y-a"],
      ["book", "2026-11-20T10:01:00Z", undefined],
      ["trade", "2026-11-20T10:01:00Z", "y-c"],
      ["trade", "2026-11-20T10:01:00Z", "y-b"],
      // No book at 10:02: its prints are still the token's (known from the book before).
      ["trade", "2026-11-20T10:02:00Z", "y-d"],
      ["book", "2026-11-20T10:03:00Z", undefined],
      ["summary", undefined, undefined],
    ]);
    expect(events[1]).toEqual({
      type: "trade",
      time: "2026-11-20T10:00:00Z",
      venue: "polymarket",
      market: MARKET,
      trade_id: "y-a",
      token_id: "111",
      price: "0.41",
      size: "2",
      taker_side: "buy",
      venue_time: "2026-11-20T10:00:20.000Z",
    });
    const yes = booksAt(3).books[0];
    expect(events[6]).toEqual({
      type: "book",
      time: "2026-11-20T10:03:00Z",
      venue: "polymarket",
      market: MARKET,
      outcome: "yes",
      observed_at: yes?.observed_at,
      bids: yes?.bids,
      asks: yes?.asks,
    });
    expect(events[7]).toEqual({
      type: "summary",
      venue: "polymarket",
      market: MARKET,
      minutes: 4,
      books: 3,
      missing: 1,
      trades: 4,
      trades_missing: 1,
    });
    expect(stderr).toContain("3 books and 4 trades over 4 minutes; 1 without a book, 1 without taped trades");
  });

  it("replays another outcome (its own token's prints) and writes to a file with --out", async () => {
    const out = join(tmpdir(), `pix-replay-${process.pid}.ndjson`);
    await replay([
      "--venue=polymarket",
      `--market=${MARKET}`,
      "--from=2026-11-20T10:00:00Z",
      "--to=2026-11-20T10:01:00Z",
      "--outcome=no",
      `--out=${out}`,
    ]);
    const lines = (await readFile(out, "utf8")).trim().split("\n");
    expect(lines.map((line) => JSON.parse(line).type)).toEqual(["book", "trade", "summary"]);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ outcome: "no", bids: [], asks: [] });
    expect(JSON.parse(lines[1] as string)).toMatchObject({ trade_id: "n-a", token_id: "222" });
  });

  it("replays books only with --no-trades", async () => {
    const { stdout } = await replay([
      "--venue=polymarket",
      `--market=${MARKET}`,
      "--from=2026-11-20T10:00:00Z",
      "--to=2026-11-20T10:02:00Z",
      "--no-trades",
    ]);
    const events = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string });
    expect(events.map((e) => e.type)).toEqual(["book", "book", "summary"]);
    expect(events[2]).toMatchObject({ trades: 0, trades_missing: 0 });
  });

  it("refuses bad arguments with the usage and exit code 2", async () => {
    const cases = [
      ["--venue", "polymarket", "--market", MARKET, "--from", "2026-11-20T10:00:00Z"],
      ["--venue", "polymarket", "--market", MARKET, "--from", "yesterday", "--to", "2026-11-20T10:00:00Z"],
      [
        "--venue",
        "polymarket",
        "--market",
        MARKET,
        "--from",
        "2026-11-20T10:05:00Z",
        "--to",
        "2026-11-20T10:00:00Z",
      ],
      [
        "--venue",
        "polymarket",
        "--market",
        MARKET,
        "--from",
        "2026-11-01T00:00:00Z",
        "--to",
        "2026-11-20T00:00:00Z",
      ],
      ["--venue", "polymarket", "--market", MARKET, "--unknown", "x"],
    ];
    for (const args of cases) {
      const failed = await replay(args).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code, args.join(" ")).toBe(2);
      expect(failed?.stderr).toContain("npm run replay -- --venue VENUE");
    }
  });

  it("stops with exit code 1 and the problem when pix refuses", async () => {
    const args = [
      "--venue",
      "polymarket",
      "--market",
      MARKET,
      "--from",
      "2026-11-20T10:00:00Z",
      "--to",
      "2026-11-20T10:02:00Z",
    ];
    const refused = await replay(args, scopeless).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain("pix answered 403");
    const unknownVenue = await replay(["--venue", "nowhere", ...args.slice(2)]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknownVenue?.code).toBe(1);
    expect(unknownVenue?.stderr).toContain("pix answered 404");
  });
});
