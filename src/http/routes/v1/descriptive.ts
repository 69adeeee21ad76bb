import type { FastifyInstance } from 'fastify';
import { withBirthWarnings } from '../../../app/birth-warnings.js';
import type { ComputeDeps } from '../../../app/deps.js';
import {
  type DescriptiveRequest as DescriptiveBody,
  descriptive,
} from '../../../app/descriptive.js';
import { todayUtc } from '../../clock.js';
import { ApiError, type FieldError, fieldError } from '../../errors.js';
import { DescriptiveRequest, DescriptiveResponse } from '../../schemas/descriptive.js';
import { errorResponses } from '../../schemas/responses.js';

/** The fields each mode needs (the schema cannot say "required in BIRTH mode" readably). */
function modeErrors(body: DescriptiveBody): FieldError[] {
  const errors: FieldError[] = [];
  if (body.mode === 'HORARY' || body.mode === 'horary') {
    if (!body.horary) errors.push(fieldError('horary', 'required', 'is required in HORARY mode'));
  } else {
    if (body.question === undefined)
      errors.push(fieldError('question', 'required', 'is required in BIRTH mode'));
    if (!body.birth) errors.push(fieldError('birth', 'required', 'is required in BIRTH mode'));
  }
  return errors;
}

/** POST /api/v1/descriptive: traits of what the question's cusp describes, and facet readings. */
export function registerDescriptive(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.post(
    '/descriptive',
    {
      schema: {
        tags: ['questions'],
        summary: 'Descriptive indications and facets',
        description:
          'Table-lookup traits of what the question’s cusp describes (the cusp sub lord → its star lord → the sign it occupies; kp-doctrine §7) and facet readings for sixteen events. Advisory evidence, never a verdict; an empty result is a legitimate answer and `note` says so. BIRTH mode reads the natal chart, HORARY mode the horary chart.',
        body: DescriptiveRequest,
        response: { 200: DescriptiveResponse, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body as DescriptiveBody;
      const errors = modeErrors(body);
      if (errors.length > 0) throw new ApiError('validation_failed', errors);
      return withBirthWarnings(
        descriptive(compute, body, todayUtc()),
        [['birth', body.birth]],
        compute.zones,
      );
    },
  );
}
