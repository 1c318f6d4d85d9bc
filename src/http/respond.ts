import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { CACHE_POLICIES, type CachePolicy } from "./cache-control.ts";

/** A 200 JSON read with its explicit cache lifetime; the ETag middleware adds the entity tag. */
export function jsonRead<T>(c: Context<AppEnv>, body: T, policy: CachePolicy) {
  c.header("Cache-Control", CACHE_POLICIES[policy]);
  return c.json(body, 200);
}
