import { DurableObject } from "cloudflare:workers";

/** One instrument's latest value as handed over by the ingestion cycle (legacy stream payload shape). */
export interface MarketUpdate {
  symbol: string;
  slug: string;
  kind: "index" | "benchmark";
  value: number;
  value_decimal: string;
  unit: string;
  source_observed_at: string;
  computed_at: string;
}

export interface StreamBatch {
  type: "market_update";
  version: 1;
  cycle_start: string;
  updates: MarketUpdate[];
}

/**
 * The market stream: the ingestion cycle hands each cycle's updates to this SQLite-backed Durable
 * Object, which keeps the latest value per instrument (the snapshot a new terminal receives) and fans
 * one batched frame per cycle out to connected WebSockets (hibernation API; clients arrive with the
 * stream issue).
 */
export class MarketStream extends DurableObject<Cloudflare.Env> {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS latest (symbol TEXT PRIMARY KEY, body TEXT NOT NULL, computed_at TEXT NOT NULL)`,
    );
  }

  /** RPC from the ingestion cycle. Older updates never overwrite newer ones. */
  async publish(batch: StreamBatch): Promise<{ stored: number; delivered: number }> {
    for (const u of batch.updates) {
      this.ctx.storage.sql.exec(
        `INSERT INTO latest (symbol, body, computed_at) VALUES (?, ?, ?)
         ON CONFLICT (symbol) DO UPDATE SET body = excluded.body, computed_at = excluded.computed_at
         WHERE excluded.computed_at >= latest.computed_at`,
        u.symbol,
        JSON.stringify(u),
        u.computed_at,
      );
    }
    const frame = JSON.stringify(batch);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(frame);
        delivered++;
      } catch {
        socket.close(1011, "send failed");
      }
    }
    return { stored: batch.updates.length, delivered };
  }

  /** The full market snapshot: every instrument's latest update. */
  async snapshot(): Promise<MarketUpdate[]> {
    return this.ctx.storage.sql
      .exec<{ body: string }>(`SELECT body FROM latest ORDER BY symbol`)
      .toArray()
      .map((row) => JSON.parse(row.body) as MarketUpdate);
  }
}
