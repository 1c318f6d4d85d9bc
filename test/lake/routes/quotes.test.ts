import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { get, readProblem } from "../../support/fetch.ts";
import { failingBucket, fetchWith, lakeRows } from "../../support/lake.ts";

const DATE = "2026-03-10";
const T1200 = Date.parse(`${DATE}T12:00:00Z`);
const ROWS = 250;
const QUOTES = "/api/v1/lake/venues/kalshi/quotes";
const q = (params: string) => `${QUOTES}?date=${DATE}&at=1200${params}`;

interface QuotesBody {
  data: { type: string; venue: string; at: string; cycle_start: string; rows: unknown[] };
  meta: { pagination: { page: number; page_size: number; total_rows: number; total_pages: number } };
  links: Record<string, string>;
}

let lines: string[];

beforeAll(async () => {
  await writeTape(env.LAKE, "kalshi", T1200, lakeRows(ROWS), { status: "not_recorded" });
  await writeTape(env.LAKE, "kalshi", T1200 + 60_000, [], {
    status: "incomplete",
    failures: [{ reason: "http_5xx", stage: "kalshi_markets" }],
  });
  const tape = await env.LAKE.get(`lake/kalshi/${DATE}/1200`);
  lines = (await tape?.text())?.split("\n").slice(0, -1) ?? [];
  expect(lines).toHaveLength(ROWS);
});

describe("GET /api/v1/lake/venues/{venue}/quotes", () => {
  it("serves every row byte for byte as the tape's NDJSON line, page after page", async () => {
    for (const [page, from, to] of [
      [1, 0, 100],
      [2, 100, 200],
      [3, 200, 250],
    ] as const) {
      const res = await get(q(`&page=${page}`));
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      const text = await res.text();
      // The exact bytes: the rows member is the tape's lines joined by commas, nothing re-serialised.
      expect(text).toContain(`"rows":[${lines.slice(from, to).join(",")}]}`);
      const body = JSON.parse(text) as QuotesBody;
      expect(body.data.rows).toHaveLength(to - from);
      body.data.rows.forEach((row, i) => {
        expect(row).toEqual(JSON.parse(lines[from + i] ?? ""));
      });
      expect(body.meta.pagination).toEqual({ page, page_size: 100, total_rows: ROWS, total_pages: 3 });
    }
  });

  it("describes the snapshot and its cycle start, and links the pages", async () => {
    const body = (await (await get(q("&page=2&page_size=100"))).json()) as QuotesBody;
    expect(body.data).toMatchObject({
      type: "lake_quotes",
      venue: "kalshi",
      date: DATE,
      at: "1200",
      cycle_start: "2026-03-10T12:00:00Z",
      row_schema: "pix-lake-row-v1",
      completeness_status: "not_recorded",
    });
    const page = (n: number) => `${QUOTES}?date=${DATE}&at=1200&page=${n}&page_size=100`;
    expect(body.links).toEqual({
      self: page(2),
      first: page(1),
      last: page(3),
      prev: page(1),
      next: page(3),
      snapshots: `/api/v1/lake/venues/kalshi/snapshots?date=${DATE}`,
      venue: "/api/v1/lake/venues/kalshi",
    });
    const first = (await (await get(q(""))).json()) as QuotesBody;
    expect(first.links.prev).toBeUndefined();
    expect(first.links.self).toBe(page(1));
    const last = (await (await get(q("&page=3"))).json()) as QuotesBody;
    expect(last.links.next).toBeUndefined();
  });

  it("repeats the page links in an RFC 8288 Link header, exposed to browsers", async () => {
    const page = (n: number) => `${QUOTES}?date=${DATE}&at=1200&page=${n}&page_size=100`;
    const middle = await get(q("&page=2"), { headers: { Origin: "https://app.example" } });
    expect(middle.headers.get("Link")).toBe(
      `<${page(1)}>; rel="first", <${page(1)}>; rel="prev", <${page(3)}>; rel="next", <${page(3)}>; rel="last"`,
    );
    expect(middle.headers.get("Access-Control-Expose-Headers")?.split(/,\s*/)).toContain("Link");
    const first = await get(q(""));
    expect(first.headers.get("Link")).toBe(
      `<${page(1)}>; rel="first", <${page(2)}>; rel="next", <${page(3)}>; rel="last"`,
    );
    const only = await get(q("&page_size=500"));
    const single = `${QUOTES}?date=${DATE}&at=1200&page=1&page_size=500`;
    expect(only.headers.get("Link")).toBe(`<${single}>; rel="first", <${single}>; rel="last"`);
  });

  it("keeps null sides null and mid/spread absent where the book is one-sided", async () => {
    const body = (await (await get(q("&page_size=3"))).json()) as {
      data: { rows: Record<string, unknown>[] };
    };
    const [twoSided, , oneSided] = body.data.rows;
    expect(twoSided).toHaveProperty("mid");
    expect(twoSided).toHaveProperty("spread");
    expect(oneSided?.ask).toBeNull();
    expect(oneSided).not.toHaveProperty("mid");
    expect(oneSided).not.toHaveProperty("spread");
  });

  it("accepts page_size 1 and 500 and the venue in any case", async () => {
    const one = (await (await get(q("&page_size=1&page=250"))).json()) as QuotesBody;
    expect(one.meta.pagination.total_pages).toBe(250);
    expect(one.data.rows).toEqual([JSON.parse(lines[249] ?? "")]);
    const max = (await (await get(q("&page_size=500"))).json()) as QuotesBody;
    expect(max.data.rows).toHaveLength(ROWS);
    expect((await get(`/api/v1/lake/venues/KALSHI/quotes?date=${DATE}&at=1200`)).status).toBe(200);
  });

  it("serves an empty snapshot as one empty page", async () => {
    const res = await get(`${QUOTES}?date=${DATE}&at=1201`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as QuotesBody & { data: { completeness_status: string } };
    expect(body.data.rows).toEqual([]);
    expect(body.data.completeness_status).toBe("incomplete");
    expect(body.meta.pagination).toEqual({ page: 1, page_size: 100, total_rows: 0, total_pages: 1 });
    expect((await get(`${QUOTES}?date=${DATE}&at=1201&page=2`)).status).toBe(404);
  });

  it("answers a page past the end with 404 page-not-found", async () => {
    const res = await get(q("&page=4"));
    expect(res.status).toBe(404);
    const problem = await readProblem(res);
    expect(problem.type).toMatch(/#page-not-found$/);
    expect(problem.detail).toContain("last page (3)");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a snapshot above the published ceiling with 413, without reading its tape", async () => {
    const reads: string[] = [];
    const spy = {
      head: (key: string) => env.LAKE.head(key),
      get: (key: string, options?: R2GetOptions) => {
        reads.push(key);
        return env.LAKE.get(key, options);
      },
      list: (options?: R2ListOptions) => env.LAKE.list(options),
    } as unknown as R2Bucket;
    const res = await fetchWith({ LAKE: spy, LAKE_SNAPSHOT_MAX_BYTES: "1000" }, q(""));
    expect(res.status).toBe(413);
    const problem = await readProblem(res);
    expect(problem.type).toMatch(/#lake-snapshot-too-large$/);
    expect(problem.detail).toContain("1000 bytes");
    expect(reads).toEqual([]);
    // The discovery document publishes the same ceiling.
    const lake = await fetchWith({ LAKE_SNAPSHOT_MAX_BYTES: "1000" }, "/api/v1/lake");
    expect(
      ((await lake.json()) as { data: { limits: { snapshot_max_bytes: number } } }).data.limits,
    ).toMatchObject({ snapshot_max_bytes: 1000 });
  });

  it("reads a page with two bounded range reads, whatever the page", async () => {
    for (const page of [1, 3]) {
      const reads: { key: string; range: unknown }[] = [];
      const spy = {
        head: (key: string) => env.LAKE.head(key),
        get: (key: string, options?: R2GetOptions) => {
          reads.push({ key, range: options?.range });
          return env.LAKE.get(key, options);
        },
      } as unknown as R2Bucket;
      const res = await fetchWith({ LAKE: spy }, q(`&page=${page}`));
      expect(res.status).toBe(200);
      const key = `lake/kalshi/${DATE}/1200`;
      const rows = page === 3 ? 50 : 100;
      expect(reads.map((r) => r.key)).toEqual([`${key}.idx`, key]);
      expect(reads[0]?.range).toEqual({ offset: (page - 1) * 100 * 4, length: (rows + 1) * 4 });
      const { length } = (reads[1]?.range ?? {}) as { length?: number };
      const slice = `${lines.slice((page - 1) * 100, (page - 1) * 100 + rows).join("\n")}\n`;
      expect(length).toBe(new TextEncoder().encode(slice).byteLength);
    }
  });

  it("is cacheable for an hour and revalidates with its ETag", async () => {
    const res = await get(q("&page=2"));
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const tag = res.headers.get("ETag");
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await get(q("&page=2"), { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const head = await get(q("&page=2"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("ETag")).toBe(tag);
  });

  it("answers 404 for an unknown snapshot time and for a date without data", async () => {
    const missingAt = await get(`${QUOTES}?date=${DATE}&at=1300`);
    expect(missingAt.status).toBe(404);
    expect((await readProblem(missingAt)).type).toMatch(/#lake-snapshot-not-found$/);
    const missingDate = await get(`${QUOTES}?date=2026-03-09&at=1200`);
    expect(missingDate.status).toBe(404);
    expect((await readProblem(missingDate)).type).toMatch(/#lake-date-not-found$/);
  });

  it("answers 503 with Retry-After when R2 fails, without leaking the error", async () => {
    const res = await fetchWith({ LAKE: failingBucket() }, q(""));
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("30");
    const text = await res.text();
    expect(text).not.toContain("/var/r2");
    expect(text).toContain("#service-unavailable");
  });
});

describe("bad quotes parameters are 400 invalid-parameter naming the parameter", () => {
  const cases: [string, string, string][] = [
    ["at=1200", "date", "is required"],
    [`date=${DATE}`, "at", "is required"],
    [`date=2026-02-30&at=1200`, "date", "must be a calendar date written YYYY-MM-DD (UTC)"],
    [`date=2026-3-10&at=1200`, "date", "must be a calendar date written YYYY-MM-DD (UTC)"],
    [`date=${DATE}&at=2460`, "at", "must be a UTC time written HHMM (0000 to 2359)"],
    [`date=${DATE}&at=2400`, "at", "must be a UTC time written HHMM (0000 to 2359)"],
    [`date=${DATE}&at=12:00`, "at", "must be a UTC time written HHMM (0000 to 2359)"],
    [`date=${DATE}&at=1200&page=0`, "page", "must be at least 1"],
    [`date=${DATE}&at=1200&page=-1`, "page", "must be a whole number"],
    [`date=${DATE}&at=1200&page=1.5`, "page", "must be a whole number"],
    [`date=${DATE}&at=1200&page_size=0`, "page_size", "must be at least 1"],
    [`date=${DATE}&at=1200&page_size=501`, "page_size", "must be at most 500"],
    [`date=${DATE}&at=1200&page_size=abc`, "page_size", "must be a whole number"],
    [`date=${DATE}&at=1200&page=1&page=2`, "page", "must be given at most once"],
    [`date=${DATE}&date=${DATE}&at=1200`, "date", "must be given at most once"],
    [`date=${DATE}&at=1200&at=1201`, "at", "must be given at most once"],
    [`date=${DATE}&at=1200&page_size=10&page_size=10`, "page_size", "must be given at most once"],
    [`date=${DATE}&at=1200&limit=5`, "limit", "is not accepted by this route"],
  ];
  for (const [query, name, reason] of cases) {
    it(`${query} → ${name} ${reason}`, async () => {
      const res = await get(`${QUOTES}?${query}`);
      expect(res.status).toBe(400);
      const problem = await readProblem(res);
      expect(problem.type).toMatch(/#invalid-parameter$/);
      expect(problem.invalid_params).toEqual([{ name, in: "query", reason }]);
    });
  }

  it("names a malformed venue as a path parameter", async () => {
    const res = await get(`/api/v1/lake/venues/bad.venue!/quotes?date=${DATE}&at=1200`);
    expect(res.status).toBe(400);
    expect((await readProblem(res)).invalid_params?.[0]).toMatchObject({ name: "venue", in: "path" });
  });
});
