/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The /terminal page in a real browser (Debian's headless Chromium) against a local pix whose upstreams
 * are the offline simulator (scripts/lib/terminal-demo.ts: the same pix, plus the simulator the shared
 * test instance does not run, so ingestion cycles can be driven, and the venue feeds on its WebSockets):
 * the board fills from `GET /api/markets` and takes a cycle's `index` messages of the stream's version 2
 * without a reload, each venue feed's status shows, a selected contract's book ladder fills and moves,
 * the chart draws the history route's bars, the stream dropping is shown and healed, and the page talks to nobody but its origin under its strict CSP. On a
 * phone (390 px) and a wide screen (1400 px) nothing overflows sideways or is cut off, signed out or
 * signed in, the page's own icon loads, the synthetic-data marker shows (this pix runs on the
 * simulator) and no console error is logged. A burst of values on a stream played by the test changes
 * only the cells of the values that changed, and each row's age counts from its value's own time. With the terminal session API present, a code from the
 * admin plane signs in, a minted key reads the API, a rotated one is replaced and a revoked one is refused.
 */
import { type Browser, type BrowserContext, chromium, type Page, type WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { CHROMIUM, CHROMIUM_ARGS, hasChromium, isLocalUrl } from "../../scripts/lib/chromium.ts";
import { TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { startTerminalDemo, type TerminalDemo } from "../../scripts/lib/terminal-demo.ts";
import type { LegacyMarket } from "../../src/stream/legacy/market.ts";
import { browserSuite } from "../support/node/browser.ts";

const EXPECTED_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const suite = browserSuite("the terminal browser test");

interface PageRecord {
  requests: string[];
  blocked: string[];
  consoleErrors: string[];
  pageErrors: string[];
}

/**
 * Problems the page asks for and shows in its panels (Chromium logs every non-2xx answer as a console
 * error), only where the answer can legitimately be missing: no committed round yet (503: this pix is
 * minutes old and its rounds commit on five-minute boundaries), and the refused history pair the chart
 * test chooses on purpose (400). Nothing else: the session probe answers 200 signed in or not, and the
 * page asks for no distribution or snapshot of a value it already shows as stale.
 */
const EXPECTED_PROBLEMS: [status: number, path: RegExp][] = [
  [503, /\/api\/v1\/indices\/[^/]+\/rounds\/latest$/],
  [400, /\/api\/v1\/indices\/[^/]+\/history\?/],
];

function expectedProblem(text: string, url: string): boolean {
  const status = Number(/status of (\d{3})/.exec(text)?.[1]);
  return EXPECTED_PROBLEMS.some(([s, path]) => s === status && path.test(url));
}

/**
 * Every control, table cell and line of text of the page that is rendered but sticks out of the
 * viewport or out of an ancestor that clips it (a scroll container, `overflow: hidden`), as
 * `tag "text" [left,right] in [left,right]`; the chart's own canvas layers and visually hidden text
 * aside. Runs in the page.
 */
function clippedElements(): string[] {
  const viewport = document.documentElement.clientWidth;
  const found: string[] = [];
  const selector = "button, input, select, a, th, td, caption, label, p, li, h2, .badge";
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.closest(".sr-only, .skip, #chart, #basis-chart")) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    let left = 0;
    let right = viewport;
    for (let up = element.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === "visible") continue;
      const clip = up.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (box.left < left - 0.5 || box.right > right + 0.5) {
      const text = (element.textContent ?? "").trim().slice(0, 30);
      found.push(
        `${element.tagName.toLowerCase()} "${text}" [${Math.round(box.left)},${Math.round(box.right)}] in [${Math.round(left)},${Math.round(right)}]`,
      );
    }
  }
  return found;
}

suite("the /terminal page in Chromium", () => {
  let demo: TerminalDemo;
  let base: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (!hasChromium) throw new Error(`Chromium not found at ${CHROMIUM}: CI must install Debian's chromium`);
    await import("../../scripts/assets.ts");
    demo = await startTerminalDemo({ historyDays: 1, progress: () => {} });
    base = demo.pix.url;
    // News items for the index panel; no ingestion cycle yet, so the board starts with the history's
    // last values, older than the freshness window (stale).
    await demo.news();
    // The venue feeds on the simulator's WebSockets: Polymarket live, Kalshi (no key here) REST-only.
    await demo.feeds();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await demo?.stop();
  });

  /** A fresh context: third-party requests are recorded and aborted, never sent; CSP violations recorded. */
  async function openPage(record: PageRecord, viewport?: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext(viewport ? { viewport } : {});
    contexts.push(context);
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (isLocalUrl(url)) return route.continue();
      record.blocked.push(url);
      return route.abort("blockedbyclient");
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", (event) => record.requests.push(event.request.url));
    cdp.on("Network.webSocketCreated", (event) => record.requests.push(event.url));
    page.on("pageerror", (error) => record.pageErrors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (expectedProblem(message.text(), message.location().url)) return;
      record.consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (e) => {
        violations.push(
          `${e.violatedDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`,
        );
      });
    });
    return page;
  }

  /** A new terminal account through the admin plane: its one-time sign-in code. */
  async function signInCode(name: string): Promise<string> {
    const created = await fetch(`${base}/api/admin/accounts`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        name,
        kind: "terminal",
        ceiling: { scopes: ["indices:read", "markets:read"], rate_limit_per_minute: 600, max_keys: 3 },
      }),
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as {
      data: { sign_in_code?: string; account?: { sign_in_code?: string } };
    };
    const code = body.data.sign_in_code ?? body.data.account?.sign_in_code;
    expect(typeof code).toBe("string");
    return code ?? "";
  }

  const cspViolations = (page: Page) =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  async function markets(): Promise<LegacyMarket[]> {
    const res = await fetch(`${base}/api/markets`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { markets: LegacyMarket[] }).markets;
  }

  /** Symbol → [status, value text] as the board shows them. */
  const boardRows = (page: Page) =>
    page.$$eval("#board-rows tr[data-symbol]", (rows) =>
      rows.map((row) => [
        (row as HTMLElement).dataset.symbol ?? "",
        (row as HTMLElement).dataset.status ?? "",
        row.querySelector(".value")?.textContent ?? "",
      ]),
    );

  describe("serving", () => {
    it("answers /terminal under the strict CSP and redirects /terminal/ to it", async () => {
      const res = await fetch(`${base}/terminal`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const csp = (res.headers.get("content-security-policy") ?? "").split(";").map((d) => d.trim());
      expect(csp.filter(Boolean).sort()).toEqual([...EXPECTED_CSP].sort());
      const html = await res.text();
      // No inline code: the only script and stylesheet are the bundled files.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/<style|\sstyle=/);
      const slash = await fetch(`${base}/terminal/`, { redirect: "manual" });
      expect(slash.status).toBe(301);
      expect(slash.headers.get("location")).toBe("/terminal");
      for (const asset of ["/terminal/assets/terminal.js", "/terminal/assets/terminal.css"]) {
        const file = await fetch(`${base}${asset}`);
        expect(file.status, asset).toBe(200);
        expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(1000);
      }
    });
  });

  describe("public data, no key", () => {
    const record: PageRecord = { requests: [], blocked: [], consoleErrors: [], pageErrors: [] };
    let page: Page;

    beforeAll(async () => {
      page = await openPage(record);
      const response = await page.goto(`${base}/terminal`);
      expect(response?.status()).toBe(200);
      await page.locator("#connection[data-state='live']").waitFor();
      await page.locator("#board-rows tr[data-symbol]").first().waitFor();
    });

    it("renders one board row per market of GET /api/markets from the snapshot, flagging stale values", async () => {
      const listed = await markets();
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((m) => m.status === "stale")).toBe(true);
      const rows = await boardRows(page);
      expect(rows.map(([symbol]) => symbol)).toEqual(listed.map((m) => m.symbol));
      expect(rows.every(([, status]) => status === "stale")).toBe(true);
      expect(await page.locator("#banner").textContent()).toBe(
        `${listed.length} markets are stale: ingestion has not produced a value for 15 minutes or more.`,
      );
    });

    it("takes an ingestion cycle over the stream's index channels without a reload: every row shows the new live value", async () => {
      // Rows that are flashing when one of their cells is written while the cycle's values arrive (the
      // board writes a row's class only when it changes, so a row already flashing keeps its class).
      await page.evaluate(() => {
        const flashed: string[] = [];
        (window as unknown as { __flashed: string[] }).__flashed = flashed;
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target instanceof Element ? record.target : record.target.parentElement;
            const row = target?.closest<HTMLElement>("tr[data-symbol]");
            if (row && /\bflash-/.test(row.className) && row.dataset.symbol) flashed.push(row.dataset.symbol);
          }
        }).observe(document.getElementById("board-rows") as HTMLElement, {
          attributes: true,
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      // Between minutes the live books move the values too: a row is right when it shows a value its
      // index channel carried (the cycle's stored one or a later live one), as a second client saw them.
      const before = await markets();
      const text = (m: LegacyMarket, value: string | null) =>
        m.unit === "%" ? `${value}%` : `${value} ${m.unit}`;
      const seen = new Map<string, Set<string>>(before.map((m) => [m.symbol, new Set<string>()]));
      const watcher = new WebSocket(`${base.replace(/^http/, "ws")}/ws?version=2`);
      await new Promise((resolve, reject) => {
        watcher.addEventListener("open", resolve, { once: true });
        watcher.addEventListener("error", reject, { once: true });
      });
      watcher.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data)) as {
          type: string;
          symbol?: string;
          value_decimal?: string;
        };
        const market = before.find((m) => m.symbol === message.symbol);
        if (message.type === "index" && market)
          seen.get(market.symbol)?.add(text(market, message.value_decimal ?? null));
      });
      watcher.send(JSON.stringify({ type: "subscribe", channels: before.map((m) => `index:${m.symbol}`) }));
      try {
        await demo.cycle();
        const after = await markets();
        expect(after.every((m) => m.status === "live" && m.value_decimal !== null)).toBe(true);
        for (const m of after) seen.get(m.symbol)?.add(text(m, m.value_decimal));
        await expect
          .poll(
            async () =>
              (await boardRows(page)).filter(
                ([symbol, status, value]) => status !== "live" || !seen.get(symbol ?? "")?.has(value ?? ""),
              ),
            { timeout: 15_000 },
          )
          .toEqual([]);
        expect((await boardRows(page)).map(([symbol]) => symbol).sort()).toEqual(
          after.map((m) => m.symbol).sort(),
        );
      } finally {
        watcher.close();
      }
      const after = await markets();
      expect(await page.locator("#banner").isVisible()).toBe(false);
      // Only an `index` message sets the time of the last value.
      expect(await page.locator("#last-frame").textContent()).toMatch(
        /last value \d+s ago · delivered in \d+ ms/,
      );
      // Each value that arrived flashed its row.
      const flashed = await page.evaluate(() => (window as unknown as { __flashed: string[] }).__flashed);
      expect(new Set(flashed)).toEqual(new Set(after.map((m) => m.symbol)));
    });

    it("draws the selected index's history: bars from the history route, painted on the canvas", async () => {
      await page.getByRole("button", { name: "PIXCPI", exact: true }).click();
      await page.locator("#chart[data-resolution]").waitFor();
      const history = (await (
        await fetch(`${base}/api/v1/indices/PIXCPI/history?range=1d&resolution=auto`)
      ).json()) as {
        data: { resolution: string; buckets: unknown[] };
      };
      expect(history.data.buckets.length).toBeGreaterThan(10);
      await expect
        .poll(() => page.locator("#chart").getAttribute("data-points"))
        .toBe(String(history.data.buckets.length));
      expect(await page.locator("#chart").getAttribute("data-resolution")).toBe(history.data.resolution);
      // Candle colours on the chart's canvases: the series was painted, not only handed data.
      const candlePixels = await page.evaluate(() => {
        let count = 0;
        for (const canvas of document.querySelectorAll<HTMLCanvasElement>("#chart canvas")) {
          const context = canvas.getContext("2d");
          if (!context || canvas.width === 0 || canvas.height === 0) continue;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          for (let i = 0; i < data.length; i += 4) {
            const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
            const up = Math.abs(r - 0x2f) + Math.abs(g - 0xbf) + Math.abs(b - 0x71) < 40;
            const down = Math.abs(r - 0xef) + Math.abs(g - 0x53) + Math.abs(b - 0x50) < 40;
            if (up || down) count++;
          }
        }
        return count;
      });
      expect(candlePixels).toBeGreaterThan(200);
    });

    it("changes range and resolution through the controls, and shows the route's problem for a refused pair", async () => {
      await page.selectOption("#range", "1w");
      await page.selectOption("#resolution", "1h");
      await expect.poll(() => page.locator("#chart").getAttribute("data-resolution")).toBe("1h");
      await page.selectOption("#resolution", "1m");
      const refused = await fetch(`${base}/api/v1/indices/PIXCPI/history?range=1w&resolution=1m`);
      expect(refused.status).toBe(400);
      const { detail } = (await refused.json()) as { detail: string };
      await expect.poll(() => page.locator("#chart-note").textContent()).toBe(detail);
      await page.selectOption("#range", "1d");
      await page.selectOption("#resolution", "auto");
    });

    it("shows the distribution behind the current value and the index's news with its filters", async () => {
      const dist = (await (await fetch(`${base}/api/v1/indices/PIXCPI/distributions/latest`)).json()) as {
        data: { outcomes: { label: string; modal: boolean }[] };
      };
      await expect
        .poll(() => page.$$eval("#distribution-rows li .label", (els) => els.map((e) => e.textContent)))
        .toEqual(dist.data.outcomes.map((o) => o.label));
      const modal = dist.data.outcomes.filter((o) => o.modal).map((o) => o.label);
      expect(
        await page.$$eval("#distribution-rows li.modal .label", (els) => els.map((e) => e.textContent)),
      ).toEqual(modal);

      const news = async (query: string) =>
        (
          (await (await fetch(`${base}/api/v1/indices/PIXCPI/news?${query}`)).json()) as {
            data: { items: { title: string }[] };
          }
        ).data.items.map((i) => i.title);
      const shownTitles = () => page.$$eval("#news-items li a", (els) => els.map((e) => e.textContent));
      await expect
        .poll(shownTitles)
        .toEqual(await news("relevance=direct&authorship=primary_document,editorial&limit=20"));
      // Only official releases, every authorship and relevance, at most 3.
      for (const kind of ["official_statement", "filing", "venue_context", "venue_event", "editorial"]) {
        await page.uncheck(`input[name='kind'][value='${kind}']`);
      }
      await page.check("input[name='authorship'][value='venue_generated']");
      await page.selectOption("#news-relevance", "all");
      await page.fill("#news-limit", "3");
      await page.getByRole("button", { name: "Apply" }).click();
      const filtered = await news("kind=official_release&relevance=all&authorship=all&limit=3");
      expect(filtered.length).toBeGreaterThan(0);
      await expect.poll(shownTitles).toEqual(filtered);
    });

    it("shows the venue strip from the lake's newest snapshots", async () => {
      // The route's answer may be up to 15 s old and the strip reads it every 15 s: within two periods
      // of the cycle, the strip shows its snapshot.
      await expect
        .poll(
          () =>
            page.$$eval("#venues li", (els) =>
              els.map((e) => `${(e as HTMLElement).dataset.venue} ${e.className}`),
            ),
          { timeout: 35_000 },
        )
        .toEqual(["kalshi venue ok", "polymarket venue ok"]);
    });

    it("shows each venue feed's status and, for a selected contract, a live ladder, ticker and trades", async () => {
      await expect
        .poll(() =>
          page.$$eval("#feeds li", (els) =>
            els.map((e) => `${(e as HTMLElement).dataset.venue}: ${e.textContent}`),
          ),
        )
        .toEqual(["kalshi: kalshi feed live, books rest only", "polymarket: polymarket feed live"]);
      await page.getByRole("button", { name: "PIXCPI", exact: true }).click();
      const detail = (await (await fetch(`${base}/api/v1/indices/PIXCPI`)).json()) as {
        data: { contracts: { venue: string; market_id: string }[] };
      };
      await expect
        .poll(() =>
          page.$$eval("#contracts button", (els) => els.map((e) => (e as HTMLElement).dataset.market)),
        )
        .toEqual(detail.data.contracts.map((c) => c.market_id));
      const contract = detail.data.contracts.find((c) => c.venue === "polymarket");
      expect(contract).toBeDefined();
      await page.locator(`#contracts button[data-market='${contract?.market_id}']`).click();
      await page.locator("#ladder-rows tr[data-level]").first().waitFor({ timeout: 15_000 });
      expect(await page.locator("#market-status").textContent()).toBe("polymarket feed: live");
      const ladder = () =>
        page.$$eval("#ladder-rows tr[data-level]", (rows) => rows.map((r) => r.textContent));
      const first = await ladder();
      expect(first.length).toBeGreaterThan(0);
      // Every cell is a decimal (or empty on the shorter side); best bid below best ask.
      const [bid, ask] = await page.$$eval("#ladder-rows tr[data-level='0'] td", (cells) => [
        Number(cells[1]?.textContent),
        Number(cells[2]?.textContent),
      ]);
      expect(bid).toBeLessThan(ask ?? 1);
      await expect.poll(ladder, { timeout: 30_000 }).not.toEqual(first);
      await expect
        .poll(() => page.locator("#market-ticker").textContent(), { timeout: 30_000 })
        .toMatch(/^bid /);
      // Another contract: the panel starts over for it (the previous contract's channels are dropped).
      const other = detail.data.contracts.find((c) => c.venue === "kalshi");
      if (other) {
        await page.locator(`#contracts button[data-market='${other.market_id}']`).click();
        expect(await page.locator("#market-status").textContent()).toBe("kalshi feed: live, books rest only");
      }
    });

    it("selects a market from the keyboard and keeps focus while the board updates every second", async () => {
      await page.locator("#board-rows button", { hasText: "PIXGDP" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator("#detail-title").textContent()).toContain("PIXGDP");
      expect(
        await page.locator("#board-rows tr[data-symbol='PIXGDP'] button").getAttribute("aria-pressed"),
      ).toBe("true");
      await page.waitForTimeout(1_500);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("PIXGDP");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("PIXIPOSTRIPE");
    });

    it("shows pix's status: each component's state, lags and chart, the objectives and the incidents", async () => {
      const read = async <T>(path: string): Promise<T> => {
        const res = await fetch(`${base}${path}`);
        expect(res.status, path).toBe(200);
        return ((await res.json()) as { data: T }).data;
      };
      // A cycle has run (above), so the status exists; the panel reads it every 30 s.
      const status = await read<{
        components: { id: string }[];
        objectives: { id: string }[];
      }>("/api/v1/status");
      expect(status.components.length).toBeGreaterThan(0);
      const rows = () =>
        page.$$eval("#status-rows tr[data-component]", (trs) =>
          trs.map((tr) => (tr as HTMLElement).dataset.component),
        );
      await expect.poll(rows, { timeout: 35_000 }).toEqual(status.components.map((c) => c.id));
      // Each row: its state badge says its state; three lag cells; a chart of three windows with the threshold mark.
      const shown = await page.$$eval("#status-rows tr[data-component]", (trs) =>
        trs.map((tr) => ({
          state: (tr as HTMLElement).dataset.state,
          badge: tr.querySelector(".badge")?.textContent,
          lags: [...tr.querySelectorAll("td[data-window]")].map((td) => td.textContent ?? ""),
          bars: tr.querySelectorAll("svg.lag-chart rect.p99").length,
          marks: tr.querySelectorAll("svg.lag-chart line.threshold").length,
        })),
      );
      for (const row of shown) {
        expect(row.badge).toBe(row.state);
        expect(row.lags).toHaveLength(3);
        for (const lag of row.lags) expect(lag).toMatch(/^(—|\S.* \/ \S.*)$/);
        expect([row.bars, row.marks]).toEqual([3, 1]);
      }
      // The minute cycle recorded its lags: its five-minute window is drawn.
      expect(shown.some((row) => row.lags[0] !== "—")).toBe(true);
      expect(await page.locator("#status-overall").textContent()).toMatch(
        /^pix is (operational|degraded|outage|unknown) · computed \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
      );
      expect(
        await page.$$eval("#status-objectives li", (lis) =>
          lis.map((li) => (li as HTMLElement).dataset.objective),
        ),
      ).toEqual(status.objectives.map((o) => o.id));
      const incidents = await read<{ incidents: { id: string }[] }>("/api/v1/status/incidents?limit=10");
      const listed = await page.$$eval("#status-incidents li", (lis) =>
        lis.map((li) => (li as HTMLElement).dataset.incident ?? li.textContent),
      );
      expect(listed).toEqual(
        incidents.incidents.length === 0
          ? ["No incident in the last 90 days."]
          : incidents.incidents.map((i) => i.id),
      );
    });

    it("draws the selected index's distributions over time as a fan, each official print of the window marked", async () => {
      await page.getByRole("button", { name: "PIXCPI", exact: true }).click();
      const meta = page.locator("#fan-meta");
      // The fan drawn is PIXCPI's (the one selected before gives way to a sentence while it is read).
      await expect.poll(() => meta.getAttribute("data-symbol")).toBe("PIXCPI");
      expect(await meta.getAttribute("data-empty")).toBe("false");
      const chart = page.locator("#fan-chart svg");
      const span = (await chart.getAttribute("data-window")) ?? "";
      // The same window, read from the API: its distributions with outcomes, and the prints released in it.
      const items: { minute: string; outcomes: unknown[] }[] = [];
      for (let p = 1; ; p++) {
        const res = await fetch(
          `${base}/api/v1/indices/PIXCPI/distributions?interval=1m&${span}&page=${p}&page_size=100`,
        );
        expect(res.status).toBe(200);
        const body = (await res.json()) as {
          data: { items: { minute: string; outcomes: unknown[] }[] };
          meta: { pagination: { total_pages: number } };
        };
        items.push(...body.data.items);
        if (p >= body.meta.pagination.total_pages) break;
      }
      const drawn = items.filter((i) => i.outcomes.length > 0).map((i) => Date.parse(i.minute));
      expect(drawn.length).toBeGreaterThan(0);
      expect(await chart.getAttribute("data-points")).toBe(String(drawn.length));
      expect(await page.locator("#fan-chart path.band").count()).toBe(2);
      const outcomes = (await (await fetch(`${base}/api/v1/indices/PIXCPI/outcomes`)).json()) as {
        data: { items: { released_at: string; realized_value: number | null }[] };
      };
      const marked = outcomes.data.items.filter((o) => {
        const t = Date.parse(o.released_at);
        return o.realized_value !== null && t >= Math.min(...drawn) && t <= Math.max(...drawn);
      });
      expect(await chart.getAttribute("data-prints")).toBe(String(marked.length));
      expect(await meta.textContent()).toMatch(new RegExp(`^PIXCPI: ${drawn.length} distributions? from`));
      // A benchmark publishes no distribution: the fan says so and draws nothing.
      const benchmark = (await markets()).find((m) => m.kind === "benchmark");
      expect(benchmark).toBeDefined();
      await page.getByRole("button", { name: benchmark?.symbol ?? "", exact: true }).click();
      await expect.poll(() => meta.textContent()).toMatch(/^Benchmarks publish no distribution/);
      expect(await page.locator("#fan-chart svg").count()).toBe(0);
      await page.getByRole("button", { name: "PIXCPI", exact: true }).click();
    });

    it("says plainly that no market is scored yet, for the venue and horizon chosen from the keyboard", async () => {
      const read = async (query: string) => {
        const res = await fetch(`${base}/api/v1/calibration?${query}`);
        expect(res.status, query).toBe(200);
        return ((await res.json()) as { data: { n: number; bins: { n: number }[] } }).data;
      };
      const meta = page.locator("#calibration-meta");
      const drawn = () =>
        page.$$eval("#calibration-diagram svg g.bin", (gs) =>
          gs.map((g) => Number(g.getAttribute("data-n"))),
        );
      const expectShown = async (query: string, horizon: string, venue: string) => {
        const calibration = await read(query);
        if (calibration.n === 0) {
          // This pix is minutes old: no market has settled with a price taped before its close.
          await expect
            .poll(() => meta.textContent())
            .toBe(
              `No resolved market to score yet: none on ${venue} has settled yes or no with a price taped ${horizon} before its close. The diagram and scores appear once one has.`,
            );
          expect(await drawn()).toEqual([]);
          expect(await page.locator("#calibration-bins tr").count()).toBe(0);
        } else {
          await expect.poll(() => meta.getAttribute("data-empty")).toBe("false");
          expect(await drawn()).toEqual(calibration.bins.filter((b) => b.n > 0).map((b) => b.n));
          expect(await page.locator("#calibration-bins tr").count()).toBe(10);
        }
      };
      await expectShown("horizon=24h", "24h", "either venue");
      // The controls are reached and changed from the keyboard: the next horizon, then a venue.
      await page.locator("#calibration-horizon").focus();
      await page.keyboard.press("ArrowDown");
      expect(await page.locator("#calibration-horizon").inputValue()).toBe("7d");
      await expectShown("horizon=7d", "7d", "either venue");
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("calibration-venue");
      await page.keyboard.press("ArrowDown");
      await expectShown("horizon=7d&venue=kalshi", "7d", "kalshi");
    });

    it("says no pair is judged yet, then lists the judged pairs; a pair chosen from the keyboard shows both legs' rules with its differences highlighted, and its basis", async () => {
      const meta = page.locator("#pairs-meta");
      await expect
        .poll(() => meta.textContent())
        .toMatch(/^No pair judged yet: pix judges the catalog's Kalshi and Polymarket markets/);
      expect(await page.locator("#pair-rows tr").count()).toBe(0);

      const judged = await demo.judge();
      expect(judged.paired).toBeGreaterThan(0);
      await page.locator("#pairs-filters button[type='submit']").click();
      const res = await fetch(`${base}/api/v1/equivalence/pairs?page_size=50`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        data: {
          pairs: {
            pair_id: string;
            legs: { a: { market_id: string }; b: { market_id: string } };
            rule_diff: {
              field: string;
              severity: string;
              evidence: { a: { quote: string }[]; b: { quote: string }[] };
            }[];
          }[];
        };
        meta: { pagination: { total_rows: number; total_pages: number } };
      };
      const listed = () =>
        page.$$eval("#pair-rows tr[data-pair]", (trs) => trs.map((tr) => (tr as HTMLElement).dataset.pair));
      await expect.poll(listed).toEqual(body.data.pairs.map((p) => p.pair_id));
      const total = body.meta.pagination.total_rows;
      expect(await meta.textContent()).toBe(
        total > 50
          ? `1–50 of ${total} pairs, highest confidence first`
          : `${total} pair${total === 1 ? "" : "s"}, highest confidence first`,
      );

      // A pair with a blocking difference, chosen with Tab and Enter.
      const pair = body.data.pairs.find((p) => p.rule_diff.some((d) => d.severity === "blocking"));
      expect(pair).toBeDefined();
      if (!pair) return;
      const button = page.locator(`#pair-rows tr[data-pair='${pair.pair_id}'] button`);
      await button.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
      await expect
        .poll(() => page.locator("#pair-title").textContent())
        .toBe(`${pair.legs.a.market_id} / ${pair.legs.b.market_id}`);
      // Every difference listed, in the route's order; every quote it rests on highlighted in its leg.
      await expect
        .poll(() => page.$$eval("#pair-diffs tr[data-diff] th", (ths) => ths.map((th) => th.textContent)))
        .toEqual(pair.rule_diff.map((d) => `${d.field} ${d.severity}`));
      for (const side of ["a", "b"] as const) {
        const marks = await page.$$eval(`#pair-leg-${side} mark`, (ms) =>
          ms.map((m) => ({
            text: m.textContent ?? "",
            severity: m.className,
            diffs: m.getAttribute("data-diffs") ?? "",
          })),
        );
        pair.rule_diff.forEach((d, i) => {
          for (const e of d.evidence[side]) {
            const mark = marks.find(
              (m) => m.diffs.split(" ").includes(String(i)) && m.text.includes(e.quote),
            );
            expect(mark, `${side} ${d.field} "${e.quote}"`).toBeDefined();
          }
        });
        const cited = pair.rule_diff.some((d) => d.severity === "blocking" && d.evidence[side].length > 0);
        expect(marks.some((m) => m.severity === "blocking")).toBe(cited);
      }
      // Both legs' rule texts whole, side by side: each section's text as the pair route gives it.
      const detail = (await (await fetch(`${base}/api/v1/equivalence/pairs/${pair.pair_id}`)).json()) as {
        data: { rule_texts: Record<"a" | "b", { sections: { section: string; text: string }[] }> };
      };
      for (const side of ["a", "b"] as const) {
        const shown = await page.$$eval(`#pair-leg-${side} .rule-section`, (divs) =>
          divs.map((d) => ({
            section: d.getAttribute("data-section") ?? "",
            // The words as read: the screen-reader notes after each mark left out.
            text: [...(d.querySelector(".rule-text")?.childNodes ?? [])]
              .filter((n) => !(n instanceof HTMLElement && n.classList.contains("sr-only")))
              .map((n) => n.textContent ?? "")
              .join(""),
          })),
        );
        expect(shown).toEqual(detail.data.rule_texts[side].sections);
      }
      // The basis: the route's answer drawn on the chart (or why there is nothing to draw).
      const note = page.locator("#basis-note");
      await expect
        .poll(() => note.textContent())
        .toMatch(/^(\d+ bars? of 5m · mid a − mid b|No minute of this window)/);
      const bars = /^(\d+) bars? of 5m/.exec((await note.textContent()) ?? "")?.[1] ?? "0";
      expect(await page.locator("#basis-chart").getAttribute("data-points")).toBe(bars);

      // The next page of the list, as the route pages it; the chosen pair stays shown.
      if (body.meta.pagination.total_pages > 1) {
        const second = await fetch(`${base}/api/v1/equivalence/pairs?page=2&page_size=50`);
        const secondIds = ((await second.json()) as typeof body).data.pairs.map((p) => p.pair_id);
        await page.getByRole("button", { name: "Next page" }).click();
        await expect.poll(listed).toEqual(secondIds);
        expect(await meta.textContent()).toMatch(
          new RegExp(`^51–${50 + secondIds.length} of ${total} pairs`),
        );
        await page.getByRole("button", { name: "Previous page" }).click();
        await expect.poll(listed).toEqual(body.data.pairs.map((p) => p.pair_id));
      } else expect(await page.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
      expect(await page.locator("#pair-title").textContent()).toBe(
        `${pair.legs.a.market_id} / ${pair.legs.b.market_id}`,
      );
    });

    it("makes no request to a non-local host and runs without CSP violations or errors", async () => {
      expect(record.requests.some((url) => url.endsWith("/ws?version=2"))).toBe(true);
      expect(record.blocked).toEqual([]);
      expect(record.requests.filter((url) => !isLocalUrl(url))).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      expect(record.consoleErrors).toEqual([]);
      expect(record.pageErrors).toEqual([]);
    });
  });

  describe("a dropped stream", () => {
    it("says the connection is down, flags the values, and reconnects by itself, subscribing its channels again", async () => {
      const record: PageRecord = { requests: [], blocked: [], consoleErrors: [], pageErrors: [] };
      const page = await openPage(record);
      let connections = 0;
      const dropFirst: { close?: () => Promise<void> } = {};
      // The page's socket passes through this route to the real /ws?version=2; the first one is cut from here.
      await page.routeWebSocket(/\/ws\?version=2$/, (ws) => {
        connections++;
        ws.connectToServer();
        if (connections === 1) dropFirst.close = () => ws.close({ code: 4000, reason: "test cut" });
      });
      await page.goto(`${base}/terminal`);
      await page.locator("#connection[data-state='live']").waitFor();
      await page.locator("#board-rows tr[data-symbol]").first().waitFor();
      await dropFirst.close?.();
      await page.locator("#connection[data-state='down']").waitFor();
      expect(await page.locator("#banner").isVisible()).toBe(true);
      expect(await page.locator("#banner").textContent()).toContain("The live stream is down");
      expect(await page.locator("#board-rows tr.unsure").count()).toBeGreaterThan(0);
      await page.locator("#connection[data-state='live']").waitFor({ timeout: 10_000 });
      expect(connections).toBe(2);
      expect(await page.locator("#banner").isVisible()).toBe(false);
      expect(await page.locator("#board-rows tr.unsure").count()).toBe(0);
      expect(await cspViolations(page)).toEqual([]);
      expect(record.pageErrors).toEqual([]);
    });
  });

  describe("a burst of values on a stream the test plays", () => {
    /** Rounds of the burst: each moves every row's value once. */
    const ROUNDS = 12;

    it("writes only the cells of the values that changed, and ages each value from its own time", async () => {
      const record: PageRecord = { requests: [], blocked: [], consoleErrors: [], pageErrors: [] };
      const page = await openPage(record, { width: 1400, height: 900 });
      // The page's /ws?version=2 is answered by the test, not by pix: only the test's messages arrive.
      const socket: { route?: WebSocketRoute } = {};
      await page.routeWebSocket(/\/ws\?version=2$/, (ws) => {
        socket.route = ws;
        ws.onMessage(() => {});
      });
      await page.goto(`${base}/terminal`);
      await page.locator("#connection[data-state='live']").waitFor();
      const listed = await markets();
      await expect.poll(async () => (await boardRows(page)).length).toBe(listed.length);
      await page.evaluate(() => {
        const counts = { mutations: 0 };
        (window as unknown as { __counts: typeof counts }).__counts = counts;
        new MutationObserver((records) => {
          counts.mutations += records.length;
        }).observe(document.getElementById("board-rows") as HTMLElement, {
          attributes: true,
          childList: true,
          characterData: true,
          subtree: true,
        });
      });

      // Row i's values are (20 + 7·i) s old by their venue time, whatever their cycle.
      const sentAt = Date.now();
      const ownAgeS = (i: number) => 20 + 7 * i;
      const burstValue = (i: number, round: number) => (100 + i + round / 1000).toFixed(4);
      for (let round = 1; round <= ROUNDS; round++) {
        listed.forEach((market, i) => {
          socket.route?.send(
            JSON.stringify({
              type: "index",
              version: 2,
              channel: `index:${market.symbol}`,
              seq: round,
              symbol: market.symbol,
              value: Number(burstValue(i, round)),
              value_decimal: burstValue(i, round),
              indicative: true,
              official: false,
              venue_time: new Date(sentAt - ownAgeS(i) * 1000).toISOString(),
              received_at: new Date(sentAt - ownAgeS(i) * 1000 + 50).toISOString(),
              sent_at: new Date(sentAt).toISOString(),
            }),
          );
        });
      }
      const text = (m: LegacyMarket, value: string) => (m.unit === "%" ? `${value}%` : `${value} ${m.unit}`);
      await expect
        .poll(async () => (await boardRows(page)).map(([, , value]) => value))
        .toEqual(listed.map((m, i) => text(m, burstValue(i, ROUNDS))));
      const mutations = await page.evaluate(
        () => (window as unknown as { __counts: { mutations: number } }).__counts.mutations,
      );
      // A changed value writes its value, change and age cells, the change's class and the row's flash:
      // at most 5 mutations. The once-a-second redraw may add an age and a flash's end per row.
      const changes = ROUNDS * listed.length;
      expect(mutations).toBeGreaterThanOrEqual(changes);
      expect(mutations).toBeLessThanOrEqual(5 * changes + 2 * 2 * listed.length);

      // Each row's age counts from its own value's time, not from its cycle.
      const elapsedS = (Date.now() - sentAt) / 1000;
      const ages = await page.$$eval("#board-rows tr[data-symbol] td:last-child", (cells) =>
        cells.map((cell) => cell.textContent ?? ""),
      );
      const seconds = (age: string) => {
        const m = /^(?:(\d+)m )?(\d+)s$/.exec(age);
        return m ? Number(m[1] ?? 0) * 60 + Number(m[2]) : Number.NaN;
      };
      ages.forEach((age, i) => {
        expect(seconds(age), `${listed[i]?.symbol}: ${age}`).toBeGreaterThanOrEqual(ownAgeS(i) - 1);
        expect(seconds(age), `${listed[i]?.symbol}: ${age}`).toBeLessThanOrEqual(ownAgeS(i) + elapsedS + 2);
      });
      expect(await cspViolations(page)).toEqual([]);
      expect(record.pageErrors).toEqual([]);
    });
  });

  describe.each([
    { device: "a phone", width: 390, height: 844, columns: ["Symbol", "Value", "Change", "Status"] },
    {
      device: "a wide screen",
      width: 1400,
      height: 900,
      columns: ["Symbol", "Name", "Value", "Change", "Status", "Cycle", "Age"],
    },
  ])("on $device ($width px wide)", ({ width, height, columns }) => {
    const record: PageRecord = { requests: [], blocked: [], consoleErrors: [], pageErrors: [] };
    let page: Page;

    /** No sideways scrolling of the page, of the board or of the keys table, and nothing clipped. */
    async function expectNothingCutOff() {
      const sizes = await page.evaluate(() => ({
        page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
        scrolls: [...document.querySelectorAll<HTMLElement>(".scroll")]
          .filter((e) => e.offsetParent !== null)
          .map((e) => [e.scrollWidth, e.clientWidth]),
      }));
      for (const [scrollWidth, clientWidth] of [sizes.page, ...sizes.scrolls]) {
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth ?? 0);
      }
      expect(await page.evaluate(clippedElements)).toEqual([]);
    }

    beforeAll(async () => {
      // The values are current (a cycle ran within the freshness window), so every panel has content.
      if (!(await markets()).every((m) => m.status === "live")) await demo.cycle();
      page = await openPage(record, { width, height });
      await page.goto(`${base}/terminal`);
      await page.locator("#connection[data-state='live']").waitFor();
      await page.locator("#board-rows tr[data-status='live']").first().waitFor();
      await page.locator("#distribution-rows li").first().waitFor();
      await page.locator("#news-items li").first().waitFor();
      await page.locator("#chart[data-points]").waitFor();
      // The live market panel filled too: a contract's ladder, and each venue feed's line.
      await page.locator("#contracts button[data-venue='polymarket']").first().click();
      await page.locator("#ladder-rows tr[data-level]").first().waitFor({ timeout: 15_000 });
      await page.locator("#feeds li[data-venue='kalshi']").waitFor();
      await page.locator("#sign-in").waitFor({ state: "visible" });
      await page.locator("#status-rows tr[data-component]").first().waitFor();
      // A judged pair chosen: its legs side by side and its differences fit the screen too.
      await demo.judge();
      await page.locator("#pairs-filters button[type='submit']").click();
      await page.locator("#pair-rows tr[data-pair] button").first().click();
      await page.locator("#pair-diffs tr").first().waitFor();
      await page.locator("#calibration-meta[data-empty]").waitFor({ state: "attached" });
    });

    it("says the values are synthetic: the simulator made them", async () => {
      const marker = page.locator("#provenance");
      await marker.waitFor({ state: "visible" });
      expect(await marker.textContent()).toBe("Synthetic data — local simulator");
      const box = await marker.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    });

    it("shows the board's columns for the screen, and neither the page nor a panel (the ladder and trades too) overflows sideways", async () => {
      const shown = await page.$$eval("#board thead th", (cells) =>
        cells.filter((c) => (c as HTMLElement).offsetParent !== null).map((c) => c.textContent),
      );
      expect(shown).toEqual(columns);
      await expectNothingCutOff();
    });

    it("serves and links its own icon, which loads under the page's CSP", async () => {
      const icon = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>("link[rel='icon']");
        const image = new Image();
        image.src = link?.href ?? "";
        await image.decode();
        return { href: link?.getAttribute("href"), width: image.naturalWidth };
      });
      expect(icon.href).toBe("/favicon.svg");
      expect(icon.width).toBeGreaterThan(0);
      // The same icon where browsers look for one on their own, whatever the page.
      for (const path of ["/favicon.svg", "/favicon.ico"]) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("content-type"), path).toMatch(/^image\/svg\+xml/);
        expect(await res.text(), path).toMatch(/^<svg /);
      }
    });

    it("signed in with a key listed: the keys table fits, its Revoke button whole inside it, and a reload resumes the session", async () => {
      await page.fill("#sign-in-code", await signInCode(`desk ${width}`));
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.locator("#account").waitFor({ state: "visible" });
      await page.fill("#mint-name", "a key with a rather long name for a desk");
      await page.getByRole("button", { name: "Mint key" }).click();
      await page.locator("#key-rows tr[data-key-id]").waitFor();
      // Signed in on load: the session probe resumes the session, with no failed request.
      await page.reload();
      await page.locator("#account").waitFor({ state: "visible" });
      const revoke = page.getByRole("button", { name: "Revoke a key with a rather long name for a desk" });
      await revoke.waitFor();
      // Armed, the button is at its widest ("Confirm revoke").
      await revoke.click();
      const armed = page.getByRole("button", {
        name: "Confirm revoking a key with a rather long name for a desk",
      });
      await armed.waitFor();
      const inside = await armed.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const scroll = button.closest(".scroll")?.getBoundingClientRect();
        return (
          scroll !== undefined &&
          box.left >= scroll.left &&
          box.right <= scroll.right &&
          box.right <= document.documentElement.clientWidth
        );
      });
      expect(inside).toBe(true);
      await expectNothingCutOff();
    });

    it("logs no console error, page error or CSP violation, signed out or signed in", async () => {
      expect(record.blocked).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      expect(record.consoleErrors).toEqual([]);
      expect(record.pageErrors).toEqual([]);
    });
  });

  describe("the keys panel", () => {
    describe("with the session API", () => {
      it("signs in with a code from the admin plane; mints, renames, rotates and revokes a key that reads the API; signs out", async () => {
        const code = await signInCode("terminal e2e");

        const record: PageRecord = { requests: [], blocked: [], consoleErrors: [], pageErrors: [] };
        const page = await openPage(record);
        await page.goto(`${base}/terminal`);
        await page.fill("#sign-in-code", code);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.locator("#account").waitFor({ state: "visible" });
        expect(await page.locator("#account-summary").textContent()).toContain("terminal e2e");

        await page.fill("#mint-name", "e2e reader");
        await page.getByRole("button", { name: "Mint key" }).click();
        await page.locator("#minted").waitFor({ state: "visible" });
        const key = await page.locator("#minted-key").inputValue();
        expect(key).toMatch(/^pix_/);
        const row = page.locator("#key-rows tr[data-key-id]", { hasText: "e2e reader" });
        await row.waitFor();
        expect(await row.getAttribute("data-status")).toBe("active");

        const read = (apiKey: string) =>
          fetch(`${base}/api/v1/indices/PIXCPI`, { headers: { "X-API-Key": apiKey } }).then((res) => {
            void res.body?.cancel();
            return res.status;
          });
        expect(await read(key)).toBe(200);
        // The copy button puts exactly the shown key on the clipboard; Done clears it from the page.
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
        await page.getByRole("button", { name: "Copy" }).click();
        await expect.poll(() => page.locator("#keys-message").textContent()).toBe("Copied to the clipboard.");
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
        await page.getByRole("button", { name: "Done" }).click();
        expect(await page.locator("#minted-key").inputValue()).toBe("");
        expect(await page.locator("#minted").isVisible()).toBe(false);

        // Rename in place (the row is found by its key id: while editing, its name is an input's value).
        const keyRow = page.locator(`#key-rows tr[data-key-id='${await row.getAttribute("data-key-id")}']`);
        await keyRow.getByRole("button", { name: "Rename e2e reader" }).click();
        await keyRow.getByRole("textbox", { name: "New name for e2e reader" }).fill("e2e desk");
        await keyRow.getByRole("button", { name: "Save" }).click();
        const renamed = page.locator("#key-rows tr[data-key-id]", { hasText: "e2e desk" });
        await renamed.waitFor();

        // Rotate: a new key shown once; the old one is refused, the new one reads.
        await renamed.getByRole("button", { name: "Rotate e2e desk" }).click();
        await expect.poll(() => page.locator("#minted-key").inputValue()).toMatch(/^pix_/);
        const rotated = await page.locator("#minted-key").inputValue();
        expect(rotated).not.toBe(key);
        expect(await read(key)).toBe(401);
        expect(await read(rotated)).toBe(200);

        // Revoking asks for a second click, announced under its own name.
        const live = page.locator("#key-rows tr[data-status='active']", { hasText: "e2e desk" });
        await live.getByRole("button", { name: "Revoke e2e desk" }).click();
        await live.getByRole("button", { name: "Confirm revoking e2e desk" }).click();
        await expect.poll(() => page.locator("#key-rows tr[data-status='active']").count()).toBe(0);
        expect(await read(rotated)).toBe(401);

        await page.getByRole("button", { name: "Sign out", exact: true }).click();
        await page.locator("#sign-in").waitFor({ state: "visible" });
        const session = await page.evaluate(async () => {
          const res = await fetch("/api/terminal/session");
          return { status: res.status, body: await res.json() };
        });
        expect(session).toEqual({
          status: 200,
          body: { data: { type: "terminal_session", signed_in: false } },
        });
        expect(record.blocked).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
        expect(record.consoleErrors).toEqual([]);
        expect(record.pageErrors).toEqual([]);
      });
    });
  });
});
