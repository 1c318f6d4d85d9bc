/**
 * A fresh virtual environment on the machine's python3 with clients/python installed offline
 * (`--no-index --no-build-isolation`, its dependencies from Debian's packages through
 * `--system-site-packages`): what the Python client's tests and the Python example run in.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
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

export async function pythonClientVenv(): Promise<PythonVenv> {
  const dir = await mkdtemp(join(tmpdir(), "pix-python-"));
  await run(SYSTEM_PYTHON, ["-m", "venv", "--system-site-packages", dir]);
  const python = join(dir, "bin", "python");
  // Built from a copy, so the build leaves nothing in the source tree.
  const source = join(dir, "src");
  await cp(PYTHON_CLIENT_DIR, source, {
    recursive: true,
    filter: (path) => !/(__pycache__|\.egg-info|[\\/]build)$/.test(path),
  });
  await run(python, ["-m", "pip", "install", "--quiet", "--no-index", "--no-build-isolation", source], {
    env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: "1", PIP_NO_CACHE_DIR: "1" },
    timeout: 120_000,
  });
  return { python, remove: () => rm(dir, { recursive: true, force: true }) };
}
