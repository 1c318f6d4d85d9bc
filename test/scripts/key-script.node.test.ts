/**
 * `npm run key` end to end: the real script, as an operator runs it, against the local pix of this
 * project (admin token from the environment), then the key it printed used on the public plane.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { TEST_SECRETS } from "../../scripts/lib/local-pix.ts";

const run = promisify(execFile);
const base = inject("pixUrl");
const SCRIPT = join(import.meta.dirname, "..", "..", "scripts", "key.ts");

async function key(...args: string[]) {
  const { stdout } = await run(process.execPath, [SCRIPT, ...args, "--url", base], {
    env: { ...process.env, ADMIN_TOKEN: TEST_SECRETS.ADMIN_TOKEN ?? "" },
  });
  return JSON.parse(stdout) as { data: { id: string; key?: string; status: string } };
}

describe("npm run key", () => {
  it("creates a key that works, lists it without the key, and revokes it", async () => {
    const created = await key("create", "--name", "script test", "--scopes", "indices:read", "--limit", "5");
    const plaintext = created.data.key ?? "";
    expect(plaintext).toMatch(/^pix_[0-9A-Za-z]{40}$/);
    expect((await fetch(`${base}/api/v1/indices`, { headers: { "X-API-Key": plaintext } })).status).toBe(200);

    const listed = JSON.stringify(await key("list"));
    expect(listed).toContain(created.data.id);
    expect(listed).not.toContain(plaintext);

    expect((await key("revoke", "--id", created.data.id)).data.status).toBe("revoked");
    expect((await fetch(`${base}/api/v1/indices`, { headers: { "X-API-Key": plaintext } })).status).toBe(401);
  });

  it("exits non-zero with the problem when the admin plane refuses", async () => {
    await expect(
      run(process.execPath, [SCRIPT, "list", "--url", base, "--token", "wrong"], { env: process.env }),
    ).rejects.toMatchObject({ code: 1 });
  });
});
