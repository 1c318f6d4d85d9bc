import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { createPrivatePlane, type PrivatePlane, type PrivatePlaneSpec } from "../private-plane.ts";

/**
 * The terminal's session API: its own app, mounted into pix under `/api/terminal`, JSON bodies of at
 * most 8 KiB, answers never stored by any cache, no CORS (the page is served from pix's own origin).
 * Its operations are described in `GET /api/terminal/openapi.json`, never in the public v1 document.
 * Every operation but sign-in and the document needs a live session.
 */
export const TERMINAL: PrivatePlaneSpec = {
  root: "/api/terminal",
  tag: "Terminal",
  refusals: ["session-required"],
};

export const createTerminalPlane = (): PrivatePlane =>
  createPrivatePlane(TERMINAL, async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", CACHE_POLICIES.none);
  });
