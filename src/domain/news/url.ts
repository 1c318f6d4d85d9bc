/**
 * Links pix stores: absolute http(s) URLs only. Anything else (`javascript:`, `data:`, `file:`, relative
 * paths, protocol-relative `//host`, credentials in the authority) is refused with a reason, and the item
 * that carried it is dropped: a news item without a safe link to its source has nothing to offer.
 */

export const MAX_URL_CHARS = 2_048;

export type UrlRejection = "url_missing" | "url_not_http" | "url_invalid";
export type SafeUrl = { ok: true; url: string } | { ok: false; reason: UrlRejection };

export function safeHttpUrl(raw: string | null | undefined): SafeUrl {
  const text = (raw ?? "").trim();
  if (text === "") return { ok: false, reason: "url_missing" };
  if (text.length > MAX_URL_CHARS) return { ok: false, reason: "url_invalid" };
  // Browsers drop tabs and newlines inside a URL ("java\tscript:"), so judge the scheme without them.
  if (!/^https?:\/\//i.test(text.replace(/[\t\n\r]/g, ""))) return { ok: false, reason: "url_not_http" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "url_invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "url_not_http" };
  if (url.username !== "" || url.password !== "" || url.hostname === "") {
    return { ok: false, reason: "url_invalid" };
  }
  return { ok: true, url: url.href };
}
