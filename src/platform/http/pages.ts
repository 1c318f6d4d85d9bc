/**
 * The pager of pix's paged lists (`page` and `page_size`, `meta.pagination`, `links` first/last/prev/next
 * and the RFC 8288 `Link` header that repeats them): the query parameters, the page links and the
 * page-not-found problem past the last page.
 */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { envelope } from "./envelope.ts";
import { pageLinkHeader } from "./link-header.ts";
import { ProblemError } from "./problem.ts";
import { jsonRead } from "./respond.ts";

/** A positive whole number written in decimal digits, answered as a number. */
export const wholeNumber = (max?: number) =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (!/^\d{1,9}$/.test(value)) ctx.addIssue({ code: "custom", message: "must be a whole number" });
      else if (Number(value) < 1) ctx.addIssue({ code: "custom", message: "must be at least 1" });
      else if (max !== undefined && Number(value) > max) {
        ctx.addIssue({ code: "custom", message: `must be at most ${max}` });
      }
    })
    .transform(Number);

/** `page` and `page_size` of a paged list, both optional (defaults stated in the description). */
export function pageParams(options: { sizeDefault: number; sizeMax: number; of: string }) {
  return {
    page: wholeNumber().optional().openapi({
      type: "integer",
      minimum: 1,
      default: 1,
      description: "1-based page. A page past the last answers 404 page-not-found.",
      example: 1,
    }),
    page_size: wholeNumber(options.sizeMax)
      .optional()
      .openapi({
        type: "integer",
        minimum: 1,
        maximum: options.sizeMax,
        default: options.sizeDefault,
        description: `${options.of} per page, 1 to ${options.sizeMax}.`,
        example: options.sizeDefault,
      }),
  };
}

/** The page links: self, first and last always, prev and next when they exist. */
export function pageLinks(
  pageLink: (n: number) => string,
  page: number,
  totalPages: number,
): { self: string } & Record<string, string> {
  const links: { self: string } & Record<string, string> = {
    self: pageLink(page),
    first: pageLink(1),
    last: pageLink(totalPages),
  };
  if (page > 1) links.prev = pageLink(page - 1);
  if (page < totalPages) links.next = pageLink(page + 1);
  return links;
}

/** Pages of `totalRows` rows at `pageSize` (at least 1: an empty list has one empty page). */
export const pageCount = (totalRows: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalRows / pageSize));

/** 404 page-not-found for a page past the last one. */
export function pageNotFound(
  page: number,
  totalPages: number,
  of: string,
  pageSize: number,
  totalRows: number,
) {
  return new ProblemError("page-not-found", {
    detail: `Page ${page} is past the last page (${totalPages}) of ${of} at page_size ${pageSize} (${totalRows} rows).`,
    invalidParams: [{ name: "page", in: "query", reason: `must be at most ${totalPages}` }],
  });
}

/** The path of a list's page `n`, the request's other query parameters kept in their order. */
export function pageLinkOf(c: Context<AppEnv>, path: string, pageSize: number): (n: number) => string {
  const params = new URL(c.req.url).searchParams;
  return (n: number) => {
    const query = new URLSearchParams(params);
    query.set("page", String(n));
    query.set("page_size", String(pageSize));
    return `${path}?${query.toString()}`;
  };
}

/**
 * One page of a paged list: 404 page-not-found past the last page, the page links in the body and the
 * `Link` header, `meta.pagination`, the request's other parameters kept.
 */
export function answerPage<D extends { type: string }>(
  c: Context<AppEnv>,
  p: { path: string; page: number; pageSize: number; total: number; of: string; data: D },
) {
  const totalPages = pageCount(p.total, p.pageSize);
  if (p.page > totalPages) throw pageNotFound(p.page, totalPages, p.of, p.pageSize, p.total);
  const links = pageLinks(pageLinkOf(c, p.path, p.pageSize), p.page, totalPages);
  const link = pageLinkHeader(links);
  if (link !== undefined) c.header("Link", link);
  const body = envelope(p.data, links, {
    pagination: { page: p.page, page_size: p.pageSize, total_rows: p.total, total_pages: totalPages },
  });
  return jsonRead(c, body, "current");
}

/** The OpenAPI description of a paged list's `Link` header, with an example next-page link of the list. */
export function pageLinkHeaderSpec(exampleNext: string) {
  return {
    Link: {
      description: `RFC 8288 page links, the same targets as \`links\`: origin-relative, the other query parameters kept; \`rel\` is first, prev (not on page 1), next (not on the last page) and last. Example: \`<${exampleNext}>; rel="next"\`.`,
      schema: { type: "string" as const },
    },
  };
}
