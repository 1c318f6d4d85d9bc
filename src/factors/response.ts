/**
 * The factor research response (spec 2.11): no v1 envelope, its own schema version, research only.
 * The zod schemas that document it live with the route (src/routes/v1/factors/schema.ts).
 */
import type { CompanyCalendar } from "../domain/company-calendar/index.ts";
import type {
  Composite,
  ContractQuote,
  FactorState,
  ThemeLevel,
  VenueSource,
} from "../domain/factor-themes/index.ts";
import type { EquityQuote, HistoryRow } from "../ingest/equity/index.ts";
import type { ComputedModelMembers } from "./compute-models.ts";
import type { UnavailableModels } from "./models.ts";

/** A model member: computed from the stored inputs, or UNAVAILABLE without them. */
type Model<K extends keyof ComputedModelMembers & keyof UnavailableModels> =
  | ComputedModelMembers[K]
  | UnavailableModels[K];

export const FACTOR_SCHEMA_VERSION = "pix-hedgebook-live-v4";
export const FACTOR_DATA_MODE = "LIVE_RESEARCH";
/** `sources.equity.provider`: a fixed id that names no vendor. */
export const PRICE_PROVIDER_ID = "third_party_price_provider";

export interface FactorEquity {
  ticker: string;
  name: string;
  /** Exchange display name (`NasdaqGS`). */
  exchange: string;
  /** The provider's exchange code (`NMS`). */
  exchange_code: string;
  currency: string;
  /** IANA time zone of the exchange session. */
  timezone: string;
  sector: "Unknown";
  industry: "Unknown";
  country: "Unknown";
  quote: EquityQuote;
  history: (HistoryRow & { is_earnings_session: boolean })[];
}

export interface FactorResponse {
  schema_version: typeof FACTOR_SCHEMA_VERSION;
  data_mode: typeof FACTOR_DATA_MODE;
  state: FactorState;
  as_of: string;
  paper: true;
  research: true;
  official: true;
  executable: false;
  equity: FactorEquity;
  calendar: CompanyCalendar;
  exposure_model: Model<"exposure_model">;
  proxy_model_score: Model<"proxy_model_score">;
  factors: ThemeLevel[];
  contracts: ContractQuote[];
  pnl_comparison: Model<"pnl_comparison">;
  execution_backtest: Model<"execution_backtest">;
  execution_validation: Model<"execution_validation">;
  composite: Composite;
  sources: {
    equity: { status: "AVAILABLE"; as_of: string; provider: typeof PRICE_PROVIDER_ID };
    venue_a: VenueSource & { venue: string };
    venue_b: VenueSource & { venue: string };
  };
  mimicking_portfolio: Model<"mimicking_portfolio">;
  methodology: Model<"methodology">;
}
