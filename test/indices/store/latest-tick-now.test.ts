import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../../src/domain/clock.ts";
import {
  latestTickNow,
  latestTickWithDistributionNow,
  OLDER_TICK_HOLD_MS,
} from "../../../src/indices/store/indices.ts";
import { readProblem } from "../../support/fetch.ts";
import { call } from "../../support/keys.ts";
import { writeTicks } from "../../support/ticks.ts";

/**
 * The isolate copy of a symbol's latest tick (latestTickNow): the current minute's is kept until that
 * minute ends, the previous minute's for OLDER_TICK_HOLD_MS, an older one not at all. The clock is a parameter, so each case sets the
 * instant it reads at; the ticks are real rows written through the store's own write path, read from
 * the real D1 binding.
 */

/** The statements of latestTick and of latestTickWithDistribution (a join with the distributions). */
const TICK_READ = /ORDER BY "minute" DESC LIMIT 1/;
const PAIR_READ = /left join "distributions"/i;

/**
 * The real D1 binding behind a wrapper that counts the latest-tick reads prepared on it and, when
 * asked, makes exactly those fail as an outage does (every other statement runs for real).
 */
function wrappedD1(
  options: {
    failTickReads?: boolean;
    read?: RegExp;
    /** The first matching read: D1 answers it at once, its caller only once `until` settles. */
    holdFirstAnswer?: { until: Promise<void>; answered: () => void };
  } = {},
): {
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
          const statement = (value as D1Database["prepare"]).call(target, sql);
          if (!read.test(sql)) return statement;
          tickReads++;
          if (options.failTickReads)
            throw new Error("D1_ERROR: simulated outage with internal detail /var/db");
          const hold = tickReads === 1 ? options.holdFirstAnswer : undefined;
          return hold ? answerLate(statement, hold) : statement;
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, reads: () => tickReads };
}

/** A statement whose `first()` runs at once but resolves only after `hold.until`: a read that settles late. */
function answerLate(
  statement: D1PreparedStatement,
  hold: { until: Promise<void>; answered: () => void },
): D1PreparedStatement {
  return {
    bind: (...values: unknown[]) => answerLate(statement.bind(...values), hold),
    first: async () => {
      const row = await statement.first();
      hold.answered();
      await hold.until;
      return row;
    },
  } as unknown as D1PreparedStatement;
}

// Half an hour ago: a whole minute no other write of this file reaches.
const M = minuteFloor(Date.now()) - 30 * MINUTE_MS;

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("latestTickNow: the current minute's tick kept until it ends, the previous one for the hold", () => {
  it("shows a new minute within the hold: M−1 is kept a second, then M is read", async () => {
    const { db } = wrappedD1();
    await writeTicks("PIXCPI", [{ minuteMs: M - MINUTE_MS, valueDecimal: "3.10" }]);
    expect((await latestTickNow(db, "PIXCPI", M + 5_000))?.minute).toBe(rfc3339(M - MINUTE_MS));
    await writeTicks("PIXCPI", [{ minuteMs: M, valueDecimal: "3.20" }]);
    expect((await latestTickNow(db, "PIXCPI", M + 5_999))?.minute).toBe(rfc3339(M - MINUTE_MS));
    const read = await latestTickNow(db, "PIXCPI", M + 5_000 + OLDER_TICK_HOLD_MS);
    expect(read?.minute).toBe(rfc3339(M));
    expect(read?.valueDecimal).toBe("3.20");
  });

  it("reads D1 at most once a hold while the latest tick is the previous minute's", async () => {
    const { db, reads } = wrappedD1();
    await writeTicks("PIXFED", [{ minuteMs: M - MINUTE_MS, valueDecimal: "4.10" }]);
    for (const at of [M + 1_000, M + 1_500, M + 1_999, M + 2_000, M + 2_999, M + 59_999]) {
      expect((await latestTickNow(db, "PIXFED", at))?.valueDecimal).toBe("4.10");
    }
    // Reads at 1.000 s, 2.000 s (the first hold ended) and 59.999 s.
    expect(reads()).toBe(3);
    // A minute later the tick is two minutes old (ingestion stalled): read every time, never held.
    for (const at of [M + MINUTE_MS + 1_000, M + MINUTE_MS + 1_500]) {
      expect((await latestTickNow(db, "PIXFED", at))?.valueDecimal).toBe("4.10");
    }
    expect(reads()).toBe(5);
  });

  it("serves no held older minute once a read of the same binding saw a newer one", async () => {
    const { db, reads } = wrappedD1({ read: /ORDER BY "minute" DESC LIMIT 1|left join "distributions"/i });
    await writeTicks("BMNATGAS", [{ minuteMs: M - MINUTE_MS, valueDecimal: "4.0" }]);
    expect((await latestTickNow(db, "BMNATGAS", M + 1_000))?.valueDecimal).toBe("4.0");
    await writeTicks("BMNATGAS", [{ minuteMs: M, valueDecimal: "4.1" }]);
    // The distribution route reads the new minute; the snapshot's held copy of M−1 is then not served.
    expect((await latestTickWithDistributionNow(db, "BMNATGAS", M + 1_100))?.tick.valueDecimal).toBe("4.1");
    expect((await latestTickNow(db, "BMNATGAS", M + 1_200))?.valueDecimal).toBe("4.1");
    expect(reads()).toBe(3);
  });

  it("never lets a read that settles late with an older minute replace the current minute's copy", async () => {
    // Ten minutes after the case above, on the same instrument (ticks need a catalog symbol).
    const L = M + 10 * MINUTE_MS;
    let release = () => {};
    let answered = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const d1Answered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const { db, reads } = wrappedD1({ holdFirstAnswer: { until, answered } });
    await writeTicks("BMNATGAS", [{ minuteMs: L - MINUTE_MS, valueDecimal: "1.5" }]);
    const late = latestTickNow(db, "BMNATGAS", L + 1_000);
    await d1Answered; // D1 has answered the late read with L−1; its caller has not seen it yet.
    await writeTicks("BMNATGAS", [{ minuteMs: L, valueDecimal: "1.6" }]);
    expect((await latestTickNow(db, "BMNATGAS", L + 1_001))?.valueDecimal).toBe("1.6");
    release();
    expect((await late)?.valueDecimal).toBe("1.5");
    expect((await latestTickNow(db, "BMNATGAS", L + 1_002))?.valueDecimal).toBe("1.6");
    expect(reads()).toBe(2);
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
  it("serves the current minute's tick, then a new minute's within the hold, and answers 503 when D1 fails", async () => {
    // Within one wall-clock minute: a run that straddles a minute boundary is repeated.
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = minuteFloor(Date.now());
      const previous = now - MINUTE_MS;
      // The previous minute's tick: the route's isolate holds it for OLDER_TICK_HOLD_MS once read.
      await writeTicks("PIXIPOSTRIPE", [{ minuteMs: previous, valueDecimal: "40" }]);
      const minuteOf = async () => {
        const res = await call("/api/v1/indices/PIXIPOSTRIPE/snapshots/latest");
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { minute: string } }).data.minute;
      };
      const before = await minuteOf();
      await writeTicks("PIXIPOSTRIPE", [{ minuteMs: now, valueDecimal: "41" }]);
      await new Promise((resolve) => setTimeout(resolve, OLDER_TICK_HOLD_MS));
      const after = await minuteOf();
      const again = await minuteOf();
      // Only the tick read fails (the catalog is read for real): the route fails closed all the same.
      const failing = wrappedD1({ failTickReads: true });
      const failed = await call("/api/v1/indices/PIXIPOSTRIPE/snapshots/latest", {}, { DB: failing.db });
      if (minuteFloor(Date.now()) !== now) continue;
      expect([before, after, again]).toEqual([rfc3339(previous), rfc3339(now), rfc3339(now)]);
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
