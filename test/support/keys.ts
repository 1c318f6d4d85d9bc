import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { Bindings } from "../../src/env.ts";
import worker from "../../src/worker.ts";
import { BASE } from "./fetch.ts";

export const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

/** A request through the Worker's fetch with (optionally overridden) bindings; background work awaited. */
export async function call(
  path: string,
  init: RequestInit = {},
  bindings: Partial<Bindings> = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}${path}`, init),
    { ...env, ...bindings } as Bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export function admin(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return call(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...ADMIN,
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export interface KeyRecordJson {
  type: "api_key";
  id: string;
  name: string;
  key_hint: string;
  status: "active" | "revoked" | "expired";
  scopes: string[];
  rate_limit_per_minute: number;
  expires_at: string | null;
  entitlements: string[] | null;
  created_at: string;
  revoked_at: string | null;
  rotated_from: string | null;
  rotated_to: string | null;
  key?: string;
}

export interface NewKeyOptions {
  name?: string;
  scopes?: string[];
  rate_limit_per_minute?: number;
  expires_at?: string;
  entitlements?: string[];
}

/** Creates a key through the admin plane and answers its record with the plaintext `key`. */
export async function createKey(options: NewKeyOptions = {}): Promise<KeyRecordJson & { key: string }> {
  const res = await admin("/api/admin/keys", {
    body: {
      name: options.name ?? "test key",
      scopes: options.scopes ?? ["indices:read", "benchmarks:read"],
      rate_limit_per_minute: options.rate_limit_per_minute ?? 1000,
      ...(options.expires_at ? { expires_at: options.expires_at } : {}),
      ...(options.entitlements ? { entitlements: options.entitlements } : {}),
    },
  });
  if (res.status !== 201) throw new Error(`create key: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: KeyRecordJson & { key: string } }).data;
}

/** A random client address, so per-IP limits in one test never touch another test's. */
export function freshIp(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}
