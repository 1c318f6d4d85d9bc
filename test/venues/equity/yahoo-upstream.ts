/**
 * The price provider as the fixtures record it, for the adapter tests: the consent host sets a cookie
 * (answering 404, as the real one does), getcrumb answers a crumb only with that cookie, and
 * quoteSummary refuses a missing or wrong crumb with 401 "Invalid Crumb". Chart and quoteSummary bodies
 * come from fixtures per symbol; tests override any route.
 */

import chartUnknown from "../../fixtures/upstreams/equity/chart-unknown.json";
import consentPage from "../../fixtures/upstreams/equity/consent-404.html?raw";
import invalidCrumb from "../../fixtures/upstreams/equity/invalid-crumb.json";
import summaryUnknown from "../../fixtures/upstreams/equity/quote-summary-unknown.json";
import { json, type Responder, type SeenRequest, text } from "../../support/fake-upstream.ts";

export const CONFIG = {
  queryBaseUrl: "https://query2.yahoo.test",
  consentUrl: "https://fc.yahoo.test",
};

export const COOKIE =
  "A3=d=AQABBKp7test&S=AQAAAsig; Expires=Sat, 20 Nov 2027 10:00:00 GMT; Max-Age=31557600; Domain=.yahoo.test; Path=/; SameSite=None; Secure; HttpOnly";
export const CRUMB = "Fr4/k.Zq7aB";

export interface YahooRoutes {
  chart?: Record<string, Responder>;
  summary?: Record<string, Responder>;
  consent?: Responder;
  crumb?: Responder;
}

export const notFound =
  (body: unknown): Responder =>
  () =>
    json(body, 404);

export function yahoo(routes: YahooRoutes): Responder {
  return (request: SeenRequest) => {
    const { url } = request;
    if (url.host === "fc.yahoo.test") {
      return (
        routes.consent ??
        (() => new Response(consentPage, { status: 404, headers: { "set-cookie": COOKIE } }))
      )(request);
    }
    const path = url.pathname;
    if (path === "/v1/test/getcrumb") {
      if (routes.crumb) return routes.crumb(request);
      return request.headers.get("cookie")?.includes("A3=d=AQABBKp7test")
        ? text(CRUMB, 200, "text/plain;charset=utf-8")
        : text("", 403, "text/plain");
    }
    const chart = /^\/v8\/finance\/chart\/([^/]+)$/.exec(path);
    if (chart) return (routes.chart?.[decodeURIComponent(chart[1] ?? "")] ?? notFoundChart)(request);
    const summary = /^\/v10\/finance\/quoteSummary\/([^/]+)$/.exec(path);
    if (summary) {
      if (url.searchParams.get("crumb") !== CRUMB || !request.headers.get("cookie"))
        return json(invalidCrumb, 401);
      return (routes.summary?.[decodeURIComponent(summary[1] ?? "")] ?? notFoundSummary)(request);
    }
    return text("<html>not found</html>", 404);
  };
}

const notFoundChart: Responder = notFound(chartUnknown);
const notFoundSummary: Responder = notFound(summaryUnknown);

export const hits = (requests: SeenRequest[], part: string) =>
  requests.filter((request) => request.url.href.includes(part)).length;
