import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../../src/domain/clock.ts";
import { latestTickNow, latestTickWithDistributionNow } from "../../../src/store/indices.ts";
import { readProblem } from "../../support/fetch.ts";
import { call } from "../../support/keys.ts";
import { writeTicks } from "../../support/ticks.ts";

/**
 * The isolate copy of a symbol's latest tick (latestTickNow) is kept only while its minute is the
 * current one. The clock is a parameter, so each case sets the instant it reads at; the ticks are real
 * rows written through the store's own write path, read from the real D1 binding.
 */

/** The statements of latestTick and of latestTickWithDistribution (a join with the distributions). */
const TICK_READ = /ORDER BY "minute" DESC LIMIT 1/;
const PAIR_READ = /left join "distributions"/i;

/**
 * The real D1 binding behind a wrapper that counts the latest-tick reads prepared on it and, when
 * asked, makes exactly those fail as an outage does (every other statement runs for real).
 */
function wrappedD1(options: { failTickReads?: boolean; read?: RegExp } = {}): {
  db: D1Database;
  reads: () => number;
} {
  const read = options.read ?? TICK_READ;
  let tickReads = 0;
  const db = new Proxy(env.DB, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === "prepare" && typeof value === "function") {
        return (sql: string) => {
          if (read.test(sql)) {
            tickReads++;
            if (options.failTickReads)
              throw new Error("D1_ERROR: simulated outage with internal detail /var/db");
          }
          return (value as D1Database["prepare"]).call(target, sql);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, reads: () => tickReads };
}

// Half an hour ago: a whole minute no other write of this file reaches.
const M = minuteFloor(Date.now()) - 30 * MINUTE_MS;

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("latestTickNow: an isolate copy of the current minute's tick only", () => {
  it("never hides a new minute: M−1 is read, then M as soon as it is stored", async () => {
    const { db } = wrappedD1();
    await writeTicks("PIXCPI", [{ minuteMs: M - MINUTE_MS, valueDecimal: "3.10" }]);
    expect((await latestTickNow(db, "PIXCPI", M + 5_000))?.minute).toBe(rfc3339(M - MINUTE_MS));
    await writeTicks("PIXCPI", [{ minuteMs: M, valueDecimal: "3.20" }]);
    const read = await latestTickNow(db, "PIXCPI", M + 6_000);
    expect(read?.minute).toBe(rfc3339(M));
    expect(read?.valueDecimal).toBe("3.20");
  });

  it("reads D1 every time while the latest tick is older than the current minute", async () => {
    const { db, reads } = wrappedD1();
    await writeTicks("PIXFED", [{ minuteMs: M - MINUTE_MS, valueDecimal: "4.10" }]);
    for (const at of [M + 1_000, M + 2_000, M + 59_999]) {
      expect((await latestTickNow(db, "PIXFED", at))?.valueDecimal).toBe("4.10");
    }
    expect(reads()).toBe(3);
  });

  it("keeps the current minute's tick until that minute ends, then reads again", async () => {
    const { db, reads } = wrappedD1();
    await writeTicks("PIXGDP", [{ minuteMs: M, valueDecimal: "2.00" }]);
    expect((await latestTickNow(db, "PIXGDP", M + 1_000))?.valueDecimal).toBe("2.00");
    expect((await latestTickNow(db, "PIXGDP", M + 59_999))?.valueDecimal).toBe("2.00");
    expect(reads()).toBe(1);
    // The next minute's cycle stores its tick; from the boundary on, the new minute is read.
    await writeTicks("PIXGDP", [{ minuteMs: M + MINUTE_MS, valueDecimal: "2.50" }]);
    const next = await latestTickNow(db, "PIXGDP", M + MINUTE_MS);
    expect(next?.minute).toBe(rfc3339(M + MINUTE_MS));
    expect(next?.valueDecimal).toBe("2.50");
    expect(reads()).toBe(2);
  });

  it("keeps nothing for a symbol without ticks, and nothing read through one binding shows through another", async () => {
    const first = wrappedD1();
    await writeTicks("PIXREC", [{ minuteMs: M, valueDecimal: "31" }]);
    expect((await latestTickNow(first.db, "PIXREC", M + 1_000))?.valueDecimal).toBe("31");
    const second = wrappedD1();
    expect((await latestTickNow(second.db, "PIXREC", M + 2_000))?.valueDecimal).toBe("31");
    expect(second.reads()).toBe(1);
    expect(await latestTickNow(second.db, "PIXUNRATE", M + 3_000)).toBeNull();
    expect(await latestTickNow(second.db, "PIXUNRATE", M + 4_000)).toBeNull();
    expect(second.reads()).toBe(3);
  });

  it("fails as the read fails when D1 does", async () => {
    const { db, reads } = wrappedD1({ failTickReads: true });
    await expect(latestTickNow(db, "PIXCPI", M + 1_000)).rejects.toThrow(/D1_ERROR/);
    expect(reads()).toBe(1);
  });
});

describe("latestTickWithDistributionNow: the tick and its distribution by the same rule", () => {
  it("reads D1 while the pair is older than the current minute, then keeps the current one until it ends", async () => {
    const { db, reads } = wrappedD1({ read: PAIR_READ });
    const read = (at: number) => latestTickWithDistributionNow(db, "BMGOLD", at);
    await writeTicks("BMGOLD", [
      { minuteMs: M - MINUTE_MS, valueDecimal: "2400", distribution: { v: "old" } },
    ]);
    expect((await read(M + 1_000))?.distribution?.body).toEqual({ v: "old" });
    expect((await read(M + 2_000))?.tick.minute).toBe(rfc3339(M - MINUTE_MS));
    expect(reads()).toBe(2);
    await writeTicks("BMGOLD", [{ minuteMs: M, valueDecimal: "2410", distribution: { v: "now" } }]);
    const current = await read(M + 3_000);
    expect(current?.tick.valueDecimal).toBe("2410");
    expect(current?.distribution).toMatchObject({ minute: rfc3339(M), body: { v: "now" } });
    expect((await read(M + 59_999))?.distribution?.body).toEqual({ v: "now" });
    expect(reads()).toBe(3);
    expect((await read(M + MINUTE_MS))?.tick.minute).toBe(rfc3339(M));
    expect(reads()).toBe(4);
  });

  it("keeps a current tick whose cycle stored no distribution as just that", async () => {
    const { db, reads } = wrappedD1({ read: PAIR_READ });
    await writeTicks("BMWTI", [{ minuteMs: M, valueDecimal: "70" }]);
    expect((await latestTickWithDistributionNow(db, "BMWTI", M + 1_000))?.distribution).toBeNull();
    expect((await latestTickWithDistributionNow(db, "BMWTI", M + 2_000))?.distribution).toBeNull();
    expect(reads()).toBe(1);
  });
});

describe("the snapshot route over latestTickNow", () => {
  it("serves the current minute's tick, then a new minute's at once, and answers 503 when D1 fails", async () => {
    // Within one wall-clock minute: a run that straddles a minute boundary is repeated.
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = minuteFloor(Date.now());
      const previous = now - MINUTE_MS;
      await writeTicks("PIXIPOSTRIPE", [{ minuteMs: previous - MINUTE_MS, valueDecimal: "40" }]);
      const minuteOf = async () => {
        const res = await call("/api/v1/indices/PIXIPOSTRIPE/snapshots/latest");
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { minute: string } }).data.minute;
      };
      const before = await minuteOf();
      await writeTicks("PIXIPOSTRIPE", [{ minuteMs: now, valueDecimal: "41" }]);
      const after = await minuteOf();
      const again = await minuteOf();
      // Only the tick read fails (the catalog is read for real): the route fails closed all the same.
      const failing = wrappedD1({ failTickReads: true });
      const failed = await call("/api/v1/indices/PIXIPOSTRIPE/snapshots/latest", {}, { DB: failing.db });
      if (minuteFloor(Date.now()) !== now) continue;
      expect([before, after, again]).toEqual([rfc3339(previous - MINUTE_MS), rfc3339(now), rfc3339(now)]);
      expect(failing.reads()).toBe(1);
      expect(failed.status).toBe(503);
      const problem = await readProblem(failed);
      expect(problem.type).toMatch(/#index-unavailable$/);
      expect(JSON.stringify(problem)).not.toContain("D1_ERROR");
      return;
    }
    throw new Error("every attempt straddled a minute");
  });
});
