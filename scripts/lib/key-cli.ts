/**
 * Argument parsing and requests of `npm run key` (scripts/key.ts), kept apart so tests can drive them
 * against a running pix. Erasable TypeScript only: Node runs it by type stripping.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

export const USAGE = `npm run key -- <command> [options]

  create   --name NAME --scopes indices:read,lake:read --limit 600 [--expires 2027-01-01T00:00:00Z]
           [--entitlements us-cpi-yoy-next,gold-settle-dec]
  list
  get      --id key_…
  revoke   --id key_…
  rotate   --id key_…
  entitle  --id key_… --entitlements slug,slug      (widen: the list must keep every current slug)
  clear    --id key_…                               (clear the list: the key reads everything)

  --url URL      pix base URL (default http://localhost:8787)
  --token TOKEN  admin token (default: $ADMIN_TOKEN, else ADMIN_TOKEN in .dev.vars)
  --operator NAME  recorded in the audit log (default: $USER)`;

export interface KeyCommand {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: Record<string, unknown>;
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function need(value: string | undefined, flag: string): string {
  if (!value) throw new Error(`--${flag} is required\n\n${USAGE}`);
  return value;
}

export function parseKeyArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      scopes: { type: "string" },
      limit: { type: "string" },
      expires: { type: "string" },
      entitlements: { type: "string" },
      id: { type: "string" },
      url: { type: "string" },
      token: { type: "string" },
      operator: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command) return { help: true as const };
  const id = () => encodeURIComponent(need(values.id, "id"));
  let request: KeyCommand;
  switch (command) {
    case "create": {
      const limit = Number(need(values.limit, "limit"));
      request = {
        method: "POST",
        path: "/api/admin/keys",
        body: {
          name: need(values.name, "name"),
          scopes: list(need(values.scopes, "scopes")),
          rate_limit_per_minute: limit,
          ...(values.expires ? { expires_at: values.expires } : {}),
          ...(values.entitlements ? { entitlements: list(values.entitlements) } : {}),
        },
      };
      break;
    }
    case "list":
      request = { method: "GET", path: "/api/admin/keys" };
      break;
    case "get":
      request = { method: "GET", path: `/api/admin/keys/${id()}` };
      break;
    case "revoke":
    case "rotate":
      request = { method: "POST", path: `/api/admin/keys/${id()}/${command}` };
      break;
    case "entitle":
      request = {
        method: "PUT",
        path: `/api/admin/keys/${id()}/entitlements`,
        body: { slugs: list(need(values.entitlements, "entitlements")) },
      };
      break;
    case "clear":
      request = { method: "DELETE", path: `/api/admin/keys/${id()}/entitlements` };
      break;
    default:
      throw new Error(`unknown command '${command}'\n\n${USAGE}`);
  }
  return {
    help: false as const,
    request,
    url: (values.url ?? "http://localhost:8787").replace(/\/+$/, ""),
    token: values.token,
    operator: values.operator ?? process.env.USER ?? "operator",
  };
}

/** ADMIN_TOKEN from the environment, else from .dev.vars in the project root. */
export function adminToken(root: string, explicit?: string): string {
  if (explicit) return explicit;
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = join(root, ".dev.vars");
  if (existsSync(file)) {
    const match = /^\s*ADMIN_TOKEN\s*=\s*"?([^"\n]*)"?\s*$/m.exec(readFileSync(file, "utf8"));
    if (match?.[1]) return match[1];
  }
  throw new Error("no admin token: set ADMIN_TOKEN, pass --token, or create .dev.vars (npm start does)");
}

export async function sendKeyCommand(url: string, token: string, operator: string, command: KeyCommand) {
  const res = await fetch(`${url}${command.path}`, {
    method: command.method,
    headers: {
      Authorization: `Bearer ${token}`,
      "X-Operator": operator.replace(/[^\w.@-]/g, "_").slice(0, 64),
      ...(command.body ? { "Content-Type": "application/json" } : {}),
    },
    body: command.body ? JSON.stringify(command.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
