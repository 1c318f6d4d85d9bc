import createClient, { type Client } from "openapi-fetch";
import { createPixFetch, type PixFetchOptions } from "./http.ts";
import type { paths } from "./schema.d.ts";

export type PixClient = Client<paths>;

export interface PixClientOptions extends PixFetchOptions {
  /** Origin of the deployment, e.g. `http://localhost:8787` (no trailing `/api/v1`). */
  baseUrl: string;
  /** A pix API key (`pix_…`), sent as `X-API-Key`; omitted reads anonymously. */
  apiKey?: string;
}

/**
 * A typed client of every public operation of `/api/v1/openapi.json`:
 * `client.GET("/api/v1/indices/{id}/snapshots/latest", { params: { path: { id: "PIXCPI" } } })`.
 */
export function createPixClient(options: PixClientOptions): PixClient {
  const { baseUrl, apiKey, ...fetchOptions } = options;
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    headers: apiKey ? { "X-API-Key": apiKey } : {},
    fetch: createPixFetch(fetchOptions),
  });
}
