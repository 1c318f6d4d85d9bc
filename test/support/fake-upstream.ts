import { createHttpClient, type FetchLike, type HttpClientOptions } from "../../src/venues/http/client.ts";

/** One request as the fake upstream saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body of a POST, else undefined. */
  body: unknown;
  signal: AbortSignal | undefined;
}

export type Responder = (request: SeenRequest) => Response | Promise<Response>;

/**
 * A `fetch` that answers from fixtures instead of the network, recording every request, so the real
 * client and adapters run unchanged against recorded-shape payloads.
 */
export function fakeUpstream(respond: Responder): { fetch: FetchLike; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request: SeenRequest = {
      method: init.method ?? "GET",
      url: new URL(url),
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return respond(request);
  };
  return { fetch, requests };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

export function text(body: string, status = 200, contentType = "text/html; charset=utf-8"): Response {
  return new Response(body, { status, headers: { "content-type": contentType } });
}

/** A clock that only moves when the client sleeps, so waits are observable and tests are instant. */
export function virtualClock(startMs = Date.parse("2026-11-22T14:05:00Z")) {
  let nowMs = startMs;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => nowMs,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      nowMs += ms;
    },
  };
}

/** A client wired to a fake upstream: no real waiting, jitter fixed at one half. */
export function testClient(respond: Responder, options: HttpClientOptions = {}) {
  const upstream = fakeUpstream(respond);
  const clock = virtualClock();
  const client = createHttpClient({
    fetch: upstream.fetch,
    sleep: clock.sleep,
    now: clock.now,
    random: () => 0.5,
    ...options,
  });
  return { client, requests: upstream.requests, sleeps: clock.sleeps, clock };
}

/** Responds in order: each call takes the next responder; the last one repeats. */
export function sequence(...responders: Responder[]): Responder {
  let index = 0;
  return (request) => {
    const responder = responders[Math.min(index, responders.length - 1)];
    index++;
    if (responder === undefined) throw new Error("sequence needs at least one responder");
    return responder(request);
  };
}
