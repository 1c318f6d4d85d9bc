import type { Context } from "hono";
import type { AppEnv } from "../../../env.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { pageLinkHeader } from "../../../platform/http/link-header.ts";
import { pageCount, pageLinks, pageNotFound } from "../../../platform/http/pages.ts";
import { jsonRead } from "../../../platform/http/respond.ts";

export const INDEX_LINK_HEADER = {
  Link: {
    description:
      'RFC 8288 page links, the same targets as `links`: origin-relative, the other query parameters kept; `rel` is first, prev (not on page 1), next (not on the last page) and last. Example: `</api/v1/indices/us-cpi-yoy-next/distributions?interval=round&page=2&page_size=50>; rel="next"`.',
    schema: { type: "string" as const },
  },
};

/**
 * One page of an index's paged list: 404 page-not-found past the last page, the page links in the body
 * and the `Link` header (the pager of src/platform/http/pages.ts), the request's other parameters kept.
 */
export function answerIndexPage<D extends { type: string }>(
  c: Context<AppEnv>,
  p: { path: string; page: number; pageSize: number; total: number; of: string; data: D },
) {
  const totalPages = pageCount(p.total, p.pageSize);
  if (p.page > totalPages) throw pageNotFound(p.page, totalPages, p.of, p.pageSize, p.total);
  const params = new URL(c.req.url).searchParams;
  const at = (n: number) => {
    const query = new URLSearchParams(params);
    query.set("page", String(n));
    query.set("page_size", String(p.pageSize));
    return `${p.path}?${query.toString()}`;
  };
  const links = pageLinks(at, p.page, totalPages);
  const link = pageLinkHeader(links);
  if (link !== undefined) c.header("Link", link);
  const body = envelope(p.data, links, {
    pagination: { page: p.page, page_size: p.pageSize, total_rows: p.total, total_pages: totalPages },
  });
  return jsonRead(c, body, "current");
}
