import type { z } from "zod";

/**
 * Fast paths for the per-item zod schemas of venue pages. In workerd zod cannot compile its object
 * checks (no `new Function`), and its generic path over thousands of markets and books a cycle cost
 * more CPU than the rest of their normalisation. A plain reader accepts only the plain case — every
 * field of the expected JSON type — and builds the object the schema would; anything else goes to the
 * schema, which decides and names the failing path. So a plain reader never widens what is accepted:
 * it only answers "valid" sooner for the common case.
 */

/** What a field reader answers for a value that is not plainly valid: the schema decides. */
export const NOT_PLAIN: unique symbol = Symbol("not plain");

export type FieldReader<V> = (value: unknown) => V | typeof NOT_PLAIN;

export const anyString: FieldReader<string> = (value) => (typeof value === "string" ? value : NOT_PLAIN);

export const nonEmptyString: FieldReader<string> = (value) =>
  typeof value === "string" && value.length > 0 ? value : NOT_PLAIN;

export const finiteNumber: FieldReader<number> = (value) =>
  typeof value === "number" && Number.isFinite(value) ? value : NOT_PLAIN;

export const boolean: FieldReader<boolean> = (value) => (typeof value === "boolean" ? value : NOT_PLAIN);

/** `.nullish()`: null and undefined pass through unchanged. */
export function nullish<V>(read: FieldReader<V>): FieldReader<V | null | undefined> {
  return (value) => (value === null || value === undefined ? value : read(value));
}

/** An array whose every item reads plainly, copied item by item (as zod copies it). */
export function arrayOf<V>(read: FieldReader<V>): FieldReader<V[]> {
  return (value) => {
    if (!Array.isArray(value)) return NOT_PLAIN;
    const out: V[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = read(value[i]);
      if (item === NOT_PLAIN) return NOT_PLAIN;
      out[i] = item;
    }
    return out;
  };
}

/**
 * An array of objects with a string under each of `keys`, as the schema builds it (other members
 * stripped). When no item has another member the array is taken as it is, equal item for item to the
 * schema's copy: book sides carry tens of thousands of levels a cycle, and copying each one was most
 * of what reading a book allocated.
 */
export function arrayOfStringRecords<K extends string>(keys: readonly K[]): FieldReader<Record<K, string>[]> {
  const copy = arrayOf(
    objectOf(Object.fromEntries(keys.map((key) => [key, anyString])) as ObjectReaders<Record<K, string>>),
  );
  return (value) => {
    if (!Array.isArray(value)) return NOT_PLAIN;
    for (const item of value) {
      if (typeof item !== "object" || item === null) return NOT_PLAIN;
      let members = 0;
      for (const key in item) {
        if (typeof (item as Record<string, unknown>)[key] !== "string" || !keys.includes(key as K)) {
          return copy(value);
        }
        members++;
      }
      if (members !== keys.length) return copy(value);
    }
    return value as Record<K, string>[];
  };
}

/** `.nullish().transform((list) => list ?? [])`: absent reads as an empty list. */
export function orEmpty<V>(read: FieldReader<V[]>): FieldReader<V[]> {
  return (value) => (value === null || value === undefined ? [] : read(value));
}

export const unknownArray: FieldReader<unknown[]> = (value) =>
  Array.isArray(value) ? [...value] : NOT_PLAIN;

/** A JSON-encoded string of an array of strings (`"[\"Yes\", \"No\"]"`), decoded. */
export const jsonStringArray: FieldReader<string[]> = (value) => {
  if (typeof value !== "string") return NOT_PLAIN;
  let decoded: unknown;
  try {
    decoded = JSON.parse(value);
  } catch {
    return NOT_PLAIN;
  }
  if (!Array.isArray(decoded)) return NOT_PLAIN;
  for (const item of decoded) if (typeof item !== "string") return NOT_PLAIN;
  return decoded as string[];
};

/** Every member of the schema's output type, each with its reader (the compiler checks none is missing). */
export type ObjectReaders<T> = { [K in keyof Required<T>]: FieldReader<T[K]> };

/**
 * Reads an object with one reader per member, keeping only those members (as a zod object strips
 * unknown keys); members absent from the input stay absent unless their reader gives them a value.
 */
export function objectOf<T>(readers: ObjectReaders<T>): FieldReader<T> {
  const entries = Object.entries(readers) as [string, FieldReader<unknown>][];
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return NOT_PLAIN;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, read] of entries) {
      const member = read(record[key]);
      if (member === NOT_PLAIN) return NOT_PLAIN;
      if (member !== undefined || key in record) out[key] = member;
    }
    return out as T;
  };
}

/** The schema's `safeParse`, answered by the plain reader when it can. */
export function plainFirst<T>(
  schema: z.ZodType<T>,
  read: FieldReader<T>,
): (raw: unknown) => z.ZodSafeParseResult<T> {
  return (raw) => {
    const plain = read(raw);
    return plain === NOT_PLAIN ? schema.safeParse(raw) : { success: true, data: plain };
  };
}
