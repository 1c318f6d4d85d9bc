import { html } from "hono/html";
import { FAVICON_PATHS } from "./favicon.ts";

/** Where scripts/assets.ts writes the page's bundle (served from this Worker's assets). */
export const TERMINAL_SCRIPT_PATH = "/terminal/assets/terminal.js";
export const TERMINAL_STYLE_PATH = "/terminal/assets/terminal.css";

/**
 * The page's fixed structure; src/terminal/ui fills it. Every control has a label, live regions announce
 * the connection state and results, and the board's rows are reachable by keyboard.
 */
export function renderTerminalPage() {
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <meta name="color-scheme" content="dark" />
  <title>pix terminal</title>
  <link rel="icon" href="${FAVICON_PATHS.linked}" type="image/svg+xml" />
  <link rel="stylesheet" href="${TERMINAL_STYLE_PATH}" />
  <script type="module" src="${TERMINAL_SCRIPT_PATH}"></script>
</head>
<body>
  <a class="skip" href="#board">Skip to the board</a>
  <header class="top">
    <h1 class="brand">pix <span>terminal</span></h1>
    <p id="connection" class="connection" role="status" aria-live="polite" data-state="connecting">Connecting…</p>
    <p id="provenance" class="provenance" title="These values come from pix's upstream simulator, not from the venues' live quotes: for trying pix, never for trading." hidden>Synthetic data — local simulator</p>
    <p id="last-frame" class="muted"></p>
    <ul id="venues" class="venues" aria-label="Venue status"></ul>
    <ul id="feeds" class="venues feeds" aria-label="Venue feeds"></ul>
    <nav class="links" aria-label="Documentation"><a href="/docs">API reference</a></nav>
  </header>
  <p id="banner" class="banner" role="alert" hidden></p>
  <main class="layout">
    <div class="column">
      <section id="board" class="panel" aria-labelledby="board-title">
        <h2 id="board-title">Live board</h2>
        <div class="scroll">
          <table class="board" aria-describedby="board-help">
            <caption id="board-help" class="muted">Values over the /ws stream (version 2), moving as they change. Select a row for its chart, distribution, round, news and contracts.</caption>
            <thead>
              <tr>
                <th scope="col">Symbol</th><th scope="col" class="secondary">Name</th><th scope="col" class="num">Value</th>
                <th scope="col" class="num">Change</th><th scope="col">Status</th><th scope="col" class="secondary">Cycle</th>
                <th scope="col" class="num secondary">Age</th>
              </tr>
            </thead>
            <tbody id="board-rows"><tr><td colspan="7" class="muted">Loading the markets…</td></tr></tbody>
          </table>
        </div>
      </section>
      <section id="keys" class="panel" aria-labelledby="keys-title">
        <h2 id="keys-title">API keys</h2>
        <p id="keys-message" class="message" role="status" aria-live="polite"></p>
        <form id="sign-in" class="row" hidden>
          <label for="sign-in-code">Sign-in code</label>
          <input id="sign-in-code" name="code" autocomplete="one-time-code" required spellcheck="false" />
          <button type="submit">Sign in</button>
        </form>
        <div id="account" hidden>
          <p id="account-summary"></p>
          <div class="row">
            <button type="button" id="sign-out">Sign out</button>
            <button type="button" id="sign-out-everywhere">Sign out everywhere</button>
          </div>
          <div id="minted" class="minted" role="alert" hidden>
            <p><strong>Copy this key now.</strong> It is shown once and cannot be shown again; pix keeps only its hash.</p>
            <div class="row">
              <label for="minted-key" class="sr-only">New key</label>
              <input id="minted-key" readonly spellcheck="false" />
              <button type="button" id="copy-key">Copy</button>
              <button type="button" id="dismiss-key">Done</button>
            </div>
          </div>
          <div class="scroll">
            <table class="keys">
              <caption class="sr-only">Your keys</caption>
              <thead>
                <tr><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col" class="num">Limit/min</th><th scope="col">Status</th><th scope="col">Created (UTC)</th><th scope="col">Actions</th></tr>
              </thead>
              <tbody id="key-rows"></tbody>
            </table>
          </div>
          <form id="mint" class="mint">
            <fieldset>
              <legend>Mint a key</legend>
              <div class="row">
                <label for="mint-name">Name</label>
                <input id="mint-name" name="name" required maxlength="100" />
              </div>
              <div class="row" id="mint-scopes" role="group" aria-label="Scopes"></div>
              <div class="row">
                <label for="mint-limit">Requests per minute</label>
                <input id="mint-limit" name="rate_limit_per_minute" type="number" min="1" inputmode="numeric" />
                <label for="mint-expires">Expires (UTC, optional)</label>
                <input id="mint-expires" name="expires_at" type="datetime-local" />
              </div>
              <div class="row">
                <label for="mint-entitlements">Entitlements (symbols or slugs, comma-separated; empty = the account's)</label>
                <input id="mint-entitlements" name="entitlements" spellcheck="false" />
              </div>
              <button type="submit">Mint key</button>
            </fieldset>
          </form>
        </div>
      </section>
    </div>
    <div class="column">
      <section id="detail" class="panel" aria-labelledby="detail-title">
        <h2 id="detail-title">Select a market</h2>
        <p id="detail-meta" class="muted"></p>
        <form id="chart-controls" class="row" aria-label="Chart range and resolution">
          <label for="range">Range</label>
          <select id="range" name="range">
            <option value="1d" selected>1 day</option><option value="1w">1 week</option><option value="1m">1 month</option>
            <option value="6m">6 months</option><option value="1y">1 year</option><option value="all">All</option>
          </select>
          <label for="resolution">Resolution</label>
          <select id="resolution" name="resolution">
            <option value="auto" selected>Auto</option><option value="1m">1 min</option><option value="5m">5 min</option>
            <option value="10m">10 min</option><option value="15m">15 min</option><option value="30m">30 min</option>
            <option value="15m">15 minutes</option><option value="1h">1 hour</option><option value="4h">4 hours</option><option value="1d">1 day</option><option value="1w">1 week</option>
          </select>
          <span id="chart-note" class="muted" role="status" aria-live="polite"></span>
        </form>
        <div id="chart" class="chart" role="img" aria-label="Price history chart"></div>
      </section>
      <section id="market" class="panel" aria-labelledby="market-title">
        <h2 id="market-title">Live market</h2>
        <ul id="contracts" class="contracts" aria-label="Venue contracts"></ul>
        <p id="market-meta" class="muted"></p>
        <p id="market-status" class="market-status"></p>
        <p id="market-ticker" class="num"></p>
        <p id="market-note" class="muted" role="status" aria-live="polite"></p>
        <div class="market-grid">
          <table class="ladder">
            <caption class="sr-only">Order book, best levels first</caption>
            <thead><tr><th scope="col" class="num">Bid size</th><th scope="col" class="num">Bid</th><th scope="col" class="num">Ask</th><th scope="col" class="num">Ask size</th></tr></thead>
            <tbody id="ladder-rows"></tbody>
          </table>
          <table class="trades">
            <caption class="sr-only">Recent trades, newest first</caption>
            <thead><tr><th scope="col">Time (UTC)</th><th scope="col" class="num">Price</th><th scope="col" class="num">Size</th><th scope="col">Taker</th></tr></thead>
            <tbody id="trade-rows"></tbody>
          </table>
        </div>
      </section>
      <div class="pair">
        <section id="distribution" class="panel" aria-labelledby="distribution-title">
          <h2 id="distribution-title">Distribution</h2>
          <p id="distribution-meta" class="muted"></p>
          <ol id="distribution-rows" class="outcomes"></ol>
        </section>
        <section id="round" class="panel" aria-labelledby="round-title">
          <h2 id="round-title">Committed round</h2>
          <dl id="round-body" class="facts"></dl>
        </section>
      </div>
      <section id="news" class="panel" aria-labelledby="news-title">
        <h2 id="news-title">News</h2>
        <form id="news-filters" class="filters">
          <fieldset>
            <legend>Kinds</legend>
            <label><input type="checkbox" name="kind" value="official_release" checked /> official release</label>
            <label><input type="checkbox" name="kind" value="official_statement" checked /> official statement</label>
            <label><input type="checkbox" name="kind" value="filing" checked /> filing</label>
            <label><input type="checkbox" name="kind" value="venue_context" checked /> venue context</label>
            <label><input type="checkbox" name="kind" value="venue_event" checked /> venue event</label>
            <label><input type="checkbox" name="kind" value="editorial" checked /> editorial</label>
          </fieldset>
          <fieldset>
            <legend>Authorship</legend>
            <label><input type="checkbox" name="authorship" value="primary_document" checked /> primary document</label>
            <label><input type="checkbox" name="authorship" value="editorial" checked /> editorial</label>
            <label><input type="checkbox" name="authorship" value="venue_generated" /> venue generated</label>
          </fieldset>
          <div class="row">
            <label for="news-relevance">Relevance</label>
            <select id="news-relevance" name="relevance">
              <option value="direct" selected>direct</option><option value="related">related</option><option value="all">all</option>
            </select>
            <label for="news-since">Since (UTC)</label>
            <input id="news-since" name="since" type="datetime-local" step="1" />
            <label for="news-limit">Limit</label>
            <input id="news-limit" name="limit" type="number" min="1" max="100" value="20" inputmode="numeric" />
            <button type="submit">Apply</button>
          </div>
        </form>
        <p id="news-meta" class="muted" role="status" aria-live="polite"></p>
        <ul id="news-items" class="news"></ul>
      </section>
    </div>
    <section id="pairs" class="panel wide" aria-labelledby="pairs-title">
      <h2 id="pairs-title">Cross-venue pairs</h2>
      <form id="pairs-filters" class="row" aria-label="Pair filters">
        <label for="pairs-relation">Relation</label>
        <select id="pairs-relation" name="relation">
          <option value="" selected>any</option><option value="identity">identity</option><option value="complement">complement</option>
          <option value="subset">subset</option><option value="superset">superset</option><option value="disjoint">disjoint</option><option value="overlap">overlap</option>
        </select>
        <label for="pairs-q">Market id or title</label>
        <input id="pairs-q" name="q" maxlength="100" spellcheck="false" />
        <button type="submit">Filter pairs</button>
      </form>
      <p id="pairs-meta" class="muted" role="status" aria-live="polite">Reading the pairs…</p>
      <div class="scroll pairs-list">
        <table class="pairs">
          <caption class="muted">Kalshi and Polymarket markets judged from their rule texts (GET /api/v1/equivalence/pairs). Select a pair for both legs' rules, their differences and the basis.</caption>
          <thead>
            <tr>
              <th scope="col">Pair (Kalshi / Polymarket)</th><th scope="col">Verdict</th><th scope="col" class="num">Confidence</th>
              <th scope="col" class="secondary">Leg a</th><th scope="col" class="secondary">Leg b</th>
              <th scope="col" class="secondary">Differences</th><th scope="col" class="secondary">Judged (UTC)</th>
            </tr>
          </thead>
          <tbody id="pair-rows"></tbody>
        </table>
      </div>
      <div class="row" role="group" aria-label="Pages of pairs">
        <button type="button" id="pairs-previous" disabled>Previous page</button>
        <button type="button" id="pairs-next" disabled>Next page</button>
      </div>
      <div id="pair-detail" hidden>
        <h3 id="pair-title"></h3>
        <p id="pair-verdict" role="status" aria-live="polite"></p>
        <div class="legs">
          <div id="pair-leg-a" class="leg" aria-label="Leg a's rules"></div>
          <div id="pair-leg-b" class="leg" aria-label="Leg b's rules"></div>
        </div>
        <div class="scroll">
          <table class="diffs">
            <caption class="muted">Rule differences, blocking first; the highlighted passages above are their evidence.</caption>
            <thead><tr><th scope="col">Field and severity</th><th scope="col">Leg a</th><th scope="col">Leg b</th><th scope="col" class="secondary">Note</th></tr></thead>
            <tbody id="pair-diffs"></tbody>
          </table>
        </div>
        <form id="basis-controls" class="row" aria-label="Basis window">
          <label for="basis-window">Basis</label>
          <select id="basis-window" name="window"></select>
          <span id="basis-note" class="muted" role="status" aria-live="polite"></span>
        </form>
        <div id="basis-chart" class="chart" role="img" aria-label="Mid basis chart: mid of leg a minus mid of leg b"></div>
      </div>
    </section>
    <section id="fan" class="panel wide" aria-labelledby="fan-title">
      <h2 id="fan-title">Distribution over time</h2>
      <p id="fan-meta" class="muted" role="status" aria-live="polite" data-empty="true">Choose an index on the board to see its distributions over time.</p>
      <div id="fan-chart" class="fan"></div>
    </section>
    <section id="calibration" class="panel wide" aria-labelledby="calibration-title">
      <h2 id="calibration-title">Calibration of venue prices</h2>
      <form id="calibration-controls" class="row" aria-label="Calibration venue and horizon">
        <label for="calibration-venue">Venue</label>
        <select id="calibration-venue" name="venue">
          <option value="both" selected>both</option><option value="kalshi">kalshi</option><option value="polymarket">polymarket</option>
        </select>
        <label for="calibration-horizon">Price taken before close</label>
        <select id="calibration-horizon" name="horizon">
          <option value="15m">15 minutes</option><option value="1h">1 hour</option><option value="24h" selected>24 hours</option><option value="7d">7 days</option><option value="30d">30 days</option>
        </select>
      </form>
      <p id="calibration-meta" class="muted" role="status" aria-live="polite">Reading the calibration…</p>
      <div class="calibration-grid">
        <div id="calibration-diagram" class="reliability"></div>
        <dl id="calibration-scores" class="facts"></dl>
      </div>
      <div class="scroll">
        <table class="bins">
          <caption class="muted">Reliability bins of GET /api/v1/calibration: forecasts, their mean, the share that resolved yes and its 95% Wilson interval.</caption>
          <thead>
            <tr>
              <th scope="col">Bin</th><th scope="col" class="num">n</th><th scope="col" class="num secondary">Yes</th>
              <th scope="col" class="num">Mean forecast</th><th scope="col" class="num">Observed</th><th scope="col" class="num secondary">95% interval</th>
            </tr>
          </thead>
          <tbody id="calibration-bins"></tbody>
        </table>
      </div>
    </section>
    <section id="status" class="panel wide" aria-labelledby="status-title">
      <h2 id="status-title">pix status</h2>
      <p id="status-overall" class="status-overall" role="status" aria-live="polite" data-state="unknown">Reading the status…</p>
      <div class="scroll">
        <table class="status">
          <caption class="muted">Components of GET /api/v1/status: lag p50 / p99 over 5 minutes, an hour and a day; the chart's mark is the lag that degrades the component.</caption>
          <thead>
            <tr>
              <th scope="col">Component</th><th scope="col">State</th><th scope="col" class="num secondary">Age</th>
              <th scope="col" class="num secondary">Lag 5m</th><th scope="col" class="num secondary">Lag 1h</th><th scope="col" class="num secondary">Lag 24h</th>
              <th scope="col">Lag chart</th><th scope="col" class="num secondary">Gaps</th><th scope="col" class="num secondary">Reconnects</th>
            </tr>
          </thead>
          <tbody id="status-rows"></tbody>
        </table>
      </div>
      <div class="pair">
        <div>
          <h3>Objectives</h3>
          <ul id="status-objectives" class="status-list"></ul>
        </div>
        <div>
          <h3>Incidents</h3>
          <ul id="status-incidents" class="status-list"></ul>
        </div>
      </div>
    </section>
  </main>
  <footer class="foot muted">Indicative values are never official; the committed round is the only official value. Charts: TradingView Lightweight Charts™, Copyright (c) 2026 TradingView, Inc., <a href="https://www.tradingview.com/" rel="noopener noreferrer">https://www.tradingview.com/</a>.</footer>
</body>
</html>`;
}
