/**
 * `npm run account -- create --name "Desk 4" --kind terminal --scopes indices:read --limit 600 --max-keys 5`:
 * operator front-end for the accounts of a running pix (default http://localhost:8787), authenticated with
 * ADMIN_TOKEN from the environment or .dev.vars. Prints the JSON answer; a sign-in code (create, code) or
 * key (key) in it is shown this once and never again. Run `npm run account -- --help` for every command.
 */

import { ACCOUNT_USAGE, adminToken, parseAccountArgs, sendKeyCommand } from "./lib/key-cli.ts";
import { ROOT } from "./lib/run.ts";

async function main() {
  const parsed = parseAccountArgs(process.argv.slice(2));
  if (parsed.help) {
    console.log(ACCOUNT_USAGE);
    return;
  }
  const token = adminToken(ROOT, parsed.token);
  let answer: Awaited<ReturnType<typeof sendKeyCommand>>;
  try {
    answer = await sendKeyCommand(parsed.url, token, parsed.operator, parsed.request);
  } catch (error) {
    throw new Error(`could not reach pix at ${parsed.url} (is it running? npm start): ${String(error)}`);
  }
  console.log(JSON.stringify(answer.body, null, 2));
  if (answer.status >= 400) process.exitCode = 1;
  else if (answer.status === 201) {
    console.error("\nThe sign-in code or key above is shown only this once: hand it over or store it now.");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
