import type { PixClient } from "./client.ts";
import type { components } from "./schema.d.ts";

export type LakeRow = components["schemas"]["LakeRow"];
type Problem = components["schemas"]["Problem"];

export interface LakeSnapshotRef {
  venue: string;
  /** UTC date `YYYY-MM-DD`. */
  date: string;
  /** HHMM of the snapshot. */
  at: string;
  /** Rows per page (1–500; the server's default when omitted). */
  pageSize?: number;
}

/** A problem answer of pix, with its RFC 9457 body. */
export class PixProblemError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined) {
    super(problem ? `${status} ${problem.title}: ${problem.detail}` : `pix answered ${status}`);
    this.name = "PixProblemError";
    this.status = status;
    this.problem = problem;
  }
}

/** Every row of one lake snapshot, page after page until `meta.pagination.total_pages`. */
export async function* lakeQuotes(client: PixClient, snapshot: LakeSnapshotRef): AsyncGenerator<LakeRow> {
  for (let page = 1, last = 1; page <= last; page++) {
    const { data, error, response } = await client.GET("/api/v1/lake/venues/{venue}/quotes", {
      params: {
        path: { venue: snapshot.venue },
        query: { date: snapshot.date, at: snapshot.at, page, page_size: snapshot.pageSize },
      },
    });
    if (!data) throw new PixProblemError(response.status, error as Problem | undefined);
    last = data.meta.pagination.total_pages;
    yield* data.data.rows;
  }
}
