/**
 * Serves the upstream simulator over Node's http: `node simulator/server.ts [--port 8788]
 * [--extra-markets N] [--events-per-second N]` (default DEFAULT_EXTRA_MARKETS, so each cycle tapes a real
 * multi-page venue). Other scripts import `startSimulatorServer` to run it in-process. The same port
 * serves the venues' market-data WebSockets (`streams.ts`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { DEFAULT_EXTRA_MARKETS } from "./extra.ts";
import {
  BASE_PATHS,
  createSimulator,
  type Simulator,
  type SimulatorOptions,
  STREAM_PATHS,
} from "./handler.ts";
import { DEFAULT_EVENTS_PER_SECOND } from "./stream-control.ts";
import { attachStreams, type StreamOptions } from "./streams.ts";

export const DEFAULT_PORT = 8788;

export interface SimulatorServerOptions extends SimulatorOptions, StreamOptions {
  /** 0 picks a free port (default 8788). */
  port?: number;
  host?: string;
}

/** One request the server answered, as `recordCalls` lists it (the bench replays these). */
export interface RecordedCall {
  method: string;
  /** The full URL the client asked for. */
  url: string;
  /** The request body as text, for methods that carry one. */
  body?: string;
}

export interface SimulatorServer {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:8788`. */
  url: string;
  /** Base URLs to configure pix's upstreams with. */
  bases: { kalshi: string; polymarketGamma: string; polymarketClob: string; polymarketData: string };
  /** The market-data WebSocket URLs (`ws://…`). */
  streams: { kalshi: string; polymarket: string };
  simulator: Simulator;
  /** Lists every request answered from now until the returned function is called, which returns them. */
  recordCalls(): () => RecordedCall[];
  close(): Promise<void>;
}

async function toRequest(incoming: IncomingMessage, out: ServerResponse, origin: string): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) {
    headers.append(incoming.rawHeaders[i] ?? "", incoming.rawHeaders[i + 1] ?? "");
  }
  const method = incoming.method ?? "GET";
  let body: ArrayBuffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const joined = Buffer.concat(chunks);
    body = joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength) as ArrayBuffer;
  }
  const controller = new AbortController();
  // A client that goes away ends a held-back (`slow`) answer early.
  out.once("close", () => {
    if (!out.writableFinished) controller.abort();
  });
  return new Request(new URL(incoming.url ?? "/", origin), {
    method,
    headers,
    body,
    signal: controller.signal,
  });
}

async function writeResponse(response: Response, out: ServerResponse, head: boolean): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  // The client may have gone away while a `slow` answer was held back.
  if (out.destroyed) return;
  if (!head) headers["content-length"] = String(body.length);
  out.writeHead(response.status, headers);
  out.end(head ? undefined : body);
}

export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const {
    port = DEFAULT_PORT,
    host = "127.0.0.1",
    extraMarketsPerVenue = DEFAULT_EXTRA_MARKETS,
    kalshiPublicKeyPem,
    ...simulatorOptions
  } = options;
  const simulator = createSimulator({ ...simulatorOptions, extraMarketsPerVenue });
  let recording: RecordedCall[] | null = null;
  const record = async (request: Request) => {
    const list = recording; // the recording this request arrived in, even if another starts meanwhile
    if (list === null) return;
    const call: RecordedCall = { method: request.method, url: request.url };
    if (request.body !== null) call.body = await request.clone().text();
    list.push(call);
  };
  const server = createServer((incoming, out) => {
    const origin = `http://${incoming.headers.host ?? `${host}:${port}`}`;
    toRequest(incoming, out, origin)
      .then(async (request) => {
        await record(request);
        return simulator.fetch(request);
      })
      .then((response) => writeResponse(response, out, incoming.method === "HEAD"))
      .catch((error: unknown) => {
        if (out.destroyed) return;
        if (!out.headersSent)
          out.writeHead(500, { "content-type": "application/json", "x-pix-simulator": "synthetic" });
        out.end(JSON.stringify({ error: error instanceof Error ? error.message : "internal error" }));
      });
  });
  const streams = attachStreams(server, simulator, kalshiPublicKeyPem ? { kalshiPublicKeyPem } : {});
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;
  const wsOrigin = `ws://${host}:${address.port}`;
  return {
    url,
    bases: {
      kalshi: `${url}${BASE_PATHS.kalshi}`,
      polymarketGamma: `${url}${BASE_PATHS.polymarketGamma}`,
      polymarketClob: `${url}${BASE_PATHS.polymarketClob}`,
      polymarketData: `${url}${BASE_PATHS.polymarketData}`,
    },
    streams: {
      kalshi: `${wsOrigin}${STREAM_PATHS.kalshi}`,
      polymarket: `${wsOrigin}${STREAM_PATHS.polymarket}`,
    },
    simulator,
    recordCalls() {
      const calls: RecordedCall[] = [];
      recording = calls;
      return () => {
        if (recording === calls) recording = null;
        return calls;
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        streams.close();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function parseCount(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      "extra-markets": { type: "string" },
      "events-per-second": { type: "string" },
    },
  });
  const server = await startSimulatorServer({
    port: parseCount(values.port, "--port", DEFAULT_PORT),
    extraMarketsPerVenue: parseCount(values["extra-markets"], "--extra-markets", DEFAULT_EXTRA_MARKETS),
    streamEventsPerSecond: parseCount(
      values["events-per-second"],
      "--events-per-second",
      DEFAULT_EVENTS_PER_SECOND,
    ),
  });
  console.log("pix upstream simulator (synthetic data)");
  console.log(`  kalshi            ${server.bases.kalshi}`);
  console.log(`  polymarket gamma  ${server.bases.polymarketGamma}`);
  console.log(`  polymarket clob   ${server.bases.polymarketClob}`);
  console.log(`  kalshi stream     ${server.streams.kalshi}`);
  console.log(`  polymarket stream ${server.streams.polymarket}`);
  console.log(`  control           ${server.url}/_control/{faults,streams,reset,clock,state}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server.close().then(() => process.exit(0));
    });
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
