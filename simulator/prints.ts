/**
 * The simulated official sources (the agencies' real answer shapes), under `/prints`:
 *
 *   POST /prints/bls/publicAPI/v2/timeseries/data/     BLS Public Data API v2 (CPI, U-3, payrolls)
 *   GET  /prints/fred/fred/series/observations          FRED (the federal funds target range)
 *   GET  /prints/eia/v2/{route}/data/                   EIA open data v2 (NYMEX front-month settlements)
 *   /prints/_control/{faults,reset,state}               faults per endpoint: bls, fred, eia
 *
 * A compressed calendar, deterministic from the simulator's clock: every `PRINT_CYCLE_MS` (5 minutes)
 * each series releases one new period (a month for BLS, a day for FRED and EIA), the sources at their
 * own offset in the cycle, and some releases revise earlier periods (payrolls the two before, as BLS
 * does; the seasonally adjusted CPI and U-3 now and then; an EIA settlement corrected a cycle later).
 * The NSA CPI and the target range are never revised, as in life. Period k's labels count from
 * 2000-01 (months) and 2000-01-01 (days), wrapping after 8,000 label-years (some 333 days of cycles).
 * Keys are not checked. Every value is synthetic.
 */
import { hashString, mix, unit } from "./hash.ts";
import { json, type SimReply } from "./reply.ts";
import { createSourceFaultBoard, handleSourceControl, withFault } from "./source-faults.ts";
import { MONTH_NAMES } from "./words.ts";

export const PRINTS_BASE_PATHS = {
  bls: "/prints/bls/publicAPI/v2",
  fred: "/prints/fred",
  eia: "/prints/eia",
} as const;
export const PRINTS_ENDPOINTS = ["bls", "fred", "eia"] as const;
export const PRINT_CYCLE_MS = 5 * 60_000;
/** Each source's release instant within a cycle. */
export const PRINT_OFFSET_MS = { bls: 30_000, fred: 90_000, eia: 150_000 } as const;
const MONTH_WRAP = 96_000;
const DAY_MS = 86_400_000;
const DAY_ORIGIN = Date.UTC(2000, 0, 1);

type Source = keyof typeof PRINT_OFFSET_MS;

interface SimSeries {
  id: string;
  source: Source;
  route?: string;
  /** Period k's value as first printed, and after revision r (1, 2, …): null = no revision then. */
  first: (k: number) => number;
  revision: (k: number, r: number) => number | null;
  decimals: number;
}

const noise = (name: string, k: number) => unit(mix(hashString(name), k)) * 2 - 1;

const fedUpper = (k: number): number => {
  // A meeting every 8 cycles; the range moves by a quarter point, or not, from 4.00 around 2.50–5.50.
  const meeting = Math.floor(k / 8);
  const step = mix(hashString("fomc"), meeting) % 3; // 0 cut, 1 hold, 2 hike
  const level = 16 + ((meeting * 7 + step) % 13) - 6; // quarter points, 10..22
  return level * 0.25;
};

export const SIM_PRINT_SERIES: readonly SimSeries[] = [
  {
    id: "CUUR0000SA0",
    source: "bls",
    first: (k) => 250 + (k % MONTH_WRAP) * 0.21 + noise("cpi-nsa", k) * 0.4,
    revision: () => null,
    decimals: 3,
  },
  {
    id: "CUSR0000SA0",
    source: "bls",
    first: (k) => 250.5 + (k % MONTH_WRAP) * 0.21 + noise("cpi-sa", k) * 0.3,
    revision: (k, r) => (r === 1 && mix(7, k) % 4 === 0 ? 0.041 + 0.001 * (mix(8, k) % 20) : null),
    decimals: 3,
  },
  {
    id: "LNS14000000",
    source: "bls",
    first: (k) => Math.round((4.2 + noise("u3", Math.floor(k / 3)) * 0.6 + noise("u3m", k) * 0.1) * 10) / 10,
    revision: (k, r) => (r === 1 && mix(9, k) % 5 === 0 ? (mix(10, k) % 2 === 0 ? 0.1 : -0.1) : null),
    decimals: 1,
  },
  {
    id: "CES0000000001",
    source: "bls",
    first: (k) => Math.round(158_000 + (k % MONTH_WRAP) * 0.15 + noise("nfp", k) * 120),
    revision: (k, r) => (r <= 2 ? Math.round(noise(`nfp-rev-${r}`, k) * 60) : null),
    decimals: 0,
  },
  { id: "DFEDTARU", source: "fred", first: fedUpper, revision: () => null, decimals: 2 },
  { id: "DFEDTARL", source: "fred", first: (k) => fedUpper(k) - 0.25, revision: () => null, decimals: 2 },
  {
    id: "RCLC1",
    source: "eia",
    route: "petroleum/pri/fut",
    first: (k) => 68 + noise("wti-trend", Math.floor(k / 20)) * 8 + noise("wti", k) * 1.5,
    revision: (k, r) => (r === 1 && mix(11, k) % 7 === 0 ? 0.05 : null),
    decimals: 2,
  },
  {
    id: "RNGC1",
    source: "eia",
    route: "natural-gas/pri/fut",
    first: (k) => 3.6 + noise("ng-trend", Math.floor(k / 20)) * 0.6 + noise("ng", k) * 0.12,
    revision: (k, r) => (r === 1 && mix(12, k) % 7 === 0 ? -0.011 : null),
    decimals: 3,
  },
];

/** The instant period k of a source is first released. */
export function printReleaseMs(source: Source, k: number): number {
  return k * PRINT_CYCLE_MS + PRINT_OFFSET_MS[source];
}

/** The newest period of a source released at `nowMs`. */
export function latestPeriod(source: Source, nowMs: number): number {
  return Math.floor((nowMs - PRINT_OFFSET_MS[source]) / PRINT_CYCLE_MS);
}

/** Period k's value at `nowMs` (null before its release), with the cycle of its latest revision. */
export function printValueAt(
  series: SimSeries,
  k: number,
  nowMs: number,
): { value: string; cycle: number } | null {
  const latest = latestPeriod(series.source, nowMs);
  if (k > latest || k < 0) return null;
  let value = series.first(k);
  let cycle = k;
  for (let r = 1; k + r <= latest; r++) {
    const delta = series.revision(k, r);
    if (delta === null) break;
    value += delta;
    cycle = k + r;
  }
  return { value: value.toFixed(series.decimals), cycle };
}

/** `2000-01` + k months, wrapping after 8,000 years. */
export function monthLabel(k: number): { year: string; month: number } {
  const m = k % MONTH_WRAP;
  return { year: String(2000 + Math.floor(m / 12)), month: (m % 12) + 1 };
}

/** `2000-01-01` + k days. */
export function dayLabel(k: number): string {
  return new Date(DAY_ORIGIN + (k % 2_900_000) * DAY_MS).toISOString().slice(0, 10);
}

export interface PrintsUpstream {
  /** `path` is the segments after `/prints`. */
  handle(request: Request, path: string[], nowMs: number): Promise<SimReply>;
  reset(): void;
}

export function createPrintsUpstream(): PrintsUpstream {
  const faults = createSourceFaultBoard();
  return {
    reset: () => faults.reset(),
    async handle(request, path, nowMs) {
      const [source, ...rest] = path;
      const route = rest.join("/");
      if (source === "_control") return handleSourceControl(request, rest[0], faults, PRINTS_ENDPOINTS);
      if (source === "bls" && route === "publicAPI/v2/timeseries/data") {
        if (request.method !== "POST") return json({ error: "method not allowed" }, 405, { Allow: "POST" });
        const body = await readJson(request);
        return withFault(faults, "bls", request, () => blsAnswer(body, nowMs));
      }
      if (source === "fred" && route === "fred/series/observations") {
        const url = new URL(request.url);
        return withFault(faults, "fred", request, () => fredAnswer(url, nowMs));
      }
      const eia = /^v2\/([a-z-]+(?:\/[a-z-]+)*)\/data$/.exec(route);
      if (source === "eia" && eia !== null) {
        const url = new URL(request.url);
        return withFault(faults, "eia", request, () => eiaAnswer(eia[1] ?? "", url, nowMs));
      }
      return json({ error: "not found" }, 404);
    },
  };
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

function blsAnswer(body: unknown, nowMs: number): SimReply {
  const ids =
    typeof body === "object" && body !== null && Array.isArray((body as { seriesid?: unknown }).seriesid)
      ? ((body as { seriesid: unknown[] }).seriesid.filter((id) => typeof id === "string") as string[])
      : null;
  if (ids === null || ids.length === 0 || ids.length > 50) {
    return json({
      status: "REQUEST_NOT_PROCESSED",
      responseTime: 1,
      message: ["Invalid or missing series id list."],
      Results: {},
    });
  }
  const latest = latestPeriod("bls", nowMs);
  const message: string[] = [];
  const series = ids.map((id) => {
    const sim = SIM_PRINT_SERIES.find((s) => s.id === id && s.source === "bls");
    if (sim === undefined) {
      message.push(`Series does not exist for Series ${id}`);
      return { seriesID: id, data: [] };
    }
    // The latest three label-years, newest first (the API's answer without startyear/endyear).
    const newestYear = Number(monthLabel(Math.max(0, latest)).year);
    const data = [];
    for (let k = latest; k >= 0; k--) {
      const { year, month } = monthLabel(k);
      if (Number(year) < newestYear - 2 || Number(year) > newestYear) break;
      const at = printValueAt(sim, k, nowMs);
      if (at === null) continue;
      const preliminary = sim.id === "CES0000000001" && latest - k < 2;
      data.push({
        year,
        period: `M${String(month).padStart(2, "0")}`,
        periodName: MONTH_NAMES[month - 1],
        ...(k === latest ? { latest: "true" } : {}),
        value: at.value,
        footnotes: [preliminary ? { code: "P", text: "preliminary" } : {}],
      });
    }
    return { seriesID: id, data };
  });
  return json({ status: "REQUEST_SUCCEEDED", responseTime: 12, message, Results: { series } });
}

function fredAnswer(url: URL, nowMs: number): SimReply {
  const id = url.searchParams.get("series_id") ?? "";
  const sim = SIM_PRINT_SERIES.find((s) => s.id === id && s.source === "fred");
  if (sim === undefined) {
    return json({ error_code: 400, error_message: "Bad Request.  The series does not exist." }, 400);
  }
  const limit = Math.min(100_000, Math.max(1, Number(url.searchParams.get("limit") ?? "100000") || 100_000));
  const latest = latestPeriod("fred", nowMs);
  const today = dayLabel(Math.max(0, latest));
  const observations = [];
  for (let k = latest; k >= 0 && observations.length < limit; k--) {
    const at = printValueAt(sim, k, nowMs);
    if (at === null) continue;
    observations.push({
      realtime_start: dayLabel(at.cycle),
      realtime_end: today,
      date: dayLabel(k),
      value: at.value,
    });
  }
  if (url.searchParams.get("sort_order") !== "desc") observations.reverse();
  return json({
    realtime_start: today,
    realtime_end: today,
    observation_start: "1600-01-01",
    observation_end: "9999-12-31",
    units: "lin",
    output_type: 1,
    file_type: "json",
    order_by: "observation_date",
    sort_order: url.searchParams.get("sort_order") ?? "asc",
    count: Math.max(0, latest + 1),
    offset: 0,
    limit,
    observations,
  });
}

function eiaAnswer(route: string, url: URL, nowMs: number): SimReply {
  const id = url.searchParams.get("facets[series][]") ?? "";
  const sim = SIM_PRINT_SERIES.find((s) => s.id === id && s.source === "eia" && s.route === route);
  const length = Math.min(5000, Math.max(1, Number(url.searchParams.get("length") ?? "5000") || 5000));
  const latest = latestPeriod("eia", nowMs);
  const data = [];
  for (let k = latest; sim !== undefined && k >= 0 && data.length < length; k--) {
    const at = printValueAt(sim, k, nowMs);
    if (at === null) continue;
    data.push({
      period: dayLabel(k),
      duoarea: route.startsWith("natural-gas") ? "Y35NY" : "Y35NY",
      "area-name": "NEW YORK CITY",
      product: route.startsWith("natural-gas") ? "EPG0" : "EPC0",
      "product-name": route.startsWith("natural-gas") ? "Natural Gas" : "Crude Oil",
      process: "PE1",
      "process-name": "Future Contract 1",
      series: id,
      "series-description": route.startsWith("natural-gas")
        ? "Natural Gas Futures Contract 1 (Dollars per Million Btu)"
        : "Cushing, OK Crude Oil Future Contract 1 (Dollars per Barrel)",
      value: Number(at.value),
      units: route.startsWith("natural-gas") ? "$/MMBTU" : "$/BBL",
    });
  }
  return json({
    response: {
      total: String(sim === undefined ? 0 : Math.max(0, latest + 1)),
      dateFormat: "YYYY-MM-DD",
      frequency: "daily",
      data,
      description: "Simulated NYMEX futures prices",
    },
    request: {
      command: `/v2/${route}/data/`,
      params: { frequency: "daily", data: ["value"], facets: { series: [id] } },
    },
    apiVersion: "2.1.8",
    ExcelAddInVersion: "2.1.0",
  });
}
