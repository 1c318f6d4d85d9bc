/**
 * Feed bytes to text by the charset the answer declares: a byte-order mark first, then the
 * `Content-Type` charset, then the XML declaration, else UTF-8. UTF-8 is decoded strictly; the Latin
 * family (EDGAR declares ISO-8859-1, BEA us-ascii) is decoded as windows-1252, as browsers do.
 */

export type DecodedText =
  | { ok: true; text: string }
  | { ok: false; reason: "unsupported_encoding" | "invalid_encoding" };

const UTF8_LABELS = new Set(["utf-8", "utf8", "unicode-1-1-utf-8"]);
const LATIN_LABELS = new Set([
  "us-ascii",
  "ascii",
  "iso-8859-1",
  "iso8859-1",
  "iso_8859-1",
  "latin1",
  "l1",
  "windows-1252",
  "cp1252",
  "x-cp1252",
]);

/** windows-1252 at 0x80–0x9F (0 where the code page leaves the byte undefined). */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8_192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes: number[] = [];
    for (const byte of bytes.subarray(start, start + CHUNK)) {
      codes.push(byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] || 0xfffd : byte);
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

function charsetOfContentType(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*"?([A-Za-z0-9._:-]{1,40})"?/i.exec(contentType ?? "");
  return match?.[1]?.toLowerCase() ?? null;
}

function charsetOfXmlDeclaration(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  const match = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]{1,40})["']/.exec(head);
  return match?.[1]?.toLowerCase() ?? null;
}

export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeUtf8(bytes.subarray(3));
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) {
    return { ok: false, reason: "unsupported_encoding" };
  }
  const charset = charsetOfContentType(contentType) ?? charsetOfXmlDeclaration(bytes) ?? "utf-8";
  if (UTF8_LABELS.has(charset)) return decodeUtf8(bytes);
  if (LATIN_LABELS.has(charset)) return { ok: true, text: decodeWindows1252(bytes) };
  return { ok: false, reason: "unsupported_encoding" };
}

function decodeUtf8(bytes: Uint8Array): DecodedText {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "invalid_encoding" };
  }
}
