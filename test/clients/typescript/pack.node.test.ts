/**
 * The packed client outside the repository: `npm pack` in clients/typescript/ builds ESM JavaScript and
 * declarations, and a plain Node project (the machine's own Node, not the repository's pinned one)
 * installs the tarball offline and reads the node project's local pix through it (docs/client.md): a
 * request, and the stream, with the platform's WebSocket and without one (as on Node 20, where the
 * client opens the `ws` package's).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { installPackedClient, machineNode, type PackedClient } from "../../support/node/packed-client.ts";

const base = inject("pixUrl");
const node = machineNode();

let packed: PackedClient;
beforeAll(() => {
  packed = installPackedClient();
}, 240_000);
afterAll(() => packed?.remove());

/** Runs a module in the project on the machine's Node: its stdout, parsed as JSON. */
function run(name: string, source: string): unknown {
  writeFileSync(join(packed.dir, name), source);
  const ran = spawnSync(node, [name, base], { cwd: packed.dir, encoding: "utf8", timeout: 30_000 });
  expect(ran.stderr).toBe("");
  expect(ran.status).toBe(0);
  return JSON.parse(ran.stdout);
}

/** Subscribes to a channel the catalog has and one it has not (reported to onRejected); prints the answer. */
const STREAM = `import { connectStreamV2 } from "@pix/client";
const stream = connectStreamV2({ baseUrl: process.argv[2], channels: ["index:PIXCPI", "index:NOSUCH"], onRejected: () => {} });
for await (const message of stream) {
  if (message.type !== "subscribed") continue;
  console.log(JSON.stringify({ channels: message.channels, rejected: message.rejected.map((r) => r.channel) }));
  break;
}`;

describe("the packed client", () => {
  it("packs dist/ (JavaScript and declarations) and no TypeScript source", () => {
    const listing = execFileSync("tar", ["-tzf", packed.tarball], { encoding: "utf8" }).split("\n");
    expect(listing).toContain("package/dist/index.js");
    expect(listing).toContain("package/dist/index.d.ts");
    expect(listing).toContain("package/dist/schema.d.ts");
    expect(listing.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
  });

  it(`is imported by a plain project on the machine's Node and reads pix`, () => {
    const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
    expect(Number(/^v(\d+)/.exec(version)?.[1])).toBeGreaterThanOrEqual(20);
    const read = run(
      "read.js",
      `import { createPixClient, streamUrl } from "@pix/client";
const pix = createPixClient({ baseUrl: process.argv[2] });
const { data, response } = await pix.GET("/api/v1/indices", {});
console.log(JSON.stringify({ status: response.status, type: data?.data?.type, ws: streamUrl(process.argv[2]) }));`,
    );
    expect(read).toEqual({ status: 200, type: "index_catalog", ws: `${base.replace(/^http/, "ws")}/ws` });
  });

  it("streams on the machine's Node, with its WebSocket where it has one", () => {
    expect(run("stream.js", STREAM)).toEqual({ channels: ["index:PIXCPI"], rejected: ["index:NOSUCH"] });
  });

  it("streams where the runtime has no WebSocket, through the ws package (Node 20)", () => {
    expect(run("stream-ws.js", `delete globalThis.WebSocket;\n${STREAM}`)).toEqual({
      channels: ["index:PIXCPI"],
      rejected: ["index:NOSUCH"],
    });
  });
});
