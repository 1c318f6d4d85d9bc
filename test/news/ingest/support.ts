import type { NewsAdapterConfig, NewsFeedConfig } from "../../../src/domain/news/feeds.ts";
import type { NewsFetchContext } from "../../../src/news/ingest/outcome.ts";
import { type Responder, testClient } from "../../support/fake-upstream.ts";

/** Feed configurations and fetch contexts for the adapter tests (fixtures served by a fake upstream). */

export function feedOf(
  adapter: NewsAdapterConfig,
  overrides: Partial<Omit<NewsFeedConfig, "adapter">> = {},
): NewsFeedConfig {
  return {
    id: "test-feed",
    kind: "official_release",
    licence: "public_domain",
    authorship: "primary_document",
    source: { id: "test", name: "Test source", domain: "example.com" },
    bindings: [],
    adapter,
    ...overrides,
  };
}

export function xmlResponse(body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status: 200, headers: { "content-type": "application/xml", ...headers } });
}

export function jsonResponse(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** A fetch context over a fake upstream, its clock at 2026-11-22T14:05:00Z. */
export function contextFor(respond: Responder, validators: NewsFetchContext["validators"] = null) {
  const { client, requests } = testClient(respond, { maxRetries: 0 });
  const ctx: NewsFetchContext = { client, nowMs: client.now(), validators };
  return { ctx, requests };
}
