import { createHttpClient, type HttpClient, type HttpClientOptions } from "../../venues/http/client.ts";

/**
 * The HTTP client for news feeds: the shared client with EDGAR's hosts paced as one (EDGAR allows 10
 * requests per second in total; pix stays at 8). Feed bodies are capped per request by the adapters.
 */

export const SEC_PACING_GROUP = "sec.gov";
export const SEC_HOSTS = ["www.sec.gov", "data.sec.gov", "efts.sec.gov"] as const;
export const SEC_MIN_INTERVAL_MS = 125;

export function newsClientOptions(options: HttpClientOptions = {}): HttpClientOptions {
  return {
    ...options,
    pacingGroupByHost: {
      ...Object.fromEntries(SEC_HOSTS.map((host) => [host, SEC_PACING_GROUP])),
      ...options.pacingGroupByHost,
    },
    minIntervalMsByHost: { [SEC_PACING_GROUP]: SEC_MIN_INTERVAL_MS, ...options.minIntervalMsByHost },
  };
}

export function createNewsHttpClient(options: HttpClientOptions = {}): HttpClient {
  return createHttpClient(newsClientOptions(options));
}
