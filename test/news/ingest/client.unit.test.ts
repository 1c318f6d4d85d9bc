import { describe, expect, it } from "vitest";
import { createNewsHttpClient, SEC_MIN_INTERVAL_MS } from "../../../src/news/ingest/client.ts";
import { fakeUpstream, virtualClock } from "../../support/fake-upstream.ts";

describe("createNewsHttpClient", () => {
  it("paces every EDGAR host as one, under 10 requests per second in total", async () => {
    const upstream = fakeUpstream(() => new Response("<feed/>"));
    const clock = virtualClock();
    const client = createNewsHttpClient({
      fetch: upstream.fetch,
      sleep: clock.sleep,
      now: clock.now,
      minIntervalMs: 0,
    });
    const started = clock.now();
    for (let i = 0; i < 10; i++) {
      await client.getDocument(
        i % 2 === 0
          ? "https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany"
          : "https://data.sec.gov/submissions/CIK0001999999.json",
      );
    }
    // Ten requests across two hosts: the tenth starts no earlier than 9 intervals after the first.
    expect(clock.now() - started).toBe(9 * SEC_MIN_INTERVAL_MS);
    expect(1_000 / SEC_MIN_INTERVAL_MS).toBeLessThan(10);
    // Other hosts are not held back by EDGAR's pacing.
    const before = clock.now();
    await client.getDocument("https://www.bls.gov/feed/cpi.rss");
    expect(clock.now()).toBe(before);
  });
});
