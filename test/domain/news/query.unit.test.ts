import { describe, expect, it } from "vitest";
import { isNewsMinute } from "../../../src/domain/news/cadence.ts";
import { NEWS_AUTHORSHIP, NEWS_KINDS } from "../../../src/domain/news/item.ts";
import {
  newsAvailability,
  parseLimit,
  parseRfc3339,
  parseSince,
  parseSubset,
  relevancesOf,
} from "../../../src/domain/news/query.ts";

describe("news query parsing", () => {
  it("takes limit as a whole number from 1 to 100 only", () => {
    expect(["1", "50", "100", "007"].map((text) => parseLimit(text))).toEqual([
      { ok: true, value: 1 },
      { ok: true, value: 50 },
      { ok: true, value: 100 },
      { ok: true, value: 7 },
    ]);
    for (const text of ["0", "101", "abc", "1.5", "-1", "", " 5", "1e2", "0x10", "1000"]) {
      expect(parseLimit(text).ok, text).toBe(false);
    }
  });

  it("reads a comma-separated subset in canonical order, refusing empty items and unknown values", () => {
    expect(parseSubset("editorial,filing,filing", NEWS_KINDS)).toEqual({
      ok: true,
      value: ["filing", "editorial"],
    });
    expect(parseSubset("all", NEWS_AUTHORSHIP, { all: true })).toEqual({
      ok: true,
      value: [...NEWS_AUTHORSHIP],
    });
    expect(parseSubset("all", NEWS_KINDS).ok).toBe(false);
    expect(parseSubset("all,editorial", NEWS_AUTHORSHIP, { all: true }).ok).toBe(false);
    for (const text of ["", ",", "filing,", ",filing", "filing,,editorial", "Filing", "filing ", "rumour"]) {
      expect(parseSubset(text, NEWS_KINDS).ok, JSON.stringify(text)).toBe(false);
    }
    expect(parseSubset("filing,,editorial", NEWS_KINDS)).toMatchObject({ reason: /no empty items/ });
  });

  it("reads strict RFC 3339 with an explicit offset (hand-computed instants)", () => {
    expect(parseRfc3339("2026-11-13T13:30:00Z")).toBe(Date.UTC(2026, 10, 13, 13, 30, 0));
    expect(parseRfc3339("2026-11-13T08:30:00-05:00")).toBe(Date.UTC(2026, 10, 13, 13, 30, 0));
    expect(parseRfc3339("2026-11-14T00:00:00+10:30")).toBe(Date.UTC(2026, 10, 13, 13, 30, 0));
    expect(parseRfc3339("2026-11-13t13:30:00.250z")).toBe(Date.UTC(2026, 10, 13, 13, 30, 0) + 250);
    expect(parseRfc3339("2024-02-29T00:00:00Z")).toBe(Date.UTC(2024, 1, 29));
    for (const text of [
      "2026-11-13",
      "2026-11-13T13:30Z",
      "2026-11-13T13:30:00",
      "2026-11-13 13:30:00Z",
      "2026-02-29T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-11-31T00:00:00Z",
      "2026-11-13T24:00:00Z",
      "2026-11-13T13:60:00Z",
      "2026-11-13T13:30:60Z",
      "2026-11-13T13:30:00+24:00",
      "2026-11-13T13:30:00+0500",
      "Fri, 13 Nov 2026 13:30:00 GMT",
      "",
    ]) {
      expect(parseRfc3339(text), text).toBeNull();
    }
  });

  it("compares since at whole seconds, rounding a fraction up", () => {
    expect(parseSince("2026-11-13T08:30:00-05:00")).toEqual({ ok: true, value: "2026-11-13T13:30:00Z" });
    expect(parseSince("2026-11-13T13:30:00.001Z")).toEqual({ ok: true, value: "2026-11-13T13:30:01Z" });
    expect(parseSince("yesterday")).toMatchObject({ ok: false, reason: /RFC 3339/ });
  });

  it("expands relevance filters and states availability whatever the filters", () => {
    expect(relevancesOf("all")).toEqual(["direct", "related"]);
    expect(relevancesOf("related")).toEqual(["related"]);
    expect(newsAvailability({ enabled: false, sources: 3, hasItems: true })).toBe("disabled");
    expect(newsAvailability({ enabled: true, sources: 0, hasItems: true })).toBe("no_sources");
    expect(newsAvailability({ enabled: true, sources: 3, hasItems: false })).toBe("empty");
    expect(newsAvailability({ enabled: true, sources: 3, hasItems: true })).toBe("available");
  });

  it("runs news on the UTC minutes ≡ 2 (mod 5)", () => {
    expect(isNewsMinute(Date.UTC(2026, 10, 24, 8, 2, 59))).toBe(true);
    expect(isNewsMinute(Date.UTC(2026, 10, 24, 8, 3, 0))).toBe(false);
    expect(isNewsMinute(Date.UTC(2026, 10, 24, 8, 0, 0))).toBe(false);
  });
});
