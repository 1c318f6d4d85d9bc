import { describe, expect, it } from "vitest";
import { DEFAULT_USER_AGENT } from "../../../src/venues/http/client.ts";
import { sequence, testClient, text } from "../../support/fake-upstream.ts";

const FEED = "https://www.agency.test/feed/cpi.rss";

function xml(body: string, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": "application/atom+xml", ...headers } });
}

describe("createHttpClient: getDocument", () => {
  it("returns the body bytes with content type and validators", async () => {
    const { client, requests } = testClient(() =>
      xml("<feed/>", { etag: '"v1"', "last-modified": "Tue, 10 Nov 2026 13:30:00 GMT" }),
    );
    const result = await client.getDocument(FEED);
    expect(result.ok).toBe(true);
    if (!result.ok || result.value.notModified) throw new Error("expected a body");
    expect(new TextDecoder().decode(result.value.bytes)).toBe("<feed/>");
    expect(result.value).toMatchObject({
      contentType: "application/atom+xml",
      etag: '"v1"',
      lastModified: "Tue, 10 Nov 2026 13:30:00 GMT",
    });
    expect(requests[0]?.headers.get("if-none-match")).toBeNull();
    expect(requests[0]?.headers.get("user-agent")).toBe(DEFAULT_USER_AGENT);
  });

  it("sends per-request headers (a host's required User-Agent, an accept) over the defaults", async () => {
    const { client, requests } = testClient(() => xml("<feed/>"));
    await client.getDocument(FEED, {
      headers: { "User-Agent": "pix research ops@example.com", Accept: "application/atom+xml" },
    });
    expect(requests[0]?.headers.get("user-agent")).toBe("pix research ops@example.com");
    expect(requests[0]?.headers.get("accept")).toBe("application/atom+xml");
  });

  it("sends the stored validators and reads a 304 as not modified, without a body", async () => {
    const { client, requests } = testClient(
      () => new Response(null, { status: 304, headers: { etag: '"v1"' } }),
    );
    const result = await client.getDocument(FEED, {
      conditional: { etag: '"v1"', lastModified: "Tue, 10 Nov 2026 13:30:00 GMT" },
    });
    expect(result).toMatchObject({ ok: true, status: 304, value: { notModified: true, etag: '"v1"' } });
    expect(requests[0]?.headers.get("if-none-match")).toBe('"v1"');
    expect(requests[0]?.headers.get("if-modified-since")).toBe("Tue, 10 Nov 2026 13:30:00 GMT");
  });

  it("treats a 304 to an unconditional request as unexpected", async () => {
    const { client } = testClient(() => new Response(null, { status: 304 }));
    expect(await client.getDocument(FEED)).toMatchObject({
      ok: false,
      reason: "http_unexpected",
      status: 304,
    });
  });

  it("applies a tighter per-request body cap", async () => {
    const { client } = testClient(() => xml(`<feed>${"x".repeat(5_000)}</feed>`));
    expect(await client.getDocument(FEED, { maxBodyBytes: 1_000 })).toMatchObject({
      ok: false,
      reason: "too_large",
    });
  });

  it("retries a 5xx like every other request", async () => {
    const { client, requests } = testClient(
      sequence(
        () => text("down", 503),
        () => xml("<feed/>"),
      ),
    );
    expect(await client.getDocument(FEED)).toMatchObject({ ok: true, attempts: 2 });
    expect(requests).toHaveLength(2);
  });

  it("paces hosts of one group as one host", async () => {
    const { client, sleeps } = testClient(() => xml("<feed/>"), {
      minIntervalMs: 0,
      minIntervalMsByHost: { "sec.gov": 125 },
      pacingGroupByHost: { "www.sec.gov": "sec.gov", "data.sec.gov": "sec.gov" },
    });
    await client.getDocument("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany");
    await client.getDocument("https://data.sec.gov/submissions/CIK0000320193.json");
    await client.getDocument("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany");
    expect(sleeps).toEqual([125, 125]);
  });
});
