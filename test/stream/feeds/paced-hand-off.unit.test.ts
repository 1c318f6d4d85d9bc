/**
 * The venue feed's paced hand-off (src/stream/feeds/paced-hand-off.ts): one call at a time, starts at
 * least the interval apart, what gathers meanwhile sent together and in order, `now` skipping the wait.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PacedHandOff } from "../../../src/stream/venue-feed/paced-hand-off.ts";

/** A hand-off of numbers whose calls the test settles by hand. */
function harness(intervalMs: number) {
  let queue: number[] = [];
  const calls: { items: number[]; atMs: number; settle: () => void }[] = [];
  const kept: Promise<unknown>[] = [];
  const handOff = new PacedHandOff(
    intervalMs,
    () => queue.length > 0,
    () => {
      const items = queue;
      queue = [];
      return new Promise<void>((settle) => calls.push({ items, atMs: Date.now(), settle }));
    },
    (settled) => kept.push(settled),
  );
  const push = (...items: number[]) => {
    queue.push(...items);
    handOff.run();
  };
  return { handOff, calls, kept, push };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("PacedHandOff", () => {
  it("sends a quiet feed's first item at once", () => {
    const h = harness(5);
    h.push(1);
    expect(h.calls.map((c) => c.items)).toEqual([[1]]);
    expect(h.kept).toHaveLength(1);
  });

  it("gathers what comes while a call is in flight and sends it together when it settles", async () => {
    const h = harness(5);
    h.push(1);
    vi.advanceTimersByTime(10);
    h.push(2);
    h.push(3);
    expect(h.calls).toHaveLength(1);
    h.calls[0]?.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls.map((c) => c.items)).toEqual([[1], [2, 3]]);
  });

  it("starts calls at least the interval apart, sending what gathered in order", async () => {
    const h = harness(5);
    h.push(1);
    h.calls[0]?.settle();
    await vi.advanceTimersByTimeAsync(1);
    h.push(2);
    await vi.advanceTimersByTimeAsync(1);
    h.push(3);
    expect(h.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3);
    expect(h.calls.map((c) => c.items)).toEqual([[1], [2, 3]]);
    expect((h.calls[1]?.atMs ?? 0) - (h.calls[0]?.atMs ?? 0)).toBe(5);
  });

  it("sends at once with `now`, without waiting for the interval", async () => {
    const h = harness(50);
    h.push(1);
    h.calls[0]?.settle();
    await vi.advanceTimersByTimeAsync(1);
    h.push(2);
    expect(h.calls).toHaveLength(1);
    h.handOff.run(true);
    expect(h.calls.map((c) => c.items)).toEqual([[1], [2]]);
    // The timer set for the interval does not send a second time.
    await vi.advanceTimersByTimeAsync(100);
    expect(h.calls).toHaveLength(2);
  });

  it("carries on after a failed call, and never rejects what it keeps alive", async () => {
    const kept: Promise<unknown>[] = [];
    let tries = 0;
    const handOff = new PacedHandOff(
      0,
      () => tries < 3,
      () => {
        tries++;
        return Promise.reject(new Error("the receiver is gone"));
      },
      (settled) => kept.push(settled),
    );
    handOff.run();
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toBe(3);
    await expect(Promise.all(kept)).resolves.toHaveLength(3);
  });
});
