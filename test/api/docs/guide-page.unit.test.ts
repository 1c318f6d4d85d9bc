/**
 * A guide's HTML page (src/api/docs/guide-page.ts), rendered from Markdown as scripts/assets.ts does:
 * headings anchored by GitHub's slugs, links between guides leading to their pages, images under the
 * served prefix, code and raw HTML shown as text. And every user guide of docs/ renders with no link or
 * image the served pages cannot follow.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headingSlug, renderGuidePage, servedHref } from "../../../src/api/docs/guide-page.ts";
import { USER_GUIDES } from "../../../src/api/docs/guides.ts";

const DOCS = join(import.meta.dirname, "..", "..", "..", "docs");

const SAMPLE = [
  "# The lake: the `quote` tape",
  "",
  "See [the stream](stream.md), [its row](lake.md#the-row), [this part](#the-row), [the API](/docs) and",
  "[the architecture](architecture.md).",
  "",
  "## The row",
  "",
  "## The row",
  "",
  "![The board](images/terminal-overview.png)",
  "",
  "```sh",
  "curl -s 'localhost:8787/api/v1/info' | jq '.data' # <b>",
  "```",
  "",
  "| column | meaning |",
  "| --- | --- |",
  "| `bid` | best <bid> |",
  "",
  '<script>alert("x")</script>',
].join("\n");

describe("a guide's page", () => {
  const page = renderGuidePage("lake.md", SAMPLE);
  const main = page.html.slice(page.html.indexOf("<main>"), page.html.indexOf("</main>"));

  it("is titled by its first heading, and anchors every heading (repeated ones numbered)", () => {
    expect(page.html).toContain("<title>The lake: the quote tape · pix guides</title>");
    expect(main).toContain('<h1 id="the-lake-the-quote-tape">The lake: the <code>quote</code> tape</h1>');
    expect(main).toContain('<h2 id="the-row">The row</h2>');
    expect(main).toContain('<h2 id="the-row-1">The row</h2>');
  });

  it("links other guides' pages, keeps anchors and site paths, and reports a file the pages cannot reach", () => {
    expect(main).toContain('<a href="stream">the stream</a>');
    expect(main).toContain('<a href="lake#the-row">its row</a>');
    expect(main).toContain('<a href="#the-row">this part</a>');
    expect(main).toContain('<a href="/docs">the API</a>');
    expect(main).toContain("the architecture.");
    expect(main).not.toContain("architecture.md");
    expect(page.unserved).toEqual(["architecture.md"]);
  });

  it("shows images from the served prefix", () => {
    expect(main).toContain('<img src="images/terminal-overview.png" alt="The board">');
    expect(page.images).toEqual(["images/terminal-overview.png"]);
  });

  it("shows code blocks, tables and raw HTML as text", () => {
    expect(main).toContain(
      '<pre><code class="language-sh">curl -s &#39;localhost:8787/api/v1/info&#39; | jq &#39;.data&#39; # &lt;b&gt;\n</code></pre>',
    );
    expect(main).toMatch(
      /<div class="table"><table>[\s\S]*<td><code>bid<\/code><\/td>[\s\S]*<\/table><\/div>/,
    );
    expect(main).toContain("best &lt;bid&gt;");
    expect(page.html).not.toContain("<script");
    expect(main).toContain("&lt;script&gt;");
  });

  it("lists every guide in its navigation, this one marked current, with a link to its Markdown", () => {
    for (const g of USER_GUIDES) expect(page.html).toContain(`/docs/guides/${g.file.replace(/\.md$/, "")}"`);
    expect(page.html).toContain('<a href="/docs/guides/lake" aria-current="page">');
    expect(page.html).toContain('<a href="/docs/guides/lake.md">This guide as Markdown</a>');
  });
});

describe("links as served", () => {
  it("maps guide files to pages and leaves anything else unserved", () => {
    expect(servedHref("lake.md")).toBe("lake");
    expect(servedHref("./lake.md#x")).toBe("lake#x");
    expect(servedHref("images/a.png")).toBe("images/a.png");
    expect(servedHref("../README.md")).toBeNull();
    expect(servedHref("images/../../README.md")).toBeNull();
    expect(servedHref("testing.md")).toBeNull();
    expect(servedHref("lake")).toBeNull();
  });

  it("slugs headings as GitHub does", () => {
    expect(headingSlug("Keys, scopes and limits: how to get a key")).toBe(
      "keys-scopes-and-limits-how-to-get-a-key",
    );
    expect(headingSlug("day.parquet — the quotes")).toBe("dayparquet--the-quotes");
  });
});

describe("every user guide", () => {
  it.each(USER_GUIDES.map((g) => g.file))("%s renders with every link and image served", (file) => {
    const page = renderGuidePage(file, readFileSync(join(DOCS, file), "utf8"));
    expect(page.unserved).toEqual([]);
    for (const image of page.images) expect(existsSync(join(DOCS, image)), image).toBe(true);
    expect(page.html).toMatch(/<h1 id="[^"]+">/);
  });
});
