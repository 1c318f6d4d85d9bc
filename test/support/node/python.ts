/**
 * A fresh virtual environment on the machine's python3 with clients/python installed as a user installs
 * it, offline: `pip install --no-index ./clients/python`, with pip's own build isolation (the project's
 * build backend needs nothing from an index), no pip configuration of the machine's (no local mirror or
 * wheel folder to lean on) and its dependencies from Debian's packages through `--system-site-packages`.
 * What the Python client's tests and the Python example run in.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const PYTHON_CLIENT_DIR = join(import.meta.dirname, "..", "..", "..", "clients", "python");

/** The machine's python3: Debian's, whose site packages hold python3-httpx and python3-websockets. */
export const SYSTEM_PYTHON = "/usr/bin/python3";

export interface PythonVenv {
  python: string;
  remove(): Promise<void>;
}

/** The environment without the machine's `PIP_*` settings (a local index, a wheel folder). */
function withoutPipSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith("PIP_")),
  ) as NodeJS.ProcessEnv;
}

export async function pythonClientVenv(): Promise<PythonVenv> {
  const dir = await mkdtemp(join(tmpdir(), "pix-python-"));
  await run(SYSTEM_PYTHON, ["-m", "venv", "--system-site-packages", dir]);
  const python = join(dir, "bin", "python");
  // The build writes only into pip's own temporary folders: nothing lands in the source tree.
  await run(python, ["-m", "pip", "install", "--quiet", "--no-index", PYTHON_CLIENT_DIR], {
    env: {
      ...withoutPipSettings(process.env),
      PIP_CONFIG_FILE: "/dev/null",
      PIP_DISABLE_PIP_VERSION_CHECK: "1",
      PIP_NO_CACHE_DIR: "1",
    },
    timeout: 120_000,
  });
  return { python, remove: () => rm(dir, { recursive: true, force: true }) };
}
