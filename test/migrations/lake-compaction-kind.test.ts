import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * Migration 0011 (`lake_compaction_jobs` and `lake_compaction_row_groups` keyed by the kind of file) on
 * local D1: on a fresh database (this file's, migrated by the test setup) the tables have the `kind`
 * column in their keys; on tables as 0008..0010 left them, with a compaction under way, it keeps every
 * row, each as the quote file's, and the index the sweep reads.
 */
const migration = (prefix: string) => {
  const found = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix));
  if (!found) throw new Error(`no migration ${prefix}`);
  return found;
};

const run = (queries: string[]) => env.DB.batch(queries.map((query) => env.DB.prepare(query)));

async function columns(table: string): Promise<{ name: string; pk: number; dflt_value: string | null }[]> {
  const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<{
    name: string;
    pk: number;
    dflt_value: string | null;
  }>();
  return results;
}

const keyOf = async (table: string) =>
  (await columns(table))
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);

describe("migration 0011_lake_compaction_kind", () => {
  it("gives a fresh database both tables keyed by kind, quotes by default", async () => {
    expect(await keyOf("lake_compaction_jobs")).toStrictEqual(["venue", "date", "kind"]);
    expect(await keyOf("lake_compaction_row_groups")).toStrictEqual([
      "venue",
      "date",
      "kind",
      "upload_id",
      "step",
    ]);
    const kind = (await columns("lake_compaction_jobs")).find((c) => c.name === "kind");
    expect(kind?.dflt_value).toBe("'quotes'");
  });

  it("keeps every row of the tables as 0008..0010 left them, each the quote file's", async () => {
    // Back to the tables before 0011 (0009 and 0010 do not touch them), with a job under way.
    await run([
      "DROP TABLE lake_compaction_jobs",
      "DROP TABLE lake_compaction_row_groups",
      ...migration("0008_").queries,
    ]);
    expect(await keyOf("lake_compaction_jobs")).toStrictEqual(["venue", "date"]);
    await run([
      `INSERT INTO lake_compaction_jobs VALUES ('kalshi', '2026-11-20', 'upload-1', 2, 7, 1440, 9437184, 20000, 2, '[{"partNumber":1,"etag":"e1"}]', 33554432, 8388608, 1000, 2000, 'lease', 3000, NULL)`,
      `INSERT INTO lake_compaction_jobs VALUES ('polymarket', '2026-11-20', 'upload-2', 0, 0, 1440, 0, 0, 0, '[]', 33554432, 8388608, 1000, 1000, NULL, NULL, 'a refused value')`,
      "INSERT INTO lake_compaction_row_groups VALUES ('kalshi', '2026-11-20', 'upload-1', 0, 'AAEC')",
      "INSERT INTO lake_compaction_row_groups VALUES ('kalshi', '2026-11-20', 'upload-1', 1, 'AwQF')",
    ]);
    const jobsBefore = (await env.DB.prepare("SELECT * FROM lake_compaction_jobs ORDER BY venue").all())
      .results;
    const groupsBefore = (
      await env.DB.prepare("SELECT * FROM lake_compaction_row_groups ORDER BY step").all()
    ).results;

    await run(migration("0011_").queries);

    const jobs = (await env.DB.prepare("SELECT * FROM lake_compaction_jobs ORDER BY venue").all()).results;
    expect(jobs).toStrictEqual(jobsBefore.map((row) => ({ ...row, kind: "quotes" })));
    const groups = (await env.DB.prepare("SELECT * FROM lake_compaction_row_groups ORDER BY step").all())
      .results;
    expect(groups).toStrictEqual(groupsBefore.map((row) => ({ ...row, kind: "quotes" })));
    expect(await keyOf("lake_compaction_jobs")).toStrictEqual(["venue", "date", "kind"]);
    const { results: indexes } = await env.DB.prepare("PRAGMA index_list(lake_compaction_jobs)").all<{
      name: string;
    }>();
    expect(indexes.map((i) => i.name)).toContain("lake_compaction_jobs_updated_idx");
    // A day's book and trade jobs now stand beside its quote job.
    await run([
      "INSERT INTO lake_compaction_jobs (venue, date, kind, upload_id, step, snapshot_index, snapshot_count, file_offset, rows, row_groups, parts, step_bytes, part_bytes, started_at_ms, updated_at_ms) VALUES ('kalshi', '2026-11-20', 'trades', 'upload-3', 0, 0, 2, 0, 0, 0, '[]', 1, 5242880, 1, 1)",
    ]);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM lake_compaction_jobs").first<{ n: number }>())?.n,
    ).toBe(3);
  });
});
