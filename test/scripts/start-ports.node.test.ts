/**
 * A second `npm start` while one runs (docs/tour.md): it checks both ports before touching anything,
 * names every taken port in one sentence and exits non-zero, so the running copy is never disturbed
 * (no assets re-copied, no migration, no seed — each of which made the running wrangler dev reload).
 */
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const servers: Server[] = [];

async function listen(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

function start(env: Record<string, string>) {
  return spawnSync(join(ROOT, "node_modules", ".bin", "node"), ["scripts/start.ts"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
}

let pixPort = 0;
let simulatorPort = 0;
beforeAll(async () => {
  pixPort = await listen();
  simulatorPort = await listen();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

describe("npm start with its ports taken", () => {
  it("names both taken ports in one sentence and exits non-zero before any step", () => {
    const run = start({ PORT: String(pixPort), SIMULATOR_PORT: String(simulatorPort) });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `✖ ports ${pixPort} (pix) and ${simulatorPort} (the upstream simulator) are already in use (another npm start?); nothing was changed.`,
    );
    expect(run.stderr).toContain("PORT=<port> SIMULATOR_PORT=<port> npm start");
    // No step ran: not the secrets, the assets, the migrations or the seed.
    expect(run.stdout).not.toContain("▶");
  });

  it("names the one taken port when only the simulator's is taken", async () => {
    const free = await listen();
    await new Promise((done) => servers.pop()?.close(done));
    const run = start({ PORT: String(free), SIMULATOR_PORT: String(simulatorPort) });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `✖ port ${simulatorPort} (the upstream simulator) is already in use (another npm start?); nothing was changed.`,
    );
    expect(run.stdout).not.toContain("▶");
  });
});
