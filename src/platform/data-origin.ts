/**
 * Where a deployment's numbers come from, as `UPSTREAM_PROVENANCE` states it: `live` when its upstream
 * addresses are the venues' and providers' public hosts (staging, production, `npm start -- --upstream
 * live`), `synthetic` when they are pix's upstream simulator (local runs and tests). Anything but the
 * exact word `live` reads as synthetic, so a misconfigured deployment never claims live data.
 */
export type DataOrigin = "live" | "synthetic";

export const DATA_ORIGINS = ["live", "synthetic"] as const satisfies readonly DataOrigin[];

/** The one sentence each origin publishes (in `/api/v1/info` and the OpenAPI descriptions). */
export const DATA_ORIGIN_MEANING: Readonly<Record<DataOrigin, string>> = {
  live: "`live`: prices, filings and quotes read from the venues' and providers' public data.",
  synthetic:
    "`synthetic`: made-up moving prices from pix's upstream simulator, in the venues' real payload shapes; for trying pix, never for decisions.",
};

export function dataOrigin(vars: { UPSTREAM_PROVENANCE?: string }): DataOrigin {
  return vars.UPSTREAM_PROVENANCE === "live" ? "live" : "synthetic";
}
