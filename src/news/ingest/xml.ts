import { XMLParser, XMLValidator } from "fast-xml-parser";
import { decodeXmlText } from "../../domain/news/text.ts";

/**
 * Safe XML for feeds. Entity processing is off in the parser (no DOCTYPE entity can expand: no
 * billion laughs, no external entity), a DOCTYPE that declares anything is refused outright, nesting is
 * bounded by the parser, and the document is validated before it is turned into objects. Values stay
 * strings exactly as written; `decodeXmlText` decodes the predefined and numeric references later, and
 * description-like elements are kept raw so their markup is cleaned as HTML, not parsed as XML.
 */

export type XmlRecord = { readonly [key: string]: unknown };

export type ParsedXml =
  | { ok: true; rootName: string; root: XmlRecord }
  | { ok: false; reason: "not_xml" | "doctype_refused" | "malformed_xml" };

/** Elements read as raw markup: their contents are HTML (escaped, in CDATA or inline XHTML). */
const RAW_ELEMENTS = ["description", "content", "summary", "content:encoded"];
const REPEATED_ELEMENTS = new Set(["item", "entry", "link", "category"]);
/** Deeper than any feed nests; a document nesting deeper is refused by the parser. */
const MAX_NESTED_TAGS = 64;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  cdataPropName: "#cdata",
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  stopNodes: RAW_ELEMENTS.map((name) => `*.${name}`),
  isArray: (name) => REPEATED_ELEMENTS.has(name),
  maxNestedTags: MAX_NESTED_TAGS,
});

const isRecord = (value: unknown): value is XmlRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function parseFeedXml(text: string): ParsedXml {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (!body.trimStart().startsWith("<")) return { ok: false, reason: "not_xml" };
  const rootStart = body.search(/<[A-Za-z_]/);
  if (rootStart < 0) return { ok: false, reason: "not_xml" };
  const prolog = body.slice(0, rootStart);
  if (/<!DOCTYPE\s+html/i.test(prolog)) return { ok: false, reason: "not_xml" };
  if (/<!ENTITY/i.test(prolog) || /<!DOCTYPE[^>]*\[/i.test(prolog))
    return { ok: false, reason: "doctype_refused" };
  if (XMLValidator.validate(body) !== true) return { ok: false, reason: "malformed_xml" };
  let parsed: unknown;
  try {
    parsed = parser.parse(body);
  } catch {
    return { ok: false, reason: "malformed_xml" };
  }
  if (!isRecord(parsed)) return { ok: false, reason: "malformed_xml" };
  const names = Object.keys(parsed).filter((name) => !name.startsWith("?") && !name.startsWith("!"));
  const rootName = names[0];
  if (names.length !== 1 || rootName === undefined) return { ok: false, reason: "malformed_xml" };
  const root = parsed[rootName];
  return { ok: true, rootName, root: isRecord(root) ? root : {} };
}

/** Every child element of that name (repeated elements are arrays, others single values). */
export function children(node: unknown, name: string): unknown[] {
  if (!isRecord(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function child(node: unknown, name: string): unknown {
  return children(node, name)[0];
}

/** An element's text, references decoded and CDATA taken literally; null when absent or empty. */
export function textOf(node: unknown): string | null {
  let raw: string;
  if (typeof node === "string") {
    raw = decodeXmlText(node);
  } else if (isRecord(node)) {
    const text = node["#text"];
    const cdata = node["#cdata"];
    const cdataParts = Array.isArray(cdata) ? cdata : cdata === undefined ? [] : [cdata];
    raw = `${typeof text === "string" ? decodeXmlText(text) : ""}${cdataParts.filter((p) => typeof p === "string").join("")}`;
  } else {
    return null;
  }
  const trimmed = raw.trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * The elements inside a raw-kept element (e.g. EDGAR's `<content type="text/xml">`), parsed under the
 * same rules; an empty record when there is nothing to parse.
 */
export function innerElements(node: unknown): XmlRecord {
  const raw = typeof node === "string" ? node : isRecord(node) ? node["#text"] : undefined;
  if (typeof raw !== "string" || raw.trim() === "") return {};
  const parsed = parseFeedXml(`<inner>${raw}</inner>`);
  return parsed.ok ? parsed.root : {};
}

/** An attribute's value, references decoded; null when absent. */
export function attributeOf(node: unknown, name: string): string | null {
  if (!isRecord(node)) return null;
  const value = node[`@_${name}`];
  return typeof value === "string" ? decodeXmlText(value).trim() : null;
}
