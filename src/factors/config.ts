/**
 * The factor route's configuration: the price provider's and the filing system's base URLs (vars) and
 * the identities each upstream is called with (secrets). Any of them missing means the deployment is
 * not configured for the route, which then answers 503 factors-unconfigured before any upstream call.
 */
import type { Bindings } from "../env.ts";
import type { EdgarConfig } from "../venues/edgar/index.ts";
import type { EquityProviderConfig } from "../venues/equity/index.ts";

export interface FactorConfig {
  equity: EquityProviderConfig;
  edgar: EdgarConfig;
  /** COMPANY_CALENDAR other than "disabled": the calendar is built (a switched-off one is UNAVAILABLE). */
  calendarEnabled: boolean;
}

type FactorVars = Partial<
  Record<
    | "EQUITY_QUERY_URL"
    | "EQUITY_CONSENT_URL"
    | "EDGAR_WWW_URL"
    | "EDGAR_DATA_URL"
    | "COMPANY_CALENDAR"
    | "SEC_USER_AGENT"
    | "PRICE_PROVIDER_USER_AGENT",
    string
  >
>;

/** The configuration, or null when a base URL or a secret is unset or blank. */
export function factorConfig(env: Bindings): FactorConfig | null {
  const vars = env as FactorVars;
  const value = (name: keyof FactorVars) => {
    const raw = vars[name]?.trim();
    return raw === undefined || raw === "" ? null : raw;
  };
  const queryBaseUrl = value("EQUITY_QUERY_URL");
  const consentUrl = value("EQUITY_CONSENT_URL");
  const wwwBaseUrl = value("EDGAR_WWW_URL");
  const dataBaseUrl = value("EDGAR_DATA_URL");
  const secUserAgent = value("SEC_USER_AGENT");
  const providerUserAgent = value("PRICE_PROVIDER_USER_AGENT");
  if (
    queryBaseUrl === null ||
    consentUrl === null ||
    wwwBaseUrl === null ||
    dataBaseUrl === null ||
    secUserAgent === null ||
    providerUserAgent === null
  ) {
    return null;
  }
  return {
    equity: { queryBaseUrl, consentUrl, userAgent: providerUserAgent },
    edgar: { wwwBaseUrl, dataBaseUrl, userAgent: secUserAgent },
    calendarEnabled: value("COMPANY_CALENDAR")?.toLowerCase() !== "disabled",
  };
}
