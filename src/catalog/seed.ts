/**
 * Seeds the D1 catalog from definitions.ts. The statements are idempotent upserts with literal values,
 * so the same list runs through `wrangler d1 execute --file` (npm start) and through a D1 binding
 * (tests, the programmatic local server) — one code path for every seeding.
 */

import { BENCHMARKS, INDICES, THEME_CONTRACTS } from "./definitions.ts";
import { type SqlValue, sqlLiteral } from "./sql-literal.ts";
import type { BenchmarkDef, ContractDef, IndexDef, ThemeContractDef } from "./types.ts";

export { sqlLiteral };

function upsert(table: string, key: string[], row: Record<string, SqlValue>): string {
  const columns = Object.keys(row);
  const updates = columns.filter((c) => !key.includes(c)).map((c) => `${c} = excluded.${c}`);
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => sqlLiteral(row[c])).join(", ")}) ON CONFLICT (${key.join(", ")}) DO UPDATE SET ${updates.join(", ")};`;
}

export function contractId(venue: string, marketId: string, owner: string): string {
  return `${venue}:${marketId}:${owner}`;
}

function instrumentRow(def: IndexDef | BenchmarkDef): Record<string, SqlValue> {
  const benchmark = def.kind === "benchmark" ? def : undefined;
  return {
    symbol: def.symbol,
    slug: def.slug,
    kind: def.kind,
    visibility: def.visibility,
    name: def.name,
    thesis: def.thesis,
    unit: def.unit,
    family: benchmark?.family,
    category: benchmark?.category,
    domain_min: def.domain?.min,
    domain_max: def.domain?.max,
    identifiers: benchmark?.identifiers,
    resolution_source: benchmark?.resolutionSource,
    methodology_version: def.methodology.version,
    estimand: def.methodology.estimand,
    calculation_class: def.methodology.calculationClass,
    transformation_disclosure: def.methodology.transformationDisclosure,
    venue_weights: def.methodology.venueWeights,
    latest_release: def.latestRelease,
    next_release: def.nextRelease,
    feed_launched_at: def.feedLaunchedAt,
    display: def.display,
    decimals: def.decimals,
  };
}

function contractRow(symbol: string, c: ContractDef): Record<string, SqlValue> {
  return {
    id: contractId(c.venue, c.marketId, symbol),
    venue: c.venue,
    market_id: c.marketId,
    instrument_symbol: symbol,
    theme: null,
    role: c.role,
    title: c.title,
    adverse_side: null,
    strike_low: c.strike,
    strike_high: null,
    outcome_label: c.outcomeLabel,
    outcome_value: c.outcomeValue,
    url: c.url,
    open_time: c.openTime,
    close_time: c.closeTime,
    venue_ref: {
      slug: c.slug,
      yes_token_id: c.yesTokenId,
      event_ticker: c.eventTicker,
      series_ticker: c.seriesTicker,
    },
  };
}

function themeRow(c: ThemeContractDef): Record<string, SqlValue> {
  return {
    id: contractId(c.venue, c.marketId, c.theme),
    venue: c.venue,
    market_id: c.marketId,
    instrument_symbol: null,
    theme: c.theme,
    role: "theme_proxy",
    title: c.title,
    adverse_side: c.adverseSide,
    url: c.url,
    close_time: c.closeTime,
    venue_ref: {
      slug: c.slug,
      yes_token_id: c.yesTokenId,
      event_ticker: c.eventTicker,
      series_ticker: c.seriesTicker,
    },
  };
}

/** Every statement that brings D1's catalog in line with definitions.ts (safe to run repeatedly). */
export function catalogSeedStatements(): string[] {
  const statements: string[] = [];
  for (const def of [...INDICES, ...BENCHMARKS]) {
    statements.push(upsert("instruments", ["symbol"], instrumentRow(def)));
    for (const c of def.contracts) statements.push(upsert("contracts", ["id"], contractRow(def.symbol, c)));
  }
  for (const c of THEME_CONTRACTS) statements.push(upsert("contracts", ["id"], themeRow(c)));
  return statements;
}

/** Seeds through a D1 binding in one batch (atomic). */
export async function seedCatalog(db: D1Database): Promise<number> {
  const statements = catalogSeedStatements();
  await db.batch(statements.map((s) => db.prepare(s)));
  return statements.length;
}
