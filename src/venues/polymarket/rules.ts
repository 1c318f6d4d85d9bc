/**
 * Polymarket's rule texts, from Gamma's `GET /markets`: the market's `question`, `description` (its
 * resolution terms), `resolutionSource` and `endDate`, and the id of its first event (`events[0].id`).
 * A page of the open listing is read by offset; named markets by repeated `id=`. A market whose fields
 * do not parse is a recorded failure; the rest of the page is kept.
 *
 * Beside them, each market's taker fee terms from the same object (no request more): `feesEnabled`, and
 * its category (the market's `category`, else its first event's) read against Polymarket's schedule
 * (`polymarketCategory`). A market that does not state `feesEnabled` as a boolean, or whose category is
 * not text, has no fee terms (a recorded failure, stage `gamma_fee_terms`); its rule texts are kept.
 */
import { z } from "zod";
import { type FeeTerms, polymarketCategory } from "../../domain/equivalence/fees.ts";
import type { PolymarketRules } from "../../domain/equivalence/venue-rules.ts";
import type { HttpClient } from "../http/client.ts";
import { chunks, endpoint, uniqueValues } from "../shared/request-helpers.ts";
import { MAX_RULE_TEXT_CHARS } from "../shared/rule-limits.ts";
import type { RulesPage, RulesRead } from "../shared/rules.ts";
import { gammaMarketsPageSchema } from "./polymarket-schema.ts";

const STAGE = "gamma_rules";
/** Ids per `GET /markets?id=…` request. */
export const GAMMA_RULES_BATCH = 100;
/** A listing page's requests per market beyond its own: none (fee terms and texts come with it). */
export const GAMMA_PAGE_REQUESTS_PER_MARKET = 0;

const text = z.string().max(MAX_RULE_TEXT_CHARS);
const id = z.union([z.string().min(1).max(200), z.number().int().transform(String)]);
const marketRulesSchema = z.object({
  id,
  question: text.nullish().transform((v) => v ?? ""),
  description: text.nullish().transform((v) => v ?? ""),
  resolutionSource: text.nullish().transform((v) => v ?? ""),
  endDate: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v ?? null),
  events: z
    .array(z.object({ id: id.nullish() }).passthrough())
    .nullish()
    .transform((list) => list?.[0]?.id ?? null),
});

const categoryText = z.string().max(200).nullish();
const feeFieldsSchema = z.object({
  feesEnabled: z.boolean(),
  category: categoryText,
  events: z
    .array(z.object({ category: categoryText }).passthrough())
    .nullish()
    .transform((list) => list?.[0]?.category ?? null),
});

/** A Gamma market's fee terms, or why it states none. */
export function readGammaFeeTerms(raw: unknown): FeeTerms | { reason: string } {
  const parsed = feeFieldsSchema.safeParse(raw);
  if (!parsed.success) return { reason: "invalid_shape" };
  return {
    venue: "polymarket",
    fees_enabled: parsed.data.feesEnabled,
    category: polymarketCategory(parsed.data.category ?? parsed.data.events),
  };
}

function normalise(raws: readonly unknown[], out: RulesRead): number {
  for (const raw of raws) {
    const parsed = marketRulesSchema.safeParse(raw);
    if (!parsed.success) {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const market = typeof rawId === "string" && rawId.length <= 200 ? { market_id: rawId } : {};
      out.failures.push({ reason: "invalid_shape", stage: STAGE, ...market });
      continue;
    }
    const m = parsed.data;
    const rules: PolymarketRules = {
      venue: "polymarket",
      market_id: m.id,
      event_id: m.events,
      question: m.question,
      description: m.description,
      resolution_source: m.resolutionSource,
      end_date: m.endDate,
    };
    out.rules.push(rules);
    const fees = readGammaFeeTerms(raw);
    if ("reason" in fees) {
      out.failures.push({ market_id: m.id, reason: fees.reason, stage: "gamma_fee_terms" });
    } else {
      out.fees.push({ venue: "polymarket", market_id: m.id, terms: fees });
    }
  }
  return raws.length;
}

/** One page of `GET /markets?closed=false` at an offset (the position is the offset, in decimal). */
export async function fetchGammaRulesPage(
  gammaBaseUrl: string,
  position: string,
  limit: number,
  client: HttpClient,
): Promise<RulesPage> {
  const offset = /^\d{1,9}$/.test(position) ? Number(position) : 0;
  const query = new URLSearchParams({ closed: "false", limit: String(limit), offset: String(offset) });
  const result = await client.getJson(endpoint(gammaBaseUrl, "/markets", query), gammaMarketsPageSchema);
  if (!result.ok) return { ok: false, failure: { reason: result.reason, stage: STAGE }, requests: 1 };
  const out: RulesRead = { rules: [], fees: [], failures: [], requests: 1 };
  const read = normalise(result.value, out);
  // A short page ends the listing; the next read starts from the top again.
  return { ok: true, ...out, next: read < limit ? "" : String(offset + read) };
}

/** The rule texts of named markets: one `GET /markets?id=…` request per `GAMMA_RULES_BATCH`. */
export async function fetchGammaRules(
  gammaBaseUrl: string,
  ids: readonly string[],
  client: HttpClient,
): Promise<RulesRead> {
  const out: RulesRead = { rules: [], fees: [], failures: [], requests: 0 };
  for (const batch of chunks(uniqueValues([...ids]), GAMMA_RULES_BATCH)) {
    const query = new URLSearchParams({ limit: String(batch.length) });
    for (const one of batch) query.append("id", one);
    out.requests++;
    const result = await client.getJson(endpoint(gammaBaseUrl, "/markets", query), gammaMarketsPageSchema);
    if (!result.ok) {
      out.failures.push({ reason: result.reason, stage: STAGE });
      continue;
    }
    normalise(result.value, out);
  }
  return out;
}
