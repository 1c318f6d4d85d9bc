/**
 * A user guide as an HTML page in the docs' style, rendered from its Markdown by scripts/assets.ts when
 * the Worker's static assets are built (the Worker serves the file; it never parses Markdown, so the
 * Markdown library is a build-time dependency only). The page has the guide's title, the guides'
 * navigation, an anchor on every heading (GitHub's slugs, so `#the-row` links keep working), code
 * blocks, tables and images. A relative link to another guide (`lake.md`, `lake.md#the-row`) leads to
 * that guide's page; `images/<file>` resolves under GUIDES_PATH, where the images are copied. Any other
 * relative link would answer 404 there: it is rendered as its text and reported in `unserved`. Raw HTML
 * in a guide is shown as text, and the page carries no script, so it satisfies the docs CSP.
 */
import { Marked, type Tokens } from "marked";
import {
  findGuide,
  GUIDE_IMAGES,
  guideMarkdownPath,
  guideName,
  guidePagePath,
  USER_GUIDES,
} from "./guides.ts";
import { DOCS_STYLE } from "./style.ts";

export interface RenderedGuide {
  html: string;
  /** Relative link and image targets the served pages cannot follow (fix the guide). */
  unserved: string[];
  /** `images/<file>` targets the guide shows: scripts/assets.ts checks each exists. */
  images: string[];
}

const STYLE = `${DOCS_STYLE}
  body { max-width: 74rem; display: grid; grid-template-columns: 15rem minmax(0, 1fr); gap: 0 2.5rem; }
  body > header, body > footer { grid-column: 1 / -1; }
  body > header { border-bottom: 1px solid #e3e7ee; padding-bottom: .5rem; margin-bottom: 1rem; }
  body > footer { border-top: 1px solid #e3e7ee; margin-top: 3rem; padding-top: .5rem; color: #5a6577; }
  .guides { position: sticky; top: 1rem; align-self: start; max-height: calc(100vh - 2rem); overflow-y: auto; }
  main code { font-size: .88em; }
  .guides ol { list-style: none; padding: 0; margin: 0; font-size: .92rem; }
  .guides li { margin: .35rem 0; } .guides a { white-space: normal; margin: 0; }
  .guides a[aria-current="page"] { font-weight: 600; color: inherit; text-decoration: none; }
  .guides h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: #5a6577; margin: 0 0 .5rem; }
  main { min-width: 0; } main h2 { border-bottom: 1px solid #e3e7ee; padding-bottom: .2rem; }
  h3 { font-size: 1rem; margin-top: 1.6rem; }
  pre { background: #f2f4f7; padding: .75rem 1rem; border-radius: 4px; overflow-x: auto; line-height: 1.4; }
  pre code { background: none; padding: 0; font-size: .88rem; }
  .table { overflow-x: auto; margin: 1rem 0; }
  table { border-collapse: collapse; font-size: .92rem; }
  th, td { border: 1px solid #dde2ea; padding: .3rem .55rem; vertical-align: top; text-align: left; }
  th { background: #f6f8fa; }
  img { max-width: 100%; height: auto; border: 1px solid #e3e7ee; border-radius: 4px; }
  blockquote { margin: 1rem 0; padding: 0 1rem; border-left: 3px solid #cfd6e0; color: #44505f; }
  :target { scroll-margin-top: 1rem; } h1:target, h2:target, h3:target { background: #fff7d6; }
  @media (max-width: 48rem) { body { display: block; } .guides { position: static; max-height: none; } .guides ol { columns: 2; } }`;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** GitHub's heading slug: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");

/**
 * Where a link of a guide leads once served: unchanged when absolute or an anchor, the page of the
 * guide it names, an image under GUIDES_PATH, or null when nothing is served there.
 */
export function servedHref(href: string): string | null {
  if (isExternal(href) || href.startsWith("#") || href.startsWith("/")) return href;
  const [path = "", fragment] = href.split("#", 2);
  const hash = fragment === undefined ? "" : `#${fragment}`;
  const guide = findGuide(path.replace(/^\.\//, ""));
  if (guide && path.endsWith(".md")) return `${guideName(guide.file)}${hash}`;
  if (path.startsWith(`${GUIDE_IMAGES}/`) && !path.includes("..")) return href;
  return null;
}

/** One guide's page. */
export function renderGuidePage(file: string, markdown: string): RenderedGuide {
  const unserved: string[] = [];
  const images: string[] = [];
  const slugs = new Map<string, number>();
  let title = findGuide(file)?.title ?? file;
  let firstHeading = true;

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = this.parser.parseInline(token.tokens, this.parser.textRenderer);
        if (token.depth === 1 && firstHeading) title = text;
        firstHeading = false;
        const base = headingSlug(text) || "section";
        const seen = slugs.get(base) ?? 0;
        slugs.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen}`;
        return `<h${token.depth} id="${escapeHtml(id)}">${inner}</h${token.depth}>\n`;
      },
      link(token: Tokens.Link) {
        const href = servedHref(token.href);
        if (href === null) {
          unserved.push(token.href);
          return this.parser.parseInline(token.tokens);
        }
        token.href = href;
        return false;
      },
      image(token: Tokens.Image) {
        const href = servedHref(token.href);
        if (href === null || isExternal(href)) {
          unserved.push(token.href);
          return escapeHtml(token.text);
        }
        if (href.startsWith(`${GUIDE_IMAGES}/`)) images.push(href);
        token.href = href;
        return false;
      },
      // A guide's own markup would be shown as written: the page's markup is what Markdown makes.
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
    },
  });
  const body = (marked.parse(markdown, { async: false }) as string)
    .replaceAll("<table>", '<div class="table"><table>')
    .replaceAll("</table>", "</table></div>");

  const nav = USER_GUIDES.map((g) => {
    const current = g.file === file ? ' aria-current="page"' : "";
    return `<li><a href="${guidePagePath(g.file)}"${current}>${escapeHtml(g.title)}</a></li>`;
  }).join("\n      ");

  const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>${escapeHtml(title)} · pix guides</title>
  <link rel="icon" href="/favicon.svg" />
  <style>${STYLE}</style>
</head>
<body>
  <header>
    <nav aria-label="pix documentation"><a href="/docs">API reference</a> <a href="/docs/problems">Problem types</a></nav>
  </header>
  <nav class="guides" aria-label="Guides">
    <h2>Guides</h2>
    <ol>
      ${nav}
    </ol>
  </nav>
  <main>
${body}  </main>
  <footer><a href="${guideMarkdownPath(file)}">This guide as Markdown</a> · <a href="/docs">API reference</a></footer>
</body>
</html>
`;
  return { html, unserved, images };
}
