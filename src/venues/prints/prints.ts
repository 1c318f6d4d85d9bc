/**
 * The official-prints adapter: the current values of the agencies' series, as each source serves them
 * now. The sources keep no release log pix can read (BLS and EIA serve only the current value of each
 * period; FRED gives the date a value entered its record), so first prints, revisions and release times
 * are what the collector (src/outcomes/prints.ts) sees change between its polls. Never throws.
 *
 * - BLS Public Data API v2: one `POST /timeseries/data/` for up to 50 series; without `startyear` and
 *   `endyear` it answers the latest three years. A preliminary value carries footnote `P`.
 * - FRED: `GET /fred/series/observations?series_id=…&file_type=json&sort_order=desc&limit=N`; a missing
 *   value is `"."`.
 * - EIA v2: `GET /v2/{route}/data/?frequency=daily&data[0]=value&facets[series][]=…` sorted by period,
 *   newest first, `length` rows.
 */
import type { HttpClient, HttpFailureReason } from "../http/client.ts";
import { endpoint } from "../shared/request-helpers.ts";
import {
  blsAnswerSchema,
  blsFootnoteSchema,
  blsRecordSchema,
  eiaDataSchema,
  eiaRecordSchema,
  fredObservationsSchema,
  fredRecordSchema,
} from "./schema.ts";
import type { PrintSource } from "./series.ts";
import type { OfficialObservation, PrintsConfig, PrintsFailure, PrintsResult } from "./types.ts";

/** BLS v2's limit of series per query. */
export const BLS_MAX_SERIES = 50;
/** Observations asked of FRED and EIA per series: enough to see every revision of the last weeks. */
export const DAILY_OBSERVATIONS = 60;

const DECIMAL = /^-?\d{1,12}(\.\d{1,12})?$/;
const MONTH_PERIOD = /^M(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function readBlsSeries(
  config: PrintsConfig,
  seriesIds: readonly string[],
  client: HttpClient,
): Promise<PrintsResult> {
  const ids = [...new Set(seriesIds)].slice(0, BLS_MAX_SERIES);
  const body: Record<string, unknown> = { seriesid: ids };
  if (config.blsKey) body.registrationkey = config.blsKey;
  const url = endpoint(config.blsBaseUrl, "/timeseries/data/", new URLSearchParams());
  try {
    const answer = await client.postJson(url, body, blsAnswerSchema);
    if (!answer.ok) return httpFailure("bls", answer.reason, answer.detail);
    const { status, Results } = answer.value;
    if (status !== "REQUEST_SUCCEEDED")
      return { ok: false, source: "bls", reason: "refused", detail: "status" };
    const wanted = new Set(ids);
    const observations: OfficialObservation[] = [];
    const seen = new Set<string>();
    for (const entry of Results?.series ?? []) {
      const series = entry as { seriesID?: unknown; data?: unknown };
      if (typeof series.seriesID !== "string" || !wanted.has(series.seriesID)) continue;
      // A series listed twice: the first listing is the answer.
      if (seen.has(series.seriesID)) continue;
      seen.add(series.seriesID);
      const periods = new Set<string>();
      for (const record of Array.isArray(series.data) ? series.data : []) {
        const parsed = blsRecordSchema.safeParse(record);
        if (!parsed.success) continue;
        const point = parsed.data;
        // M13 is the annual average, not a release of its own.
        if (!YEAR.test(point.year) || !MONTH_PERIOD.test(point.period)) continue;
        const value = point.value.trim();
        if (!DECIMAL.test(value)) continue;
        const period = `${point.year}-${point.period.slice(1)}`;
        if (periods.has(period)) continue;
        periods.add(period);
        observations.push({
          sourceSeriesId: series.seriesID,
          period,
          value,
          preliminary: (point.footnotes ?? []).some(
            (note) => blsFootnoteSchema.safeParse(note).data?.code === "P",
          ),
          vintage: null,
        });
      }
    }
    return { ok: true, source: "bls", observations };
  } catch {
    return { ok: false, source: "bls", reason: "malformed" };
  }
}

export async function readFredSeries(
  config: PrintsConfig,
  seriesId: string,
  client: HttpClient,
  limit = DAILY_OBSERVATIONS,
): Promise<PrintsResult> {
  const query = new URLSearchParams({
    series_id: seriesId,
    api_key: config.fredKey ?? "",
    file_type: "json",
    sort_order: "desc",
    limit: String(limit),
  });
  try {
    const answer = await client.getJson(
      endpoint(config.fredBaseUrl, "/fred/series/observations", query),
      fredObservationsSchema,
    );
    if (!answer.ok) return httpFailure("fred", answer.reason, answer.detail);
    const observations: OfficialObservation[] = [];
    const periods = new Set<string>();
    for (const record of answer.value.observations) {
      const parsed = fredRecordSchema.safeParse(record);
      if (!parsed.success) continue;
      const point = parsed.data;
      if (!isDay(point.date) || !DECIMAL.test(point.value) || periods.has(point.date)) continue;
      periods.add(point.date);
      observations.push({
        sourceSeriesId: seriesId,
        period: point.date,
        value: point.value,
        preliminary: false,
        vintage: isDay(point.realtime_start) ? point.realtime_start : null,
      });
    }
    return { ok: true, source: "fred", observations };
  } catch {
    return { ok: false, source: "fred", reason: "malformed" };
  }
}

export async function readEiaSeries(
  config: PrintsConfig,
  route: string,
  seriesId: string,
  client: HttpClient,
  length = DAILY_OBSERVATIONS,
): Promise<PrintsResult> {
  if (!/^[a-z-]+(\/[a-z-]+)*$/.test(route)) return { ok: false, source: "eia", reason: "invalid_url" };
  const query = new URLSearchParams({ api_key: config.eiaKey ?? "", frequency: "daily" });
  query.append("data[0]", "value");
  query.append("facets[series][]", seriesId);
  query.append("sort[0][column]", "period");
  query.append("sort[0][direction]", "desc");
  query.append("offset", "0");
  query.append("length", String(length));
  try {
    const answer = await client.getJson(
      endpoint(config.eiaBaseUrl, `/v2/${route}/data/`, query),
      eiaDataSchema,
    );
    if (!answer.ok) return httpFailure("eia", answer.reason, answer.detail);
    const observations: OfficialObservation[] = [];
    const periods = new Set<string>();
    for (const record of answer.value.response.data) {
      const parsed = eiaRecordSchema.safeParse(record);
      if (!parsed.success) continue;
      const point = parsed.data;
      if (point.series !== undefined && point.series !== seriesId) continue;
      const value = typeof point.value === "number" ? numberText(point.value) : (point.value ?? "").trim();
      if (!isDay(point.period) || value === null || !DECIMAL.test(value)) continue;
      if (periods.has(point.period)) continue;
      periods.add(point.period);
      observations.push({
        sourceSeriesId: seriesId,
        period: point.period,
        value,
        preliminary: false,
        vintage: null,
      });
    }
    return { ok: true, source: "eia", observations };
  } catch {
    return { ok: false, source: "eia", reason: "malformed" };
  }
}

/** A real calendar day `YYYY-MM-DD` (not `2026-02-30`). */
function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** A JSON number as the decimal the source wrote (finite, no exponent), or null. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

function httpFailure(
  source: PrintSource,
  reason: HttpFailureReason,
  detail: string | undefined,
): PrintsFailure {
  return { ok: false, source, reason, ...(detail === undefined ? {} : { detail }) };
}
