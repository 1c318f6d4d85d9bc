import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "../../../src/domain/news/url.ts";

describe("safeHttpUrl", () => {
  it("keeps absolute http and https links (normalised)", () => {
    expect(safeHttpUrl(" https://www.bls.gov/news.release/cpi.nr0.htm ")).toEqual({
      ok: true,
      url: "https://www.bls.gov/news.release/cpi.nr0.htm",
    });
    expect(safeHttpUrl("HTTP://WWW.SEC.GOV/Archives/edgar/data/1/x.htm")).toEqual({
      ok: true,
      url: "http://www.sec.gov/Archives/edgar/data/1/x.htm",
    });
  });

  it("refuses script, data and other schemes, including obfuscated ones", () => {
    for (const link of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "ftp://example.com/x",
    ]) {
      expect(safeHttpUrl(link)).toEqual({ ok: false, reason: "url_not_http" });
    }
  });

  it("refuses relative and protocol-relative links", () => {
    expect(safeHttpUrl("/news.release/cpi.htm")).toEqual({ ok: false, reason: "url_not_http" });
    expect(safeHttpUrl("//evil.example/x")).toEqual({ ok: false, reason: "url_not_http" });
  });

  it("refuses credentials, broken hosts, over-long links and nothing at all", () => {
    expect(safeHttpUrl("https://user:pass@www.bls.gov/")).toEqual({ ok: false, reason: "url_invalid" });
    expect(safeHttpUrl("https://exa mple.com/")).toEqual({ ok: false, reason: "url_invalid" });
    expect(safeHttpUrl(`https://example.com/${"x".repeat(3_000)}`)).toEqual({
      ok: false,
      reason: "url_invalid",
    });
    expect(safeHttpUrl("")).toEqual({ ok: false, reason: "url_missing" });
    expect(safeHttpUrl(null)).toEqual({ ok: false, reason: "url_missing" });
  });
});
