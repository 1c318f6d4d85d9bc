import { describe, expect, it } from "vitest";
import { isValidIfNoneMatch, parseEntityTags } from "../../../src/platform/http/conditional.ts";

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
  it("reads the opaque tags of a list, without the weak marker", () => {
    expect(parseEntityTags('W/"a", "b",, ""')).toEqual(['"a"', '"b"', '""']);
    expect(parseEntityTags(" * ")).toBe("*");
  });
});
