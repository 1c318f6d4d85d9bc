import { beforeAll, describe, expect, it } from "vitest";
import { INDICES } from "../../src/catalog/definitions.ts";
import { RFC3339_SECONDS_PATTERN } from "../../src/domain/clock.ts";
import { get } from "../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../support/ingest.ts";

/** Any string that starts like an RFC 3339 date-time is treated as an instant member. */
const LOOKS_LIKE_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:/;
const SECONDS = new RegExp(RFC3339_SECONDS_PATTERN);
/** The lake's quote rows are the tape's bytes: their instants are recorded to the millisecond. */
const MILLISECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Instant {
  route: string;
  member: string;
  value: string;
}

function instantsOf(value: unknown, route: string, member = ""): Instant[] {
  if (typeof value === "string") return LOOKS_LIKE_INSTANT.test(value) ? [{ route, member, value }] : [];
  if (Array.isArray(value)) return value.flatMap((item) => instantsOf(item, route, `${member}[]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => instantsOf(item, route, `${member}.${key}`));
  }
  return [];
}

async function json(path: string): Promise<unknown> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.json();
}

/** Every v1 read a key-less client can make, over the data one real ingestion run wrote. */
async function v1Paths(): Promise<string[]> {
  const paths = [
    "/api/v1",
    "/api/v1/info",
    "/api/v1/indices",
    "/api/v1/benchmarks",
    "/api/v1/lake",
    "/api/v1/lake/venues",
  ];
  for (const index of INDICES) {
    const base = `/api/v1/indices/${index.symbol}`;
    for (const sub of [
      "",
      "/snapshots/latest",
      "/rounds/latest",
      "/distributions/latest",
      "/history?range=1d",
      "/daily-closes",
      "/news",
    ]) {
      paths.push(`${base}${sub}`);
    }
  }
  const benchmarks = (await json("/api/v1/benchmarks")) as { data: { benchmarks: { symbol: string }[] } };
  for (const { symbol } of benchmarks.data.benchmarks) {
    const base = `/api/v1/benchmarks/${symbol}`;
    for (const sub of ["", "/snapshots/latest", "/history", "/history?range=1d"]) paths.push(`${base}${sub}`);
  }
  for (const venue of ["kalshi", "polymarket"]) {
    const described = (await json(`/api/v1/lake/venues/${venue}`)) as { data: { dates: string[] } };
    const date = described.data.dates.at(-1);
    const snapshots = (await json(`/api/v1/lake/venues/${venue}/snapshots?date=${date}`)) as {
      data: { snapshots: { at: string }[] };
    };
    const at = snapshots.data.snapshots.at(-1)?.at;
    paths.push(`/api/v1/lake/venues/${venue}`, `/api/v1/lake/venues/${venue}/snapshots?date=${date}`);
    paths.push(`/api/v1/lake/venues/${venue}/quotes?date=${date}&at=${at}`);
  }
  return paths;
}

beforeAll(async () => {
  await ingestMinutes("timestamps", recentMinutes(3));
});

describe("one precision per timestamp member", () => {
  it("answers every instant of every v1 read to the second, lake quote rows to the millisecond", async () => {
    const instants: Instant[] = [];
    for (const path of await v1Paths()) instants.push(...instantsOf(await json(path), path));
    const rows = instants.filter((i) => i.route.includes("/quotes?") && i.member.startsWith(".data.rows[]"));
    const others = instants.filter((i) => !rows.includes(i));
    expect(others.filter((i) => !SECONDS.test(i.value))).toEqual([]);
    expect(rows.filter((i) => !MILLISECONDS.test(i.value))).toEqual([]);
    // The walk did reach the members that carry venue clocks, and the rows.
    const members = new Set(others.map((i) => i.member));
    for (const member of [
      ".data.source_observed_at",
      ".data.observed_at",
      ".data.contracts[].metrics_observed_at",
      ".meta.coverage.requested_from",
      ".data.round_id",
    ]) {
      expect(members, member).toContain(member);
    }
    expect(rows.length).toBeGreaterThan(0);
  });

  it("declares the precision of every date-time member of the v1 responses in the OpenAPI document", async () => {
    const doc = await json("/api/v1/openapi.json");
    const undeclared: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) {
        node.forEach((item, i) => {
          visit(item, `${at}/${i}`);
        });
        return;
      }
      if (typeof node !== "object" || node === null) return;
      const schema = node as Record<string, unknown>;
      // Inputs accept any offset; the legacy surface (markets, stream) is not v1 and keeps its own form.
      const outsideV1 = /\/parameters\/|\/schemas\/(Legacy|Stream)/.test(at);
      if (schema.format === "date-time" && !outsideV1) {
        const seconds =
          schema.pattern === RFC3339_SECONDS_PATTERN && String(schema.description).includes("to the second");
        const millis = String(schema.description).includes("to the millisecond");
        if (!seconds && !millis) undeclared.push(at);
      }
      for (const [key, child] of Object.entries(schema)) visit(child, `${at}/${key}`);
    };
    visit(doc, "#");
    expect(undeclared).toEqual([]);
  });
});
