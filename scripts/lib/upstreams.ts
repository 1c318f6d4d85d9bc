/**
 * Which upstreams a local pix reads (`npm start -- --upstream synthetic|live`), and whether they answer.
 *
 * - `synthetic` (the default): every upstream address of wrangler.toml's local `[vars]` points at the
 *   offline simulator; with another simulator port, the same addresses with that port.
 * - `live`: the public hosts staging and production read (wrangler.toml `[env.production.vars]`: the
 *   venues' public market data, the equity provider, SEC EDGAR and the news feeds), through the same
 *   adapters, with `UPSTREAM_PROVENANCE = "live"`. An environment variable of the same name overrides
 *   any one address (a proxy, or a local stand-in in tests).
 *
 * An upstream address variable is any `*_URL` var but `DOCS_URL`.
 */
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { ROOT } from "./run.ts";

export const UPSTREAM_MODES = ["synthetic", "live"] as const;
export type UpstreamMode = (typeof UPSTREAM_MODES)[number];

/** wrangler.toml points every local upstream at the simulator on this port. */
export const CONFIGURED_SIMULATOR_PORT = 8788;

/** The venues: `--upstream live` does not start without them. */
export const LIVE_VENUES: readonly { variable: string; what: string }[] = [
  { variable: "KALSHI_BASE_URL", what: "Kalshi" },
  { variable: "POLYMARKET_GAMMA_URL", what: "Polymarket (Gamma)" },
  { variable: "POLYMARKET_CLOB_URL", what: "Polymarket (CLOB)" },
  { variable: "POLYMARKET_DATA_URL", what: "Polymarket (data API: trade prints)" },
];

/** The rest: pix starts without them, and the plane that reads one says so in its answers. */
export const LIVE_OPTIONAL: readonly { variable: string; what: string }[] = [
  { variable: "EQUITY_QUERY_URL", what: "the equity price provider (factor route)" },
  { variable: "EDGAR_DATA_URL", what: "SEC EDGAR (factor calendar, SEC news)" },
  { variable: "NEWS_BLS_URL", what: "the BLS news feed" },
];

export function isUpstreamVar(name: string): boolean {
  return name.endsWith("_URL") && name !== "DOCS_URL";
}

/** `--upstream <mode>` (or `--upstream=<mode>`) from the command line; `synthetic` when absent. */
export function upstreamArg(args: readonly string[]): { mode: UpstreamMode } | { error: string } {
  const at = args.findIndex((arg) => arg === "--upstream" || arg.startsWith("--upstream="));
  if (at < 0) return { mode: "synthetic" };
  const raw = args[at]?.includes("=") ? args[at]?.slice("--upstream=".length) : args[at + 1];
  const mode = UPSTREAM_MODES.find((m) => m === raw);
  if (mode === undefined) {
    return {
      error: `--upstream takes ${UPSTREAM_MODES.join(" or ")} (got ${raw === undefined ? "nothing" : JSON.stringify(raw)})`,
    };
  }
  return { mode };
}

/** wrangler.toml's plain-text vars of one environment ("" is the top-level, local one). */
export function configVars(environment: string): Record<string, string> {
  const saved = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = "error";
  try {
    const config = unstable_readConfig({
      config: join(ROOT, "wrangler.toml"),
      env: environment || undefined,
    });
    return Object.fromEntries(
      Object.entries(config.vars ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } finally {
    if (saved === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = saved;
  }
}

/** The local upstream addresses, moved to a simulator on `port`. */
export function simulatorUpstreamVars(port: number): Record<string, string> {
  // Both the HTTP addresses and the market-data WebSockets (ws://) of the simulator.
  const configured = new RegExp(`^(https?|wss?)://127\\.0\\.0\\.1:${CONFIGURED_SIMULATOR_PORT}(?=/|$)`);
  return Object.fromEntries(
    Object.entries(configVars(""))
      .filter(([name, value]) => isUpstreamVar(name) && configured.test(value))
      .map(([name, value]) => [
        name,
        value.replace(configured, (_, scheme) => `${scheme}://127.0.0.1:${port}`),
      ]),
  );
}

/**
 * The public upstream addresses production reads, each overridable by an environment variable of the
 * same name, and the provenance every value then carries.
 */
export function liveUpstreamVars(
  environment: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(configVars("production"))) {
    if (isUpstreamVar(name)) vars[name] = environment[name] ?? value;
  }
  vars.UPSTREAM_PROVENANCE = "live";
  return vars;
}

/** `--var NAME:value` arguments for `wrangler dev`. */
export function varArgs(vars: Record<string, string>): string[] {
  return Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
}

export interface Unreachable {
  what: string;
  url: string;
  reason: string;
}

/** Why a fetch failed, in a few words of pix's own. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "its host name does not resolve (no internet?)";
    case "ERR_INVALID_URL":
      return "it is not a valid URL";
    case "ECONNREFUSED":
      return "the connection was refused";
    case "ECONNRESET":
      return "the connection was reset";
    case "ENETUNREACH":
    case "EHOSTUNREACH":
      return "the network is unreachable";
    default:
      return code ? `the connection failed (${code})` : "the connection failed";
  }
}

/**
 * The upstreams among `entries` that give no HTTP answer within `timeoutMs` (any status counts as an
 * answer: the address is reachable, and the adapters judge the payloads). Checked in parallel.
 */
export async function unreachableUpstreams(
  entries: readonly { variable: string; what: string }[],
  vars: Record<string, string>,
  timeoutMs = 5_000,
): Promise<Unreachable[]> {
  const checks = entries
    .filter((entry) => (vars[entry.variable] ?? "") !== "")
    .map(async ({ variable, what }): Promise<Unreachable | null> => {
      const url = vars[variable] ?? "";
      try {
        const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
        await res.body?.cancel();
        return null;
      } catch (error) {
        return { what, url, reason: reasonOf(error, timeoutMs) };
      }
    });
  return (await Promise.all(checks)).filter((u): u is Unreachable => u !== null);
}
