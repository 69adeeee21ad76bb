/**
 * The stored base rates (src/engine/vedic/base-rates.json) are present, complete, and produced by the
 * current rules and sampler: the versions match, and the leading CHECK_N births of the sampler, cast
 * again through Swiss Ephemeris with today's rules, give exactly the counts the JSON recorded.
 * A rule change without re-running `node --import ./scripts/ts-sources.mjs scripts/dosha-base-rates.ts` fails here.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  CHECK_N,
  checkCounts,
  INDIA_CITIES,
  N_INDIA,
  POPULATION_INDIA,
  SCRIPT_VERSION,
  SEED,
  sampleBirths,
  tallyBirths,
} from '../../scripts/dosha-base-rates.js';
import { DOSHA_BASE_RATES } from '../../src/engine/vedic/base-rates.js';
import { DOSHA_RULES_VERSION } from '../../src/engine/vedic/doshas.js';
import { testCompute } from '../helpers/compute.js';

const FILE = new URL('../../src/engine/vedic/base-rates.json', import.meta.url);

describe('dosha base rates (scripts/dosha-base-rates.ts)', () => {
  assert.ok(
    existsSync(FILE),
    'base-rates.json is missing: run node --import ./scripts/ts-sources.mjs scripts/dosha-base-rates.ts',
  );
  const json = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;

  it('records the current rules and sampler versions, seed, size and population', () => {
    assert.equal(json.rules_version, DOSHA_RULES_VERSION, 'rules changed: re-run the script');
    assert.equal(json.script_version, SCRIPT_VERSION, 'sampler changed: re-run the script');
    assert.equal(json.generated_by, 'scripts/dosha-base-rates.ts');
    assert.equal(json.seed, SEED);
    assert.equal(json.n, N_INDIA);
    assert.equal(json.population, POPULATION_INDIA);
    assert.equal(json.ayanamsa, 'kp');
    assert.equal(json.node_type, 'mean');
  });

  it('has every published key as a percentage, and the engine exposes them', () => {
    const keys = [
      'mangal_pct',
      'mangal_all_references_pct',
      'mangal_cancelled_pct',
      'mangal_mitigated_pct',
      'mangal_contested_only_pct',
      'kaal_sarpa_pct',
      'kaal_sarpa_partial_pct',
      'houses_differ_pct',
    ] as const;
    const rates = json.rates as Record<string, unknown>;
    for (const k of keys) {
      const v = rates[k];
      assert.equal(typeof v, 'number', k);
      assert.ok((v as number) >= 0 && (v as number) <= 100, k);
      assert.equal(DOSHA_BASE_RATES[k], v, k);
    }
    assert.equal(DOSHA_BASE_RATES.sample_size, N_INDIA);
    assert.equal(DOSHA_BASE_RATES.rules_version, DOSHA_RULES_VERSION);
    // Structural sanity: six Mangal houses of twelve give about half of all charts, and adding
    // references can only add charts.
    assert.ok(Math.abs(DOSHA_BASE_RATES.mangal_pct - 50) < 2);
    assert.ok(DOSHA_BASE_RATES.mangal_all_references_pct > DOSHA_BASE_RATES.mangal_pct);
    // Contract, "Rules for doshas" 2: about 67 % of Mangal-present charts are cancelled. `cancelled`
    // follows the classical core C1-C4 (docs/doshas-and-bhava.md); the sampling error on ~25,000
    // present charts is ~0.3 points, so 3 points leaves room only for the rule set, not for noise.
    assert.ok(
      Math.abs(DOSHA_BASE_RATES.mangal_cancelled_pct - 67) < 3,
      `mangal_cancelled_pct ${DOSHA_BASE_RATES.mangal_cancelled_pct}`,
    );
  });

  it(`the first ${CHECK_N} sampled births re-count to the stored check block`, () => {
    const deps = testCompute();
    // The stored block comes from the SE data files; never skip where they are missing (a skipped
    // test tests nothing there): fail with the install hint instead.
    assert.equal(
      deps.ephemeris.mode,
      json.ephemeris,
      'the base rates come from the SE data files: install swe-basic-data or set SE_EPHE_PATH',
    );
    const births = sampleBirths(INDIA_CITIES, SEED, CHECK_N);
    assert.deepEqual(checkCounts(tallyBirths(deps.ephemeris, births)), json.check);
  });
});
