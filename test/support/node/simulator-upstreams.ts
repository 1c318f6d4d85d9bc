import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..", "..");

/** wrangler.toml's top-level upstream URLs on the default simulator, moved to the simulator at `simulatorUrl`. */
export function upstreamVars(simulatorUrl: string): Record<string, string> {
  const topLevel = readFileSync(join(ROOT, "wrangler.toml"), "utf8").split(/^\[env\./m)[0] ?? "";
  const vars: Record<string, string> = {};
  for (const match of topLevel.matchAll(/^(\w+_URL) = "http:\/\/127\.0\.0\.1:8788(\/[^"]*)"$/gm)) {
    vars[match[1] as string] = `${simulatorUrl}${match[2]}`;
  }
  return vars;
}
