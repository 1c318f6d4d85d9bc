/**
 * `npm run account -- create --name "Desk 4" --kind terminal --scopes indices:read --limit 600 --max-keys 5`:
 * operator front-end for the accounts of a running pix (default http://localhost:8787), authenticated with
 * ADMIN_TOKEN from the environment or .dev.vars. Prints the JSON answer; a sign-in code (create, code) or
 * key (key) in it is shown this once and never again. Run `npm run account -- --help` for every command.
 */

import { ACCOUNT_USAGE, parseAccountArgs, runAdminCli } from "./lib/key-cli.ts";
import { ROOT } from "./lib/run.ts";

await runAdminCli(
  parseAccountArgs,
  ACCOUNT_USAGE,
  "The sign-in code or key above is shown only this once: hand it over or store it now.",
  ROOT,
);
