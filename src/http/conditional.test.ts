import { describe, expect, it } from "vitest";
import { isValidIfNoneMatch } from "./index.ts";

describe("isValidIfNoneMatch", () => {
  it("accepts *, strong and weak tags and lists (with empty elements)", () => {
    for (const ok of ["*", '"abc"', 'W/"abc"', '"a", W/"b"', '"a",,"b"', ' "a" ', '""']) {
      expect(isValidIfNoneMatch(ok), ok).toBe(true);
    }
  });
  it("rejects unquoted tags, stray tokens and a * inside a list", () => {
    for (const bad of ["abc", '"a', 'w/"a"', '"a" "b"', '*, "a"', ",", "", 'W/ "a"']) {
      expect(isValidIfNoneMatch(bad), bad).toBe(false);
    }
  });
});
