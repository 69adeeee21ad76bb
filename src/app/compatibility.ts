/**
 * Use case: POST /api/v1/compatibility. Each partner's birth → the resolved moment (zone rules as for
 * the birth chart) → the sidereal Moon → Ashtakoot (engine/vedic/ashtakoot.ts). Only the Moon is
 * needed, so no houses are cast and polar births are accepted.
 */

import { DomainError } from '../engine/errors.js';
import type { LabelKind } from '../engine/lang/labels.js';
import type { Lang } from '../engine/lang/names.js';
import type { AyanamsaId, ChartSettings, NodeType } from '../engine/types.js';
import { ashtakoot, type MoonPlacement, moonPlacement } from '../engine/vedic/ashtakoot.js';
import { nakshatraLord } from '../engine/zodiac/nakshatras.js';
import { formatDegMin } from '../engine/zodiac/signs.js';
import type { ComputeDeps } from './deps.js';
import { langInput, withLabels } from './labels.js';
import { buildMeta, round } from './meta.js';
import { echoedTimezone, type Moment, resolveMoment } from './moment.js';
import type { BirthRequest } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';

/** A partner's Birth object (api-contract "Birth object", plus the shared calculation options). */
export type PartnerBirth = Omit<BirthRequest, 'as_of'>;

export interface CompatibilityRequest {
  boy: PartnerBirth;
  girl: PartnerBirth;
  ayanamsa?: AyanamsaId | undefined;
  node_type?: NodeType | undefined;
  /** Labels' language (app/labels.ts): hashed when not English. */
  lang?: Lang | undefined;
}

/** The kinds of names a compatibility answer carries (its `labels` for a non-English lang). */
export const COMPATIBILITY_LABEL_KINDS: readonly LabelKind[] = ['grahas', 'signs', 'nakshatras'];

type Who = 'boy' | 'girl';

/**
 * One setting for both partners: the top-level value, or the one a partner's Birth object carries.
 * Two different values would compare Moons in two zodiacs, so that is a 422 on the later field.
 */
function oneSetting<T extends string>(
  body: CompatibilityRequest,
  key: 'ayanamsa' | 'node_type',
  fallback: T,
): T {
  const seen: Array<[string, string]> = [];
  if (body[key] !== undefined) seen.push([key, body[key]]);
  for (const who of ['boy', 'girl'] as const) {
    const v = body[who][key];
    if (v !== undefined) seen.push([`${who}.${key}`, v]);
  }
  const first = seen[0];
  if (first === undefined) return fallback;
  for (const [field, value] of seen.slice(1)) {
    if (value !== first[1]) {
      throw new DomainError(
        'CONFLICTING_SETTING',
        field,
        `${field} is ${value} but ${first[0]} is ${first[1]}: both Moons must be read with the same ${key}; send it once at the top level.`,
      );
    }
  }
  return first[1] as T;
}

/**
 * The settings for the pair. decisions.md (Zodiac): compatibility defaults to lahiri, as
 * matchmaking tables are computed; mean node.
 */
export function pairSettings(body: CompatibilityRequest): ChartSettings {
  return {
    ayanamsa: oneSetting<AyanamsaId>(body, 'ayanamsa', 'lahiri'),
    nodeType: oneSetting<NodeType>(body, 'node_type', 'mean'),
  };
}

/** Resolves one partner's moment; DomainErrors name the nested field (`boy.birth_date`). */
function partnerMoment(deps: ComputeDeps, who: Who, b: PartnerBirth): Moment {
  try {
    return resolveMoment(
      deps.ephemeris,
      deps.zones,
      {
        date: b.birth_date,
        time: b.birth_time,
        latitude: b.latitude,
        longitude: b.longitude,
        timezone: b.timezone,
        utcOffsetHours: b.utc_offset_hours,
      },
      { date: 'birth_date', time: 'birth_time' },
    );
  } catch (e) {
    if (e instanceof DomainError) throw new DomainError(e.code, `${who}.${e.field}`, e.message);
    throw e;
  }
}

function partnerRecord(b: PartnerBirth, m: Moment, moon: MoonPlacement) {
  return {
    name: b.name ?? '',
    place: b.place ?? '',
    timezone: echoedTimezone(m.time),
    utc_offset_hours: round(m.time.utcOffsetHours, 6),
    local_time_status: m.time.localTimeStatus,
    moon: {
      longitude: round(moon.longitude, 6),
      sign: moon.sign,
      degree_text: formatDegMin(moon.longitude),
      sign_lord: moon.signLord,
      nakshatra: moon.nakshatra,
      nakshatra_lord: nakshatraLord(moon.nakshatraIndex),
      pada: moon.pada,
    },
  };
}

/** The compatibility body: both partners' Moons, the eight koots, total, verdict, doshas, variants. */
export function compatibility(deps: ComputeDeps, body: CompatibilityRequest) {
  // Both partners' Moons from one ephemeris.
  return withOneEphemeris(deps, (d) => compatibilityOf(d, body));
}

function compatibilityOf(deps: ComputeDeps, body: CompatibilityRequest) {
  const settings = pairSettings(body);
  const bm = partnerMoment(deps, 'boy', body.boy);
  const gm = partnerMoment(deps, 'girl', body.girl);
  const boyMoon = moonPlacement(deps.ephemeris.grahas(bm.jdUt, settings).Moon.longitude);
  const girlMoon = moonPlacement(deps.ephemeris.grahas(gm.jdUt, settings).Moon.longitude);
  const result = ashtakoot(boyMoon, girlMoon);
  const partnerInput = (b: PartnerBirth) => ({
    birth_date: b.birth_date,
    birth_time: b.birth_time,
    latitude: b.latitude,
    longitude: b.longitude,
    timezone: b.timezone,
    utc_offset_hours: b.utc_offset_hours,
  });
  const canonicalInput = {
    boy: partnerInput(body.boy),
    girl: partnerInput(body.girl),
    ayanamsa: settings.ayanamsa,
    node_type: settings.nodeType,
    ...langInput(body.lang),
  };
  return withLabels(
    {
      boy: partnerRecord(body.boy, bm, boyMoon),
      girl: partnerRecord(body.girl, gm, girlMoon),
      koots: result.koots,
      total: result.total,
      max: result.max,
      verdict: result.verdict,
      doshas: result.doshas,
      variants: result.variants,
      // meta.ayanamsa_degrees is the value at the boy's birth (the schema has room for one value).
      meta: buildMeta(
        deps,
        settings,
        deps.ephemeris.ayanamsa(bm.jdUt, settings),
        canonicalInput,
        'none',
      ),
    },
    body.lang,
    COMPATIBILITY_LABEL_KINDS,
  );
}
