/**
 * Cross-venue equivalence, pure: rule fingerprints, pairs judged with evidence, candidate generation,
 * measured accuracy, and the basis between two legs (see README.md in this folder).
 */
export * from "./accuracy.ts";
export * from "./basis.ts";
export * from "./basis-statistics.ts";
export * from "./candidates.ts";
export * from "./fees.ts";
export * from "./fingerprint.ts";
export * from "./judge.ts";
export * from "./judge-schema.ts";
export * from "./relations.ts";
export * from "./schema.ts";
export * from "./venue-rules.ts";
