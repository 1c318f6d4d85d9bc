/**
 * Bindings that fail the way an outage does, with internal detail in the error that must never reach a
 * client (tests assert "D1_ERROR", "KV_ERROR" and "/var/" stay out of the body).
 */

/** A D1 binding whose every statement fails. */
export function failingD1(): D1Database {
  const fail = () => {
    throw new Error("D1_ERROR: simulated outage with internal detail /var/db");
  };
  return { prepare: fail, batch: fail, exec: fail, dump: fail, withSession: fail } as unknown as D1Database;
}

/** A KV binding whose every call fails. */
export function failingKv(): KVNamespace {
  const fail = () => {
    throw new Error("KV_ERROR: simulated outage with internal detail /var/kv");
  };
  return { get: fail, getWithMetadata: fail, put: fail, list: fail, delete: fail } as unknown as KVNamespace;
}
