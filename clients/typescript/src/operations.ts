/**
 * Generated from the sublord server's /openapi.json by scripts/docs/ts-operations.ts (npm run
 * docs:generate). Do not edit: a test fails when this file differs from what the document gives.
 * One typed method per /api/v1 operation; SublordClient (./client.ts) sends the requests.
 */
import type { operations } from './schema.js';

/** The JSON body an operation takes. */
export type RequestBody<Op> = Op extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
/** The query parameters an operation takes. */
export type QueryParameters<Op> = Op extends { parameters: { query?: infer Query } }
  ? NonNullable<Query>
  : never;
/** The 200 answer of an operation: its JSON body, or the text of an SVG picture. */
export type Answer<Op> = Op extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : string;

/** One method per operation of /api/v1. */
export abstract class SublordOperations {
  abstract request(
    method: string,
    path: string,
    init?: { body?: unknown; query?: Record<string, string | number | boolean | undefined> },
  ): Promise<unknown>;

  /** GET /api/v1/ping: Check credentials. */
  ping(): Promise<Answer<operations['getPing']>> {
    return this.request('GET', '/api/v1/ping') as Promise<Answer<operations['getPing']>>;
  }

  /** POST /api/v1/birth-chart: Natal chart. */
  birthChart(body: RequestBody<operations['postBirthChart']>): Promise<Answer<operations['postBirthChart']>> {
    return this.request('POST', '/api/v1/birth-chart', { body }) as Promise<Answer<operations['postBirthChart']>>;
  }

  /** POST /api/v1/panchang: Daily panchang. */
  panchang(body: RequestBody<operations['postPanchang']>): Promise<Answer<operations['postPanchang']>> {
    return this.request('POST', '/api/v1/panchang', { body }) as Promise<Answer<operations['postPanchang']>>;
  }

  /** POST /api/v1/compatibility: Ashtakoot compatibility. */
  compatibility(body: RequestBody<operations['postCompatibility']>): Promise<Answer<operations['postCompatibility']>> {
    return this.request('POST', '/api/v1/compatibility', { body }) as Promise<Answer<operations['postCompatibility']>>;
  }

  /** POST /api/v1/cuspal-interlinks: Cuspal interlinks. */
  cuspalInterlinks(body: RequestBody<operations['postCuspalInterlinks']>): Promise<Answer<operations['postCuspalInterlinks']>> {
    return this.request('POST', '/api/v1/cuspal-interlinks', { body }) as Promise<Answer<operations['postCuspalInterlinks']>>;
  }

  /** GET /api/v1/event-catalog: Event catalog. */
  eventCatalog(query?: QueryParameters<operations['getEventCatalog']>): Promise<Answer<operations['getEventCatalog']>> {
    return this.request('GET', '/api/v1/event-catalog', { query }) as Promise<Answer<operations['getEventCatalog']>>;
  }

  /** POST /api/v1/question-cusp: Question classification. */
  questionCusp(body: RequestBody<operations['postQuestionCusp']>): Promise<Answer<operations['postQuestionCusp']>> {
    return this.request('POST', '/api/v1/question-cusp', { body }) as Promise<Answer<operations['postQuestionCusp']>>;
  }

  /** POST /api/v1/tsp: TSP short prediction from a number 1-2193. */
  tsp(body: RequestBody<operations['postTsp']>): Promise<Answer<operations['postTsp']>> {
    return this.request('POST', '/api/v1/tsp', { body }) as Promise<Answer<operations['postTsp']>>;
  }

  /** POST /api/v1/horary: KP horary judgment from a number 1-249. */
  horary(body: RequestBody<operations['postHorary']>): Promise<Answer<operations['postHorary']>> {
    return this.request('POST', '/api/v1/horary', { body }) as Promise<Answer<operations['postHorary']>>;
  }

  /** POST /api/v1/descriptive: Descriptive indications and facets. */
  descriptive(body: RequestBody<operations['postDescriptive']>): Promise<Answer<operations['postDescriptive']>> {
    return this.request('POST', '/api/v1/descriptive', { body }) as Promise<Answer<operations['postDescriptive']>>;
  }

  /** GET /api/v1/muhurta/events: Muhurta event ids. */
  muhurtaEvents(query?: QueryParameters<operations['getMuhurtaEvents']>): Promise<Answer<operations['getMuhurtaEvents']>> {
    return this.request('GET', '/api/v1/muhurta/events', { query }) as Promise<Answer<operations['getMuhurtaEvents']>>;
  }

  /** POST /api/v1/muhurta: Auspicious windows for a personal event. */
  muhurta(body: RequestBody<operations['postMuhurta']>): Promise<Answer<operations['postMuhurta']>> {
    return this.request('POST', '/api/v1/muhurta', { body }) as Promise<Answer<operations['postMuhurta']>>;
  }

  /** POST /api/v1/financial/chart: Entity chart and the judgment of a financial event. */
  financialChart(body: RequestBody<operations['postFinancialChart']>): Promise<Answer<operations['postFinancialChart']>> {
    return this.request('POST', '/api/v1/financial/chart', { body }) as Promise<Answer<operations['postFinancialChart']>>;
  }

  /** POST /api/v1/financial/muhurta: Windows for a financial event of an entity. */
  financialMuhurta(body: RequestBody<operations['postFinancialMuhurta']>): Promise<Answer<operations['postFinancialMuhurta']>> {
    return this.request('POST', '/api/v1/financial/muhurta', { body }) as Promise<Answer<operations['postFinancialMuhurta']>>;
  }

  /** POST /api/v1/financial/compare: Compare two moments for financial events. */
  financialCompare(body: RequestBody<operations['postFinancialCompare']>): Promise<Answer<operations['postFinancialCompare']>> {
    return this.request('POST', '/api/v1/financial/compare', { body }) as Promise<Answer<operations['postFinancialCompare']>>;
  }

  /** GET /api/v1/financial/events: Astronomical calendar for a date range. */
  financialEvents(query: QueryParameters<operations['getFinancialEvents']>): Promise<Answer<operations['getFinancialEvents']>> {
    return this.request('GET', '/api/v1/financial/events', { query }) as Promise<Answer<operations['getFinancialEvents']>>;
  }

  /** GET /api/v1/places: Place search. */
  places(query: QueryParameters<operations['getPlaces']>): Promise<Answer<operations['getPlaces']>> {
    return this.request('GET', '/api/v1/places', { query }) as Promise<Answer<operations['getPlaces']>>;
  }

  /** POST /api/v1/birth-chart/svg: Natal chart picture (SVG). */
  birthChartSvg(body: RequestBody<operations['postBirthChartSvg']>): Promise<Answer<operations['postBirthChartSvg']>> {
    return this.request('POST', '/api/v1/birth-chart/svg', { body }) as Promise<Answer<operations['postBirthChartSvg']>>;
  }

  /** POST /api/v1/horary/svg: Horary chart picture (SVG). */
  horarySvg(body: RequestBody<operations['postHorarySvg']>): Promise<Answer<operations['postHorarySvg']>> {
    return this.request('POST', '/api/v1/horary/svg', { body }) as Promise<Answer<operations['postHorarySvg']>>;
  }
}
