/**
 * A venue stream's sequence numbers (Kalshi's per-subscription `seq`): each message must carry the
 * previous number plus one. A skipped number means a missed message; a repeated or older one means
 * the stream is not what the book was built from. Either is a gap.
 */

export type SequenceGap = {
  ok: false;
  kind: "gap";
  reason: "seq_skipped" | "seq_repeated";
  expected: number;
  got: number;
};

/**
 * Whether `seq` follows `last`. A stream's first message (`last` null) and a venue without sequence
 * numbers (`seq` null) always follow.
 */
export function checkSequence(last: number | null, seq: number | null): { ok: true } | SequenceGap {
  if (last === null || seq === null || seq === last + 1) return { ok: true };
  return {
    ok: false,
    kind: "gap",
    reason: seq <= last ? "seq_repeated" : "seq_skipped",
    expected: last + 1,
    got: seq,
  };
}
