import type { FastifyInstance } from 'fastify';
import { withBirthWarnings } from '../../../app/birth-warnings.js';
import type { ComputeDeps } from '../../../app/deps.js';
import type {
  FinancialChartRequest as ChartBody,
  FinancialCompareRequest as CompareBody,
  FinancialMuhurtaRequest as MuhurtaBody,
} from '../../../app/financial.js';
import type { FinancialEventsQuery as EventsQuery } from '../../../app/financial-events.js';
import { offload, useCase } from '../../../workers/offload.js';
import { nowUtc, todayUtc } from '../../clock.js';
import { computeOptions } from '../../compute-context.js';
import {
  FinancialChartRequest,
  FinancialChartResponse,
  FinancialCompareRequest,
  FinancialCompareResponse,
  FinancialEventsQuery,
  FinancialEventsResponse,
  FinancialMuhurtaRequest,
  FinancialMuhurtaResponse,
} from '../../schemas/financial.js';
import { errorResponses } from '../../schemas/responses.js';

const app = (name: string) => new URL(`../../../app/${name}.js`, import.meta.url);
// The scans run on the compute pool; a chart or two (chart, compare: milliseconds) inline, as the
// birth chart does (workers/offload.ts), from the module loaded on their first call: it imports the
// muhurta scanner, which a worker's start need not load (issue 22).
let financial: Promise<typeof import('../../../app/financial.js')> | null = null;
const financialUseCases = () => {
  financial ??= import('../../../app/financial.js');
  return financial;
};
const MUHURTA = useCase(app('financial'), 'financialMuhurta');
const EVENTS = useCase(app('financial-events'), 'financialEvents');

/** The four financial endpoints (decisions.md "Muhurta and financial"). */
export function registerFinancial(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.post(
    '/financial/chart',
    {
      schema: {
        tags: ['financial'],
        summary: 'Entity chart and the judgment of a financial event',
        description:
          "The entity's chart cast for its founding, listing or deal moment (read as its birth: the project’s own method, not KSK’s; `basis`), the judgment of event_name with the birth chart's promise engine and verdict enum, and its Vimshottari dasha with timing periods.",
        body: FinancialChartRequest,
        response: { 200: FinancialChartResponse, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body as ChartBody;
      const result = (await financialUseCases()).financialChart(compute, body, todayUtc());
      return withBirthWarnings(result, [['birth', body.birth]], compute.zones);
    },
  );
  v1.post(
    '/financial/muhurta',
    {
      schema: {
        tags: ['financial'],
        summary: 'Windows for a financial event of an entity',
        description:
          'The same scan, hard requirements and ranking as POST /api/v1/muhurta, for the entity chart and a financial event; the panchang rules of the nearest personal event (docs/muhurta-and-financial.md). No window starts before today at the entity place.',
        body: FinancialMuhurtaRequest,
        response: { 200: FinancialMuhurtaResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as MuhurtaBody;
      const result = await offload(
        compute,
        MUHURTA,
        body,
        nowUtc(),
        computeOptions(request, reply),
      );
      return withBirthWarnings(result, [['birth', body.birth]], compute.zones);
    },
  );
  v1.post(
    '/financial/compare',
    {
      schema: {
        tags: ['financial'],
        summary: 'Compare two moments for financial events',
        description:
          'Two full chart computations (original and candidate); each of event_categories is judged for both, with which moment is stronger and why.',
        body: FinancialCompareRequest,
        response: { 200: FinancialCompareResponse, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body as CompareBody;
      const result = (await financialUseCases()).financialCompare(compute, body, todayUtc());
      return withBirthWarnings(
        result,
        [
          ['original', body.original],
          ['candidate', body.candidate],
        ],
        compute.zones,
      );
    },
  );
  v1.get(
    '/financial/events',
    {
      schema: {
        tags: ['financial'],
        summary: 'Astronomical calendar for a date range',
        description:
          'Astronomical events only, labelled as such: sidereal sign ingresses of the nine grahas, stations of Mercury to Saturn, new and full moons, solar and lunar eclipses (type from the Swiss Ephemeris eclipse functions), each at its exact UTC instant. At most 366 days (longer → 422 on end_date).',
        querystring: FinancialEventsQuery,
        response: { 200: FinancialEventsResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      offload(
        compute,
        EVENTS,
        request.query as EventsQuery,
        todayUtc(),
        computeOptions(request, reply),
      ),
  );
}
