import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { manifestKey, offsetsKey, snapshotKey } from "../../../src/lake/keys.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { get, problemSlug, readProblem } from "../../support/fetch.ts";
import { fetchWith, lakeRows } from "../../support/lake.ts";
import { faultyBinding } from "../../support/outages.ts";

/**
 * A 404 from the lake says the venue never collected that day or snapshot. When something stored says
 * it was collected (the day manifest, or any object of the day) and the tape cannot be read, the answer
 * is 503 with Retry-After: a storage failure is never reported as an absence.
 */
const VENUE = "polymarket";
const BASE = `/api/v1/lake/venues/${VENUE}`;
const snapshots = (date: string) => `${BASE}/snapshots?date=${date}`;
const quotes = (date: string, at: string) => `${BASE}/quotes?date=${date}&at=${at}`;

/** Tape lost after collection: the snapshot is gone, its manifest entry remains. */
const SNAPSHOT_LOST = "2026-04-02";
/** The day manifest lost, the snapshots remain. */
const MANIFEST_LOST = "2026-04-03";
/** Never collected. */
const NEVER = "2026-04-09";

async function expectUnavailable(res: Response, what: string) {
  expect(res.status, what).toBe(503);
  expect(res.headers.get("Retry-After"), what).toBe("30");
  expect(res.headers.get("Cache-Control"), what).toBe("no-store");
  const text = await res.text();
  expect(text, what).not.toContain("BINDING_ERROR");
  expect(text, what).not.toMatch(/at .*\.ts:\d+/);
  const problem = await readProblem(new Response(text, res));
  expect(problem.type, what).toMatch(/#service-unavailable$/);
  expect(problem.detail, what).toContain("cannot be read right now");
}

beforeAll(async () => {
  const at = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`);
  const complete = { status: "not_recorded" } as const;
  await writeTape(env.LAKE, VENUE, at(SNAPSHOT_LOST, "1200"), lakeRows(5, VENUE), complete);
  await writeTape(env.LAKE, VENUE, at(SNAPSHOT_LOST, "1201"), lakeRows(5, VENUE), complete);
  const lost = snapshotKey(VENUE, SNAPSHOT_LOST, "1201");
  await env.LAKE.delete([lost, offsetsKey(lost)]);
  await writeTape(env.LAKE, VENUE, at(MANIFEST_LOST, "1200"), lakeRows(5, VENUE), complete);
  await env.LAKE.delete(manifestKey(VENUE, MANIFEST_LOST));
});

describe("a snapshot the day's manifest lists but the store cannot return", () => {
  it("answers 503, not 404 lake-snapshot-not-found", async () => {
    await expectUnavailable(await get(quotes(SNAPSHOT_LOST, "1201")), "lost snapshot");
  });

  it("leaves the day's other answers as they were", async () => {
    expect((await get(quotes(SNAPSHOT_LOST, "1200"))).status).toBe(200);
    expect(await problemSlug(await get(quotes(SNAPSHOT_LOST, "1300")))).toBe("lake-snapshot-not-found");
    const listing = await get(snapshots(SNAPSHOT_LOST));
    expect(listing.status).toBe(200);
  });
});

describe("a day whose objects are stored but whose manifest the store cannot return", () => {
  it("answers 503 on the snapshot list, not 404 lake-date-not-found", async () => {
    await expectUnavailable(await get(snapshots(MANIFEST_LOST)), "lost manifest");
  });

  it("answers 503 for a time it cannot tell was never collected, and serves the snapshots it has", async () => {
    await expectUnavailable(
      await get(quotes(MANIFEST_LOST, "1300")),
      "unknown time of a day without manifest",
    );
    expect((await get(quotes(MANIFEST_LOST, "1200"))).status).toBe(200);
  });
});

describe("a day the venue lists while its objects are not yet readable (reads return nothing)", () => {
  const unreadable = () => ({ LAKE: faultyBinding(env.LAKE, "nothing", { only: ["get", "head"] }) });

  it("answers 503 on both routes", async () => {
    await expectUnavailable(await fetchWith(unreadable(), snapshots(SNAPSHOT_LOST)), "snapshots");
    await expectUnavailable(await fetchWith(unreadable(), quotes(SNAPSHOT_LOST, "1200")), "quotes");
  });

  it("still answers 404 lake-date-not-found for a day nothing was stored for", async () => {
    for (const path of [snapshots(NEVER), quotes(NEVER, "1200")]) {
      expect(await problemSlug(await fetchWith(unreadable(), path)), path).toBe("lake-date-not-found");
      expect(await problemSlug(await get(path)), path).toBe("lake-date-not-found");
    }
  });
});
