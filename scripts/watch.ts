/**
 * `npm run watch -- --url ws://localhost:8787/ws --symbols PIXCPI,gold-settle-dec`: connects to pix's `/ws`
 * stream and keeps the live board on screen (redrawn in place on a terminal, one board per frame when
 * piped). By default it speaks the stream's version 2 through `@pix/client` (`connectStreamV2`): the
 * board's rows are `GET /api/markets`, each row's value moves with its `index:<symbol>` channel, and each
 * venue feed's `status` is a line under the header. `--version 1` keeps the version 1 board (a snapshot,
 * then each cycle's frame). Reconnects with backoff after a dropped connection; stops for good when the
 * server refuses the client (bad key, bad message). `--once` prints the first full board and exits, for
 * scripts and tests. The board says where its numbers come from (`GET /api/v1/info`'s `data_origin`, read
 * once at the start): on pix's simulator, "SYNTHETIC DATA" under the header and `synthetic` in each
 * current row's STATUS, never `live`. Run `npm run watch -- --help` for every option. The board itself is scripts/lib/board.ts.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { parseArgs } from "node:util";
import { connectStreamV2, PixStreamError, streamV2Url } from "../clients/typescript/src/index.ts";
import { VENUE_IDS } from "../src/domain/methodology/venues.ts";
import { DATA_ORIGINS, type DataOrigin } from "../src/platform/data-origin.ts";
import type { LegacyMarket } from "../src/stream/legacy/market.ts";
import {
  type ErrorMessage,
  PING_TEXT,
  parseClientMessage,
  type ServerMessage,
  type SnapshotMessage,
  STREAM_PROTOCOL_VERSION,
} from "../src/stream/market-stream/protocol.ts";
import { CLOSE_CODES } from "../src/stream/session/frames.ts";
import {
  applyIndex,
  applyMarkets,
  applySnapshot,
  applyUpdate,
  type Board,
  createBoard,
  reconnectDelay,
  renderBoard,
} from "./lib/board.ts";

const USAGE = `npm run watch -- [options]

  --url URL          the stream (default: $PIX_WS_URL, else ws://localhost:8787/ws);
                     an origin such as http://localhost:8787 means its /ws
  --key KEY          API key, sent as the first message, never in the URL (default: $PIX_API_KEY)
  --symbols A,B      watch only these symbols or slugs (e.g. PIXCPI,gold-settle-dec); default: every market
  --once             print the first full board (with --key and --symbols applied) and exit 0
  --version 1|2      the stream's version (default 2: live index values and venue feed status;
                     1: the board of each ingestion cycle)
  -h, --help         this text

Prefer PIX_API_KEY over --key: command lines are visible to other local users.`;

const DEFAULT_URL = "ws://localhost:8787/ws";
/** Closes after which reconnecting would be refused the same way: report and exit 1. */
const FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  CLOSE_CODES.unsupportedData,
  CLOSE_CODES.policyViolation,
  CLOSE_CODES.messageTooBig,
  CLOSE_CODES.credentialInvalid,
  CLOSE_CODES.credentialScope,
]);
const PING_EVERY_MS = 30_000;
/** No frame (not even a pong) for this long: the connection is dead without having closed. */
const SILENCE_LIMIT_MS = 2 * PING_EVERY_MS + 5_000;

interface Options {
  url: string;
  key: string | null;
  /** null: no subscribe message (every market); "*" is sent as is. */
  symbols: string[] | "*" | null;
  once: boolean;
  version: 1 | 2;
}

// ---------------------------------------------------------------- options

type Parsed = { help: true } | { help: false; options: Options } | { error: string };

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Parsed {
  let values: {
    url?: string;
    key?: string;
    symbols?: string;
    once?: boolean;
    version?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        url: { type: "string" },
        key: { type: "string" },
        symbols: { type: "string" },
        once: { type: "boolean" },
        version: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };
  const version = values.version ?? "2";
  if (version !== "1" && version !== "2") return { error: "--version must be 1 or 2" };
  const url = streamUrl(values.url ?? env.PIX_WS_URL ?? DEFAULT_URL);
  if (!url) return { error: "--url must be a ws:// or wss:// URL (an http(s) origin works too)" };
  const key = values.key ?? env.PIX_API_KEY ?? "";
  // The server's own validation, so a bad option fails here rather than as a 1008 close. Its details
  // never echo the key.
  const auth = parseClientMessage(JSON.stringify({ type: "auth", key }));
  if (key && !auth.ok) return { error: `--key: ${auth.detail}` };
  const symbols = parseSymbols(values.symbols);
  if (typeof symbols === "object" && symbols !== null && "error" in symbols) return symbols;
  return {
    help: false,
    options: { url, key: key || null, symbols, once: values.once ?? false, version: version === "1" ? 1 : 2 },
  };
}

/** The URL as ws:/wss:, or null if it is not one (an http origin is accepted for convenience). */
function streamUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol === "http:" || url.protocol === "https:") {
    url.protocol = url.protocol.replace("http", "ws");
  }
  if (url.pathname === "/") url.pathname = "/ws"; // a bare origin means its stream
  url.hash = ""; // WebSocket refuses URLs with a fragment
  return url.protocol === "ws:" || url.protocol === "wss:" ? url.href : null;
}

function parseSymbols(text: string | undefined): string[] | "*" | null | { error: string } {
  if (text === undefined) return null;
  const list = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 1 && list[0] === "*") return "*";
  const parsed = parseClientMessage(JSON.stringify({ type: "subscribe", symbols: list }));
  return parsed.ok ? list : { error: `--symbols: ${parsed.detail}` };
}

// ---------------------------------------------------------------- output

interface Screen {
  /** `frame`: a server frame or a connection-state change; `tick`: the once-a-second refresh. */
  draw(board: Board, why: "frame" | "tick"): void;
  /** Leaves the last board on screen and gives the cursor back. */
  end(): void;
}

/**
 * On a terminal: redraw in place (home, each line cleared to its end, the rest of the screen cleared)
 * with the cursor hidden. Otherwise (a pipe, a log, `--once`): append one board per frame.
 */
function createScreen(inPlace: boolean, color: boolean): Screen {
  const out = process.stdout;
  let first = true;
  if (inPlace) {
    out.on("resize", () => {
      first = true; // wrapped lines of the old width would be left behind
    });
  }
  return {
    draw(board, why) {
      // A log gets boards, not the once-a-second refresh nor an empty board before the first snapshot.
      if (!inPlace && (why === "tick" || board.lastFrameAt === null)) return;
      const lines = renderBoard(board, { now: Date.now(), color });
      if (inPlace) {
        const clear = first ? "\x1b[?25l\x1b[H\x1b[2J" : "";
        out.write(`${clear}\x1b[H${lines.map((line) => `${line}\x1b[K`).join("\n")}\x1b[J`);
      } else {
        out.write(`${first ? "" : "\n"}${lines.join("\n")}\n`);
      }
      first = false;
    },
    end() {
      if (inPlace && !first) out.write("\n\x1b[?25h");
    },
  };
}

// ---------------------------------------------------------------- diagnosis

const CONNECT_ERRORS: Record<string, string> = {
  ECONNREFUSED: "connection refused (is pix running? npm start)",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found (DNS lookup failed)",
  ETIMEDOUT: "connection timed out",
  ECONNRESET: "connection reset",
  EHOSTUNREACH: "host unreachable",
};

/**
 * Why a WebSocket never opened: the global WebSocket reports only "error" with no cause, so repeat the
 * handshake with node:http and name what went wrong (refused, unknown host, an HTTP status, …).
 */
function diagnose(url: string): Promise<string> {
  const target = new URL(url);
  target.protocol = target.protocol === "wss:" ? "https:" : "http:";
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((done) => {
    const req = request(target, {
      timeout: 5_000,
      headers: {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))),
      },
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      done(CONNECT_ERRORS[error.code ?? ""] ?? error.code ?? error.message);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    req.on("response", (res) => {
      res.resume();
      done(`the server answered HTTP ${res.statusCode} instead of a WebSocket (is /ws served there?)`);
    });
    req.on("upgrade", (_res, socket) => {
      socket.destroy();
      done("the WebSocket handshake failed");
    });
    req.end();
  });
}

// ---------------------------------------------------------------- stream

/** The snapshot reason that reflects everything this client sends on connect. */
function settlingReason(options: Options): SnapshotMessage["reason"] {
  if (options.symbols !== null) return "subscribe";
  return options.key !== null ? "auth" : "connect";
}

function parseServerMessage(data: unknown): ServerMessage | { type: "pong" } | null {
  if (typeof data !== "string") return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return typeof message === "object" && message !== null && typeof message.type === "string"
      ? (message as ServerMessage | { type: "pong" })
      : null;
  } catch {
    return null;
  }
}

interface Outcome {
  code: number;
  /** One line for stderr, printed once the screen is restored. */
  message?: string;
}

/**
 * Runs the stream until it ends. One socket at a time: events of a socket that was replaced or abandoned
 * are ignored.
 */
function watch(options: Options, screen: Screen, origin: DataOrigin | null): Promise<Outcome> {
  const board = createBoard(options.url);
  board.origin = origin;
  const reason = settlingReason(options);
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everOpened = false;
  let stopping = false;
  let lastError: ErrorMessage | null = null;
  let lastMessageAt = 0;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let finish: (code: number, message?: string) => void = () => {};
  const finished = new Promise<Outcome>((resolve) => {
    finish = (code, message) => {
      clearInterval(pingTimer);
      clearInterval(tickTimer);
      clearTimeout(retryTimer);
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve({ code, message });
    };
  });

  const draw = (why: "frame" | "tick") => {
    if (!options.once) screen.draw(board, why);
  };

  function connect() {
    board.connection = { state: "connecting" };
    lastError = null;
    let opened = false;
    let settled = false;
    const ws = new WebSocket(options.url);
    socket = ws;
    ws.addEventListener("open", () => {
      if (socket !== ws) return;
      opened = true;
      everOpened = true;
      lastMessageAt = Date.now();
      if (options.key) ws.send(JSON.stringify({ type: "auth", key: options.key })); // must be first
      if (options.symbols) ws.send(JSON.stringify({ type: "subscribe", symbols: options.symbols }));
      pingTimer = setInterval(() => ping(ws), PING_EVERY_MS);
    });
    ws.addEventListener("message", (event) => {
      if (socket !== ws) return;
      const receivedAt = Date.now();
      lastMessageAt = receivedAt;
      const message = parseServerMessage(event.data);
      if (!message || message.type === "pong") return;
      const version = (message as { version?: unknown }).version;
      if (version !== STREAM_PROTOCOL_VERSION) {
        board.notice = `ignoring a protocol version ${version} frame (this client speaks ${STREAM_PROTOCOL_VERSION})`;
        return draw("frame");
      }
      if (message.type === "error") {
        lastError = message;
        return;
      }
      if (message.type === "snapshot") {
        // Earlier snapshots (anonymous, unsubscribed) are superseded by the one answering our messages.
        settled ||= message.reason === reason;
        if (!settled) return;
        applySnapshot(board, message, receivedAt);
        board.connection = { state: "live" };
        board.notice = null;
        attempt = 0; // a useful connection: the next drop starts the backoff over
        if (options.once) return printOnce(ws);
        return draw("frame");
      }
      if (message.type === "market_update" && settled) {
        applyUpdate(board, message, receivedAt);
        draw("frame");
      }
    });
    ws.addEventListener("close", (event) => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(pingTimer);
      void closed(event.code, event.reason, opened);
    });
  }

  /** Keeps the connection warm and notices one that died silently (no close ever arrives). */
  function ping(ws: WebSocket) {
    if (socket !== ws) return;
    if (Date.now() - lastMessageAt > SILENCE_LIMIT_MS) {
      socket = null;
      clearInterval(pingTimer);
      ws.close(4000, "no answer to pings");
      return retry(`no frame for ${SILENCE_LIMIT_MS / 1000} s`);
    }
    ws.send(PING_TEXT); // this exact text is answered without waking the stream object
  }

  function printOnce(ws: WebSocket) {
    screen.draw(board, "frame");
    stopping = true;
    ws.close(CLOSE_CODES.normal);
    finish(0);
  }

  async function closed(code: number, reasonText: string, opened: boolean) {
    if (stopping) return finish(0);
    const detail = lastError?.detail || reasonText;
    if (FATAL_CLOSE_CODES.has(code)) {
      board.connection = { state: "closed", reason: detail || `code ${code}` };
      draw("frame");
      const name = lastError ? ` ${lastError.code}` : "";
      return finish(1, `the server closed the stream (${code}${name})${detail ? `: ${detail}` : ""}`);
    }
    const why = opened
      ? `connection lost (${code}${detail ? `: ${detail}` : ""})`
      : `cannot connect to ${options.url}: ${await diagnose(options.url)}`;
    if (stopping) return; // Ctrl-C during the diagnosis has already finished
    // A first connection that fails is a wrong URL or a stopped pix, not a blip: say so and stop.
    if (!everOpened) return finish(1, why);
    if (options.once) return finish(1, `${why} before the first snapshot`);
    retry(why);
  }

  function retry(why: string) {
    const delay = reconnectDelay(attempt++);
    board.connection = { state: "reconnecting", at: Date.now() + delay };
    board.notice = why;
    draw("frame");
    retryTimer = setTimeout(connect, delay);
  }

  /** Ctrl-C: a clean 1000 close; a second Ctrl-C (or a server that never answers) exits anyway. */
  function stop() {
    if (stopping) return finish(0);
    stopping = true;
    const ws = socket;
    if (!ws || ws.readyState === WebSocket.CLOSED) return finish(0);
    ws.close(CLOSE_CODES.normal);
    setTimeout(() => finish(0), 1_000).unref();
  }

  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  if (!options.once && process.stdout.isTTY) tickTimer = setInterval(() => draw("tick"), 1_000);
  draw("frame");
  connect();
  return finished;
}

// ---------------------------------------------------------------- version 2

/** A path of the stream's deployment over HTTP(S): `ws://host/ws` → `http://host/<path>`. */
function deploymentUrl(wsUrl: string, path: string): URL {
  const url = new URL(wsUrl);
  url.protocol = url.protocol === "wss:" ? "https:" : "http:";
  url.pathname = `${url.pathname.replace(/\/ws\/?$/, "")}${path}`;
  url.search = "";
  return url;
}

/** `GET /api/v1/info`'s `data_origin`: `live` or `synthetic`; null when the deployment does not say. */
async function readOrigin(wsUrl: string): Promise<DataOrigin | null> {
  try {
    const res = await fetch(deploymentUrl(wsUrl, "/api/v1/info"));
    if (!res.ok) return null;
    const origin = ((await res.json()) as { data?: { data_origin?: unknown } }).data?.data_origin;
    return DATA_ORIGINS.find((o) => o === origin) ?? null;
  } catch {
    return null;
  }
}

/** `GET /api/markets` of the stream's deployment: the rows of the board. */
async function readMarkets(wsUrl: string): Promise<LegacyMarket[]> {
  const url = deploymentUrl(wsUrl, "/api/markets");
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url.pathname} answered HTTP ${res.status}`);
  return ((await res.json()) as { markets: LegacyMarket[] }).markets;
}

/** The markets named by --symbols (symbols or slugs, any case; all for none or "*") and the unknown names. */
function chooseMarkets(markets: LegacyMarket[], names: string[] | "*" | null) {
  if (names === null || names === "*") return { chosen: markets, unknown: [] };
  const matches = (m: LegacyMarket, name: string) =>
    m.symbol.toLowerCase() === name.toLowerCase() || m.slug === name.toLowerCase();
  return {
    chosen: markets.filter((m) => names.some((name) => matches(m, name))),
    unknown: names.filter((name) => !markets.some((m) => matches(m, name))),
  };
}

/**
 * Version 2 until it ends: the board's rows from `GET /api/markets`, their `index:<symbol>` channels and
 * every venue's `status` over `connectStreamV2` (which reconnects and subscribes again by itself).
 */
async function watchV2(options: Options, screen: Screen, origin: DataOrigin | null): Promise<Outcome> {
  const url = streamV2Url(options.url);
  const board = createBoard(url);
  board.origin = origin;
  const draw = (why: "frame" | "tick") => {
    if (!options.once) screen.draw(board, why);
  };
  let markets: LegacyMarket[];
  try {
    markets = await readMarkets(options.url);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const why = (cause && CONNECT_ERRORS[cause]) ?? (error as Error).message;
    return { code: 1, message: `cannot connect to ${url}: ${why}` };
  }
  const { chosen, unknown } = chooseMarkets(markets, options.symbols);
  applyMarkets(board, chosen, Date.now());
  board.unknownSymbols = unknown;

  let everLive = false;
  let neverOpened = false;
  let subscribed = false;
  const stream = connectStreamV2({
    baseUrl: options.url,
    apiKey: options.key ?? undefined,
    channels: chosen.map((m) => `index:${m.symbol}`),
    backoff: { initialMs: 1_000, maxMs: 30_000, jitter: 0.4 },
    // A refused channel (a market the key is not entitled to) stays on the board without values.
    onRejected(rejected) {
      board.notice = `channels refused: ${rejected.map((r) => `${r.channel} (${r.reason})`).join("; ")}`;
    },
    onState(state) {
      if (state.kind === "live") {
        everLive = true;
        board.connection = { state: "live" };
        board.notice = null;
      } else if (state.kind === "down" && state.retryAt !== null) {
        // A first connection that fails is a wrong URL or a stopped pix, not a blip: say so and stop.
        if (!everLive) {
          neverOpened = true;
          stream.close();
          return;
        }
        board.connection = { state: "reconnecting", at: state.retryAt };
        board.notice = state.reason;
      }
      draw("frame");
    },
  });
  const stop = () => stream.close();
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const tick = !options.once && process.stdout.isTTY ? setInterval(() => draw("tick"), 1_000) : undefined;
  try {
    for await (const message of stream) {
      const receivedAt = Date.now();
      if (message.type === "subscribed") {
        // A key's acceptance is an empty answer; the channels' own answer follows it.
        subscribed ||= message.added.length + message.rejected.length > 0;
      } else if (message.type === "status") board.feeds.set(message.venue, message);
      else if (message.type === "index") applyIndex(board, message, receivedAt);
      else continue;
      // --once: the board as soon as the channels are answered and every venue's feed has reported.
      if (options.once && (subscribed || chosen.length === 0) && VENUE_IDS.every((v) => board.feeds.has(v))) {
        screen.draw(board, "frame");
        return { code: 0 };
      }
      draw("frame");
    }
    if (neverOpened) return { code: 1, message: `cannot connect to ${url}: ${await diagnose(url)}` };
    return { code: 0 };
  } catch (error) {
    if (!(error instanceof PixStreamError)) throw error;
    board.connection = { state: "closed", reason: error.message };
    draw("frame");
    const detail = error.message.replace(/^[a-z-]+: /, "");
    const name = error.code ? ` ${error.code}` : "";
    return {
      code: 1,
      message: `the server closed the stream (${error.closeCode}${name})${detail ? `: ${detail}` : ""}`,
    };
  } finally {
    clearInterval(tick);
    stream.close();
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
}

// ---------------------------------------------------------------- main

/** Exits once stdout is flushed: a closing WebSocket could otherwise keep the loop alive a while. */
function exit(code: number): void {
  process.stdout.write("", () => process.exit(code));
}

async function main() {
  const parsed = parseOptions(process.argv.slice(2), process.env);
  if ("error" in parsed) {
    console.error(`watch: ${parsed.error} (see npm run watch -- --help)`);
    return exit(2);
  }
  if (parsed.help) {
    console.log(USAGE);
    return exit(0);
  }
  const { options } = parsed;
  // `npm run watch | head`: a closed pipe ends the watch quietly rather than with an EPIPE trace.
  process.stdout.on("error", () => process.exit(0));
  const tty = process.stdout.isTTY === true;
  const color = tty && !process.env.NO_COLOR;
  const screen = createScreen(tty && !options.once, color);
  const origin = await readOrigin(options.url);
  const outcome =
    options.version === 1 ? await watch(options, screen, origin) : await watchV2(options, screen, origin);
  screen.end();
  if (outcome.message) console.error(`watch: ${outcome.message}`);
  exit(outcome.code);
}

main().catch((error: unknown) => {
  if (process.stdout.isTTY) process.stdout.write("\x1b[?25h");
  console.error(`watch: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
