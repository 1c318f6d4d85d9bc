/**
 * Benchmark-only Worker (never deployed): the floor under the ingestion cycle's CPU. It runs beside pix
 * in the same workerd (startLocalPix's `extraWorkers`) and makes the very requests one pix cycle made
 * to the simulator, recorded by the bench: `POST /` with `{ venues: RecordedCall[][] }`, one list per
 * venue. Each venue's requests go one after another, as pix pages them, the venues side by side, and
 * each answer is only read and `JSON.parse`d: no validation, normalisation, tape or database. What
 * workerd spends on this is what any Worker collecting those pages spends, before pix does anything.
 * Answers `{ requests, bytes, failed }`.
 */

interface Call {
  method: string;
  url: string;
  body?: string;
}

async function collect(calls: Call[]) {
  let requests = 0;
  let bytes = 0;
  let failed = 0;
  for (const call of calls) {
    const res = await fetch(call.url, {
      method: call.method,
      body: call.body,
      headers: call.body === undefined ? undefined : { "content-type": "application/json" },
    });
    const text = await res.text();
    requests++;
    bytes += text.length;
    try {
      JSON.parse(text);
    } catch {
      failed++;
    }
    if (!res.ok) failed++;
  }
  return { requests, bytes, failed };
}

export default {
  async fetch(request) {
    if (request.method !== "POST") return Response.json({ error: "POST { venues }" }, { status: 405 });
    const { venues } = (await request.json()) as { venues: Call[][] };
    const results = await Promise.all(venues.map(collect));
    return Response.json({
      requests: results.reduce((n, r) => n + r.requests, 0),
      bytes: results.reduce((n, r) => n + r.bytes, 0),
      failed: results.reduce((n, r) => n + r.failed, 0),
    });
  },
} satisfies ExportedHandler;
