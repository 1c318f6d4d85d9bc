import { describe, expect, it } from "vitest";
import { decodeFeedBytes } from "../../../src/news/ingest/decode.ts";
import {
  attributeOf,
  child,
  children,
  innerElements,
  parseFeedXml,
  textOf,
} from "../../../src/news/ingest/xml.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe("decodeFeedBytes", () => {
  it("prefers a byte-order mark, then the Content-Type charset, then the XML declaration", () => {
    expect(decodeFeedBytes(bytes(0xef, 0xbb, 0xbf, 0x61), "text/xml; charset=iso-8859-1")).toEqual({
      ok: true,
      text: "a",
    });
    const declared = ascii('<?xml version="1.0" encoding="ISO-8859-1"?><a>\xe9</a>');
    expect(decodeFeedBytes(declared, "application/xml")).toEqual({
      ok: true,
      text: '<?xml version="1.0" encoding="ISO-8859-1"?><a>é</a>',
    });
    expect(decodeFeedBytes(declared, 'application/xml; charset="utf-8"')).toEqual({
      ok: false,
      reason: "invalid_encoding",
    });
  });

  it("decodes the Latin family as windows-1252 (0x80 is the euro sign)", () => {
    expect(decodeFeedBytes(bytes(0x80, 0x93, 0x94), "text/xml; charset=us-ascii")).toEqual({
      ok: true,
      text: "€“”",
    });
  });

  it("refuses UTF-16 and unknown charsets", () => {
    expect(decodeFeedBytes(bytes(0xff, 0xfe, 0x3c, 0x00), null)).toEqual({
      ok: false,
      reason: "unsupported_encoding",
    });
    expect(decodeFeedBytes(ascii("<a/>"), "text/xml; charset=shift_jis")).toEqual({
      ok: false,
      reason: "unsupported_encoding",
    });
  });
});

describe("parseFeedXml", () => {
  it("keeps values as written strings (no number parsing) and attributes apart", () => {
    const parsed = parseFeedXml(
      '<rss version="2.0"><channel><item><guid isPermaLink="false">00123</guid></item></channel></rss>',
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    const item = child(child(parsed.root, "channel"), "item");
    expect(textOf(child(item, "guid"))).toBe("00123");
    expect(attributeOf(child(item, "guid"), "isPermaLink")).toBe("false");
    expect(children(child(parsed.root, "channel"), "item")).toHaveLength(1);
  });

  it("refuses prototype-polluting element names instead of building them", () => {
    expect(parseFeedXml("<feed><entry><__proto__>x</__proto__></entry></feed>")).toEqual({
      ok: false,
      reason: "malformed_xml",
    });
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it("parses the XML kept raw inside an element", () => {
    const parsed = parseFeedXml(
      '<feed><entry><content type="text/xml"><filing-type>S-1</filing-type></content></entry></feed>',
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    const content = innerElements(child(child(parsed.root, "entry"), "content"));
    expect(textOf(child(content, "filing-type"))).toBe("S-1");
  });

  it("allows a DOCTYPE that declares nothing, refuses one that declares entities", () => {
    expect(
      parseFeedXml(
        '<!DOCTYPE rss SYSTEM "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss><channel/></rss>',
      ),
    ).toMatchObject({
      ok: true,
      rootName: "rss",
    });
    expect(parseFeedXml("<!DOCTYPE rss [<!ELEMENT rss ANY>]><rss/>")).toEqual({
      ok: false,
      reason: "doctype_refused",
    });
  });
});
