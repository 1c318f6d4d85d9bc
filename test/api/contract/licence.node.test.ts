/** One licence everywhere it is declared: the served contract, both packages and the LICENSE text. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, inject, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

it("declares Apache-2.0 by SPDX identifier in the document, the packages and LICENSE", async () => {
  const res = await fetch(`${inject("pixUrl")}/api/v1/openapi.json`);
  const doc = (await res.json()) as { info: { license?: { name: string; identifier?: string } } };
  expect(doc.info.license).toEqual({ name: "Apache-2.0", identifier: "Apache-2.0" });
  expect((JSON.parse(read("package.json")) as { license: string }).license).toBe("Apache-2.0");
  expect((JSON.parse(read("clients/typescript/package.json")) as { license: string }).license).toBe(
    "Apache-2.0",
  );
  const licence = read("LICENSE");
  expect(licence).toMatch(/^\s+Apache License\s+Version 2\.0, January 2004/);
  expect(licence).toContain("END OF TERMS AND CONDITIONS");
});
