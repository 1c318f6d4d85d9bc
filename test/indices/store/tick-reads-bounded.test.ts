import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../../src/domain/clock.ts";
import { call } from "../../support/keys.ts";

/**
 * Every read of stored ticks is a bounded index seek, whatever the length of the history: no statement
 * any read route sends scans `ticks` or `tick_rollups` (SQLite's `SCAN`), and replayed as it was sent
 * none reads more rows than one day of minutes. A history of HISTORY_MINUTES minutes per instrument makes
 * any walk over a symbol's stored minutes show up as rows read.
 */

const HISTORY_MINUTES = 6_000;
/** One day of minutes (the finest history range reads raw ticks of at most one day) and a margin. */
const MAX_ROWS_READ = 1_500;
const TICK_TABLES = /"?(ticks|tick_rollups)"?/;
const INDEX = "PIXCPI";
const BENCHMARK = "BMGOLD";

interface Sent {
  sql: string;
  params: unknown[];
}

/** The real D1 binding, recording every statement prepared on it that names a tick table, with its bindings. */
function recordingD1(sent: Sent[]): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === "prepare" && typeof value === "function") {
        return (sql: string) => {
          const statement = (value as D1Database["prepare"]).call(target, sql);
          if (!TICK_TABLES.test(sql)) return statement;
          const record: Sent = { sql, params: [] };
          sent.push(record);
          return new Proxy(statement, {
            get(s, p) {
              const member: unknown = Reflect.get(s, p, s);
              if (p === "bind" && typeof member === "function") {
                return (...params: unknown[]) => {
                  record.params = params;
                  return (member as D1PreparedStatement["bind"]).apply(s, params);
                };
              }
              return typeof member === "function" ? member.bind(s) : member;
            },
          });
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** HISTORY_MINUTES ticks per instrument, ending at the current minute, written in bulk. */
async function writeLongHistory(symbols: string[], nowMs: number) {
  const endMs = minuteFloor(nowMs);
  const insert = env.DB.prepare(
    `INSERT OR IGNORE INTO ticks (symbol, minute, value_decimal, value, source_observed_at, computed_at, provenance)
     VALUES (?1, ?2, '3.1', 3.1, ?2, ?2, 'live')`,
  );
  for (const symbol of symbols) {
    const rows = Array.from({ length: HISTORY_MINUTES }, (_, i) =>
      insert.bind(symbol, rfc3339(endMs - i * MINUTE_MS)),
    );
    for (let i = 0; i < rows.length; i += 1_000) await env.DB.batch(rows.slice(i, i + 1_000));
  }
}

/** Every GET of the served v1 document whose path parameters name an instrument, with each `range`. */
async function readPaths(): Promise<string[]> {
  const doc = (await (await call("/api/v1/openapi.json")).json()) as {
    paths: Record<
      string,
      { get?: { parameters?: { name: string; in: string; schema?: { enum?: string[] } }[] } }
    >;
  };
  const paths: string[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    if (!item.get) continue;
    const id = template.startsWith("/api/v1/benchmarks") ? BENCHMARK : INDEX;
    const path = template.replace(/\{(id|index_id|symbol)\}/g, id);
    if (path.includes("{")) continue;
    const ranges = item.get.parameters?.find((p) => p.in === "query" && p.name === "range")?.schema?.enum;
    if (ranges) for (const range of ranges) paths.push(`${path}?range=${range}`);
    else paths.push(path);
  }
  return paths;
}

describe("reads of stored ticks", () => {
  const sent: Sent[] = [];
  let paths: string[] = [];

  beforeAll(async () => {
    await seedCatalog(env.DB);
    await writeLongHistory([INDEX, BENCHMARK, "PIXUNRATE"], Date.now());
    paths = [
      ...(await readPaths()),
      "/api/markets",
      `/api/markets/${INDEX}`,
      `/api/markets/${INDEX}/history`,
      `/api/markets/${BENCHMARK}/history?range=1y`,
    ];
    const db = recordingD1(sent);
    for (const path of paths) {
      const res = await call(path, {}, { DB: db });
      expect(res.status, path).not.toBe(500);
    }
  });

  it("reach the index and legacy routes that read them", () => {
    expect(paths).toContain("/api/markets");
    expect(paths.some((p) => p.startsWith(`/api/v1/indices/${INDEX}/history?range=`))).toBe(true);
    expect(paths.some((p) => p.startsWith(`/api/v1/benchmarks/${BENCHMARK}`))).toBe(true);
    expect(sent.length).toBeGreaterThan(10);
  });

  it("never scan a tick table", async () => {
    for (const { sql, params } of sent) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const scans = plan.results.map((r) => r.detail).filter((d) => /^SCAN (ticks|tick_rollups)\b/.test(d));
      expect(scans, sql).toEqual([]);
    }
  });

  it("read at most one day of rows per statement, however long the history", async () => {
    for (const { sql, params } of sent) {
      if (!/^\s*(select|with)\b/i.test(sql)) continue;
      const replay = await env.DB.prepare(sql)
        .bind(...params)
        .all();
      expect(replay.meta.rows_read, sql).toBeLessThanOrEqual(MAX_ROWS_READ);
    }
  });
});
