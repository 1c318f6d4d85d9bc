import { describe, expect, it } from "vitest";
import { ResumeBuffer, type ResumeLimits } from "../../../src/stream/live-stream/resume-buffer.ts";
import { parseV2ClientMessage, V2_LIMITS } from "../../../src/stream/v2/messages.ts";
import { ChannelSequences, CSEQ_PER_MS } from "../../../src/stream/v2/sequences.ts";

const LIMITS: ResumeLimits = {
  windowMs: 300_000,
  maxMessagesPerChannel: 5,
  maxCharsPerChannel: 100,
  maxChars: 150,
  maxChannels: 3,
};
const T0 = 1_800_000_000_000;
/** Members of `n` characters. */
const json = (n: number) => "x".repeat(n);
const cseqs = (answer: ReturnType<ResumeBuffer["since"]>) =>
  answer.covered ? answer.messages.map((m) => m.cseq) : "gap";

describe("the resume buffer", () => {
  it("answers every message after a kept cseq, in order; none when nothing was missed", () => {
    const buffer = new ResumeBuffer(LIMITS);
    for (let c = 101; c <= 104; c++) buffer.add("book:a", c, "book_delta", json(10), T0 + c);
    expect(cseqs(buffer.since("book:a", 101, T0 + 200))).toEqual([102, 103, 104]);
    // The one before the first kept: its successor is kept, so it is covered too.
    expect(cseqs(buffer.since("book:a", 100, T0 + 200))).toEqual([101, 102, 103, 104]);
    expect(cseqs(buffer.since("book:a", 104, T0 + 200))).toEqual([]);
    // In parts (a replay the connection's budget paces): the first `max`, then on from the last sent.
    expect(cseqs(buffer.since("book:a", 100, T0 + 200, 2))).toEqual([101, 102]);
    expect(cseqs(buffer.since("book:a", 102, T0 + 200, 2))).toEqual([103, 104]);
    expect(cseqs(buffer.since("book:a", 104, T0 + 200, 2))).toEqual([]);
    // Older than the first kept's predecessor, from the future, or a channel never seen: a gap.
    expect(cseqs(buffer.since("book:a", 99, T0 + 200))).toBe("gap");
    expect(cseqs(buffer.since("book:a", 105, T0 + 200))).toBe("gap");
    expect(cseqs(buffer.since("book:b", 1, T0 + 200))).toBe("gap");
  });

  it("lets go of messages older than the window, and still knows a quiet channel's last cseq", () => {
    const buffer = new ResumeBuffer(LIMITS);
    buffer.add("trades:a", 11, "trade", json(10), T0);
    buffer.add("trades:a", 12, "trade", json(10), T0 + 60_000);
    expect(cseqs(buffer.since("trades:a", 10, T0 + 300_000))).toEqual([11, 12]);
    // 5 minutes and 1 ms after the first: it is gone, so resuming from before it is a gap.
    expect(cseqs(buffer.since("trades:a", 10, T0 + 300_001))).toBe("gap");
    expect(cseqs(buffer.since("trades:a", 11, T0 + 300_001))).toEqual([12]);
    // Long after: nothing kept, but a client holding the last cseq missed nothing.
    expect(cseqs(buffer.since("trades:a", 12, T0 + 3_600_000))).toEqual([]);
    expect(cseqs(buffer.since("trades:a", 11, T0 + 3_600_000))).toBe("gap");
    expect(buffer.chars()).toBe(0);
  });

  it("keeps at most so many messages and characters a channel, and characters in all", () => {
    const buffer = new ResumeBuffer(LIMITS);
    for (let c = 1; c <= 7; c++) buffer.add("a", c, "trade", json(10), T0);
    expect(buffer.keptCount("a")).toBe(5);
    expect(cseqs(buffer.since("a", 2, T0))).toEqual([3, 4, 5, 6, 7]);
    expect(cseqs(buffer.since("a", 1, T0))).toBe("gap");
    // 100 characters a channel: the 75-character message pushes out the oldest until they fit.
    buffer.add("a", 8, "trade", json(75), T0);
    expect(cseqs(buffer.since("a", 5, T0))).toEqual([6, 7, 8]);
    expect(buffer.chars()).toBe(95);
    // 150 in all: another channel's 60 push out the oldest of all (a's 6).
    buffer.add("b", 1, "trade", json(60), T0);
    expect(buffer.chars()).toBe(145);
    expect(cseqs(buffer.since("a", 6, T0))).toEqual([7, 8]);
    expect(cseqs(buffer.since("a", 5, T0))).toBe("gap");
  });

  it("starts a channel afresh when its numbers jump (a restarted source or a missed hand-off)", () => {
    const buffer = new ResumeBuffer(LIMITS);
    buffer.add("a", 1, "book", json(10), T0);
    buffer.add("a", 2, "book_delta", json(10), T0);
    buffer.add("a", 9_000, "book", json(10), T0);
    expect(cseqs(buffer.since("a", 1, T0))).toBe("gap");
    expect(cseqs(buffer.since("a", 8_999, T0))).toEqual([9_000]);
    expect(buffer.chars()).toBe(10);
  });

  it("remembers at most so many channels, forgetting the one least recently moved", () => {
    const buffer = new ResumeBuffer(LIMITS);
    buffer.add("a", 1, "trade", json(1), T0);
    buffer.add("b", 1, "trade", json(1), T0);
    buffer.add("c", 1, "trade", json(1), T0);
    buffer.add("a", 2, "trade", json(1), T0);
    buffer.add("d", 1, "trade", json(1), T0);
    expect(buffer.channelCount()).toBe(3);
    expect(buffer.lastOf("b")).toBeNull();
    expect(buffer.lastOf("a")).toBe(2);
  });

  it("states its limits in V2_LIMITS", () => {
    expect(V2_LIMITS.resume_window_ms).toBe(5 * 60_000);
    expect(new ResumeBuffer().chars()).toBe(0);
  });
});

describe("channel sequences", () => {
  it("number each channel's events one by one from its clock, so a restarted source starts past them", () => {
    const before = new ChannelSequences();
    const events = before.stamp(
      [
        {
          type: "gap",
          channel: "trades:a",
          reason: "feed_overload",
          detail: "",
          venue: "kalshi",
          market: "a",
          venue_time: null,
          received_at: "",
        },
        {
          type: "gap",
          channel: "trades:a",
          reason: "feed_overload",
          detail: "",
          venue: "kalshi",
          market: "a",
          venue_time: null,
          received_at: "",
        },
        {
          type: "gap",
          channel: "trades:b",
          reason: "feed_overload",
          detail: "",
          venue: "kalshi",
          market: "b",
          venue_time: null,
          received_at: "",
        },
      ],
      T0,
    );
    expect(events.map((e) => e.cseq)).toEqual([
      T0 * CSEQ_PER_MS + 1,
      T0 * CSEQ_PER_MS + 2,
      T0 * CSEQ_PER_MS + 1,
    ]);
    expect(before.lastOf("trades:a")).toBe(T0 * CSEQ_PER_MS + 2);
    const after = new ChannelSequences();
    const [restarted] = after.stamp([{ ...events[0], channel: "trades:a" } as never], T0 + 1);
    expect(restarted?.cseq).toBeGreaterThan(T0 * CSEQ_PER_MS + 2);
    expect(Number.isSafeInteger(restarted?.cseq)).toBe(true);
  });
});

describe("the resume message", () => {
  it("takes channel names with the last cseq held, and refuses anything else", () => {
    expect(
      parseV2ClientMessage(JSON.stringify({ type: "resume", channels: { "index:PIXCPI": 42 } })),
    ).toEqual({
      ok: true,
      message: { type: "resume", channels: { "index:PIXCPI": 42 } },
    });
    for (const channels of [
      {},
      [],
      { "index:PIXCPI": -1 },
      { "index:PIXCPI": 1.5 },
      { "index:PIXCPI": "1" },
      null,
    ]) {
      const parsed = parseV2ClientMessage(JSON.stringify({ type: "resume", channels }));
      expect(parsed).toMatchObject({ ok: false, code: "malformed-message" });
    }
    const many = Object.fromEntries(
      Array.from({ length: V2_LIMITS.max_channels_per_message + 1 }, (_, i) => [`index:X${i}`, 1]),
    );
    expect(parseV2ClientMessage(JSON.stringify({ type: "resume", channels: many }))).toMatchObject({
      ok: false,
    });
  });
});
