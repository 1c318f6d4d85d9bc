/**
 * Feed text to plain text: markup removed (with the contents of script-like elements), a safe set of
 * entities decoded, controls dropped, whitespace collapsed, and a cut on a word boundary. Everything is a
 * linear scan: no regex that can backtrack on hostile input, and input beyond a bound is not read.
 */

/** Longer inputs are cut before cleaning: a summary never needs more than this to fill 2,000 characters. */
export const MAX_MARKUP_INPUT_CHARS = 100_000;
const ELLIPSIS = "…";
/** Left dangling before the ellipsis, these read as noise. */
const TRAILING_SEPARATORS = new Set([" ", "\t", "\n", "\r", ",", ";", ":", "-", "–", "—"]);

/** Elements whose contents are never text. */
const RAW_TEXT_ELEMENTS = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "object",
  "svg",
  "math",
]);
/** Elements that do not separate words; every other element boundary becomes a space. */
const INLINE_ELEMENTS = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "em",
  "font",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
]);

/** Named references decoded; any other name stays as written (it is text, not markup). */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  hellip: "…",
  bull: "•",
  middot: "·",
  deg: "°",
  plusmn: "±",
  times: "×",
  divide: "÷",
  frac14: "¼",
  frac12: "½",
  frac34: "¾",
  permil: "‰",
  sect: "§",
  para: "¶",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  dollar: "$",
  percnt: "%",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  ccedil: "ç",
  ntilde: "ñ",
  ouml: "ö",
  uuml: "ü",
  auml: "ä",
  szlig: "ß",
};
const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const ENTITY = /&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g;
/** A `<` that a browser would start markup with. */
const TAG_LIKE = /<(?:[A-Za-z!?]|\/[A-Za-z])/;

function fromCodePoint(codePoint: number): string {
  if (codePoint <= 0 || codePoint > 0x10ffff) return "";
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return "";
  if (codePoint < 0x20 && codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d) return "";
  if (codePoint >= 0x7f && codePoint <= 0x9f) return "";
  return String.fromCodePoint(codePoint);
}

function decodeReferences(text: string, named: Record<string, string>): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X"))
      return fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return fromCodePoint(Number.parseInt(body.slice(1), 10));
    return Object.hasOwn(named, body) ? (named[body] ?? whole) : whole;
  });
}

/** HTML character references from the safe set (named and numeric); unknown names stay as text. */
export function decodeHtmlEntities(text: string): string {
  return decodeReferences(text, NAMED_ENTITIES);
}

/**
 * XML character data as the parser left it (entity processing is off): CDATA sections are literal, the
 * rest has the five predefined and numeric references decoded. Unknown references stay as text.
 */
export function decodeXmlText(raw: string): string {
  let out = "";
  let index = 0;
  while (index < raw.length) {
    const open = raw.indexOf("<![CDATA[", index);
    if (open < 0) {
      out += decodeReferences(raw.slice(index), XML_ENTITIES);
      break;
    }
    out += decodeReferences(raw.slice(index, open), XML_ENTITIES);
    const close = raw.indexOf("]]>", open + 9);
    out += raw.slice(open + 9, close < 0 ? raw.length : close);
    index = close < 0 ? raw.length : close + 3;
  }
  return out;
}

const isLetter = (ch: string | undefined) => ch !== undefined && /[A-Za-z]/.test(ch);

/** Index just past the `>` that ends the tag opened at `from`, skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const ch = html[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === ">") {
      return i + 1;
    }
  }
  return html.length;
}

function readName(html: string, from: number): string {
  let end = from;
  while (end < html.length && /[A-Za-z0-9:-]/.test(html[end] ?? "")) end++;
  return html.slice(from, end).toLowerCase();
}

/** Markup removed; the text between tags is kept exactly (references are not decoded here). */
export function stripMarkup(html: string): string {
  const parts: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      parts.push(html.slice(i));
      break;
    }
    parts.push(html.slice(i, lt));
    i = lt;
    const next = html[i + 1];
    if (html.startsWith("<!--", i)) {
      const close = html.indexOf("-->", i + 4);
      i = close < 0 ? html.length : close + 3;
      parts.push(" ");
    } else if (html.startsWith("<![CDATA[", i)) {
      const close = html.indexOf("]]>", i + 9);
      parts.push(html.slice(i + 9, close < 0 ? html.length : close));
      i = close < 0 ? html.length : close + 3;
    } else if (isLetter(next)) {
      const name = readName(html, i + 1);
      i = tagEnd(html, i + 1);
      if (RAW_TEXT_ELEMENTS.has(name)) {
        const closing = new RegExp(`</${name}(?=[\\s/>]|$)`, "gi");
        closing.lastIndex = i;
        const found = closing.exec(html);
        i = found === null ? html.length : tagEnd(html, found.index + 2);
      }
      if (!INLINE_ELEMENTS.has(name)) parts.push(" ");
    } else if (next === "/" && isLetter(html[i + 2])) {
      const name = readName(html, i + 2);
      i = tagEnd(html, i + 2);
      if (!INLINE_ELEMENTS.has(name)) parts.push(" ");
    } else if (next === "!" || next === "?") {
      i = tagEnd(html, i + 1);
      parts.push(" ");
    } else {
      parts.push("<");
      i++;
    }
  }
  return parts.join("");
}

/** C0/C1 controls (tab, newline and carriage return become spaces), bidi overrides/isolates, BOM. */
function isUnsafeChar(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  return (
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

function collapseWhitespace(text: string): string {
  let kept = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isUnsafeChar(text.charCodeAt(i))) continue;
    kept += text.slice(from, i);
    from = i + 1;
  }
  kept += text.slice(from);
  return kept.replace(/\s+/g, " ").trim();
}

/**
 * Plain text of an HTML fragment. Decoding can reveal markup that was escaped once more (`&lt;script&gt;`),
 * so stripping repeats on the decoded text, and a last strip without decoding guarantees the result holds
 * nothing a browser would read as a tag.
 */
export function htmlToText(html: string): string {
  let text = html.length > MAX_MARKUP_INPUT_CHARS ? html.slice(0, MAX_MARKUP_INPUT_CHARS) : html;
  for (let round = 0; round < 3; round++) {
    text = decodeHtmlEntities(stripMarkup(text));
    if (!TAG_LIKE.test(text)) break;
  }
  if (TAG_LIKE.test(text)) text = stripMarkup(text);
  return collapseWhitespace(text);
}

/**
 * `text` cut to at most `max` characters: whole when it fits, else cut at the last word boundary (or hard,
 * when one word fills more than half the room) and ended with `…`. Never splits a surrogate pair.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - ELLIPSIS.length;
  let cut = text.slice(0, room);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const endsOnBoundary = /\s/.test(text[room] ?? "");
  if (!endsOnBoundary) {
    let lastSpace = cut.length - 1;
    while (lastSpace >= 0 && !/\s/.test(cut[lastSpace] ?? "")) lastSpace--;
    if (lastSpace >= room / 2) cut = cut.slice(0, lastSpace);
  }
  let end = cut.length;
  while (end > 0 && TRAILING_SEPARATORS.has(cut[end - 1] ?? "")) end--;
  return `${cut.slice(0, end)}${ELLIPSIS}`;
}
