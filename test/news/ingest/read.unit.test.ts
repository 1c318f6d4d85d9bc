import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defaultNewsQuery, NEWS_DEFAULTS, newsPolicy } from "../../../src/domain/news/query.ts";
import {
  type EntryReading,
  readJsonFeed,
  sortRecords,
  sortValid,
  withMissing,
} from "../../../src/news/ingest/read.ts";
import { contextFor, jsonResponse } from "./support.ts";

/** The loop every news adapter shares: sorting records, and reading a one-document feed. */

const recordSchema = z.object({ id: z.string().min(1), keep: z.boolean() });

describe("sorting an upstream's records", () => {
  it("keeps records in order and counts refusals (in the order first seen) and filtered records", async () => {
    const sorted = await sortRecords([1, 2, 3, 4, 5, 6], async (n) => {
      if (n === 2) return { refused: "date_unparseable" } as const;
      if (n === 4) return { filtered: true } as const;
      if (n === 5) return { refused: "invalid_entry" } as const;
      return { kept: n * 10 };
    });
    expect(sorted).toEqual({
      kept: [10, 30, 60],
      refused: { date_unparseable: 1, invalid_entry: 1 },
      filtered: 1,
    });
    expect(Object.keys(sorted.refused)).toEqual(["date_unparseable", "invalid_entry"]);
  });

  it("refuses a record that breaks its schema, and carries the counts of an earlier step", async () => {
    const before = { refused: { not_found: 2 }, filtered: 3 };
    const sorted = await sortValid(
      [{ id: "a", keep: true }, { id: "" }, { id: "b", keep: false }, 7],
      recordSchema,
      (record) => (record.keep ? { kept: record.id } : { filtered: true as const }),
      before,
    );
    expect(sorted).toEqual({ kept: ["a"], refused: { not_found: 2, invalid_entry: 2 }, filtered: 4 });
    expect(before).toEqual({ refused: { not_found: 2 }, filtered: 3 });
  });

  it("refuses each id the feed asks for that no kept record has as not_found", () => {
    const sorted = { kept: [{ id: "a" }], refused: { invalid_entry: 1 }, filtered: 0 };
    expect(withMissing(sorted, ["a", "b", "c"], (record) => record.id)).toEqual({
      kept: [{ id: "a" }],
      refused: { invalid_entry: 1, not_found: 2 },
      filtered: 0,
    });
  });
});

describe("reading a one-document feed", () => {
  const entry = (record: z.infer<typeof recordSchema>): EntryReading =>
    record.keep
      ? {
          kept: {
            key: record.id,
            title: record.id,
            url: null,
            t: { text: null },
            summary: null,
            relevance: "direct",
          },
        }
      : { filtered: true };
  const read = (ctx: ReturnType<typeof contextFor>["ctx"]) =>
    readJsonFeed(
      z.object({ records: z.array(z.unknown()) }),
      {
        url: "https://example.com/feed.json",
        read: { conditional: true },
        entries: (value) => sortValid(value.records, recordSchema, entry),
      },
      ctx,
    );

  it("answers the entries with what was refused and filtered, dated by the answer", async () => {
    const { ctx } = contextFor(() =>
      jsonResponse({ records: [{ id: "a", keep: true }, { id: "b", keep: false }, {}] }, { etag: '"v1"' }),
    );
    const answer = await read(ctx);
    expect(answer).toMatchObject({
      ok: true,
      notModified: false,
      refused: { invalid_entry: 1 },
      filtered: 1,
      retrievedAtMs: ctx.nowMs,
      http: { etag: '"v1"', status: 200, requests: 1 },
    });
    expect(answer.ok && !answer.notModified && answer.entries.map((e) => e.key)).toEqual(["a"]);
  });

  it("passes a broken envelope on as the feed's failure, with the path it broke at", async () => {
    const { ctx } = contextFor(() => jsonResponse({ records: "none" }));
    expect(await read(ctx)).toMatchObject({ ok: false, reason: "invalid_shape", detail: "records" });
    const notJson = contextFor(() => new Response("<html>", { status: 200 }));
    expect(await read(notJson.ctx)).toMatchObject({ ok: false, reason: "not_json" });
  });

  it("sends the stored validators and passes a 304 on", async () => {
    const { ctx, requests } = contextFor(
      () => new Response(null, { status: 304, headers: { etag: '"v1"' } }),
      {
        etag: '"v1"',
        last_modified: null,
      },
    );
    expect(await read(ctx)).toMatchObject({
      ok: true,
      notModified: true,
      http: { etag: '"v1"', status: 304 },
    });
    expect(requests[0]?.headers.get("if-none-match")).toBe('"v1"');
  });
});

describe("the news policy", () => {
  it("states fresh defaults next to what the request applied", () => {
    const applied = { ...defaultNewsQuery(), limit: 2 };
    const policy = newsPolicy(applied, ["kind"]);
    expect(policy).toEqual({
      defaults: { ...NEWS_DEFAULTS },
      applied,
      defaulted: ["kind"],
      order: "t_desc_id_asc",
    });
    policy.defaults.kind.pop();
    expect(defaultNewsQuery().kind).toEqual(NEWS_DEFAULTS.kind);
  });
});
