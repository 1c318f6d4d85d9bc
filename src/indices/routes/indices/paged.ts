import { pageLinkHeaderSpec } from "../../../platform/http/pages.ts";

/** The `Link` header of an index's paged lists (the pager is the platform's `answerPage`). */
export const INDEX_LINK_HEADER = pageLinkHeaderSpec(
  "/api/v1/indices/us-cpi-yoy-next/distributions?interval=round&page=2&page_size=50",
);
