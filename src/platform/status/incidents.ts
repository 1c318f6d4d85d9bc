/**
 * Where the status plane keeps its incidents (`status_incidents`): the active ones read back for
 * `stepIncidents` (src/domain/status/incidents.ts), its changes written in one batch, the published ones
 * listed newest first. At most one unresolved incident per component (a partial unique index), so two
 * evaluations at once (the minute's cron and a status read) never open two; resolved incidents are
 * pruned 90 days after they resolve.
 */
import {
  type ActiveIncident,
  INCIDENT_KEPT_MS,
  type IncidentChanges,
  type IncidentState,
  type IncidentUpdate,
} from "../../domain/status/incidents.ts";

/** An incident as stored (published or pending, resolved or not). */
export interface StoredIncident extends ActiveIncident {
  resolved_ms: number | null;
  updated_ms: number;
}

function parseUpdates(value: unknown): IncidentUpdate[] {
  try {
    const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? (parsed as IncidentUpdate[]) : [];
  } catch {
    return [];
  }
}

const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function incidentOf(row: Record<string, unknown>): StoredIncident {
  return {
    id: Number(row.id),
    component: String(row.component),
    state: String(row.state) as IncidentState,
    symptom: String(row.symptom),
    started_ms: Number(row.started_ms),
    opened_ms: orNull(row.opened_ms),
    resolved_ms: orNull(row.resolved_ms),
    updated_ms: Number(row.updated_ms),
    updates: parseUpdates(row.updates),
  };
}

const COLUMNS = "id, component, state, symptom, started_ms, opened_ms, resolved_ms, updated_ms, updates";

/** The incidents not yet resolved, pending ones included. */
export async function readActiveIncidents(db: D1Database): Promise<StoredIncident[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM status_incidents WHERE resolved_ms IS NULL`)
    .all<Record<string, unknown>>();
  return results.map(incidentOf);
}

/** Writes the changes of one step at `nowMs`, and prunes incidents resolved more than 90 days ago. */
export async function applyIncidentChanges(db: D1Database, changes: IncidentChanges, nowMs: number) {
  const statements: D1PreparedStatement[] = [
    ...changes.create.map((c) =>
      db
        .prepare(
          `INSERT INTO status_incidents (component, state, symptom, started_ms, opened_ms, updated_ms, updates)
           VALUES (?1, ?2, ?3, ?4, NULL, ?5, '[]') ON CONFLICT DO NOTHING`,
        )
        .bind(c.component, c.state, c.symptom, c.started_ms, nowMs),
    ),
    ...changes.update.map((u) =>
      db
        .prepare(
          `UPDATE status_incidents SET state = ?2, symptom = ?3, opened_ms = ?4, updates = ?5, updated_ms = ?6
           WHERE id = ?1 AND resolved_ms IS NULL`,
        )
        .bind(u.id, u.state, u.symptom, u.opened_ms, JSON.stringify(u.updates), nowMs),
    ),
    ...changes.resolve.map((r) =>
      db
        .prepare(
          "UPDATE status_incidents SET resolved_ms = ?2, updates = ?3, updated_ms = ?2 WHERE id = ?1 AND resolved_ms IS NULL",
        )
        .bind(r.id, nowMs, JSON.stringify(r.updates)),
    ),
    ...changes.drop.map((id) =>
      db.prepare("DELETE FROM status_incidents WHERE id = ?1 AND opened_ms IS NULL").bind(id),
    ),
    db.prepare("DELETE FROM status_incidents WHERE resolved_ms < ?1").bind(nowMs - INCIDENT_KEPT_MS),
  ];
  await db.batch(statements);
}

/** Published incidents, newest first: at most `limit`, with an id below `before` when given; and whether more exist. */
export async function listIncidents(
  db: D1Database,
  options: { limit: number; before?: number; unresolvedOnly?: boolean },
): Promise<{ incidents: StoredIncident[]; more: boolean }> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM status_incidents
       WHERE opened_ms IS NOT NULL AND id < ?1 ${options.unresolvedOnly ? "AND resolved_ms IS NULL" : ""}
       ORDER BY id DESC LIMIT ?2`,
    )
    .bind(options.before ?? Number.MAX_SAFE_INTEGER, options.limit + 1)
    .all<Record<string, unknown>>();
  const rows = results.map(incidentOf);
  return { incidents: rows.slice(0, options.limit), more: rows.length > options.limit };
}
