import { rfc3339Of } from "../../../domain/clock.ts";
import type { Polarity, Relation } from "../../../domain/equivalence/relations.ts";
import type { VenueId } from "../../../domain/methodology/venues.ts";
import { activePairsAmong, type PairRow } from "../../../equivalence/store/pairs.ts";
import { openDb } from "../../../platform/db/db.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import type { ContractRow, InstrumentRow } from "../../store/indices.ts";
import { instrumentContracts } from "../../store/indices.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { IndexSchema, indexEnvelope } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, readIndex, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "",
  operationId: "getIndex",
  summary: "One index",
  description:
    "Identity, thesis, methodology (class only: `methodology.index_transformation` states the calculation class; no implementation parameters), venue contracts with roles, the cross-venue equivalence pairs among them (`cross_venue_pairs`, a pair that is not `identity` `flagged`), lifecycle clocks, links and USD volume and open interest (`basis` and `native` where a venue counts contracts), latest and next release, and links to the snapshot, round and distribution.",
  schema: indexEnvelope(IndexSchema, "IndexResponse"),
  example: EXAMPLES.index,
});

function usdMetric(usd: string | null, basis: string | null, nativeContracts: string | null) {
  return {
    usd,
    basis: (basis as "usd" | "contracts_x_price" | null) ?? null,
    native: basis === "contracts_x_price" && nativeContracts !== null ? { contracts: nativeContracts } : null,
  };
}

function contractOf(c: ContractRow) {
  return {
    venue: c.venue as VenueId,
    market_id: c.marketId,
    role: c.role as "ladder_above" | "categorical_outcome" | "binary_yes",
    title: c.title,
    strike: c.strikeLow,
    outcome:
      c.outcomeLabel !== null && c.outcomeValue !== null
        ? { label: c.outcomeLabel, value: c.outcomeValue }
        : null,
    url: c.url,
    clocks: { open_time: c.openTime, close_time: c.closeTime },
    volume: usdMetric(c.volumeUsd, c.usdBasis, c.nativeVolumeContracts),
    open_interest: usdMetric(c.openInterestUsd, c.usdBasis, c.nativeOpenInterestContracts),
    metrics_observed_at: c.metricsObservedAt === null ? null : rfc3339Of(c.metricsObservedAt),
  };
}

function pairOf(p: PairRow) {
  return {
    pair_id: p.pairId,
    relation: p.relation as Relation,
    polarity: (p.polarity as Polarity | null) ?? null,
    legs: [
      { venue: p.venueA, market_id: p.marketA },
      { venue: p.venueB, market_id: p.marketB },
    ],
    flagged: p.relation !== "identity",
  };
}

export function indexResource(row: InstrumentRow, contracts: ContractRow[], pairs: PairRow[] = []) {
  return {
    type: "index" as const,
    ...identity(row),
    name: row.name,
    thesis: row.thesis,
    unit: row.unit,
    methodology: {
      version: row.methodologyVersion,
      estimand: row.estimand,
      calculation_class: row.calculationClass as
        | "binary_probability"
        | "strike_ladder_expectation"
        | "categorical_expectation",
      transformation_disclosure: row.transformationDisclosure,
      venue_weights: row.venueWeights,
      index_transformation: { calculation_class: row.calculationClass },
    },
    contracts: contracts.map(contractOf),
    cross_venue_pairs: pairs.map(pairOf),
    releases: {
      latest: row.latestRelease,
      next: row.nextRelease,
    },
    clocks: { feed_launched_at: row.feedLaunchedAt },
  };
}

export function registerGetIndex(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const contracts = await readIndex("index contracts", () => instrumentContracts(c.env.DB, row.symbol));
    const pairs = await readIndex("index pairs", () => activePairsAmong(openDb(c.env.DB), contracts));
    return jsonRead(
      c,
      envelope(indexResource(row, contracts, pairs), indexLinks(row.slug, indexPath(row.slug))),
      "current",
    );
  });
}
