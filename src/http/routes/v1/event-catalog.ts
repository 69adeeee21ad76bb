import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { eventCatalog } from '../../../app/event-catalog.js';
import type { Lang } from '../../../engine/lang/names.js';
import { House, HouseList } from '../../schemas/chart.js';
import { BasisField } from '../../schemas/common.js';
import { langField } from '../../schemas/lang.js';
import { errorResponses } from '../../schemas/responses.js';

/** `?lang=`: the titles of the natal and muhurta events in that language; ids and the rest unchanged. */
export const LangQuery = Type.Object(
  {
    lang: langField(
      'Language of the titles: en (default), hi, ta, te, kn, ml, mr, bn, gu. The 18 natal events and the muhurta events have titles in every language; other events keep their English title; ids never change (docs/languages.md).',
    ),
  },
  // Every GET refuses a parameter it does not take, as every body does (docs/api-style.md).
  { additionalProperties: false },
);

const EventCatalogResponse = Type.Object(
  {
    events: Type.Array(
      Type.Object({
        id: Type.String({
          description:
            'The event id the other endpoints take and return (e.g. marriage, job_change), stable; unique within its domain.',
        }),
        title: Type.String({
          description:
            'A title for a person, e.g. "Marriage" (in `lang` for the natal and muhurta events).',
        }),
        primary_cusp: House('The cusp that judges the event (Glossary: Cuspal sub lord).'),
        required_houses: HouseList('The houses whose signification promises the event.'),
        negating_houses: HouseList('The houses whose signification denies or obstructs it.'),
        polarity: Type.Union([Type.Literal('wanted'), Type.Literal('unwanted')], {
          description: 'For an unwanted topic DENIED is the favourable outcome.',
        }),
        natal: Type.Boolean({ description: 'One of the 18 birth-chart prediction domains.' }),
        source: Type.String({
          description:
            "Where the house sets come from (KSK's Reader III cited as R3 with the line of its OCR text, or the compiled rule).",
        }),
        basis: BasisField(
          'Whose rule judges the event (issue 35 §1): "KSK" when Reader III states how the matter is judged, "sublord method, not from KSK" when its houses are later KP practice\'s compiled groups judged by the sublord method.',
        ),
        rule: Type.Object(
          {
            source: Type.String({
              description: 'KP Reader III by raw OCR line ("R3 4745"), or "sublord method".',
            }),
            text: Type.String({
              description: 'The rule in a sentence or two, with KSK’s words where he gives them.',
            }),
            connected_with: Type.Union([HouseList('Houses.'), Type.Null()], {
              description:
                'The houses the primary cusp sub lord must be connected with to promise, when narrower than required_houses (foreign_travel: 3 or 9, R3 3603); null otherwise.',
            }),
          },
          { description: 'How the promise is judged (docs/kp-judgment.md, "Each event’s rule").' },
        ),
        depends_on: Type.Union(
          [
            Type.Null(),
            Type.Object({
              event_id: Type.String({
                description: 'The id of the event presupposed, e.g. marriage.',
              }),
              reason: Type.String({ description: 'Why, in a sentence.' }),
            }),
          ],
          {
            description:
              'The event this one presupposes: in a birth chart, when that event is DENIED this one is DENIED too (rule parent_denied).',
          },
        ),
        domain: Type.Union([Type.Literal('personal'), Type.Literal('financial')], {
          description:
            'personal: natal, question and muhurta events; financial: entity events for the /financial endpoints (an id is unique within its domain).',
        }),
      }),
      { description: 'Every event, personal then financial.' },
    ),
  },
  { description: 'The event catalog: every event id and the houses that judge it.' },
);

export function registerEventCatalog(app: FastifyInstance): void {
  // Built once per language, on first use.
  const bodies = new Map<Lang, ReturnType<typeof eventCatalog>>();
  const bodyIn = (lang: Lang) => {
    let b = bodies.get(lang);
    if (b === undefined) {
      b = eventCatalog(lang);
      bodies.set(lang, b);
    }
    return b;
  };
  app.get(
    '/event-catalog',
    {
      schema: {
        tags: ['reference'],
        summary: 'Event catalog',
        description:
          'Every event id with its primary cusp, required and negating houses, polarity and source (an addition to the contract).',
        querystring: LangQuery,
        response: { 200: EventCatalogResponse, ...errorResponses },
      },
    },
    async (request) => bodyIn((request.query as { lang?: Lang }).lang ?? 'en'),
  );
}
