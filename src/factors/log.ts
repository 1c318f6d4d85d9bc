/**
 * The one log line of a factor-route source that could not be used: which source, where and a fixed
 * reason code — never an upstream body or message. The response still answers (a calendar status, a
 * venue status or a 503 problem); this line is for operators.
 */
export function logSourceFailure(source: string, stage: string, reason: string): void {
  console.warn(JSON.stringify({ level: "warn", msg: "factor_source_failed", source, stage, reason }));
}
