import { describe, expect, it } from "vitest";
import { dataOrigin } from "../../../src/platform/data-origin.ts";
import { call } from "../../support/keys.ts";

const origin = async (overrides: Record<string, string> = {}) =>
  ((await (await call("/api/v1/info", {}, overrides)).json()) as { data: { data_origin: string } }).data
    .data_origin;

describe("/api/v1/info data_origin", () => {
  it("is synthetic where the upstreams are the simulator (the local configuration)", async () => {
    expect(await origin()).toBe("synthetic");
  });

  it("is live only when UPSTREAM_PROVENANCE is exactly `live`", async () => {
    expect(await origin({ UPSTREAM_PROVENANCE: "live" })).toBe("live");
    expect(await origin({ UPSTREAM_PROVENANCE: "Live" })).toBe("synthetic");
    expect(await origin({ UPSTREAM_PROVENANCE: "" })).toBe("synthetic");
  });

  it("is read from the same rule as snapshot and news provenance", () => {
    expect(dataOrigin({})).toBe("synthetic");
    expect(dataOrigin({ UPSTREAM_PROVENANCE: "live" })).toBe("live");
    expect(dataOrigin({ UPSTREAM_PROVENANCE: "synthetic" })).toBe("synthetic");
  });
});
