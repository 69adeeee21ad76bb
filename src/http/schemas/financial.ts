/**
 * The four financial endpoints (api-contract "Financial endpoints" fixes the inputs and leaves the ids
 * and responses open; decisions.md "Muhurta and financial" pins them). Documented in
 * docs/muhurta-and-financial.md.
 */
import { Type } from 'typebox';
import { FINANCIAL_LABEL_KINDS } from '../../app/financial.js';
import { ELECTION_LABEL_KINDS } from '../../app/muhurta.js';
import { FINANCIAL_EVENT_ALIASES, FINANCIAL_EVENT_IDS } from '../../engine/financial/events.js';
import { CONFIDENCES, VERDICTS } from '../../engine/kp/promise.js';
import { AYANAMSAS, NODE_TYPES } from '../../engine/types.js';
import { Graha } from './chart.js';
import { BasisField, DateString, ResponseFields, SunriseOption } from './common.js';
import { labelsField, langField } from './lang.js';
import {
  EXAMPLE_META,
  EXAMPLE_WINDOW,
  MaxWindows,
  MuhurtaWindow,
  PromiseBlock,
  Scanned,
} from './muhurta.js';
import { Warnings } from './places.js';

export const FinancialEventName = Type.Union(
  [...FINANCIAL_EVENT_IDS, ...Object.keys(FINANCIAL_EVENT_ALIASES)].map((id) => Type.Literal(id)),
  {
    description:
      'A financial event id (GET /api/v1/event-catalog, domain "financial"): incorporation, listing, capital_raising, borrowing, repayment, business_partnership, merger, asset_purchase, asset_sale, speculation, legal_dispute, foreign_expansion, loss_risk. The old ids litigation and partnership are still accepted for legal_dispute and business_partnership until release 0.3.0 (docs/api-style.md).',
    'x-error': `must be one of: ${FINANCIAL_EVENT_IDS.join(', ')}`,
  },
);

const EntityBirth = (what: string) =>
  Type.Ref('Birth', {
    description: `${what}: a Birth object (the moment and place of founding, listing or signing).`,
  });

export const FinancialChartRequest = Type.Object(
  { birth: EntityBirth('The entity'), event_name: FinancialEventName, lang: langField() },
  { additionalProperties: false },
);

export const FinancialMuhurtaRequest = Type.Object(
  {
    birth: EntityBirth('The entity'),
    event_name: FinancialEventName,
    max_windows: MaxWindows,
    sunrise: SunriseOption,
    lang: langField(),
  },
  { additionalProperties: false },
);

export const FinancialCompareRequest = Type.Object(
  {
    original: EntityBirth('The original moment'),
    candidate: EntityBirth('The candidate moment'),
    event_categories: Type.Array(FinancialEventName, {
      minItems: 1,
      maxItems: 13,
      uniqueItems: true,
      description: 'Financial event ids to judge for both moments.',
    }),
    lang: langField(),
  },
  { additionalProperties: false },
);

export const FinancialEventsQuery = Type.Object(
  {
    start_date: DateString('First UTC date of the range'),
    end_date: DateString('Last UTC date of the range (at most 366 days including both ends)'),
    ayanamsa: Type.Optional(
      Type.Union(
        AYANAMSAS.map((a) => Type.Literal(a)),
        { description: 'For sidereal sign ingresses; default kp.' },
      ),
    ),
    node_type: Type.Optional(
      Type.Union(
        NODE_TYPES.map((n) => Type.Literal(n)),
        { description: "mean (default) or true node, for the nodes' ingresses." },
      ),
    ),
  },
  { additionalProperties: false },
);

const Entity = Type.Object(
  {
    name: ResponseFields.name(),
    place: ResponseFields.place(),
    timezone: ResponseFields.timezone(),
    utc_offset_hours: ResponseFields.utcOffsetHours(),
  },
  { description: 'Echo of the entity moment with the zone and offset used.' },
);

export const FinancialChartResponse = Type.Object(
  {
    entity: Entity,
    event_name: Type.String({ description: 'The financial event judged, e.g. listing.' }),
    label: Type.String({ description: 'Its title for a person, e.g. "Listing on an exchange".' }),
    basis: BasisField(
      'The financial house groups (reference kp-doctrine §8 is the project’s own derivation), reading an entity’s founding, listing or deal moment as its birth, and the compare ordering are the project’s own method, not KSK’s; the promise engine underneath is the birth chart’s.',
    ),
    judgment: Type.Ref('Prediction', {
      description:
        "The event judged with the birth chart's own promise engine and verdict enum, with its timing (running and next fruitful periods).",
    }),
    positions: Type.Record(Type.String(), Type.Ref('Position'), {
      description: 'The nine planets of the entity’s chart, keyed by name, each a Position record.',
    }),
    cusps: Type.Array(Type.Ref('Cusp'), { description: 'The entity chart’s twelve cusps.' }),
    dasha: Type.Ref('Dasha', {
      description: 'The entity’s Vimshottari periods, every mahadasha with its antardashas.',
    }),
    labels: labelsField(FINANCIAL_LABEL_KINDS),
    meta: ResponseFields.meta(),
    warnings: Warnings,
  },
  {
    description:
      'An entity’s chart from its founding, listing or deal moment, and the judgment of one financial event for it.',
    examples: [
      {
        entity: {
          name: 'Acme Ltd',
          place: 'Mumbai',
          timezone: 'Asia/Kolkata',
          utc_offset_hours: 5.5,
        },
        event_name: 'listing',
        label: 'Listing on an exchange',
        basis: 'sublord method, not from KSK',
        judgment: { event: 'listing', verdict: 'STRONGLY_PROMISED', confidence: 'STRONG' },
        positions: {},
        cusps: [],
        dasha: {},
        meta: EXAMPLE_META,
      },
    ],
  },
);

export const FinancialMuhurtaResponse = Type.Object(
  {
    event_name: Type.String({ description: 'The financial event elected for, e.g. listing.' }),
    label: Type.String({ description: 'Its title for a person.' }),
    basis: BasisField(
      'The muhurta requirements follow KP practice (a running period lord and the transit Moon signifying the event), but the window scan, the 0-100 points and the elected-lagna choice are the project’s own method, not KSK’s (docs/muhurta-and-financial.md).',
    ),
    name: Type.String({ description: 'Echo of birth.name ("" when not sent).' }),
    place: Type.String({ description: 'Echo of birth.place ("" when not sent).' }),
    promise: PromiseBlock,
    today: Type.String({
      description: "The reader's calendar day, YYYY-MM-DD (from viewer_utc_offset_hours).",
    }),
    scanned: Scanned,
    windows: Type.Array(MuhurtaWindow, {
      description: 'Ranked windows, best first; empty when none qualified (see notice).',
    }),
    notice: Type.Union([Type.String(), Type.Null()], {
      description: 'When windows is empty: which requirement removed everything. Null otherwise.',
    }),
    labels: labelsField(ELECTION_LABEL_KINDS),
    meta: ResponseFields.meta(),
    warnings: Warnings,
  },
  {
    description: 'Ranked windows for a financial event at the entity’s place (Glossary: Muhurta).',
    examples: [
      {
        event_name: 'listing',
        label: 'Listing on an exchange',
        basis: 'sublord method, not from KSK',
        name: 'Acme Ltd',
        place: 'Mumbai',
        promise: {
          verdict: 'STRONGLY_PROMISED',
          confidence: 'STRONG',
          reasoning: 'The 10th cusp sub lord is …',
        },
        today: '2026-11-23',
        scanned: { from: '2026-11-23', to: '2027-11-23' },
        windows: [EXAMPLE_WINDOW],
        notice: null,
        meta: EXAMPLE_META,
      },
    ],
  },
);

const Side = (which: string) =>
  Type.Object(
    {
      verdict: Type.Union(
        VERDICTS.map((v) => Type.Literal(v)),
        { description: 'The verdict for this moment (Glossary: Verdicts).' },
      ),
      confidence: Type.Union(
        CONFIDENCES.map((c) => Type.Literal(c)),
        { description: 'WEAK, MODERATE or STRONG (Glossary: Confidence).' },
      ),
      cuspal_sub_lord: Graha('The sub lord of the category’s primary cusp (the CSL).'),
      houses_signified: Type.Array(Type.Integer(), {
        description: 'Every house the CSL signifies (levels A-D).',
      }),
      reasoning: Type.String({ description: 'The judgment in sentences.' }),
    },
    { description: `The category judged for the ${which} moment.` },
  );

export const FinancialCompareResponse = Type.Object(
  {
    original: Entity,
    candidate: Entity,
    basis: BasisField(
      'The financial house groups (reference kp-doctrine §8 is the project’s own derivation), reading an entity’s founding, listing or deal moment as its birth, and the compare ordering are the project’s own method, not KSK’s; the promise engine underneath is the birth chart’s.',
    ),
    categories: Type.Array(
      Type.Object({
        event_id: Type.String({
          description: 'The financial event of this category, e.g. listing.',
        }),
        label: Type.String({ description: 'Its title for a person.' }),
        polarity: Type.Union([Type.Literal('wanted'), Type.Literal('unwanted')], {
          description: 'For an unwanted category (loss_risk) the weaker promise is the better.',
        }),
        required_houses: Type.Array(Type.Integer(), {
          description: 'The houses that promise it.',
        }),
        negating_houses: Type.Array(Type.Integer(), { description: 'The houses that deny it.' }),
        original: Side('original'),
        candidate: Side('candidate'),
        stronger: Type.Union(
          [Type.Literal('original'), Type.Literal('candidate'), Type.Literal('equal')],
          {
            description:
              'Which moment favours the category: verdict first (for an unwanted category the weaker promise wins), then confidence, then required minus negating houses of the cuspal sub lord.',
          },
        ),
        why: Type.String({ description: 'Why that moment is stronger, in a sentence.' }),
      }),
      { description: 'Each requested category judged for both moments, in the order sent.' },
    ),
    labels: labelsField(FINANCIAL_LABEL_KINDS),
    meta: Type.Object(
      {
        original: Type.Ref('Meta', {
          description: 'How the original moment’s chart was computed.',
        }),
        candidate: Type.Ref('Meta', {
          description: 'How the candidate moment’s chart was computed.',
        }),
      },
      { description: 'One meta per chart: two full computations.' },
    ),
    warnings: Warnings,
  },
  {
    description: 'Two moments of an entity (original and candidate) compared category by category.',
    examples: [
      {
        original: { name: '', place: '', timezone: 'Asia/Kolkata', utc_offset_hours: 5.5 },
        candidate: { name: '', place: '', timezone: 'Asia/Kolkata', utc_offset_hours: 5.5 },
        basis: 'sublord method, not from KSK',
        categories: [
          {
            event_id: 'listing',
            label: 'Listing on an exchange',
            polarity: 'wanted',
            required_houses: [10, 11, 2],
            negating_houses: [1, 9],
            original: {
              verdict: 'STRONGLY_PROMISED',
              confidence: 'STRONG',
              cuspal_sub_lord: 'Venus',
              houses_signified: [2, 10, 11],
              reasoning: '…',
            },
            candidate: {
              verdict: 'PROMISED',
              confidence: 'MODERATE',
              cuspal_sub_lord: 'Mars',
              houses_signified: [2, 11],
              reasoning: '…',
            },
            stronger: 'original',
            why: 'STRONGLY_PROMISED against PROMISED.',
          },
        ],
        meta: { original: EXAMPLE_META, candidate: EXAMPLE_META },
      },
    ],
  },
);

export const FinancialEventsResponse = Type.Object(
  {
    start_date: Type.String({ description: 'Echo of start_date, YYYY-MM-DD.' }),
    end_date: Type.String({ description: 'Echo of end_date, YYYY-MM-DD.' }),
    notice: Type.String({ description: 'States that these are astronomical events only.' }),
    events: Type.Array(
      Type.Object({
        occurs_at: Type.String({
          description: 'When it happens: the UTC instant, ISO 8601 to the second (…Z).',
        }),
        kind: Type.Union(
          [
            'ingress',
            'station_retrograde',
            'station_direct',
            'new_moon',
            'full_moon',
            'solar_eclipse',
            'lunar_eclipse',
          ].map((k) => Type.Literal(k)),
          { description: 'What happens: a sign ingress, a station, a lunation or an eclipse.' },
        ),
        body: Type.String({
          description: 'The graha (Sun for solar, Moon for lunar eclipses and lunations).',
        }),
        sign: Type.String({ description: 'Sidereal sign entered (ingress) or occupied.' }),
        eclipse_type: Type.Union(
          [
            Type.Literal('total'),
            Type.Literal('annular'),
            Type.Literal('hybrid'),
            Type.Literal('partial'),
            Type.Literal('penumbral'),
            Type.Null(),
          ],
          { description: 'For an eclipse: its type; null for every other kind.' },
        ),
        note: Type.String({ description: 'One line saying what the event is.' }),
      }),
      { description: 'The events in time order.' },
    ),
    meta: ResponseFields.meta(),
  },
  {
    description:
      'Astronomical events in a date range, labelled as such (no KP rule set reads them).',
    examples: [
      {
        start_date: '2025-03-01',
        end_date: '2025-03-31',
        notice:
          'Astronomical events only (no KP rule set exists for a market calendar, kp-doctrine §8); instants are UTC; ingresses are sidereal.',
        events: [
          {
            occurs_at: '2025-03-14T06:58:46Z',
            kind: 'lunar_eclipse',
            body: 'Moon',
            sign: 'Leo',
            eclipse_type: 'total',
            note: 'Total lunar eclipse, greatest eclipse with the Moon in Leo (astronomical event, typed by Swiss Ephemeris)',
          },
        ],
        meta: { ...EXAMPLE_META, house_system: 'none' },
      },
    ],
  },
);
