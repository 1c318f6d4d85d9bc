/**
 * `npm run screenshots`: the README's pictures of /terminal. Starts a local pix with the offline upstream
 * simulator (scripts/lib/terminal-demo.ts), drives a few ingestion cycles and a news pass, opens the
 * page in Debian's headless Chromium and saves PNGs to docs/images/terminal-*.png.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { startTerminalDemo } from "./lib/terminal-demo.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OUT = join(import.meta.dirname, "..", "docs", "images");

if (!existsSync(CHROMIUM)) {
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
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  await demo.cycle();
  await demo.news();
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 });
  await page.goto(`${demo.pix.url}/terminal`);
  await page.locator("#connection[data-state='live']").waitFor();
  await page.locator("#chart[data-points]").waitFor();
  await page.locator("#news-items li").first().waitFor();

  // Two more cycles while the page is open, so the board shows changes arriving over the stream.
  for (let i = 0; i < 2; i++) {
    await demo.cycle();
    await page.waitForFunction(() => document.querySelectorAll("#board-rows tr[class*='flash-']").length > 0);
  }
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
} finally {
  await browser.close();
  await demo.stop();
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(600);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(OUT, name), fullPage: true });
  console.log(`screenshots: docs/images/${name}`);
}
