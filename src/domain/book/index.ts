/**
 * Live order books, pure: a market's book from a full snapshot, venue deltas applied in sequence,
 * gaps detected (the book turns `unsure` and waits for a snapshot), and the best levels, top of book
 * and mid read back as exact decimal text. The feeds that hold a venue's stream build on these.
 */

export * from "./binary.ts";
export * from "./book.ts";
export * from "./book-delta.ts";
export * from "./book-set.ts";
export * from "./depth.ts";
export * from "./rest-rebuild.ts";
export * from "./sequence.ts";
