import { describe, expect, it } from "vitest";
import {
  decodeHtmlEntities,
  decodeXmlText,
  htmlToText,
  MAX_MARKUP_INPUT_CHARS,
  truncateText,
} from "../../../src/domain/news/text.ts";

describe("htmlToText", () => {
  it("keeps the text of a BEA-style description and drops its markup and comments", () => {
    const html =
      "Personal income increased $92.0 billion (0.4 percent) in December.    <!--Full Text Link--><a href='https://www.bea.gov/news/x'>Full Text</a><!--Full Text Link-->";
    expect(htmlToText(html)).toBe(
      "Personal income increased $92.0 billion (0.4 percent) in December. Full Text",
    );
  });

  it("drops script and style elements with their contents, whatever the case", () => {
    expect(
      htmlToText("<p>Before</p><SCRIPT type='x'>alert('x<y')</script ><style>p{}</style><p>After</p>"),
    ).toBe("Before After");
    expect(htmlToText("a<script>never closed")).toBe("a");
  });

  it("separates block elements and table cells but not inline ones", () => {
    expect(htmlToText("<table><tr><td>0.1</td><td>0.3</td></tr></table>")).toBe("0.1 0.3");
    expect(htmlToText("<b>Filed:</b> 2016-03-01 <b>AccNo:</b> 0001564590-16-013773")).toBe(
      "Filed: 2016-03-01 AccNo: 0001564590-16-013773",
    );
    expect(htmlToText("un<em>believ</em>able<br/>next")).toBe("unbelievable next");
  });

  it("skips a `>` inside a quoted attribute value", () => {
    expect(htmlToText('<a title="a > b" href="x">link</a> text')).toBe("link text");
  });

  it("decodes the safe set of references after stripping, so escaped text stays text", () => {
    expect(htmlToText("CPI rose 0.2% &amp; core 0.3% &mdash; &#8220;sticky&#x201D; &nbsp;x")).toBe(
      "CPI rose 0.2% & core 0.3% — “sticky” x",
    );
    expect(htmlToText("inflation &lt; 3%")).toBe("inflation < 3%");
    expect(htmlToText("&unknown; &lol2; stay")).toBe("&unknown; &lol2; stay");
  });

  it("never lets markup that was escaped once more become a tag", () => {
    const text = htmlToText(
      "&lt;script&gt;alert(1)&lt;/script&gt;Rates &amp;lt;img src=x onerror=alert(1)&amp;gt; held",
    );
    expect(text).not.toMatch(/<[A-Za-z/!?]/);
    expect(text).toBe("Rates held");
  });

  it("drops control characters, bidi overrides and references to them", () => {
    expect(htmlToText("a\u0000b\u202Ec&#0;&#7;&#x202E;d\u0085e")).toBe("abcde");
  });

  it("keeps a lone `<` that is not markup", () => {
    expect(htmlToText("1 < 2 and 3 <= 4")).toBe("1 < 2 and 3 <= 4");
  });

  it("reads at most a bounded prefix of a huge input, in linear time", () => {
    const huge = `<p>${"word ".repeat(400_000)}</p>`;
    const started = Date.now();
    const text = htmlToText(huge);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(text.length).toBeLessThanOrEqual(MAX_MARKUP_INPUT_CHARS);
    const unclosedQuotes = `<a title="${"x".repeat(200_000)}`;
    expect(htmlToText(unclosedQuotes)).toBe("");
  });
});

describe("decodeXmlText", () => {
  it("decodes predefined and numeric references outside CDATA and keeps CDATA literal", () => {
    expect(decodeXmlText("Minutes of the Board&#39;s &amp; <![CDATA[a &amp; b]]> tail&gt;")).toBe(
      "Minutes of the Board's & a &amp; b tail>",
    );
  });

  it("leaves entities that only a DOCTYPE could define as text", () => {
    expect(decodeXmlText("&lol9; &nbsp;")).toBe("&lol9; &nbsp;");
  });

  it("treats an unterminated CDATA section as running to the end", () => {
    expect(decodeXmlText("x <![CDATA[y &amp;")).toBe("x y &amp;");
  });
});

describe("decodeHtmlEntities", () => {
  it("refuses code points that are not characters", () => {
    expect(decodeHtmlEntities("&#xD800;&#1114112;&#x110000;ok")).toBe("ok");
  });
});

describe("truncateText", () => {
  it("returns text that fits unchanged", () => {
    expect(truncateText("short text", 2_000)).toBe("short text");
    const exact = "x".repeat(2_000);
    expect(truncateText(exact, 2_000)).toBe(exact);
  });

  it("cuts on the last word boundary and ends with an ellipsis", () => {
    expect(truncateText("alpha beta gamma delta", 14)).toBe("alpha beta…");
    expect(truncateText("alpha beta gamma delta", 12)).toBe("alpha beta…");
    // The cut falls right before a space: the whole word before it stays.
    expect(truncateText("alpha beta gamma", 11)).toBe("alpha beta…");
  });

  it("drops separators left dangling before the ellipsis", () => {
    expect(truncateText("rates held, inflation eased", 13)).toBe("rates held…");
  });

  it("cuts hard inside one very long word", () => {
    expect(truncateText(`a ${"x".repeat(50)}`, 20)).toBe(`a ${"x".repeat(17)}…`);
  });

  it("never exceeds the limit and never splits a surrogate pair", () => {
    const text = "😀".repeat(1_500);
    const cut = truncateText(text, 2_000);
    expect(cut.length).toBeLessThanOrEqual(2_000);
    expect(cut.endsWith("😀…")).toBe(true);
  });
});
