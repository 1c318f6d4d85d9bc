import { DurableObject } from "cloudflare:workers";

/** One counter increment: requests served for a route pattern with a status. */
export interface RequestCount {
  route: string;
  status: number;
  count: number;
}

/**
 * Request counts by route pattern and status for /metrics. Isolates batch their counts and hand them
 * over in the background (ctx.waitUntil) at most every few seconds, so public requests never wait on
 * this object; one global instance is enough at that rate.
 */
export class RequestMetrics extends DurableObject<Cloudflare.Env> {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS request_counts (
         route TEXT NOT NULL, status INTEGER NOT NULL, count INTEGER NOT NULL,
         PRIMARY KEY (route, status))`,
    );
  }

  async add(counts: RequestCount[]): Promise<void> {
    for (const { route, status, count } of counts) {
      this.ctx.storage.sql.exec(
        `INSERT INTO request_counts (route, status, count) VALUES (?, ?, ?)
         ON CONFLICT (route, status) DO UPDATE SET count = count + excluded.count`,
        route,
        status,
        count,
      );
    }
  }

  async totals(): Promise<RequestCount[]> {
    return this.ctx.storage.sql
      .exec<{ route: string; status: number; count: number }>(
        `SELECT route, status, count FROM request_counts ORDER BY route, status`,
      )
      .toArray()
      .map((row) => ({ route: row.route, status: row.status, count: row.count }));
  }
}
