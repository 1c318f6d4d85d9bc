/**
 * `npm run deploy -- --env staging|production`: applies D1 migrations remotely, then deploys. It
 * refuses first, before any wrangler command, while wrangler.toml still holds the repository's
 * placeholders for that environment (scripts/lib/deploy-check.ts), naming each and how to create it.
 * `--dry-run` (used by `npm test`) bundles every environment without touching Cloudflare, so a bundle
 * that would not deploy fails CI; it bundles the placeholders as they are.
 */
import { join } from "node:path";
import { placeholderRefusal, readDeployConfig } from "./lib/deploy-check.ts";
import { BIN, runOrExit, step } from "./lib/run.ts";

const ENVIRONMENTS = ["staging", "production"] as const;
const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const envIndex = args.indexOf("--env");
const target = envIndex >= 0 ? args[envIndex + 1] : undefined;
const wrangler = join(BIN, "wrangler");

if (dryRun) {
  for (const env of target ? [target] : ENVIRONMENTS) {
    step(`wrangler deploy --dry-run --env ${env}`);
    runOrExit(wrangler, ["deploy", "--dry-run", "--env", env, "--outdir", `.wrangler/dry-run/${env}`]);
  }
  process.exit(0);
}

if (!target || !(ENVIRONMENTS as readonly string[]).includes(target)) {
  console.error(`usage: npm run deploy -- --env ${ENVIRONMENTS.join("|")} [--dry-run]`);
  process.exit(2);
}
const refusal = placeholderRefusal(readDeployConfig(target), target);
if (refusal !== null) {
  console.error(refusal);
  process.exit(1);
}
// The static assets ship with the Worker: build them (the /docs and /terminal bundles) first.
step("Static assets (npm run assets)");
runOrExit(join(BIN, "node"), ["scripts/assets.ts"]);
step(`D1 migrations (remote, ${target})`);
runOrExit(wrangler, ["d1", "migrations", "apply", "DB", "--remote", "--env", target]);
step(`Deploying ${target}`);
runOrExit(wrangler, ["deploy", "--env", target]);
