import { createRoute, z } from "@hono/zod-openapi";
import { TERMINAL_TAG, type TerminalPlane, terminalOperation } from "./plane.ts";

type DocumentConfig = Parameters<TerminalPlane["described"]["getOpenAPI31Document"]>[0];

const CONFIG: DocumentConfig = {
  openapi: "3.1.0",
  info: {
    title: "pix — terminal session API",
    version: "1.0.0-pre",
    description: [
      "The API behind the /terminal page: sign in with a one-time code from the operator, then list, mint, rename, rotate and revoke the account's own keys within its ceiling. Not part of the public contract (/api/v1/openapi.json), never served with CORS, never cached.",
      "The session is the HttpOnly cookie `pix_session` set by sign-in. Every POST, PATCH and DELETE but sign-in must send the session's CSRF token in `X-CSRF-Token` and, when the browser sends `Origin`, pix's own origin (403 csrf-failed otherwise). A session ends after 12 hours without a request, 7 days after sign-in, on sign-out, or when the account is disabled.",
    ].join("\n\n"),
    license: { name: "Proprietary" },
  },
  security: [{ session: [] }],
  servers: [{ url: "/", description: "This deployment" }],
  tags: [{ name: TERMINAL_TAG, description: "Sessions and an account's own keys." }],
};

const route = createRoute({
  method: "get",
  path: "/api/terminal/openapi.json",
  operationId: "getTerminalOpenApiDocument",
  tags: [TERMINAL_TAG],
  summary: "This OpenAPI 3.1 document",
  security: [],
  responses: {
    200: {
      description: "The session API's OpenAPI 3.1 document, generated from its route definitions.",
      content: { "application/json": { schema: z.object({ openapi: z.string() }).passthrough() } },
    },
  },
});

export function registerTerminalDocument(plane: TerminalPlane) {
  plane.described.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "pix_session",
    description: "The session cookie set by POST /api/terminal/sign-in.",
  });
  terminalOperation(plane, route, (c) =>
    c.json(plane.described.getOpenAPI31Document(CONFIG) as { openapi: string }, 200),
  );
}
