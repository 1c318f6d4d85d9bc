/** RFC 8288 `Link` header values. */

/** The page relations a paged resource announces, in the order they are sent. */
const PAGE_RELATIONS = ["first", "prev", "next", "last"] as const;

/**
 * `<target>; rel="first", <target>; rel="prev", …` for the page relations present in `links`
 * (origin-relative targets, which RFC 8288 resolves against the request URL); undefined when none is.
 */
export function pageLinkHeader(links: Readonly<Partial<Record<string, string>>>): string | undefined {
  const values = PAGE_RELATIONS.flatMap((rel) => {
    const target = links[rel];
    return target === undefined ? [] : [`<${target}>; rel="${rel}"`];
  });
  return values.length > 0 ? values.join(", ") : undefined;
}
