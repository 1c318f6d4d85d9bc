import { rejectOnAbort } from "./abort.ts";

/**
 * Reads a response body as UTF-8 text, refusing bodies over a byte cap and giving up when the attempt's
 * signal aborts (a slow-dripping body must not outlive the request timeout).
 */
export type CappedBody = { ok: true; text: string } | { ok: false; reason: "too_large" | "not_json" };

export type CappedBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too_large" };

export async function readCappedText(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<CappedBody> {
  const body = await readCappedBytes(response, maxBytes, signal);
  return body.ok ? decodeUtf8(body.bytes) : body;
}

/** The raw body bytes under the same cap and abort rules, for callers that decode by charset. */
export async function readCappedBytes(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<CappedBytes> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discardBody(response);
    return { ok: false, reason: "too_large" };
  }
  if (response.body === null) return { ok: true, bytes: new Uint8Array(0) };

  const aborted = rejectOnAbort(signal);
  if (Number.isInteger(declared) && declared >= 0 && !isEncoded(response)) {
    // The length is declared within the cap and no decoding can grow it: one native read instead of a
    // JS step per chunk. The cap is checked again on what arrived, should the header have understated it.
    const bytes = new Uint8Array(await Promise.race([response.arrayBuffer(), aborted]));
    return bytes.byteLength > maxBytes ? { ok: false, reason: "too_large" } : { ok: true, bytes };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too_large" };
      }
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
  return { ok: true, bytes: joinChunks(chunks, total) };
}

/**
 * A body the runtime decodes (gzip, br, deflate) can be far larger than its declared length, so only an
 * identity body is read whole; an encoded one is read chunk by chunk under the cap.
 */
function isEncoded(response: Response): boolean {
  const encoding = response.headers.get("content-encoding");
  return encoding !== null && encoding.trim().toLowerCase() !== "identity" && encoding.trim() !== "";
}

/** Frees the connection of a response whose body pix will not read (error statuses). */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

function joinChunks(chunks: Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decodeUtf8(bytes: Uint8Array): CappedBody {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    // Bytes that are not UTF-8 cannot be JSON.
    return { ok: false, reason: "not_json" };
  }
}
