/** The filing-system adapter of the factor route (SEC EDGAR current reports). */
export { type AcceptanceClock, filerAcceptanceClock, readAcceptance } from "./acceptance-time.ts";
export {
  type CompanyFilings,
  type CompanyFilingsResult,
  EDGAR_MAX_REQUESTS_PER_SECOND,
  type EdgarConfig,
  type EdgarFailure,
  type EdgarFailureReason,
  type EdgarReadOptions,
  type EdgarStage,
  edgarPacing,
  primaryDocumentUrl,
  readCompanyFilings,
  SEC_ARCHIVES_BASE,
} from "./edgar.ts";
export {
  createTickerMapCache,
  DEFAULT_TICKER_MAP_TTL_MS,
  isolateTickerMapCache,
  type TickerMapCache,
} from "./tickers.ts";
