/**
 * Where the work of pix records what the status plane (`GET /api/v1/status`) reports: each run of a
 * cycle or job (its boundary, when it completed, whether it succeeded) and each lag reading of a live
 * feed, into D1 (`status_components`, `status_lag`), so the measurements survive restarts. Writes are
 * single upserts (no read-modify-write), so concurrent jobs never lose a count; recording never throws
 * into the work it measures (a failed write is dropped: the status is a report, never a dependency).
 * Each lag also counts in its UTC day's cell (`status_lag_days`), which the objectives' 30-day
 * attainment reads. Minute cells older than a day and day cells older than 30 days are dropped as runs
 * are recorded.
 */
import { DAY_MS, MINUTE_MS } from "../../domain/clock.ts";
import { type LagCell, lagBucket, oldestKeptMinute } from "../../domain/status/lag.ts";
import { oldestKeptDay } from "../../domain/status/objectives.ts";

/** A run of a cycle or job: due at `boundaryMs`, finished at `completedMs`. */
export interface StatusRun {
  component: string;
  /** The minute, hour or day the run was due for (epoch ms). */
  boundaryMs: number;
  /**
   * When the run was started, if not at its boundary (a cycle an operator triggered mid-minute): its lag
   * counts from here, so the lag measures the work, not when it was asked for. Defaults to the boundary.
   */
  startedMs?: number;
  completedMs: number;
  ok: boolean;
  /**
   * The component's cadence: a boundary more than one cadence after the last one counts the missed
   * ones as gaps. Null for work done on demand (no gaps).
   */
  cadenceMs: number | null;
}

/**
 * A live component's reading: its lags since the last reading, whether it is up, its reconnects and the
 * gaps it announced (both counted by the component itself since it started).
 */
export interface StatusReading {
  component: string;
  atMs: number;
  ok: boolean;
  lagsMs: readonly number[];
  reconnects: number;
  gaps: number;
}

/** The minute cell and the day cell of `count` lags in `bucket`. */
const cellStatements = (db: D1Database, component: string, minute: number, bucket: number, count: number) => [
  db
    .prepare(
      `INSERT INTO status_lag (component, minute, bucket, count) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (component, minute, bucket) DO UPDATE SET count = count + excluded.count`,
    )
    .bind(component, minute, bucket, count),
  db
    .prepare(
      `INSERT INTO status_lag_days (component, day, bucket, count) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (component, day, bucket) DO UPDATE SET count = count + excluded.count`,
    )
    .bind(component, Math.floor(minute / DAY_MS) * DAY_MS, bucket, count),
];

const pruneStatements = (db: D1Database, component: string, nowMs: number) => [
  db
    .prepare("DELETE FROM status_lag WHERE component = ?1 AND minute < ?2")
    .bind(component, oldestKeptMinute(nowMs)),
  db
    .prepare("DELETE FROM status_lag_days WHERE component = ?1 AND day < ?2")
    .bind(component, oldestKeptDay(nowMs)),
];

/** The cells of lags recorded at `atMs` (grouped by bucket). */
function lagStatements(db: D1Database, component: string, atMs: number, lagsMs: readonly number[]) {
  const counts = new Map<number, number>();
  for (const lag of lagsMs) counts.set(lagBucket(lag), (counts.get(lagBucket(lag)) ?? 0) + 1);
  return countStatements(db, component, atMs, counts);
}

/** The cells of lags already counted by bucket (`lagBucket` → count), recorded at `atMs`. */
function countStatements(
  db: D1Database,
  component: string,
  atMs: number,
  counts: ReadonlyMap<number, number>,
) {
  const minute = Math.floor(atMs / MINUTE_MS) * MINUTE_MS;
  return [...counts]
    .filter(([, count]) => count > 0)
    .flatMap(([bucket, count]) => cellStatements(db, component, minute, bucket, count));
}

function runStatements(db: D1Database, run: StatusRun): D1PreparedStatement[] {
  if (!run.ok) {
    return [
      db
        .prepare(
          `INSERT INTO status_components (component, last_failure_ms) VALUES (?1, ?2)
           ON CONFLICT (component) DO UPDATE SET last_failure_ms = MAX(COALESCE(last_failure_ms, 0), excluded.last_failure_ms)`,
        )
        .bind(run.component, run.completedMs),
    ];
  }
  const minute = Math.floor(run.completedMs / MINUTE_MS) * MINUTE_MS;
  return [
    db
      .prepare(
        `INSERT INTO status_components (component, last_success_ms, last_boundary_ms, gaps) VALUES (?1, ?2, ?3, 0)
         ON CONFLICT (component) DO UPDATE SET
           gaps = gaps + CASE WHEN ?4 IS NOT NULL AND last_boundary_ms IS NOT NULL AND excluded.last_boundary_ms > last_boundary_ms + ?4
                              THEN (excluded.last_boundary_ms - last_boundary_ms) / ?4 - 1 ELSE 0 END,
           last_boundary_ms = MAX(COALESCE(last_boundary_ms, 0), excluded.last_boundary_ms),
           last_success_ms = MAX(COALESCE(last_success_ms, 0), excluded.last_success_ms)`,
      )
      .bind(
        run.component,
        run.completedMs,
        run.boundaryMs,
        run.cadenceMs === null ? null : Math.max(1, Math.round(run.cadenceMs)),
      ),
    ...cellStatements(
      db,
      run.component,
      minute,
      lagBucket(run.completedMs - (run.startedMs ?? run.boundaryMs)),
      1,
    ),
    ...pruneStatements(db, run.component, run.completedMs),
  ];
}

function readingStatements(db: D1Database, reading: StatusReading): D1PreparedStatement[] {
  const column = reading.ok ? "last_success_ms" : "last_failure_ms";
  return [
    db
      .prepare(
        `INSERT INTO status_components (component, ${column}, reconnects, gaps) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (component) DO UPDATE SET
           ${column} = MAX(COALESCE(${column}, 0), excluded.${column}), reconnects = excluded.reconnects,
           gaps = excluded.gaps`,
      )
      .bind(reading.component, reading.atMs, reading.reconnects, reading.gaps),
    ...lagStatements(db, reading.component, reading.atMs, reading.lagsMs),
    ...pruneStatements(db, reading.component, reading.atMs),
  ];
}

/**
 * Records lag samples of a series that is no component of its own (an objective's, e.g. the feeds'
 * silence watch): cells only; never throws.
 */
export function recordSamples(db: D1Database, series: string, atMs: number, lagsMs: readonly number[]) {
  return write(db, [...lagStatements(db, series, atMs, lagsMs), ...pruneStatements(db, series, atMs)]);
}

/**
 * Records lag samples of such a series already counted by bucket (`lagBucket` → count): what a hot
 * path counts in memory, written at once; never throws.
 */
export function recordSampleCounts(
  db: D1Database,
  series: string,
  atMs: number,
  counts: ReadonlyMap<number, number>,
) {
  const cells = countStatements(db, series, atMs, counts);
  if (cells.length === 0) return Promise.resolve();
  return write(db, [...cells, ...pruneStatements(db, series, atMs)]);
}

async function write(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  try {
    await db.batch(statements);
  } catch {
    console.error(JSON.stringify({ level: "error", msg: "status_record_failed" }));
  }
}

/** Records a run of a cycle or job; never throws. */
export function recordRun(db: D1Database, run: StatusRun): Promise<void> {
  return write(db, runStatements(db, run));
}

/** Records runs of several components at once (one write: a news pass's feeds); never throws. */
export function recordRuns(db: D1Database, runs: readonly StatusRun[]): Promise<void> {
  if (runs.length === 0) return Promise.resolve();
  return write(
    db,
    runs.flatMap((run) => runStatements(db, run)),
  );
}

/** Records a reading of a live component; never throws. */
export function recordReading(db: D1Database, reading: StatusReading): Promise<void> {
  return write(db, readingStatements(db, reading));
}

/** One component as recorded. */
export interface RecordedComponent {
  component: string;
  lastSuccessMs: number | null;
  lastFailureMs: number | null;
  gaps: number;
  reconnects: number;
}

function cellsBy(rows: readonly Record<string, unknown>[], start: string): Map<string, LagCell[]> {
  const byComponent = new Map<string, LagCell[]>();
  for (const row of rows) {
    const key = String(row.component);
    const list = byComponent.get(key) ?? [];
    list.push({ minute: Number(row[start]), bucket: Number(row.bucket), count: Number(row.count) });
    byComponent.set(key, list);
  }
  return byComponent;
}

/**
 * Every recorded component, the lag cells of the last day (for `lagPercentiles` and the objectives'
 * 24 h) and the day cells of the last 30 days (the objectives' 30 d; a day cell's `minute` is its day).
 */
export async function readRecorded(
  db: D1Database,
  nowMs: number,
): Promise<{
  components: RecordedComponent[];
  cells: Map<string, LagCell[]>;
  dayCells: Map<string, LagCell[]>;
}> {
  const [components, cells, days] = await db.batch<Record<string, unknown>>([
    db.prepare(
      "SELECT component, last_success_ms, last_failure_ms, gaps, reconnects FROM status_components ORDER BY component",
    ),
    db
      .prepare("SELECT component, minute, bucket, count FROM status_lag WHERE minute >= ?1")
      .bind(oldestKeptMinute(nowMs)),
    db
      .prepare("SELECT component, day, bucket, count FROM status_lag_days WHERE day >= ?1")
      .bind(oldestKeptDay(nowMs)),
  ]);
  const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    components: (components?.results ?? []).map((row) => ({
      component: String(row.component),
      lastSuccessMs: orNull(row.last_success_ms),
      lastFailureMs: orNull(row.last_failure_ms),
      gaps: Number(row.gaps ?? 0),
      reconnects: Number(row.reconnects ?? 0),
    })),
    cells: cellsBy(cells?.results ?? [], "minute"),
    dayCells: cellsBy(days?.results ?? [], "day"),
  };
}
