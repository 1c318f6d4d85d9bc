/** Display formatting for the terminal: times in UTC, ages in compact units, values with their unit. */

import { VALUE_MAX_AGE_MINUTES } from "../../domain/freshness.ts";

/** A value is current for less than this from the start of its cycle (the API's freshness rule). */
export const FRESH_FOR_MS = VALUE_MAX_AGE_MINUTES * 60_000;

export function hhmm(iso: string | null): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "—" : d.toISOString().slice(11, 16);
}

/** `14:03:07`, the time of day in UTC to the second. */
export function hhmmss(iso: string | null): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "—" : d.toISOString().slice(11, 19);
}

export function utcStamp(iso: string | null): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "—" : `${d.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** `2026-11-23 23:01`, for columns whose heading says UTC. */
export function shortStamp(iso: string | null): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "—" : d.toISOString().slice(0, 16).replace("T", " ");
}

export function age(fromIso: string | null, nowMs: number): string {
  return ageSince(fromIso ? Date.parse(fromIso) : null, nowMs);
}

/** `0s`, `59s`, `1m 02s`, `3h 05m`, `2d`: the time from `fromMs` (epoch ms) to `nowMs`, never negative. */
export function ageSince(fromMs: number | null, nowMs: number): string {
  if (fromMs === null) return "—";
  const ms = nowMs - fromMs;
  if (!Number.isFinite(ms)) return "—";
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
  return `${Math.floor(s / 86_400)}d`;
}

/** `3.16%`, `4223.00 USD/ozt`: percentages hug the number, other units follow it. */
export function withUnit(decimal: string | null, unit: string): string {
  if (decimal === null) return "—";
  return unit === "%" ? `${decimal}%` : `${decimal} ${unit}`;
}

/** The change from the previous value, with as many decimals as the value carries. */
export function signedChange(
  current: string | null,
  previous: string | null,
): { text: string; sign: number } {
  if (current === null || previous === null) return { text: "", sign: 0 };
  const decimals = Math.max(current.split(".")[1]?.length ?? 0, previous.split(".")[1]?.length ?? 0);
  const delta = Number(current) - Number(previous);
  if (!Number.isFinite(delta)) return { text: "", sign: 0 };
  const rounded = Number(delta.toFixed(decimals));
  if (rounded === 0) return { text: "0", sign: 0 };
  return {
    text: `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(decimals)}`,
    sign: Math.sign(rounded),
  };
}
