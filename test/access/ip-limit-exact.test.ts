import { beforeAll, describe, expect, it } from "vitest";
import { readProblem } from "../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../support/ingest.ts";
import { call, createKey, freshIp } from "../support/keys.ts";

/**
 * The published per-IP budget is admitted at any concurrency: a client sending more than the limit
 * within one window gets the limit (within the tolerance below), the rest answer 429, and
 * RateLimit-Remaining counts down exactly with what was admitted.
 */
const bindings = { IP_RATE_LIMIT_PER_MINUTE: "300" } as const;
const LIMIT = Number(bindings.IP_RATE_LIMIT_PER_MINUTE);
const SENT = 330;
/** 95–105 % of the budget. One isolate admits exactly LIMIT; the band is the multi-isolate tolerance. */
const TOLERANCE = { min: 285, max: 315 };
const PATH = "/api/v1/indices/PIXCPI/snapshots/latest";

interface Answer {
  status: number;
  remaining: number;
  limit: string | null;
  retryAfter: string | null;
  slug: string | undefined;
}

async function answer(res: Response): Promise<Answer> {
  const slug = res.status === 429 ? (await readProblem(res)).type.split("#")[1] : undefined;
  if (res.status !== 429) await res.body?.cancel();
  return {
    status: res.status,
    remaining: Number(res.headers.get("RateLimit-Remaining")),
    limit: res.headers.get("RateLimit-Limit"),
    retryAfter: res.headers.get("Retry-After"),
    slug,
  };
}

/** Sends `total` requests, `concurrency` in flight at a time; answers in completion order. */
async function flood(concurrency: number, total: number, headers: Record<string, string>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let sent = 0;
  const client = async () => {
    while (sent < total) {
      sent++;
      answers.push(await answer(await call(PATH, { headers }, bindings)));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  console.log("ADMITTED", concurrency, answers.filter((a) => a.status === 200).length);
  return answers;
}

const anonymousFlood = (concurrency: number) => flood(concurrency, SENT, { "CF-Connecting-IP": freshIp() });

function expectTruthfulBudget(answers: Answer[]) {
  expect(answers).toHaveLength(SENT);
  const admitted = answers.filter((a) => a.status !== 429);
  const refused = answers.filter((a) => a.status === 429);
  expect(new Set(admitted.map((a) => a.status))).toEqual(new Set([200]));
  expect(admitted.length).toBeGreaterThanOrEqual(TOLERANCE.min);
  expect(admitted.length).toBeLessThanOrEqual(TOLERANCE.max);
  for (const a of refused) {
    expect(a.slug).toBe("rate-limit-exceeded");
    expect(a.limit).toBe(String(LIMIT));
    expect(a.remaining).toBe(0);
    const retryAfter = Number(a.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }
  // Each admitted answer says how many more the window holds after it: the k-th admitted says LIMIT - k,
  // so the values are distinct, count down from LIMIT - 1, and 0 is said once the budget is spent.
  for (const a of admitted) expect(a.limit).toBe(String(LIMIT));
  const remaining = admitted.map((a) => a.remaining).sort((x, y) => y - x);
  expect(remaining).toEqual(Array.from({ length: admitted.length }, (_, k) => LIMIT - 1 - k));
  expect(refused.length > 0).toBe(remaining.at(-1) === 0);
}

beforeAll(async () => {
  await ingestMinutes("ip-limit-exact", recentMinutes(1));
});

describe("per-IP limit at the published budget", () => {
  it("admits the budget one request at a time, counting down to 0 right before the first refusal", async () => {
    const answers = await anonymousFlood(1);
    expectTruthfulBudget(answers);
    const firstRefused = answers.findIndex((a) => a.status === 429);
    expect(firstRefused).toBeGreaterThan(0);
    // In order: monotone non-increasing, 0 on the last admitted answer, then nothing more is admitted.
    for (let i = 1; i < answers.length; i++) {
      expect((answers[i] as Answer).remaining).toBeLessThanOrEqual((answers[i - 1] as Answer).remaining);
    }
    expect(answers[firstRefused - 1]?.remaining).toBe(0);
    expect(answers.slice(firstRefused).every((a) => a.status === 429)).toBe(true);
  });

  for (const concurrency of [10, 50]) {
    it(`admits the budget at concurrency ${concurrency}`, async () => {
      expectTruthfulBudget(await anonymousFlood(concurrency));
    });
  }
});

describe("per-key limit under parallel load", () => {
  it("a key limited to N gets exactly N of 3N requests sent 50 at a time, counting down to 0", async () => {
    const N = 50;
    const { key } = await createKey({ rate_limit_per_minute: N });
    const answers = await flood(50, 3 * N, { "X-API-Key": key, "CF-Connecting-IP": freshIp() });
    const admitted = answers.filter((a) => a.status === 200);
    expect(admitted).toHaveLength(N);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2 * N);
    for (const a of answers.filter((a) => a.status === 429)) {
      expect(a.slug).toBe("rate-limited");
      expect(a.remaining).toBe(0);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    const remaining = admitted.map((a) => a.remaining).sort((x, y) => x - y);
    expect(remaining).toEqual(Array.from({ length: N }, (_, i) => i));
  });
});
