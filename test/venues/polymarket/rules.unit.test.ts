import { describe, expect, it } from "vitest";
import {
  fetchGammaRules,
  fetchGammaRulesPage,
  GAMMA_RULES_BATCH,
  readGammaFeeTerms,
} from "../../../src/venues/polymarket/rules.ts";
import { MAX_RULE_TEXT_CHARS } from "../../../src/venues/shared/rule-limits.ts";
import feesHostile from "../../fixtures/upstreams/polymarket/gamma-markets-fees-hostile.json";
import gammaRules from "../../fixtures/upstreams/polymarket/gamma-markets-rules.json";
import { json, testClient } from "../../support/fake-upstream.ts";

const GAMMA = "https://gamma.test";

describe("fetchGammaRules: the rule texts of named markets", () => {
  it("reads question, description, resolutionSource, endDate and the first event's id", async () => {
    const { client, requests } = testClient(() => json(gammaRules));
    const read = await fetchGammaRules(GAMMA, ["702114", "702115"], client);
    expect(read.requests).toBe(1);
    expect(requests[0]?.url.searchParams.getAll("id")).toEqual(["702114", "702115"]);
    expect(read.rules).toEqual([
      {
        venue: "polymarket",
        market_id: "702114",
        event_id: "41877",
        question: gammaRules[0]?.question,
        description: gammaRules[0]?.description,
        resolution_source: "https://www.wunderground.com/history/daily/us/tx/austin/KAUS",
        end_date: "2026-07-15T04:00:00Z",
      },
      {
        // A numeric id is read as its decimal text; missing fields are empty or null.
        venue: "polymarket",
        market_id: "702115",
        event_id: null,
        question: gammaRules[1]?.question,
        description: gammaRules[1]?.description,
        resolution_source: "",
        end_date: null,
      },
    ]);
    expect(read.failures).toEqual([{ reason: "invalid_shape", stage: "gamma_rules" }]);
  });

  it("refuses a description over the cap, keeping the rest", async () => {
    const long = "y".repeat(MAX_RULE_TEXT_CHARS + 1);
    const body = [{ ...gammaRules[0], description: long }, gammaRules[1]];
    const { client } = testClient(() => json(body));
    const read = await fetchGammaRules(GAMMA, ["702114", "702115"], client);
    expect(read.rules.map((r) => r.market_id)).toEqual(["702115"]);
    expect(read.failures).toEqual([{ reason: "invalid_shape", stage: "gamma_rules", market_id: "702114" }]);
  });

  it("splits the ids into batches and records a failed one", async () => {
    let calls = 0;
    const { client, requests } = testClient(() => (++calls === 1 ? json(gammaRules) : json({}, 404)));
    const ids = Array.from({ length: GAMMA_RULES_BATCH + 1 }, (_, i) => String(i));
    const read = await fetchGammaRules(GAMMA, ids, client);
    expect(read.requests).toBe(2);
    expect(requests.map((r) => r.url.searchParams.getAll("id").length)).toEqual([GAMMA_RULES_BATCH, 1]);
    expect(read.failures.at(-1)?.stage).toBe("gamma_rules");
  });
});

describe("fetchGammaRulesPage: a page of the open listing", () => {
  it("reads from an offset; a short page ends the listing", async () => {
    const { client, requests } = testClient(() => json(gammaRules));
    const short = await fetchGammaRulesPage(GAMMA, "200", 100, client);
    expect(short).toMatchObject({ ok: true, next: "", requests: 1 });
    expect(requests[0]?.url.searchParams.get("offset")).toBe("200");
    expect(requests[0]?.url.searchParams.get("closed")).toBe("false");
    const full = await fetchGammaRulesPage(GAMMA, "junk", 3, client);
    expect(full).toMatchObject({ ok: true, next: "3" });
    expect(requests[1]?.url.searchParams.get("offset")).toBe("0");
  });
});

describe("a Gamma market's fee terms, read beside its rule texts", () => {
  it("reads feesEnabled and the category the schedule knows it by", async () => {
    const { client, requests } = testClient(() => json(gammaRules));
    const read = await fetchGammaRules(GAMMA, ["702114", "702115"], client);
    expect(requests).toHaveLength(1); // no request more than the rule texts'
    expect(read.fees).toEqual([
      {
        venue: "polymarket",
        market_id: "702114",
        terms: { venue: "polymarket", fees_enabled: true, category: "weather" },
      },
      // No category: unknown, which only matters when fees are enabled.
      {
        venue: "polymarket",
        market_id: "702115",
        terms: { venue: "polymarket", fees_enabled: false, category: null },
      },
    ]);
  });

  it("reads the first event's category when the market has none, and never guesses a category", () => {
    const base = { id: "1", feesEnabled: true };
    expect(readGammaFeeTerms({ ...base, events: [{ id: "9", category: "Crypto" }] })).toMatchObject({
      category: "crypto",
    });
    expect(readGammaFeeTerms({ ...base, category: "General" })).toMatchObject({ category: "other" });
    expect(readGammaFeeTerms({ ...base, category: "US-current-affairs" })).toMatchObject({ category: null });
  });

  it("keeps the rule texts of hostile fee fields, recording each as a failure", async () => {
    const markets = feesHostile.map((c) => c.market);
    const { client } = testClient(() => json(markets));
    const read = await fetchGammaRules(
      GAMMA,
      markets.map((m) => m.id),
      client,
    );
    expect(read.rules.map((r) => r.market_id)).toEqual(markets.map((m) => m.id));
    expect(read.fees).toEqual([]);
    expect(read.failures).toEqual(
      markets.map((m) => ({ market_id: m.id, reason: "invalid_shape", stage: "gamma_fee_terms" })),
    );
    for (const { case: name, market } of feesHostile) {
      expect(readGammaFeeTerms(market), name).toEqual({ reason: "invalid_shape" });
    }
  });
});
