/**
 * `npm run key -- create --name "partner A" --scopes indices:read,lake:read --limit 600`: operator
 * front-end for the admin plane of a running pix (default http://localhost:8787), authenticated with
 * ADMIN_TOKEN from the environment or .dev.vars. Prints the JSON answer; the plaintext key of `create`
 * and `rotate` is shown this once and never again. Run `npm run key -- --help` for every command.
 */

import { adminToken, parseKeyArgs, sendKeyCommand, USAGE } from "./lib/key-cli.ts";
import { ROOT } from "./lib/run.ts";

async function main() {
  const parsed = parseKeyArgs(process.argv.slice(2));
  if (parsed.help) {
    console.log(USAGE);
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
  else if (parsed.request.method === "POST" && answer.status === 201) {
    console.error("\nThe key above is shown only this once: store it now.");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
