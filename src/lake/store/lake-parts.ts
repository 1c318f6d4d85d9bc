/**
 * R2 objects of whole-venue snapshots stored in parts (layout: src/lake/parts.ts). A part is created
 * once: its write is conditional on the key being absent, so a duplicated queue delivery finds the
 * first delivery's part and reports that, never a second set of rows.
 */
import { ttlCachePerOwner } from "../../platform/cache/ttl-cache.ts";
import {
  filledQuoteFields,
  LAKE_ROW_SCHEMA,
  type LakeRow,
  type PriceField,
} from "../../venues/shared/row.ts";
import { offsetsKey } from "../keys.ts";
import type { PartsManifest } from "../parts.ts";
import { decodeTape, encodeTape } from "../tape.ts";

export interface StoredPart {
  rows: number;
  bytes: number;
  quoteFields: PriceField[];
  /** Whether this call wrote the part (false: an earlier delivery already had). */
  created: boolean;
  /** The caller's metadata stored with the part (the stored part's, when it existed already). */
  meta: Record<string, string>;
}

const NDJSON = { contentType: "application/x-ndjson" };
const OCTETS = { contentType: "application/octet-stream" };

/**
 * Writes a part and its offsets index unless the part exists. When it exists, the stored part wins:
 * its index is rewritten from its own bytes (an earlier delivery may have stopped between the two
 * writes) and its counts are returned.
 */
export async function writePart(
  bucket: R2Bucket,
  key: string,
  rows: readonly LakeRow[],
  meta: Record<string, string> = {},
): Promise<StoredPart> {
  const { body, index } = encodeTape(rows);
  const created = await bucket.put(key, body, {
    httpMetadata: NDJSON,
    customMetadata: { ...meta, schema: LAKE_ROW_SCHEMA, rows: String(rows.length) },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (created) {
    await bucket.put(offsetsKey(key), index, { httpMetadata: OCTETS });
    return {
      rows: rows.length,
      bytes: body.byteLength,
      quoteFields: filledQuoteFields(rows),
      created: true,
      meta,
    };
  }
  const existing = await bucket.get(key);
  if (!existing) throw new Error(`lake part ${key} refused a create but cannot be read`);
  const storedRows = decodeTape(await existing.text());
  const stored = encodeTape(storedRows);
  await bucket.put(offsetsKey(key), stored.index, { httpMetadata: OCTETS });
  return {
    rows: storedRows.length,
    bytes: stored.body.byteLength,
    quoteFields: filledQuoteFields(storedRows),
    created: false,
    meta: existing.customMetadata ?? {},
  };
}

export async function writePartsManifest(
  bucket: R2Bucket,
  key: string,
  manifest: PartsManifest,
): Promise<void> {
  await bucket.put(key, JSON.stringify(manifest), { httpMetadata: { contentType: "application/json" } });
}

/**
 * The parts manifest, or null. Probed with a `head` first: most snapshots are one object and have
 * none, and a miss then reads no bytes (a page of a one-object snapshot stays two range reads).
 */
export async function readPartsManifest(bucket: R2Bucket, key: string): Promise<PartsManifest | null> {
  if (!(await bucket.head(key))) return null;
  const object = await bucket.get(key);
  return object ? ((await object.json()) as PartsManifest) : null;
}

/**
 * A parts manifest is written once and never changed, so it is kept like a snapshot head (one read per
 * minute while a client pages). Its absence is kept too, but only when the caller knows it is final (the
 * minute's collection can no longer seal); otherwise an absent manifest may be written next.
 */
const manifests = ttlCachePerOwner<R2Bucket, string, { manifest: PartsManifest | null }>({
  ttlMs: 60_000,
  maxEntries: 1024,
});

export async function cachedPartsManifest(
  bucket: R2Bucket,
  key: string,
  options: { absenceIsFinal: boolean },
  nowMs = Date.now(),
): Promise<PartsManifest | null> {
  const cached = await manifests(bucket).getOrLoad(
    key,
    async () => {
      const manifest = await readPartsManifest(bucket, key);
      return manifest || options.absenceIsFinal ? { manifest } : null;
    },
    nowMs,
  );
  return cached?.manifest ?? null;
}
