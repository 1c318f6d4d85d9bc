/** Small helpers for building batched upstream requests. */

/** Unique, non-empty values in first-seen order. */
export function uniqueValues(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== ""))];
}

export function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** Joins a configured base URL and a path with a query, tolerating a trailing slash on the base. */
export function endpoint(baseUrl: string, path: string, query: URLSearchParams): string {
  const url = `${baseUrl.replace(/\/+$/, "")}${path}`;
  const search = query.toString();
  return search === "" ? url : `${url}?${search}`;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(value)));
}
