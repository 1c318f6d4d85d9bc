/**
 * A profile-only Worker (never deployed), bundled with pix's own app and started beside pix in the same
 * workerd with pix's bindings (its Durable Objects are pix's). `GET /?n=N&path=P[&key=K]` calls the
 * app's `fetch` N times in a row for P, in this one request, and answers how many came back 200.
 * Timing that from the outside (workerd's CPU from /proc: `npm run profile -- --in-process N`) gives
 * pix's own CPU per request, without the HTTP layer, the static-assets front, the runtime's per-request
 * setup or the load generator: steady enough to compare a change of a few percent, which requests/s on a
 * shared machine is not.
 */
import { createApp } from "../../src/app.ts";
import type { Bindings } from "../../src/env.ts";

const app = createApp();

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const n = Number(url.searchParams.get("n"));
    const target = new URL(url.searchParams.get("path") ?? "/", "http://pix.local");
    const key = url.searchParams.get("key");
    let ok = 0;
    for (let i = 0; i < n; i++) {
      const res = await app.fetch(
        new Request(target, key ? { headers: { "X-API-Key": key } } : {}),
        env,
        ctx,
      );
      await res.arrayBuffer();
      if (res.status === 200) ok++;
    }
    return new Response(String(ok));
  },
} satisfies ExportedHandler<Bindings>;
