/**
 * CPU placement for the benchmark on small (2-core) machines: workerd alone on one core, the load
 * generator on another, so they do not steal time from each other. Also reads a process's CPU time from /proc
 * to tell whether a run was bound by workerd or by the load generator.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";

export interface CpuPlan {
  /** Core for workerd; undefined when not pinned. */
  serverCore?: number;
  /** Core for the load generator (and this idle orchestrating process); undefined when not pinned. */
  loadCore?: number;
  note: string;
}

const hasTaskset = () => spawnSync("taskset", ["--version"], { stdio: "ignore" }).status === 0;

/** Moves every thread of a process to one core. */
export function pinProcess(pid: number, core: number): boolean {
  return (
    spawnSync("taskset", ["-a", "-p", "-c", String(core), String(pid)], { stdio: "ignore" }).status === 0
  );
}

/** Lets a process run on every core again (undoes pinProcess), e.g. before a later section pins anew. */
export function unpinProcess(pid: number): boolean {
  const all = `0-${Math.max(0, cpus().length - 1)}`;
  return spawnSync("taskset", ["-a", "-p", "-c", all, String(pid)], { stdio: "ignore" }).status === 0;
}

/**
 * Gives workerd (every given process) a core of its own and moves this process to the load
 * generator's core, where the load generator is spawned too.
 */
export function pinCores(enabled: boolean, serverPids: (number | undefined)[]): CpuPlan {
  const cores = availableParallelism();
  if (!enabled) return { note: "not pinned (--no-pin)" };
  if (cores < 2) return { note: `not pinned (${cores} core)` };
  if (!hasTaskset()) return { note: "not pinned (no taskset)" };
  const pids = serverPids.filter((pid): pid is number => pid !== undefined);
  if (pids.length < serverPids.length) return { note: "not pinned (workerd process not found)" };
  const serverCore = 0;
  const loadCore = cores - 1;
  if (!pids.every((pid) => pinProcess(pid, serverCore)) || !pinProcess(process.pid, loadCore)) {
    return { note: "not pinned (taskset -p failed)" };
  }
  return {
    serverCore,
    loadCore,
    note: `workerd (pids ${pids.join(", ")}) on core ${serverCore}, load generator on core ${loadCore}`,
  };
}

/** Prefix for spawning the load generator on its core. */
export function loadCommand(plan: CpuPlan, command: string, args: string[]): [string, string[]] {
  return plan.loadCore === undefined
    ? [command, args]
    : ["taskset", ["-c", String(plan.loadCore), command, ...args]];
}

interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime in clock ticks. */
  ticks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // comm is in parentheses and may contain spaces: split after the last ')'.
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    return { pid, comm, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** workerd processes that are children of this process (one per Miniflare instance). */
export function workerdChildren(): number[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  return entries
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((s): s is ProcStat => !!s && s.ppid === process.pid && s.comm.startsWith("workerd"))
    .map((s) => s.pid);
}

const CLOCK_TICKS = (() => {
  const out = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  return Number(out.stdout?.trim()) || 100;
})();

/**
 * CPU seconds a process has used so far (undefined where /proc is unavailable): the sum of its
 * threads' scheduler run time (`/proc/<pid>/task/<tid>/schedstat`, nanoseconds), so a figure of a few
 * hundred milliseconds is not rounded to the 10 ms clock tick of `/proc/<pid>/stat`. Without schedstat
 * (a kernel built without it), the tick count. workerd's threads live as long as it does, so no run
 * time leaves the sum between two readings.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const precise = schedRunSeconds(pid);
  if (precise !== undefined) return precise;
  const stat = readStat(pid);
  return stat ? stat.ticks / CLOCK_TICKS : undefined;
}

function schedRunSeconds(pid: number): number | undefined {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const value = threadRunNs(pid, tid);
      if (value === undefined) return undefined;
      ns += value;
    }
    return ns / 1e9;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of a process's main thread alone (the thread whose id is the pid; undefined without
 * schedstat). workerd runs every isolate on it, pix's and Miniflare's local D1 and R2 alike, while V8's
 * concurrent garbage collection and compilation run on background threads that this leaves out.
 */
export function mainThreadCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const ns = threadRunNs(pid, String(pid));
    return ns === undefined ? undefined : ns / 1e9;
  } catch {
    return undefined;
  }
}

/** A thread's scheduler run time in nanoseconds (the first field of its schedstat). */
function threadRunNs(pid: number, tid: string): number | undefined {
  const value = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ", 1)[0]);
  return Number.isFinite(value) ? value : undefined;
}

/** CPU seconds every process on the machine has used so far (all cores, /proc/stat; undefined without it). */
export function machineBusySeconds(): number | undefined {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    const [, ...fields] = line.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    const busy = [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0);
    return Number.isFinite(busy) ? busy / CLOCK_TICKS : undefined;
  } catch {
    return undefined;
  }
}

/** CPU seconds used by this process's exited children (cutime + cstime): the finished load generators. */
export function exitedChildrenCpuSeconds(): number | undefined {
  try {
    const text = readFileSync("/proc/self/stat", "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** VmRSS of a process in KiB (undefined without /proc). */
export function rssKiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}
