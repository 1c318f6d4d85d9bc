import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../src/catalog/store.ts";
import { computeInstrument, indexRows } from "../../src/indices/cycle/compute.ts";
import { runIngestionCycle } from "../../src/indices/cycle/cycle.ts";
import { readTape } from "../../src/lake/store/lake.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import type { LakeRow } from "../../src/venues/shared/row.ts";
import worker from "../../src/worker.ts";
import { BASE, readProblem } from "../support/fetch.ts";
import { simulatorHost } from "../support/simulator.ts";

const sim = simulatorHost("audit");
const bindings = sim.bind(env);

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("every committed round is reproducible from its tape", () => {
  it("recomputes each instrument's round from the lake objects it names", async () => {
    const T = Date.parse("2026-11-23T14:30:00Z");
    await sim.pinClock(T + 4_000);
    await runIngestionCycle(bindings, {
      nowMs: T,
      trigger: "cron",
      client: createHttpClient({ minIntervalMs: 0 }),
    });
    const { results: rounds } = await env.DB.prepare(
      "SELECT symbol, round_id, value_decimal, tape_keys FROM rounds WHERE round_id = '2026-11-23T14:30:00Z'",
    ).all<{ symbol: string; round_id: string; value_decimal: string; tape_keys: string }>();
    expect(rounds.length).toBeGreaterThan(0);
    const catalog = await loadCycleCatalog(env.DB);
    for (const round of rounds) {
      const keys = JSON.parse(round.tape_keys) as string[];
      expect(keys).toEqual(["lake/kalshi/2026-11-23/1430", "lake/polymarket/2026-11-23/1430"]);
      const rowsByVenue: Record<string, LakeRow[]> = {};
      for (const key of keys) rowsByVenue[key] = (await readTape(env.LAKE, key)) ?? [];
      const instrument = catalog.find((i) => i.symbol === round.symbol);
      if (!instrument) throw new Error(round.symbol);
      const recomputed = computeInstrument(instrument, indexRows(rowsByVenue), Date.parse(round.round_id));
      expect(recomputed.valueDecimal, round.symbol).toBe(round.value_decimal);
    }
  });
});

async function refresh(bindingsOverride: typeof env, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/refresh`, { method: "POST", headers }),
    bindingsOverride,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("POST /api/refresh", () => {
  it("runs the cycle with the refresh token", async () => {
    await sim.pinClock(null);
    const res = await refresh(bindings, { Authorization: `Bearer ${env.REFRESH_TOKEN}` });
    expect([200, 409]).toContain(res.status);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const body = (await res.json()) as { data: { type: string; status: string } };
    expect(body.data.type).toBe("ingestion_cycle");
  });

  it("refuses a missing, malformed or wrong token with 401 and never runs", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: "Bearer" },
      { Authorization: "Bearer " },
      { Authorization: `Basic ${env.REFRESH_TOKEN}` },
      { Authorization: `Bearer ${env.REFRESH_TOKEN}x` },
      { Authorization: `Bearer ${env.ADMIN_TOKEN}` },
      { "X-API-Key": env.REFRESH_TOKEN },
    ];
    for (const headers of attempts) {
      const res = await refresh(bindings, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect((await readProblem(res)).type).toMatch(/#operator-credential-invalid$/);
    }
  });

  it("refuses every call when REFRESH_TOKEN is unset (fails closed)", async () => {
    const res = await refresh(
      { ...bindings, REFRESH_TOKEN: undefined as unknown as string },
      { Authorization: "Bearer " },
    );
    expect(res.status).toBe(403);
    expect((await readProblem(res)).type).toMatch(/#operator-route-disabled$/);
    const empty = await refresh({ ...bindings, REFRESH_TOKEN: "" }, { Authorization: "Bearer anything" });
    expect(empty.status).toBe(403);
  });

  it("is not in the public OpenAPI document and answers 405 to GET", async () => {
    const doc = (await (
      await worker.fetch(new Request(`${BASE}/api/v1/openapi.json`), env, createExecutionContext())
    ).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).some((p) => p.includes("refresh"))).toBe(false);
    const res = await worker.fetch(new Request(`${BASE}/api/refresh`), env, createExecutionContext());
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});
