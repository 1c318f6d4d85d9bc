/**
 * `npm run build` in clients/typescript/ (also run by `npm pack`): ESM JavaScript and type declarations in dist/, so a
 * plain Node ≥ 20 project can install the packed client and import it. The generated schema types
 * (src/schema.d.ts) are declarations already: they are copied as they are.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const CLIENT = join(import.meta.dirname, "..");
rmSync(join(CLIENT, "dist"), { recursive: true, force: true });
const tsc = spawnSync(
  join(CLIENT, "..", "..", "node_modules", ".bin", "tsc"),
  ["-p", "tsconfig.build.json"],
  {
    cwd: CLIENT,
    stdio: "inherit",
  },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
copyFileSync(join(CLIENT, "src", "schema.d.ts"), join(CLIENT, "dist", "schema.d.ts"));
console.log("client: dist/ built (ESM JavaScript and declarations)");
