import { html, raw } from "hono/html";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { PROBLEM_CATALOG, PROBLEM_SLUGS } from "../../platform/http/problem-catalog.ts";
import { docsPageHeaders } from "./csp.ts";
import { DOCS_STYLE } from "./style.ts";

const STYLE = `${DOCS_STYLE}
  dt { font-weight: 600; margin-top: .4rem; } dd { margin-left: 0; }
  .status { color: #5a6577; font-weight: 400; }
  section:target { outline: 2px solid #3b82f6; outline-offset: .5rem; }`;

/** `/docs/problems`: one anchored section per problem slug, generated from the catalog. */
export function renderProblemsPage() {
  const sections = PROBLEM_SLUGS.map((slug) => {
    const p = PROBLEM_CATALOG[slug];
    const retry =
      "retryable" in p && p.retryable ? html`<dt>Retry-After</dt><dd>Sent with this problem.</dd>` : "";
    return html`<section id="${slug}">
      <h2><code>${slug}</code> — ${p.title} <span class="status">${p.status}</span></h2>
      <dl>
        <dt>Meaning</dt><dd>${p.meaning}</dd>
        <dt>When it happens</dt><dd>${p.when}</dd>
        <dt>What to do</dt><dd>${p.action}</dd>
        ${retry}
      </dl>
    </section>`;
  });
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>pix problem types</title>
  <style>${raw(STYLE)}</style>
</head>
<body>
  <h1>pix problem types</h1>
  <p>Every error pix answers is an RFC 9457 problem (<code>application/problem+json</code>) with the members
  <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code>, <code>instance</code> (the request path) and
  <code>request_id</code> (equal to the <code>X-Request-ID</code> header). Its <code>type</code> links to a section of this page.
  Parameter problems add <code>invalid_params</code>: a list of <code>{name, in, reason}</code>. Problems are never cached.</p>
  <nav>${PROBLEM_SLUGS.map((s) => html`<a href="#${s}">${s}</a> `)}</nav>
  ${sections}
  <p><a href="/docs">API reference</a></p>
</body>
</html>`;
}

export function registerProblemsPage(app: App) {
  app.get("/docs/problems", docsPageHeaders(), (c) => {
    c.header("Cache-Control", CACHE_POLICIES.reference);
    return c.html(renderProblemsPage());
  });
}
