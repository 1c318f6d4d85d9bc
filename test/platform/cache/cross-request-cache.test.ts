/**
 * The isolate cache shares settled values across requests but never a pending load (src/platform/cache/
 * ttl-cache.ts). Here two requests go through the Worker: the first is cancelled by its client while its
 * venue listing is still in flight, and the second must still answer on its own listing — not wait on,
 * or inherit the cancellation of, the first request's I/O.
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, expect, it } from "vitest";
import { BASE } from "../../support/fetch.ts";

type List = R2Bucket["list"];
const bucket = env.LAKE as { list: List };
const realList = bucket.list;

afterEach(() => {
  bucket.list = realList;
});

/**
 * The bucket the Worker reads is this same binding: each listing first sleeps the next of `delays`
 * (the timer runs in the context of the request that listed), then lists for real.
 */
function slowListings(delays: number[]) {
  const calls: number[] = [];
  bucket.list = async (options) => {
    const delay = delays[calls.length] ?? 0;
    calls.push(delay);
    await scheduler.wait(delay);
    return realList.call(env.LAKE, options);
  };
  return calls;
}

const PATH = `${BASE}/api/v1/lake/venues/kalshi`;

it("answers a second request on its own load while the first, cancelled, request's load is pending", async () => {
  const calls = slowListings([2_000, 0]);
  const abort = new AbortController();
  const first = SELF.fetch(PATH, { signal: abort.signal });
  while (calls.length === 0) await scheduler.wait(5);
  abort.abort();
  await expect(first).rejects.toThrow();

  const started = Date.now();
  const second = await SELF.fetch(PATH);
  expect(second.status).toBe(200);
  const body = (await second.json()) as { data: { venue: string } };
  expect(body.data.venue).toBe("kalshi");
  // It listed for itself and did not wait for the first request's listing.
  expect(calls).toEqual([2_000, 0]);
  expect(Date.now() - started).toBeLessThan(1_500);

  // The settled listing is now shared: a third request lists nothing.
  const third = await SELF.fetch(PATH);
  expect(third.status).toBe(200);
  expect(calls).toHaveLength(2);
});
