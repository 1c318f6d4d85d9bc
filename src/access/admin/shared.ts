import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { isValidIfNoneMatch } from "../../platform/http/conditional.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { type Issuer, loadKey } from "../keys/issuance.ts";
import { keyEtag, keyRecord } from "../keys/records.ts";
import { sha256Hex } from "../keys.ts";
import { privateJson } from "../private-plane.ts";
import type { ApiKeyRow } from "../store/api-keys.ts";

const OPERATOR = /^[\w.@-]{1,64}$/;

/**
 * Who made an admin call: the operator name from X-Operator when given, and a fingerprint of the token
 * used (the first 8 hex digits of its SHA-256), so the log tells tokens apart without holding one.
 */
export async function actor(c: Context<AppEnv>): Promise<string> {
  const header = c.req.header("X-Operator")?.trim();
  const name = header && OPERATOR.test(header) ? header : "operator";
  const token = c.env.ADMIN_TOKEN ?? "";
  return `${name}@token:${(await sha256Hex(token)).slice(0, 8)}`;
}

/** The operator of this call, as the issuer of the key changes it makes. */
export async function adminIssuer(c: Context<AppEnv>): Promise<Issuer> {
  return { env: c.env, actor: await actor(c), requestId: c.get("requestId") };
}

/** The record named by the `{id}` path segment, or 404 key-not-found. */
export const loadKeyParam = (c: Context<AppEnv>, id: string) => loadKey(c.env, id);

/**
 * Honours If-Match (RFC 9110 13.1.1, strong comparison) against the record as read: 400 invalid-header
 * when malformed, 412 precondition-failed when no tag matches. Answers whether the header was sent, so
 * a change that then loses its race answers 412 rather than 409.
 */
export function checkIfMatch(c: Context<AppEnv>, row: ApiKeyRow): boolean {
  const header = c.req.header("If-Match");
  if (header === undefined) return false;
  if (!isValidIfNoneMatch(header)) {
    throw new ProblemError("invalid-header", {
      detail: "If-Match must be '*' or a comma-separated list of quoted entity tags.",
      invalidParams: [{ name: "If-Match", in: "header", reason: "is not a list of entity tags" }],
    });
  }
  const tags = header.split(",").map((tag) => tag.trim());
  if (tags.includes("*") || tags.includes(keyEtag(row))) return true;
  throw new ProblemError("precondition-failed", {
    detail: `Key ${row.id} has changed: its ETag is now ${keyEtag(row)}. Read it again and retry.`,
  });
}

/** A key record as an admin answer, with its ETag. */
export function keyAnswer(c: Context<AppEnv>, row: ApiKeyRow, nowMs: number) {
  c.header("ETag", keyEtag(row));
  return privateJson(c, keyRecord(row, nowMs));
}

/** A key just issued (created or rotated): its record with its ETag and, this once, the key itself. */
export function newKeyAnswer(c: Context<AppEnv>, row: ApiKeyRow, nowMs: number, key: string) {
  c.header("ETag", keyEtag(row));
  return privateJson(c, { ...keyRecord(row, nowMs), key }, 201);
}
