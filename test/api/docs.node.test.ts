/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The documentation pages in a real browser (Debian's headless Chromium) against the local pix:
 * /docs renders the Scalar reference from the Worker's own assets under the docs CSP and talks to
 * nobody but this origin; /docs/problems anchors every problem slug that problem `type` links point to;
 * each user guide linked from /docs opens as a rendered HTML page (not Markdown text) whose images load
 * and whose relative links and anchors lead somewhere.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CHROMIUM, CHROMIUM_ARGS, hasChromium, isLocalUrl } from "../../scripts/lib/chromium.ts";
import { GUIDES_PATH, guideName, USER_GUIDES } from "../../src/api/docs/guides.ts";
import { PROBLEM_SLUGS } from "../../src/platform/http/problem-catalog.ts";
import { browserSuite } from "../support/node/browser.ts";

/** Operation summaries the reference must show (from the served contract). */
const REQUIRED_SUMMARIES = ["API discovery", "This OpenAPI 3.1 contract"];

const suite = browserSuite("the browser test");

const base = inject("pixUrl");

/** Everything one page load did that the assertions look at. */
interface PageRecord {
  requests: string[];
  blocked: string[];
  consoleErrors: string[];
  pageErrors: string[];
}

suite("documentation pages in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let record: PageRecord;

  beforeAll(async () => {
    if (!hasChromium) throw new Error(`Chromium not found at ${CHROMIUM}: CI must install Debian's chromium`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh context per page: third-party requests are recorded and aborted, never sent. */
  async function openPage(): Promise<Page> {
    await context?.close();
    context = await browser.newContext();
    record = { requests: [], blocked: [], consoleErrors: [], pageErrors: [] };
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (isLocalUrl(url)) return route.continue();
      record.blocked.push(url);
      return route.abort("blockedbyclient");
    });
    const page = await context.newPage();
    // The CDP view also sees what Playwright's events miss (e.g. the favicon request).
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", (event) => record.requests.push(event.request.url));
    context.on("request", (request) => record.requests.push(request.url()));
    page.on("pageerror", (error) => record.pageErrors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // Chromium asks for /favicon.ico on its own, and Playwright aborts that request whenever requests
      // are routed, as here (pix itself answers it with its icon).
      if (message.location().url.endsWith("/favicon.ico")) return;
      record.consoleErrors.push(message.text());
    });
    // Runs before any page script (injected by CDP, so the page's CSP does not apply to it).
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (e) => {
        // zod (inside Scalar) probes `Function("")` once to decide whether it may compile validators;
        // under this CSP the probe is refused and zod falls back to its interpreter, as intended.
        if (e.blockedURI === "eval") return;
        violations.push(
          `${e.violatedDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`,
        );
      });
    });
    return page;
  }

  const cspViolations = (page: Page) =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  describe("/docs", () => {
    let page: Page;
    let cspHeader: string | undefined;

    beforeAll(async () => {
      page = await openPage();
      const response = await page.goto(`${base}/docs`, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      cspHeader = response?.headers()["content-security-policy"];
      for (const summary of REQUIRED_SUMMARIES) {
        await page.getByText(summary, { exact: true }).first().waitFor({ state: "visible", timeout: 30_000 });
      }
      if (process.env.PIX_DOCS_SCREENSHOT) await page.screenshot({ path: process.env.PIX_DOCS_SCREENSHOT });
    });

    it("is served under a strict CSP: scripts from this origin and a nonce, requests to this origin", () => {
      expect(cspHeader).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(cspHeader).toContain("connect-src 'self'");
      expect(cspHeader).toContain("default-src 'self'");
    });

    it("renders the reference from the served contract, listing the v1 operations", async () => {
      const text = await page.locator("body").textContent();
      expect(text).toContain("pix — Public Index Data API");
      for (const summary of REQUIRED_SUMMARIES) expect(text).toContain(summary);
      const bundle = record.requests.filter((url) => url.endsWith("/docs/assets/scalar-api-reference.js"));
      expect(bundle.length).toBeGreaterThan(0);
      expect(record.requests).toContain(`${base}/api/v1/openapi.json`);
    });

    it("makes no request to a non-local host", () => {
      expect(record.blocked).toEqual([]);
      expect(record.requests.filter((url) => !isLocalUrl(url))).toEqual([]);
    });

    it("runs without CSP violations, console errors or uncaught exceptions", async () => {
      expect(await cspViolations(page)).toEqual([]);
      expect(record.consoleErrors).toEqual([]);
      expect(record.pageErrors).toEqual([]);
    });
  });

  describe("/docs/problems", () => {
    let page: Page;

    beforeAll(async () => {
      page = await openPage();
      const response = await page.goto(`${base}/docs/problems`);
      expect(response?.status()).toBe(200);
    });

    it("has exactly one element with id=<slug> for every catalog slug", async () => {
      const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
      for (const slug of PROBLEM_SLUGS) {
        expect(ids.filter((id) => id === slug).length, `id="${slug}"`).toBe(1);
      }
    });

    it("brings each slug's section into view as the fragment target", async () => {
      for (const slug of PROBLEM_SLUGS) {
        const target = await page.evaluate((fragment) => {
          location.hash = fragment;
          const el = document.querySelector(":target");
          const box = el?.getBoundingClientRect();
          return { id: el?.id, visible: !!box && box.top < innerHeight && box.bottom > 0 };
        }, slug);
        expect(target, slug).toEqual({ id: slug, visible: true });
      }
    });

    it("is where real problem `type` links lead", async () => {
      const problems = [
        await fetch(`${base}/api/v1/no-such-route`),
        await fetch(`${base}/api/v1/info`, { method: "POST" }),
      ];
      for (const res of problems) {
        expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        const { type } = (await res.json()) as { type: string };
        const link = new URL(type);
        expect(`${link.origin}${link.pathname}`).toBe(`${base}/docs/problems`);
        await page.goto(type);
        const target = await page.evaluate(() => document.querySelector(":target")?.id);
        expect(target).toBe(link.hash.slice(1));
      }
      expect(await cspViolations(page)).toEqual([]);
      expect(record.consoleErrors).toEqual([]);
      expect(record.blocked).toEqual([]);
    });
  });

  describe("the guides linked from /docs", () => {
    let links: string[];

    beforeAll(async () => {
      const page = await openPage();
      await page.goto(`${base}/docs`, { waitUntil: "networkidle" });
      const guideLinks = page.locator(`a[href^="${GUIDES_PATH}/"]`);
      await guideLinks.first().waitFor({ state: "attached", timeout: 30_000 });
      links = [
        ...new Set(
          await guideLinks.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href)),
        ),
      ];
    });

    it("links every guide's page", () => {
      expect(links).toEqual(USER_GUIDES.map((g) => `${base}${GUIDES_PATH}/${guideName(g.file)}`));
    });

    it.each(USER_GUIDES.map((g) => guideName(g.file)))(
      "%s opens as an HTML page whose images load and whose relative links and anchors lead somewhere",
      async (name) => {
        const page = await openPage();
        const url = links.find((link) => link.endsWith(`/${name}`)) ?? "";
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        expect(response?.headers()["content-type"]).toBe("text/html; charset=utf-8");
        expect(await page.locator("main h1").count()).toBe(1);
        expect(await page.title()).toMatch(/ · pix guides$/);
        // Rendered, not Markdown text: outside code blocks, no heading marks or code fences start a line.
        const text = await page.evaluate(() => {
          const main = document.querySelector("main");
          const walker = document.createTreeWalker(main ?? document.body, NodeFilter.SHOW_TEXT);
          const parts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement?.closest("pre")) parts.push(node.textContent ?? "");
          }
          return parts.join("");
        });
        expect(text.split("\n").filter((line) => /^\s*(#{1,6} |```)/.test(line))).toEqual([]);
        // Each fenced block of the guide's Markdown (served beside the page) is a code block.
        const markdown = await (await fetch(`${url}.md`)).text();
        const fences = markdown.split("\n").filter((line) => /^\s*```/.test(line)).length;
        expect(await page.locator("main pre > code").count()).toBe(fences / 2);
        const found = await page.evaluate(() => ({
          images: [...document.images].map((img) => ({ src: img.src, width: img.naturalWidth })),
          links: [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
            .filter((a) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(a.getAttribute("href") ?? ""))
            .map((a) => a.href),
          anchors: [...document.querySelectorAll<HTMLAnchorElement>("a[href^='#']")].map((a) =>
            a.getAttribute("href"),
          ),
          ids: [...document.querySelectorAll("[id]")].map((e) => e.id),
        }));
        for (const image of found.images) expect(image.width, image.src).toBeGreaterThan(0);
        for (const anchor of found.anchors)
          expect(found.ids, `${name} ${anchor}`).toContain(anchor?.slice(1));
        for (const link of new Set(found.links)) {
          const target = new URL(link);
          const res = await fetch(target);
          expect(res.status, `${name} → ${link}`).toBe(200);
          const body = await res.text();
          if (target.hash) expect(body, `${name} → ${link}`).toContain(`id="${target.hash.slice(1)}"`);
        }
        if (name === "terminal") expect(found.images.length).toBeGreaterThan(0);
        expect(await cspViolations(page)).toEqual([]);
        expect(record.consoleErrors).toEqual([]);
        expect(record.pageErrors).toEqual([]);
        expect(record.blocked).toEqual([]);
      },
    );
  });
});
