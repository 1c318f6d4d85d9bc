import { describe, expect, it } from "vitest";
import { requestTargetLength } from "../../../src/platform/middleware/request-guard/index.ts";

describe("requestTargetLength", () => {
  it("is the length of pathname + search of the parsed URL", () => {
    for (const url of [
      "http://pix.example/",
      "http://pix.example/api/v1/indices/PIXCPI/snapshots/latest",
      "https://pix.example:8443/api/v1/indices?x=1&y=%20z",
      "http://pix.example/a?",
      "http://pix.example/a?#frag",
      "http://pix.example/a?b=c#frag",
      "http://user:pw@pix.example/p/%6cake?q=/x//y",
      `http://pix.example/${"a".repeat(3000)}?${"b".repeat(100)}`,
    ]) {
      const parsed = new URL(url);
      expect(requestTargetLength(parsed.href), url).toBe(parsed.pathname.length + parsed.search.length);
    }
  });
});
