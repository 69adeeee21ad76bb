/**
 * The API's functions as Model Context Protocol tools (issue 24 §4): which endpoint each tool calls,
 * what it is for, and how its answer is cut down for a language model (the verdicts, lords and
 * reasoning, not the drawing geometry and tables an app renders). Data only: the input schemas come
 * from the server's own OpenAPI document at run time (src/mcp/server.ts), so a tool never drifts from
 * its endpoint. Adding a tool is one entry here.
 */

/** One tool: an /api/v1 endpoint and how its 200 body is shortened. */
export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  method: 'POST' | 'GET';
  /** The endpoint path as the OpenAPI document names it. */
  path: string;
  /** The 200 body as an assistant should read it. */
  compact(body: Record<string, unknown>): unknown;
}

type Json = Record<string, unknown>;

/** `body` without the named keys. */
function without(body: Json, keys: readonly string[]): Json {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)));
}

/** The `meta` fields that say how an answer was computed, without the per-build noise. */
function metaOf(body: Json): Json | undefined {
  const meta = body.meta as Json | undefined;
  if (!meta) return undefined;
  const {
    engine_version,
    ephemeris,
    ayanamsa,
    ayanamsa_degrees,
    node_type,
    house_system,
    input_hash,
  } = meta;
  return {
    engine_version,
    ephemeris,
    ayanamsa,
    ayanamsa_degrees,
    node_type,
    house_system,
    input_hash,
  };
}

/** A prediction as the contract defines it, plus the promise verdict and its rule when present. */
function prediction(p: Json): Json {
  const { event, title, verdict, confidence, reasoning, promise_verdict, rule } = p;
  return Object.fromEntries(
    Object.entries({ event, title, verdict, confidence, reasoning, promise_verdict, rule }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

/** Sign, degree and the KP lords of a position or cusp row. */
function lords(row: Json): Json {
  const keep = [
    'sign',
    'degree_text',
    'longitude',
    'nakshatra',
    'star_lord',
    'sub_lord',
    'retrograde',
    'house',
  ];
  return Object.fromEntries(Object.entries(row).filter(([k]) => keep.includes(k)));
}

/** Drawing geometry and the long tables an app renders, dropped from every tool's answer. */
const HEAVY = [
  'chart_layout',
  'planetary_positions_table',
  'house_cusps_table',
  'cuspal_promise_table',
  'house_significators_abcd',
  'planetary_aspects',
  'meta',
];

export const TOOLS: readonly ToolSpec[] = [
  {
    name: 'birth_chart',
    title: 'KP birth chart',
    description:
      'Cast a KP (Krishnamurti Paddhati) birth chart: planets and cusps with sign, star and sub lords, the running Vimshottari dasha, and the 18 natal predictions with verdict, confidence and reasoning. Use these figures instead of estimating planetary positions.',
    method: 'POST',
    path: '/api/v1/birth-chart',
    compact(body) {
      const positions = Object.fromEntries(
        Object.entries((body.positions as Record<string, Json>) ?? {}).map(([g, p]) => [
          g,
          lords(p),
        ]),
      );
      const dasha = body.dasha as Json | undefined;
      return {
        ...without(body, [...HEAVY, 'positions', 'cusps', 'predictions', 'dasha', 'significators']),
        positions,
        cusps: ((body.cusps as Json[]) ?? []).map((c) => ({
          cusp: c.cusp ?? c.house,
          ...lords(c),
        })),
        dasha: dasha ? { as_of: dasha.as_of, current: dasha.current } : undefined,
        predictions: ((body.predictions as Json[]) ?? []).map(prediction),
        meta: metaOf(body),
      };
    },
  },
  {
    name: 'horary',
    title: 'KP horary judgment',
    description:
      'Judge a KP horary (prashna) question from a number 1-249 and the question text: the classified matter, the verdict with reasoning, the ruling planets and the timing windows.',
    method: 'POST',
    path: '/api/v1/horary',
    compact: (body) => ({ ...without(body, HEAVY), meta: metaOf(body) }),
  },
  {
    name: 'tsp',
    title: 'KP TSP number judgment',
    description:
      "Judge a number 1-2193 (the KP 'TSP' sub-sub table) against the ruling planets at the moment of judgment.",
    method: 'POST',
    path: '/api/v1/tsp',
    compact: (body) => ({ ...without(body, HEAVY), meta: metaOf(body) }),
  },
  {
    name: 'classify_question',
    title: 'Classify a question',
    description:
      'Classify a question in English or Hinglish to the KP matter it asks about: event id, primary cusp, required and negating houses, and notices for either/or or several questions.',
    method: 'POST',
    path: '/api/v1/question-cusp',
    compact: (body) => body,
  },
  {
    name: 'panchang',
    title: 'Panchang for a day and place',
    description:
      'The Hindu day at a place: vara, tithi, nakshatra, yoga and karana with their end times, sunrise and sunset, Rahu kalam, Yamagandam, Gulika, Abhijit and Brahma muhurta, choghadiya.',
    method: 'POST',
    path: '/api/v1/panchang',
    compact: (body) => ({ ...without(body, HEAVY), meta: metaOf(body) }),
  },
  {
    name: 'compatibility',
    title: 'Ashtakoot matching',
    description:
      'Ashtakoot (36-point) marriage matching of two births: each koot with points and reason, the total, and Mangal dosha for both.',
    method: 'POST',
    path: '/api/v1/compatibility',
    compact: (body) => ({ ...without(body, HEAVY), meta: metaOf(body) }),
  },
  {
    name: 'muhurta',
    title: 'Muhurta (electional) windows',
    description:
      "Ranked auspicious windows for an event (marriage, property, vehicle, travel, business, education, job, loan, surgery) from a person's birth chart, with the reasons each window gained or lost points.",
    method: 'POST',
    path: '/api/v1/muhurta',
    compact: (body) => ({ ...without(body, HEAVY), meta: metaOf(body) }),
  },
  {
    name: 'place_search',
    title: 'Find a place',
    description:
      'Find towns by name (prefix, accents and old Indian spellings such as Bombay or Madras accepted) with latitude, longitude, IANA time zone and population, from the offline GeoNames gazetteer. Use it to get the coordinates the other tools need; the coordinates, not the name, decide a chart.',
    method: 'GET',
    path: '/api/v1/places',
    compact: (body) => body,
  },
];
