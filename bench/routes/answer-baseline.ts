/**
 * A bare Worker that sends pix's own answer: the status, every header and the body pix gave for one
 * route, captured once and replayed as a constant, behind the same static-assets front. Beside the
 * plain baseline (one header, a small body) it separates what the answer's shape costs — each header
 * is carried by the Worker, the front and the HTTP layer on every request — from what pix's code costs
 * to produce it, so a ratio to the plain baseline can be read against the ceiling its answer allows.
 */
import { type Baseline, startBareWorker } from "../lib/baseline.ts";
import { type CpuPlan, pinProcess, workerdChildren } from "../lib/cpu.ts";

/** Headers the runtime writes itself (and so the replay must not): framing and the clock. */
const RUNTIME_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "date", "keep-alive"]);

export interface CapturedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

export async function captureAnswer(
  url: string,
  headers: Record<string, string> = {},
): Promise<CapturedAnswer> {
  const res = await fetch(url, { headers });
  const body = await res.text();
  const kept = [...res.headers].filter(([name]) => !RUNTIME_HEADERS.has(name.toLowerCase()));
  return { status: res.status, headers: kept, body };
}

/** The module source of a Worker that answers every request with `answer`. */
export function replayWorkerSource(answer: CapturedAnswer): string {
  return [
    `const BODY = ${JSON.stringify(answer.body)};`,
    `const INIT = { status: ${answer.status}, headers: ${JSON.stringify(answer.headers)} };`,
    "export default { fetch() { return new Response(BODY, INIT); } };",
  ].join("\n");
}

/** Starts the replaying Worker in its own workerd on the server core; its pid for the CPU columns. */
export async function startAnswerBaseline(options: {
  answer: CapturedAnswer;
  compatibilityDate: string;
  assetsDirectory: string;
  plan: CpuPlan;
}): Promise<Baseline & { pid: number | undefined }> {
  const before = new Set(workerdChildren());
  const started = await startBareWorker({
    name: "answer-baseline",
    compatibilityDate: options.compatibilityDate,
    assetsDirectory: options.assetsDirectory,
    worker: { script: replayWorkerSource(options.answer) },
  });
  const pid = workerdChildren().find((p) => !before.has(p));
  if (pid !== undefined && options.plan.serverCore !== undefined) pinProcess(pid, options.plan.serverCore);
  return { url: started.url, stop: started.stop, pid };
}
