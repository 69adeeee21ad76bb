import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { withBirthWarnings } from '../../../app/birth-warnings.js';
import { cuspalInterlinks, INTERLINKS_LABEL_KINDS } from '../../../app/cuspal-interlinks.js';
import type { ComputeDeps } from '../../../app/deps.js';
import { todayUtc } from '../../clock.js';
import { ResponseFields } from '../../schemas/common.js';
import { labelsField } from '../../schemas/lang.js';
import { Warnings } from '../../schemas/places.js';
import { errorResponses } from '../../schemas/responses.js';
import { BirthChartRequest } from './birth-chart.js';

const CuspalInterlinksResponse = Type.Object(
  {
    name: ResponseFields.name(),
    place: ResponseFields.place(),
    timezone: ResponseFields.timezone(),
    utc_offset_hours: ResponseFields.utcOffsetHours(),
    local_time_status: ResponseFields.localTimeStatus(),
    cusps: Type.Array(Type.Ref('CuspInterlinks'), {
      minItems: 12,
      maxItems: 12,
      description: 'The twelve cusps in order, each with its chain of links and its events.',
    }),
    labels: labelsField(INTERLINKS_LABEL_KINDS),
    meta: ResponseFields.meta(),
    warnings: Warnings,
  },
  {
    description:
      'For every cusp: the chain from its sub lord to the houses it reaches (Glossary: Cuspal sub lord).',
  },
);

export function registerCuspalInterlinks(app: FastifyInstance, compute: ComputeDeps): void {
  app.post(
    '/cuspal-interlinks',
    {
      schema: {
        tags: ['natal'],
        summary: 'Cuspal interlinks',
        description:
          'For each cusp the chain cusp → sub lord → its star lord → its sub lord → that one’s star lord, with sub-sub lords; each link with the houses it occupies and owns, checked against the events of that cusp (kp-doctrine §4.3-§4.4).',
        body: BirthChartRequest,
        response: { 200: CuspalInterlinksResponse, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body as Parameters<typeof cuspalInterlinks>[1];
      return withBirthWarnings(
        cuspalInterlinks(compute, body, todayUtc()),
        [['', body]],
        compute.zones,
      );
    },
  );
}
