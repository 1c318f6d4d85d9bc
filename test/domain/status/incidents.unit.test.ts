import { describe, expect, it } from "vitest";
import {
  type ActiveIncident,
  INCIDENT_OPEN_AFTER_MS,
  incidentImpact,
  incidentOpenAfterMs,
  stepIncidents,
} from "../../../src/domain/status/incidents.ts";

const T0 = 1_800_000_000_000;
const feed = (state: "operational" | "degraded" | "outage" | "unknown", symptom = "no shard live") => [
  { component: "feed:polymarket", state, symptom },
];

/** Applies the changes as the store does, so a sequence of steps can be followed. */
function apply(active: ActiveIncident[], changes: ReturnType<typeof stepIncidents>, nextId: () => number) {
  let rows = active.filter(
    (i) => !changes.drop.includes(i.id) && !changes.resolve.some((r) => r.id === i.id),
  );
  rows = rows.map((i) => changes.update.find((u) => u.id === i.id) ?? i);
  return [...rows, ...changes.create.map((c) => ({ ...c, id: nextId() }))];
}

describe("stepIncidents", () => {
  it("ends the incident of a component no longer listed: resolved if open, dropped if pending", () => {
    const open: ActiveIncident = {
      id: 1,
      component: "news:retired-feed",
      state: "outage",
      symptom: "No success recorded, only failures.",
      started_ms: T0,
      opened_ms: T0 + 61_000,
      updates: [{ status: "investigating", body: "news:retired-feed is outage: …", at_ms: T0 + 61_000 }],
    };
    const pending: ActiveIncident = { ...open, id: 2, component: "news", opened_ms: null, updates: [] };
    const changes = stepIncidents([open, pending], feed("operational"), T0 + 120_000);
    expect(changes.drop).toEqual([2]);
    expect(changes.resolve).toEqual([
      {
        ...open,
        updates: [
          ...open.updates,
          { status: "resolved", body: "news:retired-feed is no longer monitored.", at_ms: T0 + 120_000 },
        ],
      },
    ]);
    expect(changes.create).toEqual([]);
  });

  it("opens an incident only after more than a minute degraded, and resolves it when operational", () => {
    let id = 0;
    const nextId = () => ++id;
    let active: ActiveIncident[] = [];

    const first = stepIncidents(active, feed("degraded"), T0);
    expect(first.create).toEqual([
      {
        component: "feed:polymarket",
        state: "degraded",
        symptom: "no shard live",
        started_ms: T0,
        opened_ms: null,
        updates: [],
      },
    ]);
    active = apply(active, first, nextId);

    // Exactly a minute: still pending.
    expect(stepIncidents(active, feed("degraded"), T0 + INCIDENT_OPEN_AFTER_MS)).toEqual({
      create: [],
      update: [],
      resolve: [],
      drop: [],
    });

    const opened = stepIncidents(active, feed("degraded", "lag 12 s"), T0 + 61_000);
    expect(opened.update).toHaveLength(1);
    expect(opened.update[0]).toMatchObject({
      id: 1,
      opened_ms: T0 + 61_000,
      started_ms: T0,
      symptom: "lag 12 s",
      updates: [
        { status: "investigating", body: "feed:polymarket is degraded: lag 12 s", at_ms: T0 + 61_000 },
      ],
    });
    active = apply(active, opened, nextId);
    // Idempotent: the same step again changes nothing.
    expect(stepIncidents(active, feed("degraded", "lag 12 s"), T0 + 61_000).update).toEqual([]);

    // Worse: an update; back to degraded: none (the worst seen is kept).
    const worse = stepIncidents(active, feed("outage", "down 11 min"), T0 + 120_000);
    expect(worse.update[0]?.state).toBe("outage");
    expect(worse.update[0]?.updates.map((u) => u.status)).toEqual(["investigating", "investigating"]);
    active = apply(active, worse, nextId);
    expect(stepIncidents(active, feed("degraded"), T0 + 130_000).update).toEqual([]);

    // Unknown changes nothing; operational resolves.
    expect(stepIncidents(active, feed("unknown"), T0 + 140_000).resolve).toEqual([]);
    const resolved = stepIncidents(active, feed("operational"), T0 + 180_000);
    expect(resolved.resolve).toHaveLength(1);
    expect(resolved.resolve[0]?.updates.at(-1)).toEqual({
      status: "resolved",
      body: "feed:polymarket is operational again.",
      at_ms: T0 + 180_000,
    });
  });

  it("drops a pending incident whose component recovers within the minute", () => {
    const pending: ActiveIncident = {
      id: 7,
      component: "feed:polymarket",
      state: "degraded",
      symptom: "x",
      started_ms: T0,
      opened_ms: null,
      updates: [],
    };
    expect(stepIncidents([pending], feed("operational"), T0 + 30_000)).toEqual({
      create: [],
      update: [],
      resolve: [],
      drop: [7],
    });
  });

  it("opens after the operator's delay when one is given", () => {
    const pending: ActiveIncident = {
      id: 3,
      component: "cycle:kalshi",
      state: "outage",
      symptom: "No success recorded, only failures.",
      started_ms: T0,
      opened_ms: null,
      updates: [],
    };
    const observed = [{ component: "cycle:kalshi", state: "outage" as const, symptom: pending.symptom }];
    expect(stepIncidents([pending], observed, T0 + 2_000, 2_000).update).toEqual([]);
    expect(stepIncidents([pending], observed, T0 + 2_001, 2_000).update[0]).toMatchObject({
      id: 3,
      opened_ms: T0 + 2_001,
    });
    // The default is the minute.
    expect(stepIncidents([pending], observed, T0 + 2_001).update).toEqual([]);
  });

  it("reads the operator's delay as whole milliseconds from 1 s to 1 h, else the default minute", () => {
    expect(INCIDENT_OPEN_AFTER_MS).toBe(60_000);
    expect(incidentOpenAfterMs(undefined)).toBe(60_000);
    expect(incidentOpenAfterMs("")).toBe(60_000);
    expect(incidentOpenAfterMs("2000")).toBe(2_000);
    expect(incidentOpenAfterMs(" 300000 ")).toBe(300_000);
    expect(incidentOpenAfterMs("1000")).toBe(1_000);
    expect(incidentOpenAfterMs("3600000")).toBe(3_600_000);
    for (const bad of ["999", "3600001", "0", "-5000", "2e3", "1.5", "2000ms", "NaN", "Infinity"]) {
      expect(incidentOpenAfterMs(bad), bad).toBe(60_000);
    }
  });

  it("maps degraded to a minor impact and outage to a major one", () => {
    expect(incidentImpact("degraded")).toBe("minor");
    expect(incidentImpact("outage")).toBe("major");
  });
});
