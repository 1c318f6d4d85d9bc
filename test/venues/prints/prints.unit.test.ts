import { describe, expect, it } from "vitest";
import {
  BLS_MAX_SERIES,
  OFFICIAL_SERIES,
  type PrintsConfig,
  readBlsSeries,
  readEiaSeries,
  readFredSeries,
  seriesForInstrument,
} from "../../../src/venues/prints/index.ts";
import down from "../../fixtures/upstreams/prints/agency-503.html?raw";
import blsHostile from "../../fixtures/upstreams/prints/bls-hostile.json";
import blsRefused from "../../fixtures/upstreams/prints/bls-not-processed.json";
import bls from "../../fixtures/upstreams/prints/bls-timeseries.json";
import eiaHostile from "../../fixtures/upstreams/prints/eia-hostile.json";
import eiaNoKey from "../../fixtures/upstreams/prints/eia-no-key.json";
import eia from "../../fixtures/upstreams/prints/eia-rclc1.json";
import fred from "../../fixtures/upstreams/prints/fred-dfedtaru.json";
import fredHostile from "../../fixtures/upstreams/prints/fred-hostile.json";
import fredNoKey from "../../fixtures/upstreams/prints/fred-no-key.json";
import { json, testClient, text } from "../../support/fake-upstream.ts";

const CONFIG: PrintsConfig = {
  blsBaseUrl: "https://bls.test/publicAPI/v2/",
  fredBaseUrl: "https://fred.test/base",
  eiaBaseUrl: "https://eia.test",
  blsKey: "bls-key",
  fredKey: "fred-key",
  eiaKey: "eia-key",
};
const BLS_IDS = ["CUUR0000SA0", "LNS14000000", "CES0000000001"];

describe("BLS Public Data API v2", () => {
  it("reads each asked series' months, newest first, marking the preliminary ones", async () => {
    const { client, requests } = testClient(() => json(bls));
    const result = await readBlsSeries(CONFIG, BLS_IDS, client);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url.href).toBe("https://bls.test/publicAPI/v2/timeseries/data/");
    expect(requests[0]?.body).toEqual({ seriesid: BLS_IDS, registrationkey: "bls-key" });
    if (!result.ok) throw new Error(result.reason);
    const of = (id: string) =>
      result.observations
        .filter((o) => o.sourceSeriesId === id)
        .map((o) => [o.period, o.value, o.preliminary]);
    expect(of("CUUR0000SA0")).toEqual([
      ["2026-10", "326.118", false],
      ["2026-09", "325.904", false],
      ["2026-08", "325.377", false],
      ["2025-10", "317.450", false],
    ]);
    expect(of("LNS14000000")).toEqual([
      ["2026-10", "4.3", false],
      ["2026-09", "4.2", false],
    ]);
    expect(of("CES0000000001")).toEqual([
      ["2026-10", "160412", true],
      ["2026-09", "160293", true],
      ["2026-08", "160201", false],
    ]);
    expect(result.observations.every((o) => o.vintage === null)).toBe(true);
  });

  it("sends no key it was not given, and at most BLS's 50 series in one query", async () => {
    const { client, requests } = testClient(() => json(bls));
    const many = Array.from({ length: 60 }, (_, i) => `CUUR0000SA${i}`);
    await readBlsSeries({ ...CONFIG, blsKey: undefined }, [...many, ...many], client);
    expect(requests[0]?.body).toEqual({ seriesid: many.slice(0, BLS_MAX_SERIES) });
  });

  it("keeps only the well-formed months of the asked series from a hostile answer", async () => {
    const { client } = testClient(() => json(blsHostile));
    const result = await readBlsSeries(CONFIG, ["LNS14000000", "CUUR0000SA0", "CUSR0000SA0"], client);
    if (!result.ok) throw new Error(result.reason);
    // The first 2026-10 (its duplicate, the annual average M13, months 00 and 14, a bad year, "-", "",
    // exponents, NaN, markup, numbers, nulls and strings are skipped); the second listing of the
    // series, a series not asked for, one without an id and a bare string are ignored.
    expect(result.observations).toEqual([
      { sourceSeriesId: "LNS14000000", period: "2026-10", value: "4.4", preliminary: true, vintage: null },
      { sourceSeriesId: "LNS14000000", period: "2025-11", value: "4.1", preliminary: false, vintage: null },
    ]);
  });

  it("reports a refused query, an outage and a page that is not JSON by reason, never their text", async () => {
    const refused = await readBlsSeries(CONFIG, BLS_IDS, testClient(() => json(blsRefused)).client);
    expect(refused).toEqual({ ok: false, source: "bls", reason: "refused", detail: "status" });
    const outage = await readBlsSeries(CONFIG, BLS_IDS, testClient(() => text(down, 503)).client);
    expect(outage).toMatchObject({ ok: false, source: "bls", reason: "http_5xx" });
    const page = await readBlsSeries(CONFIG, BLS_IDS, testClient(() => text(down, 200)).client);
    expect(page).toMatchObject({ ok: false, source: "bls", reason: "not_json" });
    const envelope = await readBlsSeries(CONFIG, BLS_IDS, testClient(() => json({ Results: [] })).client);
    expect(envelope).toMatchObject({ ok: false, source: "bls", reason: "invalid_shape" });
    for (const failure of [refused, outage, page, envelope]) {
      expect(JSON.stringify(failure)).not.toMatch(/threshold|maintenance|script/);
    }
  });
});

describe("FRED series observations", () => {
  it("reads the days newest first with the date each value entered FRED's record", async () => {
    const { client, requests } = testClient(() => json(fred));
    const result = await readFredSeries(CONFIG, "DFEDTARU", client, 4);
    const url = requests[0]?.url;
    expect(url?.origin + (url?.pathname ?? "")).toBe("https://fred.test/base/fred/series/observations");
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      series_id: "DFEDTARU",
      api_key: "fred-key",
      file_type: "json",
      sort_order: "desc",
      limit: "4",
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.observations.map((o) => [o.period, o.value, o.vintage])).toEqual([
      ["2026-11-20", "4.00", "2026-11-20"],
      ["2026-11-19", "4.00", "2026-11-20"],
      ["2026-10-30", "4.00", "2026-10-30"],
      ["2026-10-29", "4.25", "2026-10-29"],
    ]);
  });

  it("skips FRED's missing values ('.') and every malformed observation", async () => {
    const result = await readFredSeries(CONFIG, "DFEDTARU", testClient(() => json(fredHostile)).client);
    if (!result.ok) throw new Error(result.reason);
    expect(result.observations).toEqual([
      { sourceSeriesId: "DFEDTARU", period: "2026-11-14", value: "4.00", preliminary: false, vintage: null },
    ]);
  });

  it("reports a refusal (no key) as a 4xx without its text", async () => {
    const result = await readFredSeries(CONFIG, "DFEDTARU", testClient(() => json(fredNoKey, 400)).client);
    expect(result).toMatchObject({ ok: false, source: "fred", reason: "http_4xx" });
    expect(JSON.stringify(result)).not.toContain("api_key");
  });
});

describe("EIA open data v2", () => {
  it("reads a front-month settlement series, values as strings or plain numbers", async () => {
    const { client, requests } = testClient(() => json(eia));
    const result = await readEiaSeries(CONFIG, "petroleum/pri/fut", "RCLC1", client, 3);
    const url = requests[0]?.url;
    expect(url?.pathname).toBe("/v2/petroleum/pri/fut/data/");
    expect([...(url?.searchParams ?? [])]).toEqual([
      ["api_key", "eia-key"],
      ["frequency", "daily"],
      ["data[0]", "value"],
      ["facets[series][]", "RCLC1"],
      ["sort[0][column]", "period"],
      ["sort[0][direction]", "desc"],
      ["offset", "0"],
      ["length", "3"],
    ]);
    if (!result.ok) throw new Error(result.reason);
    expect(result.observations.map((o) => [o.period, o.value])).toEqual([
      ["2026-11-19", "61.84"],
      ["2026-11-18", "62.07"],
      ["2026-11-17", "61.5"],
    ]);
  });

  it("keeps a negative settlement and skips nulls, other series, exponents, months and repeats", async () => {
    const result = await readEiaSeries(
      CONFIG,
      "petroleum/pri/fut",
      "RCLC1",
      testClient(() => json(eiaHostile)).client,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.observations).toEqual([
      { sourceSeriesId: "RCLC1", period: "2026-11-13", value: "-37.63", preliminary: false, vintage: null },
    ]);
  });

  it("refuses a route that could leave the data path, asking nothing", async () => {
    const { client, requests } = testClient(() => json(eia));
    for (const route of ["../v1", "petroleum/../x", "petroleum?x=1", ""]) {
      expect(await readEiaSeries(CONFIG, route, "RCLC1", client)).toMatchObject({
        ok: false,
        reason: "invalid_url",
      });
    }
    expect(requests).toHaveLength(0);
  });

  it("reports a refused key and an unconfigured base URL by reason", async () => {
    const refused = await readEiaSeries(
      CONFIG,
      "petroleum/pri/fut",
      "RCLC1",
      testClient(() => json(eiaNoKey, 403)).client,
    );
    expect(refused).toMatchObject({ ok: false, source: "eia", reason: "http_4xx" });
    const unset = await readEiaSeries(
      { ...CONFIG, eiaBaseUrl: "" },
      "petroleum/pri/fut",
      "RCLC1",
      testClient(() => json(eia)).client,
    );
    expect(unset).toMatchObject({ ok: false, source: "eia", reason: "invalid_url" });
  });
});

describe("the official series", () => {
  it("states for every series its source id and which print the venues settle on", () => {
    expect(new Set(OFFICIAL_SERIES.map((s) => s.id)).size).toBe(OFFICIAL_SERIES.length);
    for (const series of OFFICIAL_SERIES) {
      expect(["first_print", "latest_revision"]).toContain(series.settlesOn);
      expect(series.sourceSeriesId).toMatch(/^[A-Z0-9]+$/);
      if (series.source === "eia") expect(series.route).toMatch(/^[a-z-]+(\/[a-z-]+)*$/);
    }
    expect(seriesForInstrument("PIXCPI").map((s) => s.sourceSeriesId)).toEqual(["CUUR0000SA0"]);
    expect(seriesForInstrument("PIXUNRATE").map((s) => s.settlesOn)).toEqual(["first_print"]);
    expect(seriesForInstrument("BMGOLD")).toEqual([]);
  });
});
