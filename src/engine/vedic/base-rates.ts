/**
 * The stored base rates of the dosha verdicts (base-rates.json), produced by
 * `scripts/dosha-base-rates.ts` over a stated, seeded population of births. Data only: the engine reads
 * the file, never recomputes it; docs/doshas-and-bhava.md compares it with the contract's figures.
 */
import data from './base-rates.json' with { type: 'json' };
import type { DoshaBaseRates } from './doshas.js';

/** The published base rates (India population, ayanamsa kp, mean node). */
export const DOSHA_BASE_RATES: Readonly<DoshaBaseRates> = Object.freeze({
  ...data.rates,
  sample_size: data.n,
  population: data.population,
  seed: data.seed,
  rules_version: data.rules_version,
});
