/**
 * Canonical JSON per RFC 8785 (the JSON Canonicalization Scheme): the one byte sequence a signature is
 * computed over, so that a verifier who re-serialises the same data gets the same bytes.
 *
 * - objects: members sorted by their names' UTF-16 code units (JavaScript's default string order), no
 *   duplicate names (a JavaScript object cannot hold any);
 * - numbers: ECMAScript's Number-to-string (shortest round-trip, `1e+30`, `1e-7`, `0.000001`, −0 as `0`);
 *   NaN and ±Infinity are refused;
 * - strings: JSON.stringify's escaping (`\"`, `\\`, `\b \f \n \r \t`, other controls as lower-case
 *   `\u00xx`, everything else as is); lone surrogates are refused (they have no UTF-8 form);
 * - no whitespace; the text is encoded as UTF-8.
 *
 * Accepts plain data only: null, booleans, finite numbers, strings, arrays and plain objects. Object
 * members whose value is `undefined` are left out, as JSON.stringify does; anything else (undefined in
 * an array, bigint, functions, Dates, class instances) throws a TypeError rather than guessing.
 */

const LONE_SURROGATE = /\p{Surrogate}/u;

function serialize(value: unknown, out: string[]): void {
  if (value === null) {
    out.push("null");
    return;
  }
  switch (typeof value) {
    case "boolean":
      out.push(value ? "true" : "false");
      return;
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no form for ${value}`);
      // JSON.stringify applies ECMAScript's Number::toString and writes −0 as 0, which RFC 8785 requires.
      out.push(JSON.stringify(value));
      return;
    case "string":
      if (LONE_SURROGATE.test(value)) throw new TypeError("canonical JSON refuses a lone surrogate");
      out.push(JSON.stringify(value));
      return;
    case "object":
      break;
    default:
      throw new TypeError(`canonical JSON has no form for a ${typeof value}`);
  }
  if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, i) => {
      if (i > 0) out.push(",");
      if (item === undefined) throw new TypeError("canonical JSON refuses undefined in an array");
      serialize(item, out);
    });
    out.push("]");
    return;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    throw new TypeError("canonical JSON accepts plain objects only");
  }
  const record = value as Record<string, unknown>;
  const names = Object.keys(record)
    .filter((name) => record[name] !== undefined)
    .sort();
  out.push("{");
  names.forEach((name, i) => {
    if (i > 0) out.push(",");
    serialize(name, out);
    out.push(":");
    serialize(record[name], out);
  });
  out.push("}");
}

/** The RFC 8785 canonical text of a JSON value. */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  serialize(value, out);
  return out.join("");
}

/** The canonical text's UTF-8 bytes: what a signature covers. */
export function canonicalBytes(value: unknown): Uint8Array<ArrayBuffer> {
  // Copied into a plain ArrayBuffer-backed array, the form WebCrypto's signatures take.
  return new Uint8Array(new TextEncoder().encode(canonicalJson(value)));
}
