/**
 * `npm start`: everything a fresh clone needs to serve pix on http://localhost:8787 with no internet —
 * local secrets, the docs bundle, D1 migrations, then `wrangler dev` (D1, R2, KV and Durable Objects
 * all local, persisted under .wrangler/state).
 */
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { BIN, ROOT, runOrExit, startChild, step } from "./lib/run.ts";

const PORT = process.env.PORT ?? "8787";
const wrangler = join(BIN, "wrangler");

step("Local secrets");
const devVars = join(ROOT, ".dev.vars");
if (existsSync(devVars)) console.log(".dev.vars exists; keeping it");
else {
  copyFileSync(join(ROOT, ".dev.vars.example"), devVars);
  console.log("created .dev.vars from .dev.vars.example");
}

step("Docs bundle");
runOrExit(join(BIN, "node"), ["scripts/assets.ts"]);

step("D1 migrations (local)");
runOrExit(wrangler, ["d1", "migrations", "apply", "DB", "--local"], { CI: "true" });

step(`Serving pix on http://localhost:${PORT} (Ctrl-C to stop)`);
const dev = startChild(wrangler, [
  "dev",
  "--port",
  PORT,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
]);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));
