/**
 * Presenters for the classical blocks of the birth chart: `vedic_bhava` and `doshas` (api-contract.md,
 * "vedic_bhava block" and "doshas block"). Engine records → contract field names; numbers rounded here.
 */
import type { Chart } from '../../engine/chart/cast.js';
import type { Vimshottari } from '../../engine/dasha/vimshottari.js';
import { isoDate } from '../../engine/time/julian.js';
import { AYANAMSAS, type AyanamsaId } from '../../engine/types.js';
import { DOSHA_BASE_RATES } from '../../engine/vedic/base-rates.js';
import {
  type AyanamsaValues,
  type BhavaReading,
  type VedicBhava,
  vedicBhava,
} from '../../engine/vedic/bhava.js';
import {
  type Doshas,
  doshas,
  type KaalSarpa,
  type MangalDosha,
} from '../../engine/vedic/doshas.js';
import type { ComputeDeps } from '../deps.js';
import { round } from '../meta.js';

/**
 * One Reading record of the contract plus `ayanamsa_sensitive`; with the `vedic_bhava.detail` block
 * (present/include.ts) also the graha's `functional_role`. Every field of the contract's Reading
 * record is always sent.
 */
export function readingRecord(r: BhavaReading, utcOffsetHours: number, detail: boolean) {
  return {
    graha: r.graha,
    sign: r.sign,
    // Truncated, not rounded: 29.99996° must not print as 30 (a degree the sign does not have).
    degree: Math.floor(r.degree * 1e4) / 1e4,
    bhava: r.bhava,
    kp_house: r.kpHouse,
    houses_differ: r.housesDiffer,
    reading: r.reading,
    dignity: r.dignity,
    house_nature: r.houseNature,
    modifiers: r.modifiers,
    karakatva: r.karakatva,
    lords: r.lords,
    lordship: r.lordship,
    ...(detail ? { functional_role: r.functionalRole } : {}),
    node_agency: r.nodeAgency,
    dasha: {
      start: isoDate(r.dasha.startJd, utcOffsetHours),
      end: isoDate(r.dasha.endJd, utcOffsetHours),
      active: r.dasha.active,
      phase: r.dasha.phase,
    },
    ayanamsa_sensitive: r.ayanamsaSensitive,
  };
}

/**
 * The `vedic_bhava` block. Dasha dates are local civil dates at `utcOffsetHours`, like the `dasha`
 * block's.
 */
export function vedicBhavaBlock(v: VedicBhava, utcOffsetHours: number, detail: boolean) {
  return {
    ascendant_sign: v.ascendantSign,
    house_system: v.houseSystem,
    differ_count: v.differCount,
    ascendant_ayanamsa_sensitive: v.ascendantAyanamsaSensitive,
    readings: v.readings.map((r) => readingRecord(r, utcOffsetHours, detail)),
  };
}

function mangalRecord(m: MangalDosha) {
  return {
    present: m.present,
    cancelled: m.cancelled,
    severity: m.severity,
    mars_sign: m.marsSign,
    mars_bhava: m.marsBhava,
    mars_kp_house: m.marsKpHouse,
    houses_differ: m.housesDiffer,
    houses: { lagna: m.houses.lagna, Moon: m.houses.Moon, Venus: m.houses.Venus },
    afflicting: m.afflicting,
    contested_only: m.contestedOnly,
    reasons: m.reasons,
    cancellations: m.cancellations.map((c) => c.text),
    cancellation_rules: m.cancellations.map((c) => c.id),
    mitigations: m.mitigations.map((c) => c.text),
    mitigation_rules: m.mitigations.map((c) => c.id),
  };
}

function kaalSarpaRecord(k: KaalSarpa) {
  return {
    present: k.present,
    partial: k.partial,
    hemming: k.hemming,
    type_name: k.typeName,
    rahu_bhava: k.rahuBhava,
    ketu_bhava: k.ketuBhava,
    inside: k.inside,
    outside: k.outside,
    on_axis: k.onAxis.map((o) => ({
      graha: o.graha,
      node: o.node,
      distance: round(o.distance, 4),
    })),
    reason: k.reason,
  };
}

/**
 * Where each found dosha's remedies are cited, stated once per dosha rather than on every remedy
 * (issue 22 §3: the same source was repeated on each of a dosha's five or six remedies).
 */
function remedySources(remedies: Doshas['remedies']): { mangal?: string; kaal_sarpa?: string } {
  const out: { mangal?: string; kaal_sarpa?: string } = {};
  for (const r of remedies) out[r.dosha] ??= r.source;
  return out;
}

/** The `doshas` block. */
export function doshasBlock(d: Doshas) {
  const b = d.baseRates;
  return {
    ascendant_sign: d.ascendantSign,
    house_system: d.houseSystem,
    mangal: mangalRecord(d.mangal),
    kaal_sarpa: kaalSarpaRecord(d.kaalSarpa),
    remedies: d.remedies.map((r) => ({ dosha: r.dosha, remedy: r.remedy })),
    remedy_sources: remedySources(d.remedies),
    base_rates: {
      mangal_pct: round(b.mangal_pct, 2),
      kaal_sarpa_pct: round(b.kaal_sarpa_pct, 2),
      mangal_all_references_pct: round(b.mangal_all_references_pct, 2),
      mangal_cancelled_pct: round(b.mangal_cancelled_pct, 2),
      mangal_mitigated_pct: round(b.mangal_mitigated_pct, 2),
      mangal_contested_only_pct: round(b.mangal_contested_only_pct, 2),
      kaal_sarpa_partial_pct: round(b.kaal_sarpa_partial_pct, 2),
      houses_differ_pct: round(b.houses_differ_pct, 2),
      sample_size: b.sample_size,
      population: b.population,
      seed: b.seed,
      rules_version: b.rules_version,
    },
  };
}

/**
 * The four supported ayanamsas' values (degrees) at the chart's moment, from the ephemeris, for the
 * `ayanamsa_sensitive` flags. The chart's own value is the one its positions used.
 */
export function ayanamsaValues(deps: ComputeDeps, chart: Chart): AyanamsaValues {
  const out: Partial<Record<AyanamsaId, number>> = {};
  for (const id of AYANAMSAS) {
    out[id] =
      id === chart.settings.ayanamsa
        ? chart.ayanamsa
        : deps.ephemeris.ayanamsa(chart.jdUt, { ayanamsa: id, nodeType: chart.settings.nodeType });
  }
  return out;
}

/**
 * Both classical blocks for the birth chart. `asOfJd` is the UT Julian day the dasha phases are
 * judged at (the same one the `dasha` block marks `running` with); `utcOffsetHours` labels the dates.
 */
export function vedicBlocks(
  deps: ComputeDeps,
  chart: Chart,
  dasha: Vimshottari,
  asOfJd: number,
  utcOffsetHours: number,
  detail: boolean,
) {
  const bhava = vedicBhava(chart, dasha, asOfJd, ayanamsaValues(deps, chart));
  return {
    vedic_bhava: vedicBhavaBlock(bhava, utcOffsetHours, detail),
    doshas: doshasBlock(doshas(chart, DOSHA_BASE_RATES)),
  };
}
