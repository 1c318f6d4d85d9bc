import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { carvedOutPlane, PLANE_MOUNTS } from "../src/access/planes.ts";
import { ownedByPlane } from "../src/app.ts";

/**
 * The v1 paths no plane owns take access control without a plane scope; which paths a plane owns is
 * decided by a prefix test that must read the mount paths exactly as Hono's router does.
 */
describe("ownedByPlane", () => {
  const router = new TrieRouter<true>();
  for (const [mount] of PLANE_MOUNTS) router.add("ALL", mount, true);
  const routerOwns = (path: string) => router.match("ALL", path)[0].length > 0;

  const paths = [
    "/api/v1",
    "/api/v1/",
    "/api/v1/info",
    "/api/v1/openapi.json",
    "/api/v1/indices",
    "/api/v1/indices/",
    "/api/v1/indices/PIXCPI/snapshots/latest",
    "/api/v1/indices/PIXCPI/outcomes",
    "/api/v1/indicesx",
    "/api/v1/indices-old/PIXCPI",
    "/api/v1/INDICES/PIXCPI",
    "/api/v1/benchmarks/BMGOLD",
    "/api/v1/commodities",
    "/api/v1/lake/venues/kalshi/quotes",
    "/api/v1/lakes",
    "/api/v1/factors",
    "/api/v1/factors/stocks",
    "/api/v1/factors/stocks/AAPL",
    "/api/v1/factors/stocksx",
    "/api/v1/unknown/indices/x",
    "/api/markets",
    "/api/markets/PIXCPI/history",
    "/api/marketsx",
    "/ws",
    "/ws/",
    "/wss",
    "/",
  ];

  it("agrees with the router on every path, owned or not", () => {
    const owned = paths.filter((path) => routerOwns(path));
    // The oracle itself must see both kinds, or the comparison proves nothing.
    expect(owned.length).toBeGreaterThan(5);
    expect(owned.length).toBeLessThan(paths.length - 5);
    for (const path of paths) expect(ownedByPlane(path), path).toBe(routerOwns(path));
  });
});

describe("carvedOutPlane", () => {
  it("gives an index's outcomes to the outcomes plane, and nothing else", () => {
    expect(carvedOutPlane("/api/v1/indices/PIXCPI/outcomes")).toBe("outcomes");
    expect(carvedOutPlane("/api/v1/indices/us-cpi-yoy-next/outcomes")).toBe("outcomes");
    for (const path of [
      "/api/v1/indices/PIXCPI",
      "/api/v1/indices/PIXCPI/distributions",
      "/api/v1/indices//outcomes",
      "/api/v1/indices/PIXCPI/outcomes/x",
      "/api/v1/outcomes",
    ]) {
      expect(carvedOutPlane(path), path).toBeUndefined();
    }
  });
});
