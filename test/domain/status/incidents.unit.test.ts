import { describe, expect, it } from "vitest";
import {
  type ActiveIncident,
  INCIDENT_OPEN_AFTER_MS,
  incidentImpact,
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

  it("maps degraded to a minor impact and outage to a major one", () => {
    expect(incidentImpact("degraded")).toBe("minor");
    expect(incidentImpact("outage")).toBe("major");
  });
});
