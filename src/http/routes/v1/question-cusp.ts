import type { FastifyInstance } from 'fastify';
import { type QuestionCuspInput, questionCusp } from '../../../app/question-cusp.js';
import { QuestionCuspRequest, QuestionCuspResponse } from '../../schemas/question.js';
import { errorResponses } from '../../schemas/responses.js';

/** The route options shared by /api/v1/question-cusp and /api/question/cusp (same body and answer). */
export const QUESTION_CUSP_DESCRIPTION =
  'Classifies a question without casting a chart: the catalog event, its primary cusp and houses (rotated when the question is about a relative), a classification confidence and the doctrine to corroborate it. Keyword and grammar rules only (no model, no network); English, Hinglish and Hindi. A question that cannot be judged answers 200 with ok false and a message; longer than 2000 characters is a 422.';

export function questionCuspHandler(request: { body: unknown }) {
  return questionCusp(request.body as QuestionCuspInput);
}

export function registerQuestionCusp(app: FastifyInstance): void {
  app.post(
    '/question-cusp',
    {
      schema: {
        tags: ['questions'],
        summary: 'Question classification',
        description: QUESTION_CUSP_DESCRIPTION,
        body: QuestionCuspRequest,
        response: { 200: QuestionCuspResponse, ...errorResponses },
      },
    },
    async (request) => questionCuspHandler(request),
  );
}
