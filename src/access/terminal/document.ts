import { type PrivatePlane, registerPlaneDocument } from "../private-plane.ts";

/** `GET /api/terminal/openapi.json`: the session API, served without a session. */
export function registerTerminalDocument(plane: PrivatePlane) {
  registerPlaneDocument(plane, {
    operationId: "getTerminalOpenApiDocument",
    summary: "This OpenAPI 3.1 document",
    answer: "The session API's OpenAPI 3.1 document, generated from its route definitions.",
    title: "pix — terminal session API",
    description: [
      "The API behind the /terminal page: sign in with a one-time code from the operator, then list, mint, rename, rotate and revoke the account's own keys within its ceiling. Not part of the public contract (/api/v1/openapi.json), never served with CORS, never cached.",
      "The session is the HttpOnly cookie `pix_session` set by sign-in. Every POST, PATCH and DELETE but sign-in must send the session's CSRF token in `X-CSRF-Token` and, when the browser sends `Origin`, pix's own origin (403 csrf-failed otherwise). A session ends after 12 hours without a request, 7 days after sign-in, on sign-out, or when the account is disabled.",
    ],
    tagDescription: "Sessions and an account's own keys.",
    security: {
      name: "session",
      scheme: {
        type: "apiKey",
        in: "cookie",
        name: "pix_session",
        description: "The session cookie set by POST /api/terminal/sign-in.",
      },
    },
    public: true,
  });
}
