/**
 * Contract fuzzing: every GET operation of the served document, called over HTTP with a seeded stream
 * of valid, malformed and hostile path and query values, unknown and repeated parameters, credentials
 * and conditional and range headers. Whatever the input, pix must answer with:
 * - a status the document lists for that operation (so never an undocumented 5xx);
 * - on every error, an RFC 9457 problem with pix's members, a slug of its catalog, the request id of
 *   the answer, and no internals (stack frames, storage or upstream error text);
 * - on every 200 JSON answer, a body valid against the operation's own schema (Redocly's Ajv, JSON Schema 2020-12,
 *   the document's components as they are served);
 * - the contract's headers (`X-Request-ID`, `X-API-Version`) on every answer;
 * - for `HEAD` (every fourth case), the status `GET` gave and no body.
 *
 * Beside the fuzzing, every GET operation is called as documented, with each served value of its path
 * parameters and a key of every read scope, so each success answer — keyed routes included — is
 * validated against the served document.
 *
 * It runs against its own local pix (its own offline simulator, one ingestion cycle, one collection of
 * the factor themes' close series, a key with every public read scope), with the per-IP limit raised so
 * the cases reach the routes rather than the limiter (the limits have their own tests). The seed is
 * fixed, so a failure names a case that replays.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalPix } from "../../../scripts/lib/local-pix.ts";
import {
  ALL_READ_SCOPES,
  okJson as json,
  type SeededPix,
  startSeededPix,
  tapedSnapshot,
} from "../../support/node/seeded-pix.ts";
import {
  answerFailures,
  HOSTILE,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Rng,
  random,
  successValidators,
} from "./fuzz-support.node.ts";

/** Cases per operation; with ~30 operations about a thousand requests, a few seconds. */
const CASES_PER_OPERATION = 40;
const SEED = 0x5eed_2026;

/** Headers a client may send, valid and not: credentials, validators, ranges, ids, origins. */
function headerChoices(apiKey: string): Record<string, string>[] {
  return [
    {},
    {},
    { "X-API-Key": apiKey },
    { Authorization: `Bearer ${apiKey}` },
    { "X-API-Key": "pix_live_0000000000000000000000000000000000" },
    { "X-API-Key": "" },
    { Authorization: "Basic dXNlcjpwYXNz" },
    { "X-API-Key": apiKey, Authorization: "Bearer pix_other" },
    { "If-None-Match": "*" },
    { "If-None-Match": '"not-a-current-etag", W/"x"' },
    { Range: "bytes=0-99" },
    { Range: "bytes=5-2" },
    { Range: "bytes=abc" },
    { Range: "bytes=0-0,5-6" },
    { Range: "bytes=999999999999-" },
    { Accept: "text/html" },
    { "X-Request-ID": "x".repeat(300) },
    { "X-Request-ID": "spaces and ünïcode" },
    { Origin: "https://elsewhere.example" },
  ];
}

interface Seeded {
  apiKey: string;
  lake: { venue: string; date: string; at: string };
  /** A market of that snapshot, and a window around its minute (the candles route). */
  lakeMarket: string;
  lakeWindow: { from: string; to: string };
  /** Symbols and slugs of the catalog's indices, of its benchmarks, and the legacy market symbols. */
  indexIds: string[];
  benchmarkIds: string[];
  marketSymbols: string[];
}

interface Case {
  url: string;
  headers: Record<string, string>;
}

/** Tickers the factor route serves on the simulator: U.S. listings, a share class and a non-U.S. one. */
const TICKERS = ["AAPL", "MSFT", "KO", "BRK-B", "7203.T"];

/** Values of a parameter that the route serves (the seeded catalog, tape and tickers). */
function validValues(path: string, parameter: Parameter, seeded: Seeded): string[] {
  const declared = [parameter.example, parameter.schema?.example, ...(parameter.schema?.enum ?? [])]
    .filter((v) => v !== undefined)
    .map(String);
  switch (parameter.name) {
    case "id":
      return path.startsWith("/api/v1/indices/") ? seeded.indexIds : seeded.benchmarkIds;
    case "symbol":
      return seeded.marketSymbols;
    case "venue":
      return [seeded.lake.venue];
    case "date":
      return [seeded.lake.date];
    case "at":
      return [seeded.lake.at];
    case "market":
      return [seeded.lakeMarket];
    case "from":
    case "to":
      return path.endsWith("/candles") ? [seeded.lakeWindow[parameter.name]] : declared;
    case "ticker":
      return TICKERS;
    case "page":
    case "page_size":
    case "limit":
      return ["1", "2", "50"];
    default:
      return declared;
  }
}

/** An operation that accepts no anonymous call: its security requirements lack the optional `{}`. */
const keyed = (operation: Operation) =>
  operation.security !== undefined && !operation.security.some((r) => Object.keys(r).length === 0);

/**
 * One case for an operation. Half the cases are valid (every parameter a value the route serves, so
 * the success path is exercised too, with the key when the operation needs one); the others put
 * hostile values in some parameters, leave optional ones out, repeat one, or add one the route does
 * not know.
 */
function caseFor(path: string, operation: Operation, seeded: Seeded, rng: Rng): Case {
  const mutated = rng.chance(0.5);
  const value = (parameter: Parameter) => {
    const choices = validValues(path, parameter, seeded);
    return choices.length > 0 && !(mutated && rng.chance(0.5)) ? rng.pick(choices) : rng.pick(HOSTILE);
  };

  let url = path;
  const query: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === "path") {
      const raw = value(parameter);
      // An empty segment, or a raw space the URL parser trims, would name another route: both go in as
      // an encoded space. Other hostile values go in as they are (already encoded).
      url = url.replace(`{${parameter.name}}`, raw === "" ? "%20" : raw.replaceAll(" ", "%20"));
    } else if (parameter.in === "query" && (parameter.required || rng.chance(0.5))) {
      query.push(`${parameter.name}=${value(parameter)}`);
      if (mutated && rng.chance(0.1)) query.push(`${parameter.name}=${value(parameter)}`);
    }
  }
  if (mutated && rng.chance(0.2)) {
    query.push(`${rng.pick(["api_key", "verbose", "callback", "x"])}=${rng.pick(HOSTILE)}`);
  }
  if (query.length > 0) url += `?${query.join("&")}`;
  if (mutated) return { url, headers: rng.pick(headerChoices(seeded.apiKey)) };
  return { url, headers: keyed(operation) ? { "X-API-Key": seeded.apiKey } : {} };
}

/**
 * The valid calls of an operation, with the key: one per value of its path parameters (each parameter
 * cycling through its values, at most six calls), required query parameters at their first value.
 */
function validCalls(path: string, operation: Operation, seeded: Seeded): string[] {
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === "path");
  const calls = Math.min(6, Math.max(1, ...inPath.map((p) => validValues(path, p, seeded).length)));
  return Array.from({ length: calls }, (_, i) => {
    let url = path;
    for (const parameter of inPath) {
      const values = validValues(path, parameter, seeded);
      url = url.replace(`{${parameter.name}}`, values[i % values.length] ?? "");
    }
    const query = parameters
      .filter((p) => p.in === "query" && p.required)
      .map((p) => `${p.name}=${validValues(path, p, seeded)[0] ?? ""}`);
    return query.length > 0 ? `${url}?${query.join("&")}` : url;
  });
}

let seededPix: SeededPix;
let pix: LocalPix;
let doc: OpenApiDocument;
let seeded: Seeded;

beforeAll(async () => {
  seededPix = await startSeededPix();
  pix = seededPix.pix;
  if (seededPix.factorSeries === 0) throw new Error("the factor collection stored no close series");
  const apiKey = await seededPix.createKey("fuzz", ALL_READ_SCOPES);
  doc = await json<OpenApiDocument>(await fetch(`${pix.url}/api/v1/openapi.json`), "openapi.json");
  const indices = await json<{ data: { indices: { symbol: string; slug: string }[] } }>(
    await fetch(`${pix.url}/api/v1/indices`),
    "indices",
  );
  const benchmarks = await json<{ data: { benchmarks: { symbol: string; slug: string }[] } }>(
    await fetch(`${pix.url}/api/v1/benchmarks`),
    "benchmarks",
  );
  const markets = await json<{ markets: { symbol: string }[] }>(
    await fetch(`${pix.url}/api/markets`),
    "markets",
  );
  const lake = tapedSnapshot(seededPix.cycle);
  const quotes = await json<{ data: { rows: { market_id: string }[] } }>(
    await fetch(
      `${pix.url}/api/v1/lake/venues/${lake.venue}/quotes?date=${lake.date}&at=${lake.at}&page=1&page_size=1`,
      { headers: { "X-API-Key": apiKey } },
    ),
    "lake quotes",
  );
  const minute = Date.parse(`${lake.date}T${lake.at.slice(0, 2)}:${lake.at.slice(2)}:00Z`);
  const rfc = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
  seeded = {
    apiKey,
    lake,
    lakeMarket: quotes.data.rows[0]?.market_id ?? "",
    lakeWindow: { from: rfc(minute - 3_600_000), to: rfc(minute + 3_600_000) },
    indexIds: indices.data.indices.flatMap((i) => [i.symbol, i.slug]),
    benchmarkIds: benchmarks.data.benchmarks.flatMap((i) => [i.symbol, i.slug]),
    marketSymbols: markets.markets.map((m) => m.symbol),
  };
}, 180_000);

afterAll(async () => {
  await seededPix?.stop();
});

/**
 * Operations with no success answer here: the stream upgrades only over a WebSocket handshake
 * (test/stream/stream.test.ts), a day's Parquet files (quotes, books, trades, outcomes, basis, the indices'
 * distributions and official prints) exist only once the day
 * has closed and been compacted (test/lake/parquet-duckdb.node.test.ts), a market's book only once a whole-venue
 * collection has sealed its minute (test/lake/routes/books.test.ts), a minute's trade prints only once a
 * whole-venue collection has taped them (test/lake/routes/trades.test.ts), a committed round only
 * when the seeding cycle fell on a five-minute boundary (test/indices), and an Iceberg table's files
 * only once a closed day was compacted and committed (test/lake/iceberg/), and an equivalence pair and its
 * basis only once the rule texts were collected and judged (test/equivalence/routes.test.ts).
 */
const NO_SUCCESS_HERE = new Set([
  "getEquivalencePair",
  "getEquivalencePairBasis",
  "getLakeIcebergMetadataFile",
  "getLakeIcebergDataFile",
  "connectMarketStream",
  "getLakeDayParquet",
  "getLakeDayBooksParquet",
  "getLakeDayTradesParquet",
  "getLakeDayOutcomesParquet",
  "getLakeDayBasisParquet",
  "getLakeDayIndexDistributionsParquet",
  "getLakeDayOfficialPrintsParquet",
  "getLakeBook",
  "listLakeTrades",
  "getIndexRound",
]);

describe("every GET operation called as documented, with a key of every read scope", () => {
  it("answers each with a documented status, every 200 body valid against the served document", async () => {
    const validators = successValidators(doc);
    const failures: string[] = [];
    const succeeded = new Set<string>();
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      item.get ? [{ path, operation: item.get }] : [],
    );
    for (const { path, operation } of operations) {
      for (const url of validCalls(path, operation, seeded)) {
        const res = await fetch(`${pix.url}${url}`, { headers: { "X-API-Key": seeded.apiKey } });
        const text = await res.text();
        if (res.status === 200) succeeded.add(operation.operationId);
        failures.push(...answerFailures(`GET ${url}`, operation, res, text, validators));
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    const neverSucceeded = operations
      .map(({ operation }) => operation.operationId)
      .filter((id) => !NO_SUCCESS_HERE.has(id) && !succeeded.has(id));
    expect(neverSucceeded).toEqual([]);
  }, 300_000);
});

describe("contract fuzzing: every GET operation under valid, malformed and hostile input", () => {
  it("answers only documented statuses, problems as RFC 9457 without internals, 200 bodies by their schema", async () => {
    const rng = random(SEED);
    const validators = successValidators(doc);
    const failures: string[] = [];
    const seen = new Map<string, Set<number>>();
    for (const [path, item] of Object.entries(doc.paths)) {
      const operation = item.get;
      if (!operation) continue;
      const statuses = seen.set(operation.operationId, new Set()).get(operation.operationId) as Set<number>;
      for (let i = 0; i < CASES_PER_OPERATION; i++) {
        const { url, headers } = caseFor(path, operation, seeded, rng);
        const where = `GET ${url} ${JSON.stringify(headers).slice(0, 120)}`;
        const res = await fetch(`${pix.url}${url}`, { headers });
        const text = await res.text();
        statuses.add(res.status);
        failures.push(...answerFailures(where, operation, res, text, validators));
        // HEAD works wherever GET does: every fourth case again as HEAD, the same status and no body.
        if (i % 4 === 0) {
          const head = await fetch(`${pix.url}${url}`, { method: "HEAD", headers });
          const body = await head.text();
          if (head.status !== res.status || body !== "") {
            failures.push(
              `HEAD ${url} → ${head.status} with ${body.length} body bytes; GET gave ${res.status}`,
            );
          }
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Every operation reached its success answer at least once, so the cases exercised the routes and
    // not only their refusals (NO_SUCCESS_HERE names those that cannot here).
    const neverSucceeded = [...seen]
      .filter(([id, statuses]) => !NO_SUCCESS_HERE.has(id) && !statuses.has(200))
      .map(([id, statuses]) => `${id} (${[...statuses].join(", ")})`);
    expect(neverSucceeded).toEqual([]);
  }, 300_000);
});
