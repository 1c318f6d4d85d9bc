/**
 * The bare baseline Worker for `npm run bench`: no routing, no middleware, no storage, a small
 * constant JSON body. Its requests/s is what workerd, Miniflare and the load generator can do on this
 * machine; pix's figures are reported as a ratio to it.
 */
const BODY = JSON.stringify({ data: { type: "baseline", ok: true }, meta: { schema_version: "baseline" } });

export default {
  fetch() {
    return new Response(BODY, { headers: { "Content-Type": "application/json" } });
  },
};
