/**
 * `npm run key -- create --name "partner A" --scopes indices:read,lake:read --limit 600`: operator
 * front-end for the admin plane of a running pix (default http://localhost:8787), authenticated with
 * ADMIN_TOKEN from the environment or .dev.vars. Prints the JSON answer; the plaintext key of `create`
 * and `rotate` is shown this once and never again. Run `npm run key -- --help` for every command.
 */

import { parseKeyArgs, runAdminCli, USAGE } from "./lib/key-cli.ts";
import { ROOT } from "./lib/run.ts";

await runAdminCli(parseKeyArgs, USAGE, "The key above is shown only this once: store it now.", ROOT);
