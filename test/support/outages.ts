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

/** How a binding fails: its calls reject (an outage), or resolve to nothing (null). */
export type Fault = "throw" | "nothing";

export interface FaultOptions {
  /**
   * Methods that run for real, their results wrapped the same way: the handles a binding hands out
   * before any I/O (D1 `prepare` and `bind`; a Durable Object namespace's `getByName`, whose stub's RPC
   * methods then fail).
   */
  pass?: readonly string[];
  /** When given, only these methods fail; every other one runs for real. */
  only?: readonly string[];
}

/**
 * A real binding behind a Proxy whose calls fail: `throw` rejects with internal detail that must never
 * reach a client ("BINDING_ERROR", "/var/binding"), `nothing` resolves to null where the binding promises
 * a result. Fault injection of the real binding: whatever the proxy lets through is the real thing.
 */
export function faultyBinding<T extends object>(real: T, fault: Fault, options: FaultOptions = {}): T {
  const pass = new Set(options.pass ?? []);
  const only = options.only ? new Set(options.only) : null;
  const wrap = <O extends object>(target: O): O =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== "function" || typeof property !== "string") return value;
        const method = value as (...args: unknown[]) => unknown;
        if (pass.has(property)) {
          return (...args: unknown[]) => {
            const result = method.apply(object, args);
            return typeof result === "object" && result !== null ? wrap(result) : result;
          };
        }
        if (only && !only.has(property)) return method.bind(object);
        return () =>
          fault === "throw"
            ? Promise.reject(new Error(`BINDING_ERROR: simulated outage of ${property} at /var/binding`))
            : Promise.resolve(null);
      },
    });
  return wrap(real);
}

/** Where each kind of binding does its I/O (see FaultOptions.pass). */
export const D1_HANDLES = ["prepare", "bind"] as const;
export const DURABLE_OBJECT_HANDLES = ["getByName", "get", "idFromName"] as const;
