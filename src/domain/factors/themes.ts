/** The six factor themes of the stock factor route (`factors[].id` of the factor response), in their published order. */
export const FACTOR_THEMES = [
  "growth_stress",
  "higher_for_longer",
  "trade_friction",
  "energy_shock",
  "ai_disruption",
  "credit_stress",
] as const;

export type FactorTheme = (typeof FACTOR_THEMES)[number];
