/**
 * The playground's question tab (issue 12 §6), on the portal scope beside the chart tab:
 *   GET  /portal/playground/question   the question form
 *   POST /portal/playground/question   classifies the question: POST /api/v1/question-cusp's use case,
 *                                      body schema and validation (200 also for ok false, as the API)
 *   POST /portal/playground/horary     judges it from a number 1-249: POST /api/v1/horary's use case and
 *                                      field schemas; a blank date or time is "now at the place"
 * Same gate as the chart tab (playground-tab-gate.ts): session + CSRF, 402 without developer access,
 * one count of the shared daily playground limit per valid request (429 beyond). Nothing is stored and
 * the question never reaches a log line (the request line carries the route, never the body).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { type HoraryRequest, horary } from '../../app/horary.js';
import { questionCusp } from '../../app/question-cusp.js';
import { DomainError } from '../../engine/errors.js';
import { renderSvg } from '../../engine/render/svg.js';
import { localFromEpoch } from '../../geo/local-time.js';
import { unknownZone } from '../../geo/zones.js';
import type { ActiveSession } from '../../platform/accounts/sessions.js';
import { SafeHtml } from '../../portal/html.js';
import type { PlaygroundAllowance, PlaygroundFieldError } from '../../portal/playground-form.js';
import {
  DEFAULT_HORARY_FORM,
  EMPTY_QUESTION_FORM,
  type HoraryForm,
  type JudgedMoment,
  type QuestionForm,
  type QuestionView,
  questionPlaygroundPage,
} from '../../portal/playground-question.js';
import { toApiError } from '../errors.js';
import { HoraryFields } from '../schemas/horary.js';
import { QuestionCuspRequest } from '../schemas/question.js';
import type { PlaygroundHost } from './playground-routes.js';
import {
  countPlaygroundUse,
  DECIMAL,
  formStrings,
  hasPlaygroundAccess,
  INTEGER,
  NO_ACCESS_REFUSAL,
  plainCoordinateErrors,
} from './playground-tab-gate.js';

/** The horary form's body: the API's fields, with the date and time optional (blank = now). */
const HoraryFormBody = Type.Object(
  {
    question: HoraryFields.question,
    horary_number: HoraryFields.horary_number,
    judgment_date: Type.Optional(HoraryFields.judgment_date),
    judgment_time: Type.Optional(HoraryFields.judgment_time),
    latitude: HoraryFields.latitude,
    longitude: HoraryFields.longitude,
    place: HoraryFields.place,
    timezone: HoraryFields.timezone,
    in_india: HoraryFields.in_india,
  },
  { additionalProperties: false },
);
type HoraryFormBodyType = Static<typeof HoraryFormBody>;

const HORARY_KEYS = Object.keys(DEFAULT_HORARY_FORM) as ReadonlyArray<keyof HoraryForm>;

function readQuestion(body: unknown): QuestionForm {
  const f = formStrings(body, ['question', 'in_india']);
  // A checkbox sends its value only when ticked; the horary form carries it as true/false.
  return { question: f.question, in_india: f.in_india === 'true' };
}

/** The question form as the JSON body QuestionCuspRequest validates. */
function questionBody(q: QuestionForm): Record<string, unknown> {
  return { question: q.question, in_india: q.in_india };
}

/** The horary form as the JSON body HoraryFormBody validates: blanks left out, numbers typed. */
function horaryBody(q: QuestionForm, f: HoraryForm): Record<string, unknown> {
  const body: Record<string, unknown> = { question: q.question, in_india: q.in_india };
  for (const key of HORARY_KEYS) {
    const value = f[key];
    if (value === '') continue;
    if (key === 'latitude' || key === 'longitude') {
      body[key] = DECIMAL.test(value) ? Number(value) : value;
    } else if (key === 'horary_number') {
      body[key] = INTEGER.test(value) ? Number(value) : value;
    } else body[key] = value;
  }
  return body;
}

/**
 * Fills a blank date or time with the wall clock at the place now (the zone sent, or the one at the
 * coordinates). KP horary judges the moment the number is given, so "now" is the sensible default.
 */
function judgedMoment(
  host: PlaygroundHost,
  body: HoraryFormBodyType,
): { request: HoraryRequest; moment: JudgedMoment } {
  let date = body.judgment_date;
  let time = body.judgment_time;
  const now = date === undefined || time === undefined;
  if (now) {
    const zones = host.compute.zones;
    const zone =
      body.timezone === undefined
        ? zones.zoneAt(body.latitude, body.longitude)
        : zones.canonicalZone(body.timezone);
    if (zone === undefined) throw unknownZone(body.timezone ?? '');
    const local = localFromEpoch(Math.floor(host.platform.now() / 1000), zone, zones);
    date ??= local.date;
    time ??= local.time.slice(0, 5);
  }
  const { judgment_date: _d, judgment_time: _t, ...rest } = body;
  return {
    request: { ...rest, judgment_date: date as string, judgment_time: time as string },
    moment: { date: date as string, time: time as string, now },
  };
}

/** The API body shown under the verdict: the request with its moment filled in. */
function requestJson(request: HoraryRequest): string {
  const { in_india, ...rest } = request;
  return JSON.stringify(in_india === false ? request : rest, null, 2);
}

/** Registers the question tab's routes on the portal scope. */
export function registerQuestionPlayground(portal: FastifyInstance, host: PlaygroundHost): void {
  const hidden = { schema: { hide: true } };
  const submissions = new WeakMap<
    FastifyRequest,
    { session: ActiveSession; question: QuestionForm; horary: HoraryForm }
  >();

  const render = async (
    reply: FastifyReply,
    session: ActiveSession,
    status: number,
    view: Omit<QuestionView, 'csrf' | 'allowance'>,
    allowance?: PlaygroundAllowance,
  ) =>
    host.sendPage(
      reply,
      status,
      questionPlaygroundPage(
        { ...host.signedInCtx(session), current: 'playground', wide: true },
        {
          ...view,
          csrf: host.sessionCsrf(session),
          allowance:
            allowance ?? (await host.platform.throttles.playgroundLeft(session.account.id)),
        },
      ),
    );

  const blank = (question: QuestionForm, horaryForm: HoraryForm) => ({
    refusal: null,
    question,
    questionErrors: [],
    classification: null,
    horaryForm,
    horaryErrors: [],
    judgment: null,
  });

  /** The session hook shared by both posts: session + CSRF, then the typed body for the schema. */
  const hook =
    (typed: (q: QuestionForm, h: HoraryForm) => Record<string, unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await host.signedInPost(request, reply);
      if (session === null) return reply;
      const question = readQuestion(request.body);
      // The question form carries no horary fields: those keep their defaults.
      const sent = formStrings(request.body, HORARY_KEYS);
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const horaryForm: HoraryForm = { ...DEFAULT_HORARY_FORM };
      for (const key of HORARY_KEYS) if (key in raw) horaryForm[key] = sent[key];
      submissions.set(request, { session, question, horary: horaryForm });
      request.body = typed(question, horaryForm);
    };

  portal.get('/playground/question', hidden, async (request, reply) => {
    const session = await host.session(request);
    if (session === null) return reply.redirect('/portal/sign-in', 303);
    const view = blank({ ...EMPTY_QUESTION_FORM }, { ...DEFAULT_HORARY_FORM });
    if (!hasPlaygroundAccess(host, session)) {
      return render(reply, session, 402, { ...view, refusal: NO_ACCESS_REFUSAL });
    }
    return render(reply, session, 200, view);
  });

  portal.post(
    '/playground/question',
    {
      schema: { hide: true, body: QuestionCuspRequest },
      attachValidation: true,
      preValidation: hook((q) => questionBody(q)),
    },
    async (request, reply) => {
      const s = submissions.get(request);
      if (s === undefined) return reply; // answered by the hook
      // A new question starts the horary form afresh (the number belongs to a question).
      const horaryForm = { ...s.horary, horary_number: '' };
      const view = blank(s.question, horaryForm);
      if (!hasPlaygroundAccess(host, s.session)) {
        return render(reply, s.session, 402, { ...view, refusal: NO_ACCESS_REFUSAL });
      }
      if (request.validationError) {
        const questionErrors = toApiError(request.validationError).fieldErrors ?? [];
        return render(reply, s.session, 422, { ...view, questionErrors });
      }
      const use = await countPlaygroundUse(host, s.session, reply);
      if (use.refusal !== null) {
        return render(reply, s.session, 429, { ...view, refusal: use.refusal }, use.allowance);
      }
      const classification = questionCusp({
        question: s.question.question,
        in_india: s.question.in_india,
      });
      return render(reply, s.session, 200, { ...view, classification }, use.allowance);
    },
  );

  portal.post(
    '/playground/horary',
    {
      schema: { hide: true, body: HoraryFormBody },
      attachValidation: true,
      preValidation: hook(horaryBody),
    },
    async (request, reply) => {
      const s = submissions.get(request);
      if (s === undefined) return reply; // answered by the hook
      const view = blank(s.question, s.horary);
      if (!hasPlaygroundAccess(host, s.session)) {
        return render(reply, s.session, 402, { ...view, refusal: NO_ACCESS_REFUSAL });
      }
      // The classification is shown again beside the judgment (cheap, and not counted separately).
      const classification =
        s.question.question.length <= 2000
          ? questionCusp({ question: s.question.question, in_india: s.question.in_india })
          : null;
      const refused = (errors: PlaygroundFieldError[], allowance?: PlaygroundAllowance) =>
        render(
          reply,
          s.session,
          422,
          { ...view, classification, horaryErrors: plainCoordinateErrors(errors, s.horary) },
          allowance,
        );
      if (request.validationError) {
        return refused(toApiError(request.validationError).fieldErrors ?? []);
      }
      const use = await countPlaygroundUse(host, s.session, reply);
      if (use.refusal !== null) {
        return render(
          reply,
          s.session,
          429,
          { ...view, classification, refusal: use.refusal },
          use.allowance,
        );
      }
      try {
        const judged = judgedMoment(host, request.body as HoraryFormBodyType);
        const { moment } = judged;
        // The horary chart is drawn from the API's own chart_layout block, asked for by include.
        const body: HoraryRequest = { ...judged.request, include: ['chart_layout'] };
        const result = horary(host.compute, body);
        const chartSvg =
          result.chart_layout === undefined
            ? null
            : new SafeHtml(
                renderSvg(result.chart_layout, 'south', {
                  title: `Horary ${body.horary_number} ${moment.date} ${moment.time}`,
                }),
              );
        const judgment = { result, moment, chartSvg, requestJson: requestJson(body) };
        return render(reply, s.session, 200, { ...view, classification, judgment }, use.allowance);
      } catch (error) {
        // Polar latitude, unknown zone, a question that cannot be judged: the API's 422 sentences.
        if (!(error instanceof DomainError)) throw error;
        return refused(toApiError(error).fieldErrors ?? [], use.allowance);
      }
    },
  );
}
