/**
 * Small deterministic hashes. Every "random" value in the simulator derives from these, so the same
 * (market, minute) always yields the same numbers, in Node and in workerd alike.
 */

/** FNV-1a over UTF-16 code units, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Mixes two integers into a well-spread unsigned 32-bit value (murmur3's finaliser). */
export function mix(seed: number, value: number): number {
  // Minutes exceed 32 bits only in the far future; fold the high part in so nothing is lost.
  const high = Math.floor(value / 4294967296);
  let h = (seed ^ Math.imul(value >>> 0, 0x9e3779b1) ^ Math.imul(high, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uniform number in [0, 1) from a hash. */
export function unit(hash: number): number {
  return hash / 4294967296;
}

/** A uniform number in [-1, 1) from a seed and a value. */
export function signedNoise(seed: number, value: number): number {
  return unit(mix(seed, value)) * 2 - 1;
}

/** `length` lowercase hex digits derived from a name (condition ids, book hashes). */
export function hexFor(name: string, length: number): string {
  const seed = hashString(name);
  let out = "";
  for (let round = 1; out.length < length; round++) out += mix(seed, round).toString(16).padStart(8, "0");
  return out.slice(0, length);
}
