import type { FastifyInstance } from 'fastify';
import type { ComputeDeps } from '../../../app/deps.js';
import { registerBirthChart } from './birth-chart.js';
import { registerChartSvg } from './chart-svg.js';
import { registerCompatibility } from './compatibility.js';
import { registerCuspalInterlinks } from './cuspal-interlinks.js';
import { registerDescriptive } from './descriptive.js';
import { registerEventCatalog } from './event-catalog.js';
import { registerFinancial } from './financial.js';
import { registerHorary } from './horary.js';
import { registerMuhurta } from './muhurta.js';
import { registerPanchang } from './panchang.js';
import { registerPlaces } from './places.js';
import { registerQuestionCusp } from './question-cusp.js';
import { registerTsp } from './tsp.js';

/** Registers every computing /api/v1 route (one file per endpoint) on the gated scope. */
export function registerV1(v1: FastifyInstance, compute: ComputeDeps): void {
  registerBirthChart(v1, compute);
  registerPanchang(v1, compute);
  registerCompatibility(v1, compute);
  registerCuspalInterlinks(v1, compute);
  registerEventCatalog(v1);
  registerQuestionCusp(v1);
  registerTsp(v1, compute);
  registerHorary(v1, compute);
  registerDescriptive(v1, compute);
  registerMuhurta(v1, compute);
  registerFinancial(v1, compute);
  registerPlaces(v1, compute);
  registerChartSvg(v1, compute);
}
