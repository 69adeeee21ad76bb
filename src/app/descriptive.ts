/**
 * Use case: POST /api/v1/descriptive. BIRTH mode reads the natal chart at the cusp the question fixes;
 * HORARY mode reads the horary chart of the embedded horary body. Table-lookup traits and facet
 * readings (engine/descriptive/read.ts); never a verdict. An empty result is a legitimate answer and
 * the response says so in `note`.
 */

import { readDescriptive } from '../engine/descriptive/read.js';
import { flat } from '../engine/flat-text.js';
import type { KpEvent } from '../engine/kp/events.js';
import type { LabelKind } from '../engine/lang/labels.js';
import type { Lang } from '../engine/lang/names.js';
import type { ChartSettings } from '../engine/types.js';
import type { ComputeDeps } from './deps.js';
import { classifyForJudgment, type HoraryRequest, horaryCore } from './horary.js';
import { langInput, withLabels } from './labels.js';
import { buildMeta } from './meta.js';
import { echoedTimezone } from './moment.js';
import { type BirthRequest, natal } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';

/** The kinds of names a descriptive answer carries (its `labels` for a non-English lang). */
export const DESCRIPTIVE_LABEL_KINDS: readonly LabelKind[] = ['grahas', 'signs', 'events'];

export interface DescriptiveRequest {
  mode?: 'BIRTH' | 'HORARY' | 'birth' | 'horary' | undefined;
  question?: string | undefined;
  ask?: string | undefined;
  in_india?: boolean | undefined;
  birth?: BirthRequest | undefined;
  horary?: HoraryRequest | undefined;
  /** Labels' language (app/labels.ts): hashed when not English. */
  lang?: Lang | undefined;
}

/** Events whose primary cusp describes a person (the partner, a child, a relative, the missing one). */
const PERSON_SUBJECTS: Readonly<Record<string, string>> = Object.freeze({
  marriage: 'the spouse or partner',
  divorce: 'the spouse or partner',
  love_affair: 'the loved one',
  children: 'the child',
  missing_person: 'the missing person',
  siblings: 'the sibling',
  mother: 'the mother',
  father: 'the father',
});

/**
 * What the cusp describes. A question about a relative with no event of its own ("what will my wife
 * be like?") describes the relative: their house is their ascendant (kp-doctrine §3.3), so that cusp
 * is read as a person. A relative's event is read at the rotated cusp of that event.
 */
function subjectOf(
  event: KpEvent,
  relative: { who: string; house: number } | null,
): { subject: string; cusp: number; isPerson: boolean } {
  if (relative !== null && event.id === 'general') {
    return { subject: flat`the ${relative.who}`, cusp: relative.house, isPerson: true };
  }
  const person = PERSON_SUBJECTS[event.id];
  if (person) return { subject: person, cusp: event.primaryCusp, isPerson: true };
  if (relative !== null) {
    return {
      subject: flat`the ${relative.who}’s ${event.title.toLowerCase()}`,
      cusp: event.primaryCusp,
      isPerson: false,
    };
  }
  return { subject: event.title.toLowerCase(), cusp: event.primaryCusp, isPerson: false };
}

/** One ephemeris serves the whole response (meta.ephemeris is the theory that served). */
export function descriptive(deps: ComputeDeps, body: DescriptiveRequest, today: string) {
  return withOneEphemeris(deps, (d) => describe(d, body, today));
}

function describe(deps: ComputeDeps, body: DescriptiveRequest, today: string) {
  // The contract's capitals, whichever case was sent (docs/api-style.md).
  const mode = body.mode === 'horary' || body.mode === 'HORARY' ? 'HORARY' : 'BIRTH';
  let chart: ReturnType<typeof natal>['chart'];
  let sig: ReturnType<typeof natal>['sig'];
  let event: KpEvent;
  let relative: { who: string; house: number } | null;
  let settings: ChartSettings;
  /** The chart's own canonical input (its hash), without the question text (privacy). */
  let chartHash: string;
  let timezone: string | null;
  /** BIRTH mode: the Birth object's name and place, echoed as every endpoint taking one does. */
  let echo: { name: string; place: string } | null = null;
  if (mode === 'HORARY') {
    // The route checked that `horary` is present.
    const core = horaryCore(deps, body.horary as HoraryRequest, 'horary.');
    ({ chart, sig, settings } = core);
    chartHash = core.meta.input_hash;
    event = core.question.event;
    relative = core.question.relative;
    timezone = echoedTimezone(core.moment.time);
  } else {
    const q = classifyForJudgment({ question: body.question ?? '', inIndia: body.in_india });
    const n = natal(deps, body.birth as BirthRequest, today);
    ({ chart, sig, settings } = n);
    const b = n.body;
    chartHash = buildMeta(deps, settings, chart.ayanamsa, {
      birth_date: b.birth_date,
      birth_time: b.birth_time,
      latitude: b.latitude,
      longitude: b.longitude,
      timezone: b.timezone,
      utc_offset_hours: b.utc_offset_hours,
      ayanamsa: settings.ayanamsa,
      node_type: settings.nodeType,
    }).input_hash;
    event = q.event;
    relative = q.relative;
    timezone = echoedTimezone(n.moment.time);
    const birth = body.birth as BirthRequest;
    echo = { name: birth.name ?? '', place: birth.place ?? '' };
  }
  const { subject, cusp, isPerson } = subjectOf(event, relative);
  // What moves the answer: the chart, the event and cusp read, and the ask (not today's date).
  const meta = buildMeta(deps, settings, chart.ayanamsa, {
    mode,
    chart: chartHash,
    event_id: event.id,
    cusp,
    is_person: isPerson,
    ask: body.ask,
    ...langInput(body.lang),
  });
  const r = readDescriptive({
    chart,
    sig,
    cusp,
    isPerson,
    eventId: event.id,
    ask: body.ask,
  });
  const notes: string[] = [];
  if (r.indications.length === 0) {
    notes.push(
      r.askedKinds !== null && r.askedKinds.length === 0
        ? 'No indication answers this ask: it matches none of the kinds in can_ask. This empty result is a legitimate answer.'
        : 'No indication of the asked kind applies to this cusp. This empty result is a legitimate answer.',
    );
  }
  if (!r.hasFacetTable) {
    notes.push(flat`${event.title} has no facet table, so facets is empty.`);
  } else if (r.facets.length === 0) {
    notes.push(
      'The cusp sub lord signifies none of the facets’ houses, so facets is empty: a legitimate answer.',
    );
  }
  return withLabels(
    {
      mode,
      ...echo,
      subject,
      cusp: r.cusp,
      is_person: isPerson,
      cuspal_sub_lord: r.cuspalSubLord,
      star_lord: r.starLord,
      star_lord_sign: r.starLordSign,
      indications: r.indications.map((i) => ({
        kind: i.kind,
        trait: i.trait,
        planet: i.planet,
        sign: i.sign,
        because: i.because,
        source: i.source,
      })),
      can_ask: r.canAsk,
      event: event.id,
      facets: r.facets.map((f) => ({
        id: f.id,
        label: f.label,
        houses: f.houses,
        agreement: f.agreement,
        because: f.because,
      })),
      note: notes.length > 0 ? notes.join(' ') : null,
      advisory:
        'Descriptive evidence read from the cusp sub lord and its star lord; it is never a promise or denial.',
      timezone,
      meta,
    },
    body.lang,
    DESCRIPTIVE_LABEL_KINDS,
  );
}
