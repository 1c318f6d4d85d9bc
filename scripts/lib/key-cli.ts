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

/** The options every admin-plane command takes: where pix runs, the token, who acts, help. */
const CONNECTION_OPTIONS = {
  url: { type: "string" },
  token: { type: "string" },
  operator: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

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
      ...CONNECTION_OPTIONS,
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

export const ACCOUNT_USAGE = `npm run account -- <command> [options]

  create   --name NAME --kind terminal|venue [--scopes indices:read,lake:read] --limit 600 --max-keys 5
           (without --scopes: every plane that answers anonymously)
           [--entitlements us-cpi-yoy-next,gold-settle-dec]
           (answers the account and its one-time sign-in code, valid 24 hours)
  list     [--limit 50] [--cursor N]
  get      --id acc_…                               (the account with its keys)
  disable  --id acc_…                               (ends its sessions, revokes its codes and keys)
  code     --id acc_…                               (a new sign-in code; the previous one stops working)
  revoke-code --id acc_…                            (its unused codes stop working)
  key      --id acc_… --name NAME [--scopes …] [--limit N] [--entitlements …] [--expires …]
           (a key owned by the account, within its ceiling: venue onboarding)
  audit    [--id acc_…] [--key key_…] [--limit 100] [--cursor N]

  --url URL      pix base URL (default http://localhost:8787)
  --token TOKEN  admin token (default: $ADMIN_TOKEN, else ADMIN_TOKEN in .dev.vars)
  --operator NAME  recorded in the audit log (default: $USER)`;

/** `npm run account` arguments as the admin-plane request they make. */
export function parseAccountArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      kind: { type: "string" },
      scopes: { type: "string" },
      limit: { type: "string" },
      "max-keys": { type: "string" },
      entitlements: { type: "string" },
      expires: { type: "string" },
      id: { type: "string" },
      key: { type: "string" },
      cursor: { type: "string" },
      ...CONNECTION_OPTIONS,
    },
  });
  const command = positionals[0];
  if (values.help || !command) return { help: true as const };
  const need = (value: string | undefined, flag: string) => {
    if (!value) throw new Error(`--${flag} is required\n\n${ACCOUNT_USAGE}`);
    return value;
  };
  const account = () => `/api/admin/accounts/${encodeURIComponent(need(values.id, "id"))}`;
  const query = (pairs: Record<string, string | undefined>) => {
    const params = new URLSearchParams(
      Object.entries(pairs).filter((pair): pair is [string, string] => pair[1] !== undefined),
    ).toString();
    return params ? `?${params}` : "";
  };
  let request: KeyCommand;
  switch (command) {
    case "create":
      request = {
        method: "POST",
        path: "/api/admin/accounts",
        body: {
          name: need(values.name, "name"),
          kind: need(values.kind, "kind"),
          ceiling: {
            ...(values.scopes ? { scopes: list(values.scopes) } : {}),
            rate_limit_per_minute: Number(need(values.limit, "limit")),
            max_keys: Number(need(values["max-keys"], "max-keys")),
            ...(values.entitlements ? { entitlements: list(values.entitlements) } : {}),
          },
        },
      };
      break;
    case "list":
      request = {
        method: "GET",
        path: `/api/admin/accounts${query({ limit: values.limit, cursor: values.cursor })}`,
      };
      break;
    case "get":
      request = { method: "GET", path: account() };
      break;
    case "disable":
      request = { method: "POST", path: `${account()}/disable` };
      break;
    case "code":
      request = { method: "POST", path: `${account()}/sign-in-code` };
      break;
    case "revoke-code":
      request = { method: "DELETE", path: `${account()}/sign-in-code` };
      break;
    case "key":
      request = {
        method: "POST",
        path: `${account()}/keys`,
        body: {
          name: need(values.name, "name"),
          ...(values.scopes ? { scopes: list(values.scopes) } : {}),
          ...(values.limit ? { rate_limit_per_minute: Number(values.limit) } : {}),
          ...(values.entitlements ? { entitlements: list(values.entitlements) } : {}),
          ...(values.expires ? { expires_at: values.expires } : {}),
        },
      };
      break;
    case "audit":
      request = {
        method: "GET",
        path: `/api/admin/audit${query({ account_id: values.id, key_id: values.key, limit: values.limit, cursor: values.cursor })}`,
      };
      break;
    default:
      throw new Error(`unknown command '${command}'\n\n${ACCOUNT_USAGE}`);
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

type ParsedCommand =
  | { help: true }
  | { help: false; url: string; token: string | undefined; operator: string; request: KeyCommand };

/**
 * The body of `npm run key` and `npm run account`: parse, send to the admin plane of a running pix,
 * print the JSON answer (exit code 1 on a problem), and warn that a secret in a 201 is shown once.
 */
export async function runAdminCli(
  parse: (argv: string[]) => ParsedCommand,
  usage: string,
  shownOnce: string,
  root: string,
): Promise<void> {
  try {
    const parsed = parse(process.argv.slice(2));
    if (parsed.help) {
      console.log(usage);
      return;
    }
    const token = adminToken(root, parsed.token);
    let answer: Awaited<ReturnType<typeof sendKeyCommand>>;
    try {
      answer = await sendKeyCommand(parsed.url, token, parsed.operator, parsed.request);
    } catch (error) {
      throw new Error(`could not reach pix at ${parsed.url} (is it running? npm start): ${String(error)}`);
    }
    console.log(JSON.stringify(answer.body, null, 2));
    if (answer.status >= 400) process.exitCode = 1;
    else if (answer.status === 201) console.error(`\n${shownOnce}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
