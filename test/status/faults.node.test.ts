/**
 * The status plane against the simulator's faults, end to end: one local pix whose venues are the
 * simulator's (a signed Kalshi handshake checked against a key pair made here), its feeds started as the
 * minute cron starts them (`POST /api/refresh?plane=feeds`), and the faults walked in turn, each read
 * back from `GET /api/v1/status` (component, state, symptom, counts), `/status/incidents` and
 * `/status/summary.json`: REST 500s on the minute cycle, a silent venue, a dropped connection, a refused
 * signature. The cycle's minute is stored even when both venues failed, so its recovery is the next
 * minute's cycle, run last: the feed faults fill the wait. The incident-opening delay is shortened to 2 s
 * here (`STATUS_INCIDENT_AFTER_MS`; a minute by default, whose rule `test/domain/status/` proves).
 */
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { simulatorUpstreamVars } from "../../scripts/lib/upstreams.ts";
import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { STATUS_MEMO_MS } from "../../src/status/routes/get-status.ts";
import { V2_LIMITS } from "../../src/stream/v2/messages.ts";
import { WATCHDOG_MS } from "../../src/stream/venue-feed/scope.ts";
import { Client } from "../support/node/stream-client.ts";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PUBLIC_PEM = publicKey.export({ type: "spki", format: "pem" }).toString();
const PRIVATE_PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const AUTH = { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` };
/** The incident-opening delay of this pix (the default is a minute). */
const INCIDENT_AFTER_MS = 2_000;
/**
 * What a busy machine adds to a watchdog alarm and a status read's round of RPCs, at most (a machine
 * running other suites beside this one can add seconds).
 */
const BUSY_MS = 8_000;
/**
 * How soon a silent venue shows in the status, from the moment it fell silent: its shards call
 * themselves stale past `stale_after_ms` of silence, checked by the watchdog each second, and a status
 * read may be the memo of one up to `STATUS_MEMO_MS` old (6.4 s measured here, inside the 10 s objective).
 */
const SILENCE_SEEN_MS = V2_LIMITS.stale_after_ms + WATCHDOG_MS + STATUS_MEMO_MS + BUSY_MS;
/** How long a stalled listing page is held: past every attempt of the HTTP client (released when it gives up). */
const HELD_MS = 60_000;
/** The HTTP client's attempts at one page, each cut at its timeout: the least a stalled page holds its message. */
const CLIENT_ATTEMPTS_MS = 4 * 8_000;
/** Other changes show within a status memo and a few reads. */
const SEEN_MS = STATUS_MEMO_MS + BUSY_MS + 2_000;
/** A stalled minute is sealed short once those attempts timed out (about 35 s, with their backoff), then seen. */
const STALL_SEEN_MS = CLIENT_ATTEMPTS_MS + 10_000 + SEEN_MS;

interface Component {
  id: string;
  state: string;
  symptom: string | null;
  last_event_at: string | null;
  last_failure_at: string | null;
  gaps: number;
  reconnects: number;
}
interface Incident {
  id: string;
  components: string[];
  state: string;
  symptom: string;
  opened_at: string;
  resolved_at: string | null;
  updates: { status: string; body: string }[];
}
interface Summary {
  components: { id: string; status: string }[];
  incidents: { id: string; name: string; status: string; impact: string; components: { id: string }[] }[];
  status: { indicator: string };
}

let simulator: SimulatorServer;
let pix: LocalPix;
/** The minute whose cycle failed on REST 500s. */
let failedCycleStart = "";

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${pix.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function component(id: string): Promise<Component> {
  const { data } = await json<{ data: { components: Component[] } }>("/api/v1/status");
  const found = data.components.find((c) => c.id === id);
  if (!found) throw new Error(`no component ${id}`);
  return found;
}

/** The silence_detection objective's events over the last day. */
async function silenceEvents(): Promise<number> {
  const { data } = await json<{
    data: { objectives: { id: string; attainment: { "24h": { events: number } } }[] };
  }>("/api/v1/status");
  return data.objectives.find((o) => o.id === "silence_detection")?.attainment["24h"].events ?? -1;
}

/** The newest published incident of `id` (resolved or not). */
async function incidentOf(id: string): Promise<Incident | undefined> {
  const { data } = await json<{ data: { incidents: Incident[] } }>("/api/v1/status/incidents?limit=100");
  return data.incidents.find((i) => i.components.includes(id));
}

async function post(url: string, body?: Record<string, unknown>) {
  const res = await fetch(url, { method: "POST", ...(body ? { body: JSON.stringify(body) } : {}) });
  expect(res.ok, url).toBe(true);
}

const streamFault = (body: Record<string, unknown>) => post(`${simulator.url}/_control/streams`, body);
const reset = () => post(`${simulator.url}/_control/reset`);

async function refresh(plane?: string) {
  return fetch(`${pix.url}/api/refresh${plane ? `?plane=${plane}` : ""}`, { method: "POST", headers: AUTH });
}

beforeAll(async () => {
  simulator = await startSimulatorServer({ port: 0, host: "127.0.0.1", kalshiPublicKeyPem: PUBLIC_PEM });
  pix = await startLocalPix({
    progress: () => {},
    secrets: { ...TEST_SECRETS, KALSHI_API_KEY_ID: "status-test-key", KALSHI_PRIVATE_KEY: PRIVATE_PEM },
    vars: {
      ...simulatorUpstreamVars(Number(new URL(simulator.url).port)),
      IP_RATE_LIMIT_PER_MINUTE: "1000000",
      STATUS_INCIDENT_AFTER_MS: String(INCIDENT_AFTER_MS),
    },
  });
  await seedCatalog((await pix.mf.getD1Database("DB")) as unknown as D1Database);
  const res = await refresh("feeds");
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { feeds: { venue: string; state: string }[] } };
  expect(data.feeds.map((f) => [f.venue, f.state])).toEqual([
    ["kalshi", "live"],
    ["polymarket", "live"],
  ]);
}, 180_000);

afterAll(async () => {
  await pix?.stop();
  await simulator?.close();
});

describe("the status plane against the simulator's faults", () => {
  it("says running feeds are operational, with no gap and no reconnect yet", async () => {
    for (const id of ["feed:kalshi", "feed:polymarket"]) {
      expect(await component(id)).toMatchObject({
        id,
        state: "operational",
        symptom: null,
        reconnects: 0,
        gaps: 0,
      });
    }
  });

  it("turns the cycle's venues to outage on REST 500s, with the symptom", async () => {
    for (const venue of ["kalshi", "polymarket"]) {
      await post(`${simulator.url}/_control/faults`, { venue, mode: "http_500" });
    }
    const res = await refresh();
    const { data } = (await res.json()) as {
      data: { cycle_start: string; venues: { venue: string; status: string; failure: string | null }[] };
    };
    await reset();
    failedCycleStart = data.cycle_start;
    expect(data.venues.map((v) => [v.venue, v.status, v.failure])).toEqual([
      ["kalshi", "failed", "http_5xx"],
      ["polymarket", "failed", "http_5xx"],
    ]);
    for (const id of ["cycle:kalshi", "cycle:polymarket"]) {
      await expect
        .poll(() => component(id), { timeout: SEEN_MS, interval: 250 })
        .toMatchObject({
          id,
          state: "outage",
          symptom: "No success recorded, only failures.",
          last_event_at: null,
          last_failure_at: expect.stringMatching(/Z$/),
        });
    }
  });

  it("turns a silent venue's feed degraded, opens an incident naming it, and resolves it when the venue speaks", async () => {
    const silentAt = Date.now();
    await streamFault({ venue: "polymarket", mode: "silent" });
    const stale = /^0 of 1 feed shards live \(the others stale\)\. No event from the venue for \d+ s\.$/;
    await expect
      .poll(() => component("feed:polymarket"), { timeout: SILENCE_SEEN_MS, interval: 250 })
      .toMatchObject({ state: "degraded", symptom: expect.stringMatching(stale) });
    console.log(`feed:polymarket degraded ${Date.now() - silentAt} ms after the venue fell silent`);
    // The minute's reading (the cron's, here the refresh's) records the shard's detection time, the
    // silence_detection objective's measurement.
    const watched = await silenceEvents();
    const res = await refresh("feeds");
    const { data } = (await res.json()) as {
      data: { feeds: { venue: string; state: string; silence_detected_after_ms: number | null }[] };
    };
    const detected = data.feeds.find((f) => f.venue === "polymarket");
    expect(detected?.state).toBe("stale");
    expect(detected?.silence_detected_after_ms).toBeGreaterThan(V2_LIMITS.stale_after_ms);
    console.log(
      `polymarket's shard called itself stale ${detected?.silence_detected_after_ms} ms after its last frame`,
    );
    // One sample a venue: Kalshi's live shard's silence, Polymarket's detection.
    await expect.poll(silenceEvents, { timeout: SEEN_MS, interval: 500 }).toBe(watched + 2);
    expect((await component("feed:kalshi")).state).toBe("operational");
    // Degraded for more than the opening delay: the incident opens, with the symptom.
    await expect
      .poll(() => incidentOf("feed:polymarket"), { timeout: INCIDENT_AFTER_MS + SEEN_MS, interval: 500 })
      .toMatchObject({
        components: ["feed:polymarket"],
        state: "degraded",
        symptom: expect.stringMatching(stale),
        resolved_at: null,
      });
    const open = await incidentOf("feed:polymarket");
    expect(open?.updates.map((u) => u.status)).toEqual(["investigating"]);
    expect(open?.updates[0]?.body).toBe(`feed:polymarket is degraded: ${open?.symptom}`);
    const summary = await json<Summary>("/api/v1/status/summary.json");
    expect(summary.components.find((c) => c.id === "feed:polymarket")?.status).toBe("degraded_performance");
    expect(
      summary.incidents.flatMap((i) =>
        i.components.some((c) => c.id === "feed:polymarket") ? [[i.id, i.impact]] : [],
      ),
    ).toEqual([[open?.id, "minor"]]);

    await reset();
    await expect
      .poll(() => component("feed:polymarket"), { timeout: SEEN_MS, interval: 250 })
      .toMatchObject({ state: "operational", symptom: null });
    await expect
      .poll(async () => (await incidentOf("feed:polymarket"))?.resolved_at, {
        timeout: SEEN_MS,
        interval: 500,
      })
      .toMatch(/Z$/);
    const resolved = await incidentOf("feed:polymarket");
    expect(resolved?.id).toBe(open?.id);
    expect(resolved?.updates.map((u) => [u.status, u.body])).toEqual([
      ["investigating", open?.updates[0]?.body],
      ["resolved", "feed:polymarket is operational again."],
    ]);
    await expect
      .poll(
        async () => {
          const now = await json<Summary>("/api/v1/status/summary.json");
          return {
            status: now.components.find((c) => c.id === "feed:polymarket")?.status,
            incident: now.incidents.some((i) => i.components.some((c) => c.id === "feed:polymarket")),
          };
        },
        { timeout: SEEN_MS, interval: 500 },
      )
      .toEqual({ status: "operational", incident: false });
  }, 60_000);

  it("counts a dropped connection's reconnect and the gaps it announced, and is operational again", async () => {
    const before = await component("feed:polymarket");
    await streamFault({ venue: "polymarket", mode: "drop", count: 1 });
    await expect
      .poll(() => component("feed:polymarket"), { timeout: SEEN_MS, interval: 250 })
      .toMatchObject({ state: "operational", reconnects: before.reconnects + 1 });
    // The shard's books were rebuilt after the reconnect, each announced as a gap.
    await expect
      .poll(async () => (await component("feed:polymarket")).gaps, { timeout: SEEN_MS, interval: 250 })
      .toBeGreaterThan(before.gaps);
  }, 30_000);

  it("reports a refused signature: the Kalshi feed REST-only, degraded, with the venue's refusal", async () => {
    const client = new Client(`${pix.url.replace("http", "ws")}/ws?version=2`);
    try {
      await client.opened;
      // The venue drops the connection; while the feed waits to reconnect, it starts refusing signatures.
      await streamFault({ venue: "kalshi", mode: "drop", count: 1 });
      await client.wait((m) => m.type === "status" && m.venue === "kalshi" && m.state === "reconnecting");
      await streamFault({ venue: "kalshi", mode: "refuse_signature", count: 5 });
      await client.wait(
        (m) => m.type === "status" && m.venue === "kalshi" && m.state === "rest_only",
        30_000,
      );
    } finally {
      client.ws.close();
    }
    await expect
      .poll(() => component("feed:kalshi"), { timeout: SEEN_MS, interval: 250 })
      .toMatchObject({
        state: "degraded",
        symptom:
          "0 of 1 feed shards live (the others rest_only). The venue refused the connection's credentials (HTTP 401).",
        last_failure_at: expect.stringMatching(/Z$/),
      });
    await reset();
  }, 30_000);

  it("makes the cycle's venues operational with the next minute's good cycle, and resolves their incidents", async () => {
    // This minute is stored already (409) until the next one starts.
    await expect.poll(async () => (await refresh()).status, { timeout: 65_000, interval: 2_000 }).toBe(200);
    for (const id of ["cycle:kalshi", "cycle:polymarket"]) {
      await expect
        .poll(() => component(id), { timeout: SEEN_MS, interval: 250 })
        .toMatchObject({ id, state: "operational", symptom: null });
      expect(Date.parse((await component(id)).last_event_at ?? "")).toBeGreaterThan(
        Date.parse(failedCycleStart),
      );
      // Its incident (in outage for more than the opening delay while the feeds were tested) is resolved.
      await expect
        .poll(() => incidentOf(id), { timeout: SEEN_MS, interval: 500 })
        .toMatchObject({
          state: "outage",
          symptom: "No success recorded, only failures.",
          resolved_at: expect.stringMatching(/Z$/),
        });
    }
  }, 70_000);

  it("turns a venue's whole-venue collection degraded when the lake queue's consumer stalls, opens an incident, and resolves it once the queue moves", async () => {
    // The good minute's collections are sealed whole (the REST 500s' minute was sealed short).
    for (const id of ["collection:kalshi", "collection:polymarket"]) {
      await expect
        .poll(() => component(id), { timeout: SEEN_MS, interval: 500 })
        .toMatchObject({ state: "operational", symptom: null });
    }
    // The queue's consumer stalls on the next minute's second Kalshi listing page, held past every
    // attempt of the HTTP client: the minute is sealed only once they all timed out, short.
    await post(`${simulator.url}/_control/faults`, {
      venue: "kalshi",
      mode: "slow",
      page: 1,
      delayMs: HELD_MS,
    });
    let stalledAt = 0;
    const cycle = async () => {
      stalledAt = Date.now();
      return (await refresh()).status;
    };
    await expect.poll(cycle, { timeout: 65_000, interval: 2_000 }).toBe(200);
    const failed = /^Last run failed at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\.$/;
    await expect
      .poll(() => component("collection:kalshi"), { timeout: STALL_SEEN_MS, interval: 500 })
      .toMatchObject({ state: "degraded", symptom: expect.stringMatching(failed) });
    const stalled = await component("collection:kalshi");
    console.log(
      `collection:kalshi degraded ${Date.now() - stalledAt} ms after the stalled minute's cycle; its seal failed at ${stalled.last_failure_at}`,
    );
    // Sealed no sooner than the client's attempts allow: the consumer was held on the page (the
    // instant is whole seconds).
    expect(Date.parse(stalled.last_failure_at ?? "")).toBeGreaterThan(stalledAt + CLIENT_ATTEMPTS_MS - 1_000);
    expect((await component("collection:polymarket")).state).toBe("operational");
    await expect
      .poll(() => incidentOf("collection:kalshi"), { timeout: INCIDENT_AFTER_MS + SEEN_MS, interval: 500 })
      .toMatchObject({
        components: ["collection:kalshi"],
        state: "degraded",
        symptom: expect.stringMatching(failed),
        resolved_at: null,
      });
    const open = await incidentOf("collection:kalshi");
    expect(Date.parse(open?.opened_at ?? "")).toBeGreaterThan(stalledAt);

    // The page answers again: the next minute's collection is sealed whole, and the incident resolved.
    await reset();
    await expect.poll(async () => (await refresh()).status, { timeout: 65_000, interval: 2_000 }).toBe(200);
    await expect
      .poll(() => component("collection:kalshi"), { timeout: SEEN_MS, interval: 500 })
      .toMatchObject({ state: "operational", symptom: null });
    await expect
      .poll(() => incidentOf("collection:kalshi"), { timeout: SEEN_MS, interval: 500 })
      .toMatchObject({ id: open?.id, resolved_at: expect.stringMatching(/Z$/) });
    const resolved = await incidentOf("collection:kalshi");
    expect(resolved?.updates.map((u) => u.status)).toEqual(["investigating", "resolved"]);
  }, 200_000);
});
