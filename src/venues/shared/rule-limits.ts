/** Size limits on the rule texts a venue answers: a longer text is a recorded failure, never stored. */

/** Characters in one rule text field (the longest real rule texts are a few thousand). */
export const MAX_RULE_TEXT_CHARS = 20_000;

/** Settlement sources of one event. */
export const MAX_SETTLEMENT_SOURCES = 20;
