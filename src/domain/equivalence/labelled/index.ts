/**
 * The labelled look-alike set as data the Worker can import: the development half the matcher was
 * written against, and the held-out half its published accuracy is measured on (README.md here).
 */
import { DEVELOPMENT_PAIRS } from "./development.ts";
import { HELD_OUT_PAIRS } from "./held-out.ts";
import { STRESS_PAIRS } from "./stress.ts";

export type { LabelledPair } from "./types.ts";
export { DEVELOPMENT_PAIRS, HELD_OUT_PAIRS, STRESS_PAIRS };

export const LABELLED_SPLITS = { development: DEVELOPMENT_PAIRS, held_out: HELD_OUT_PAIRS } as const;
