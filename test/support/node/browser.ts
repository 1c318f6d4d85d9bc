/**
 * `describe` for a browser test: skipped with a loud warning on a machine without Chromium, but never
 * on CI, which installs it and must fail without it.
 */
import { describe } from "vitest";
import { CHROMIUM, hasChromium } from "../../../scripts/lib/chromium.ts";

export function browserSuite(what: string) {
  if (!hasChromium && !process.env.CI) {
    console.warn(
      `\n${"!".repeat(78)}\n!! SKIPPING ${what}: no Chromium at ${CHROMIUM}.\n` +
        `!! Install it with: apt-get install -y chromium   (CI installs it and fails without it)\n${"!".repeat(78)}\n`,
    );
  }
  return describe.skipIf(!hasChromium && !process.env.CI);
}
