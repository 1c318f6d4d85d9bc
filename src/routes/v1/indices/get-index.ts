import { envelope } from "../../../http/envelope.ts";
import { jsonRead } from "../../../http/respond.ts";
import type { ContractRow, InstrumentRow } from "../../../store/indices.ts";
import { instrumentContracts } from "../../../store/indices.ts";
import type { App } from "../../types.ts";
import { IndexSchema, indexEnvelope } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, readIndex, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "",
  operationId: "getIndex",
  summary: "One index",
  description:
    "Identity, thesis, methodology (class only: `methodology.index_transformation` states the calculation class; no implementation parameters), venue contracts with roles, lifecycle clocks, links and USD volume and open interest (`basis` and `native` where a venue counts contracts), latest and next release, and links to the snapshot, round and distribution.",
  schema: indexEnvelope(IndexSchema, "IndexResponse"),
});

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function usdMetric(usd: string | null, basis: string | null, nativeContracts: string | null) {
  return {
    usd,
    basis: (basis as "usd" | "contracts_x_price" | null) ?? null,
    native: basis === "contracts_x_price" && nativeContracts !== null ? { contracts: nativeContracts } : null,
  };
}

function contractOf(c: ContractRow) {
  return {
    venue: c.venue as "kalshi" | "polymarket",
    market_id: c.market_id,
    role: c.role as "ladder_above" | "categorical_outcome" | "binary_yes",
    title: c.title,
    strike: c.strike_low,
    outcome:
      c.outcome_label !== null && c.outcome_value !== null
        ? { label: c.outcome_label, value: c.outcome_value }
        : null,
    url: c.url,
    clocks: { open_time: c.open_time, close_time: c.close_time },
    volume: usdMetric(c.volume_usd, c.usd_basis, c.native_volume_contracts),
    open_interest: usdMetric(c.open_interest_usd, c.usd_basis, c.native_open_interest_contracts),
    metrics_observed_at: c.metrics_observed_at,
  };
}

export function indexResource(row: InstrumentRow, contracts: ContractRow[]) {
  return {
    type: "index" as const,
    ...identity(row),
    name: row.name,
    thesis: row.thesis,
    unit: row.unit,
    methodology: {
      version: row.methodology_version,
      estimand: row.estimand,
      calculation_class: row.calculation_class as
        | "binary_probability"
        | "strike_ladder_expectation"
        | "categorical_expectation",
      transformation_disclosure: row.transformation_disclosure,
      venue_weights: JSON.parse(row.venue_weights) as Record<string, number>,
      index_transformation: { calculation_class: row.calculation_class },
    },
    contracts: contracts.map(contractOf),
    releases: {
      latest: json<{ label: string; at: string; source: { name: string; url: string } }>(row.latest_release),
      next: json<{ label: string; at: string; source: { name: string; url: string } }>(row.next_release),
    },
    clocks: { feed_launched_at: row.feed_launched_at },
  };
}

export function registerGetIndex(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const contracts = await readIndex("index contracts", () => instrumentContracts(c.env.DB, row.symbol));
    return jsonRead(
      c,
      envelope(indexResource(row, contracts), indexLinks(row.slug, indexPath(row.slug))),
      "current",
    );
  });
}
