/**
 * The V8 sampling profiler of a local pix's workerd, over its DevTools inspector: open the inspector,
 * map the bundle's lines to source modules, and sum a profile into self and total time per function and
 * per module. Used by `npm run profile` (profile.ts) and by the live bench (`BENCH_LIVE_PROFILE`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A minimal Chrome DevTools protocol client over the global WebSocket. */
export async function openInspector(port: number, worker: string) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    id: string;
    title?: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => `${t.id} ${t.title ?? ""}`.includes(`:${worker}`)) ?? targets[0];
  if (!target) throw new Error("the inspector lists no target");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((done, fail) => {
    socket.addEventListener("open", () => done(), { once: true });
    socket.addEventListener("error", () => fail(new Error("inspector WebSocket failed")), { once: true });
  });
  let next = 0;
  const pending = new Map<number, { done: (v: unknown) => void; fail: (e: Error) => void }>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    if (message.id === undefined) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.fail(new Error(JSON.stringify(message.error)));
    else waiter?.done(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((done, fail) => {
      const id = ++next;
      pending.set(id, { done: done as (v: unknown) => void, fail });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { target: target.id, send, close: () => socket.close() };
}

/** Bundle line → the source module esbuild wrote it from (its `// path` comments). */
export function moduleIndex(bundleText: string) {
  const starts: { line: number; module: string }[] = [];
  bundleText.split("\n").forEach((text, line) => {
    // Paths are relative to the bundled config's directory: the probe's sits deeper than pix's.
    const m = /^\/\/ (?:\.\.\/)*((?:src|node_modules|bench)\/\S+)$/.exec(text);
    if (m?.[1]) starts.push({ line, module: m[1].replace(/^node_modules\//, "") });
  });
  return (line: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const start = starts[mid];
      if (!start) break;
      if (start.line <= line) {
        found = start.module;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

export function bundleText() {
  const dir = join(ROOT, ".wrangler", "bundle");
  const mine = readdirSync(dir).filter((name) => name.startsWith(`${process.pid}-`));
  for (const name of mine) {
    const file = readdirSync(join(dir, name)).find((f) => /\.m?js$/.test(f));
    if (file) return readFileSync(join(dir, name, file), "utf8");
  }
  return "";
}

interface Row {
  name: string;
  selfMs: number;
  totalMs: number;
}

/** The module part of a row name (`fn  module`), or the runtime for native and internal frames. */
const moduleOfRow = (name: string) => {
  const where = name.split("  ")[1];
  if (!where) return "(native: runtime built-ins)";
  if (where.startsWith("cloudflare-internal:")) return where.replace(/:\d+$/, "");
  return where.replace(/^(hono|drizzle-orm|zod|@[^/]+\/[^/]+)\/.*$/, "$1 (package)");
};

/** Self and inclusive time per function (a recursive function's inclusive time is counted once). */
export function summarize(profile: CpuProfile, moduleOf: (line: number) => string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const keyOf = (n: ProfileNode) => {
    const f = n.callFrame;
    // The profiled Worker's bundle: pix's (worker.js) or, in-process, the probe's.
    const inBundle = /(^|\/)(worker|app-probe)\.m?js$/.test(f.url);
    const where = !f.url
      ? ""
      : (inBundle && moduleOf(f.lineNumber)) || `${f.url.split("/").pop()}:${f.lineNumber + 1}`;
    return `${f.functionName || "(anonymous)"}${where ? `  ${where}` : ""}`;
  };
  const rows = new Map<string, Row>();
  const row = (key: string) => {
    const found = rows.get(key);
    if (found) return found;
    const created = { name: key, selfMs: 0, totalMs: 0 };
    rows.set(key, created);
    return created;
  };
  const inclusive = new Map<number, number>();
  const total = (id: number): number => {
    const cached = inclusive.get(id);
    if (cached !== undefined) return cached;
    const node = byId.get(id);
    const sum = (selfUs.get(id) ?? 0) + (node?.children ?? []).reduce((s, child) => s + total(child), 0);
    inclusive.set(id, sum);
    return sum;
  };
  const root = profile.nodes[0];
  let allUs = 0;
  let idleUs = 0;
  const walk = (id: number, onStack: Set<string>) => {
    const node = byId.get(id);
    if (!node) return;
    const key = keyOf(node);
    const r = row(key);
    r.selfMs += (selfUs.get(id) ?? 0) / 1000;
    if (!onStack.has(key)) r.totalMs += total(id) / 1000;
    const name = node.callFrame.functionName;
    if (name === "(idle)" || name === "(program)") idleUs += selfUs.get(id) ?? 0;
    allUs += selfUs.get(id) ?? 0;
    const below = new Set(onStack).add(key);
    for (const child of node.children ?? []) walk(child, below);
  };
  if (root) walk(root.id, new Set());
  return { rows: [...rows.values()], allMs: allUs / 1000, busyMs: (allUs - idleUs) / 1000 };
}

function printTables(summary: ReturnType<typeof summarize>, top: number) {
  const { rows, busyMs, allMs } = summary;
  const skip = new Set(["(root)", "(idle)", "(program)"]);
  const pct = (ms: number) => `${((ms / busyMs) * 100).toFixed(1)}%`.padStart(6);
  const table = (title: string, pick: (r: Row) => number) => {
    const sorted = rows
      .filter((r) => !skip.has(r.name))
      .sort((a, b) => pick(b) - pick(a))
      .slice(0, top);
    console.log(`\n${title} (share of ${busyMs.toFixed(0)} ms busy in ${allMs.toFixed(0)} ms sampled)`);
    for (const r of sorted) console.log(`${pct(pick(r))} ${pick(r).toFixed(1).padStart(9)} ms  ${r.name}`);
  };
  table("top self time", (r) => r.selfMs);
  table("top total time", (r) => r.totalMs);
  const byModule = new Map<string, number>();
  for (const r of rows.filter((r) => !skip.has(r.name))) {
    const module = moduleOfRow(r.name);
    byModule.set(module, (byModule.get(module) ?? 0) + r.selfMs);
  }
  console.log(`\nself time by module or package (share of ${busyMs.toFixed(0)} ms busy)`);
  for (const [module, ms] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${pct(ms)} ${ms.toFixed(1).padStart(9)} ms  ${module}`);
  }
}

/** Starts V8's sampling profiler on the inspector's isolate; the answer stops it and gives the profile. */
export async function startProfiler(
  inspector: Awaited<ReturnType<typeof openInspector>>,
  intervalUs: number,
): Promise<() => Promise<CpuProfile>> {
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: intervalUs });
  await inspector.send("Profiler.start");
  return async () => (await inspector.send<{ profile: CpuProfile }>("Profiler.stop")).profile;
}

/** Prints a profile's top `top` functions by self and total time, and its self time by module. */
export function printProfile(profile: CpuProfile, top: number, moduleOf = moduleIndex(bundleText())) {
  printTables(summarize(profile, moduleOf), top);
}
