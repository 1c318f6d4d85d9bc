/**
 * Benchmark-only Worker (never deployed): the ingestion cycle's stages, each timed alone by the bench
 * as workerd CPU around one request. It runs beside pix in the same workerd (startLocalPix's
 * `extraWorkers`), against the same simulator. `POST /` with `{ stage, … }`:
 *
 * - `floor` with `{ venues: RecordedCall[][] }`: the very requests one pix cycle made (recorded at the
 *   simulator), one list per venue. Each venue's requests go one after another, as pix pages them, the
 *   venues side by side, and each answer is only read and `JSON.parse`d: what collecting those pages
 *   costs any Worker, before pix does anything with them.
 * - `rows` with `{ markets, urls }`: the cycle's own collection (`fetchVenue` with the cycle's HTTP
 *   client) for both venues side by side: fetching and checking every market and book, and building
 *   its lake rows.
 * - `tape` with the same: `rows`, then both tapes' encoding, without writing them.
 *
 * What the cycle spends beyond `tape` is its storage (R2 tapes, the D1 batch; local SQLite and files
 * here) plus claiming the minute, the catalog reads and compute. Answers `{ requests | rows, bytes }`.
 */

import type { VenueMarket } from "../../src/catalog/store.ts";
import { VENUE_IDS } from "../../src/domain/methodology/venues.ts";
import { fetchVenue, type VenueUrls } from "../../src/indices/cycle/cycle.ts";
import { encodeTape } from "../../src/lake/tape.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";

interface Call {
  method: string;
  url: string;
  body?: string;
}

type Body =
  | { stage: "floor"; venues: Call[][] }
  | { stage: "rows" | "tape"; markets: VenueMarket[]; urls: VenueUrls };

async function collectPages(calls: Call[]) {
  let requests = 0;
  let bytes = 0;
  for (const call of calls) {
    const res = await fetch(call.url, {
      method: call.method,
      body: call.body,
      headers: call.body === undefined ? undefined : { "content-type": "application/json" },
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${call.method} ${call.url} answered ${res.status}`);
    JSON.parse(text);
    requests++;
    bytes += text.length;
  }
  return { requests, bytes };
}

async function rowsAndTapes(body: Extract<Body, { markets: unknown }>) {
  const client = createHttpClient();
  const results = await Promise.all(
    VENUE_IDS.map((venue) => fetchVenue(venue, body.markets, body.urls, client)),
  );
  let rows = 0;
  let bytes = 0;
  for (const result of results) {
    if (!result.ok) throw new Error(`${result.venue}: ${result.reason}`);
    rows += result.rows.length;
    if (body.stage === "tape") bytes += encodeTape(result.rows).body.byteLength;
  }
  return { rows, bytes };
}

export default {
  async fetch(request) {
    if (request.method !== "POST") return Response.json({ error: "POST { stage, … }" }, { status: 405 });
    const body = (await request.json()) as Body;
    try {
      if (body.stage === "floor") {
        const results = await Promise.all(body.venues.map(collectPages));
        return Response.json({
          requests: results.reduce((n, r) => n + r.requests, 0),
          bytes: results.reduce((n, r) => n + r.bytes, 0),
        });
      }
      return Response.json(await rowsAndTapes(body));
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 502 });
    }
  },
} satisfies ExportedHandler;
