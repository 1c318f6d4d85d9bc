/**
 * `npm run screenshots`: the README's pictures of /terminal. Starts a local pix with the offline upstream
 * simulator (scripts/lib/terminal-demo.ts), drives a few ingestion cycles (one on a five-minute boundary,
 * so a round is committed: the script waits up to five minutes for it) and a news pass, opens the page
 * in Debian's headless Chromium, signs a demo account in to mint keys, and saves PNGs to
 * docs/images/terminal-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, hasChromium } from "./lib/chromium.ts";
import { TEST_SECRETS } from "./lib/local-pix.ts";
import { startTerminalDemo } from "./lib/terminal-demo.ts";

const OUT = join(import.meta.dirname, "..", "docs", "images");
const FIVE_MINUTES_MS = 5 * 60_000;

if (!hasChromium) {
  console.error(
    `screenshots: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
  );
  process.exit(1);
}
await import("./assets.ts");
mkdirSync(OUT, { recursive: true });

const demo = await startTerminalDemo({ historyDays: 8 });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
try {
  await demo.cycle();
  await demo.news();
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 });
  await page.goto(`${demo.pix.url}/terminal`);
  await page.locator("#connection[data-state='live']").waitFor();
  await page.locator("#chart[data-points]").waitFor();
  await page.locator("#news-items li").first().waitFor();

  // The next cycle runs on a five-minute boundary, so it commits a round for the round panel.
  const waitMs = FIVE_MINUTES_MS - (Date.now() % FIVE_MINUTES_MS) + 2_000;
  console.log(`screenshots: waiting ${Math.round(waitMs / 1000)} s for the next five-minute round`);
  await page.waitForTimeout(waitMs);
  // Two cycles while the page is open, so the board shows changes arriving over the stream.
  for (let i = 0; i < 2; i++) {
    await demo.cycle();
    await page.waitForFunction(() => document.querySelectorAll("#board-rows tr[class*='flash-']").length > 0);
  }
  // The venues route is cached for 15 s and the strip reads it every 15 s: wait for the new snapshot.
  await page.locator("#venues li.ok").nth(1).waitFor({ timeout: 35_000 });
  await settle(page);
  await shot(page, "terminal-overview.png");

  await page.getByRole("button", { name: "BMGOLD" }).click();
  await page.selectOption("#range", "1w");
  await page.locator("#chart[data-resolution]").waitFor();
  await settle(page);
  await page.locator("#detail").screenshot({ path: join(OUT, "terminal-chart.png") });
  console.log("screenshots: docs/images/terminal-chart.png");

  await page.getByRole("button", { name: "PIXFED" }).click();
  await page.locator("#news-items li").first().waitFor();
  await page.check("input[name='authorship'][value='venue_generated']");
  await page.selectOption("#news-relevance", "all");
  await page.getByRole("button", { name: "Apply" }).click();
  await settle(page);
  await page.locator(".pair").screenshot({ path: join(OUT, "terminal-distribution.png") });
  console.log("screenshots: docs/images/terminal-distribution.png");
  await page.locator("#news").screenshot({ path: join(OUT, "terminal-news.png") });
  console.log("screenshots: docs/images/terminal-news.png");

  const code = await signInCode(demo.pix.url);
  if (code) {
    await page.fill("#sign-in-code", code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("#account").waitFor({ state: "visible" });
    for (const name of ["research notebook", "trading desk"]) {
      await page.fill("#mint-name", name);
      await page.getByRole("button", { name: "Mint key" }).click();
      await page.locator("#key-rows tr[data-key-id]", { hasText: name }).waitFor();
    }
    const first = page.locator("#key-rows tr[data-key-id]", { hasText: "research notebook" });
    await first.getByRole("button", { name: "Revoke research notebook" }).click();
    await first.getByRole("button", { name: "Confirm revoking research notebook" }).click();
    await page.locator("#key-rows tr[data-status='revoked']").waitFor();
    await page.fill("#mint-name", "dashboard");
    await page.getByRole("button", { name: "Mint key" }).click();
    await page.locator("#minted").waitFor({ state: "visible" });
    await settle(page);
    await page.locator("#keys").screenshot({ path: join(OUT, "terminal-keys.png") });
    console.log("screenshots: docs/images/terminal-keys.png");
  } else console.log("screenshots: no terminal session API in this build; skipping the keys panel");
} finally {
  await browser.close();
  await demo.stop();
}

/** A terminal account's one-time sign-in code from the admin plane, or null without the session API. */
async function signInCode(origin: string): Promise<string | null> {
  const res = await fetch(`${origin}/api/admin/accounts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Example Research",
      kind: "terminal",
      ceiling: {
        scopes: ["indices:read", "benchmarks:read", "markets:read"],
        rate_limit_per_minute: 600,
        max_keys: 5,
      },
    }),
  });
  if (res.status === 404) return null;
  if (res.status !== 201)
    throw new Error(`creating the demo account answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { sign_in_code: string } }).data.sign_in_code;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(600);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(OUT, name), fullPage: true });
  console.log(`screenshots: docs/images/${name}`);
}
