/**
 * The portal playground, registered in the portal scope only when the server has the compute side:
 *   GET  /portal/playground   the birth form (signed-in only)
 *   POST /portal/playground   CSRF-checked like every portal form; validates with the API's own rules,
 *                             computes the /api/v1/birth-chart body and shows the chart (inline SVG)
 *                             and the 18 predictions: 200, or 422 with the field errors beside the form.
 * It needs active developer access (402 with the API's sentence otherwise) and casts at most
 * PLAYGROUND_DAILY_LIMIT charts per account per UTC day (429 beyond; throttles.ts). Nothing entered is
 * stored, nothing counts against an app's quota, and no input reaches a log line (the server's one
 * line per request carries the route, never the body).
 *
 * Validation reuses the API's TypeBox fields and the server's Ajv: a preValidation hook checks the
 * session and CSRF token on the raw form, then turns its strings into the JSON types the schema expects
 * (numbers for the coordinates, empty optional fields left out), and `attachValidation` hands the
 * result to the handler instead of throwing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { type BirthRequest, birthChartIncluding } from '../../app/birth-chart.js';
import type { ComputeDeps } from '../../app/deps.js';
import { places } from '../../app/places.js';
import { DomainError } from '../../engine/errors.js';
import { CHART_STYLES, renderSvg } from '../../engine/render/svg.js';
import type { ActiveSession } from '../../platform/accounts/sessions.js';
import type { Platform } from '../../platform/platform.js';
import { subscriptionStatus } from '../../platform/subscriptions/subscriptions.js';
import { SafeHtml } from '../../portal/html.js';
import type { LayoutContext } from '../../portal/layout.js';
import {
  EMPTY_PLAYGROUND_FORM,
  type PlaygroundFieldError,
  type PlaygroundForm,
  type PlaygroundResult,
  playgroundPage,
} from '../../portal/playground.js';
import { dailyLimitText } from '../../portal/playground-form.js';
import { todayUtc } from '../clock.js';
import { ERRORS, errorBody, fieldError, toApiError } from '../errors.js';
import { BirthFields } from '../schemas/common.js';
import { registerMuhurtaPlayground } from './playground-muhurta-routes.js';
import { registerQuestionPlayground } from './playground-question-routes.js';
import { NO_DEVELOPER_ACCESS_DETAIL } from './session-gate.js';

/** What the playground borrows from the portal scope. */
export interface PlaygroundHost {
  platform: Platform;
  compute: ComputeDeps;
  /** Layout context of a signed-in page. */
  signedInCtx(session: ActiveSession): LayoutContext;
  sessionCsrf(session: ActiveSession): string;
  /** The session of a signed-in form post with a valid CSRF token, or null (the reply is then sent). */
  signedInPost(request: FastifyRequest, reply: FastifyReply): Promise<ActiveSession | null>;
  sendPage(reply: FastifyReply, status: number, page: string): FastifyReply;
  /** Reads the signed-in session of a GET, or null. */
  session(request: FastifyRequest): Promise<ActiveSession | null>;
}

const { birth_date, birth_time, latitude, longitude, place, name, timezone, ayanamsa } =
  BirthFields;

/** The API's birth fields the form offers, plus the picture style. */
export const PlaygroundBody = Type.Object(
  {
    birth_date,
    birth_time,
    latitude,
    longitude,
    place,
    name,
    timezone,
    ayanamsa,
    // An enum (not a union of literals) so the message lists the choices.
    style: Type.Optional(Type.Enum(CHART_STYLES)),
  },
  { additionalProperties: false },
);
type PlaygroundBodyType = Static<typeof PlaygroundBody>;

const FORM_FIELDS = Object.keys(EMPTY_PLAYGROUND_FORM) as ReadonlyArray<keyof PlaygroundForm>;
const NUMERIC: ReadonlySet<string> = new Set(['latitude', 'longitude']);
/** A plain decimal number; anything else stays text and fails the schema's type check. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The submitted form as strings (missing or repeated fields read as empty). */
function readForm(body: unknown): PlaygroundForm {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const form: PlaygroundForm = { ...EMPTY_PLAYGROUND_FORM };
  for (const key of FORM_FIELDS) {
    const value = raw[key];
    form[key] = typeof value === 'string' ? value.trim() : '';
  }
  return form;
}

/** The JSON body the schema validates: empty fields left out, coordinates as numbers. */
function typedBody(form: PlaygroundForm): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const key of FORM_FIELDS) {
    const value = form[key];
    if (value === '') continue;
    body[key] = NUMERIC.has(key) && DECIMAL.test(value) ? Number(value) : value;
  }
  return body;
}

/** The API's errors for the form: a coordinate that is not a number gets a plainer message. */
function formErrors(errors: readonly PlaygroundFieldError[], form: PlaygroundForm) {
  return errors.map((e) =>
    (e.field === 'latitude' || e.field === 'longitude') && !DECIMAL.test(form[e.field])
      ? { field: e.field, message: 'must be a number in decimal degrees, such as 28.6139' }
      : e,
  );
}

function chartTitle(body: PlaygroundBodyType): string {
  return [body.name ?? '', body.birth_date, body.birth_time].filter((s) => s !== '').join(' ');
}

const STYLE_NAMES: Readonly<Record<string, string>> = {
  south: 'South Indian chart',
  north: 'North Indian chart',
  wheel: 'KP wheel',
};

function compute(
  deps: ComputeDeps,
  body: PlaygroundBodyType,
  today: string,
): PlaygroundResult | PlaygroundFieldError[] {
  const { style = 'south', ...fields } = body;
  // The playground asks for what it draws: the default body and the chart's geometry.
  const request: BirthRequest & { include: ['chart_layout'] } = {
    ...fields,
    include: ['chart_layout'],
  };
  let chart: ReturnType<typeof birthChartIncluding>;
  try {
    chart = birthChartIncluding(deps, request, today);
  } catch (error) {
    // Polar latitude, unknown time zone, …: the API's 422 sentences, shown beside their fields.
    if (!(error instanceof DomainError)) throw error;
    return toApiError(error).fieldErrors ?? [];
  }
  const dasha = chart.dasha;
  return {
    // include lists chart_layout, so it is present.
    chartSvg: new SafeHtml(
      renderSvg(chart.chart_layout as NonNullable<typeof chart.chart_layout>, style, {
        title: chartTitle(body),
      }),
    ),
    styleName: STYLE_NAMES[style] ?? style,
    // null only for a fixed utc_offset_hours, which the playground form does not send.
    timezone: chart.timezone ?? 'fixed UTC offset',
    utcOffsetHours: chart.utc_offset_hours,
    localTimeStatus: chart.local_time_status,
    ayanamsaName: chart.meta.ayanamsa_name,
    ayanamsaDegrees: chart.meta.ayanamsa_degrees,
    dasha: {
      asOf: dasha.as_of,
      mahadasha: dasha.current.mahadasha,
      antardasha: dasha.current.antardasha,
      pratyantardasha: dasha.current.pratyantardasha,
      balanceLord: dasha.balance_at_birth.lord,
      balance: dasha.balance_at_birth.ymd,
    },
    predictions: chart.predictions.map((p) => ({
      event: p.event,
      title: p.title,
      verdict: p.verdict,
      confidence: p.confidence,
      polarity: p.polarity,
      favourable: p.favourable,
      caveat: p.caveat,
      reasoning: p.reasoning,
    })),
    positions: chart.positions,
    cusps: chart.cusps,
    houseSignificators: chart.house_significators_abcd,
    requestJson: JSON.stringify(request, null, 2),
  };
}

/** Registers GET and POST /playground (and the question and muhurta tabs) on the portal scope. */
export function registerPlayground(portal: FastifyInstance, host: PlaygroundHost): void {
  const hidden = { schema: { hide: true } };
  /** Per request: the signed-in session and the form as typed, set by the preValidation hook. */
  const submissions = new WeakMap<
    FastifyRequest,
    { session: ActiveSession; form: PlaygroundForm }
  >();

  const render = async (
    reply: FastifyReply,
    session: ActiveSession,
    status: number,
    form: PlaygroundForm,
    errors: PlaygroundFieldError[],
    result: PlaygroundResult | null,
    refusal: { text: string; showForm: boolean } | null = null,
    allowance?: { limit: number; remaining: number },
  ) =>
    host.sendPage(
      reply,
      status,
      playgroundPage(
        { ...host.signedInCtx(session), current: 'playground', wide: true },
        {
          csrf: host.sessionCsrf(session),
          form,
          errors,
          result,
          refusal,
          allowance:
            allowance ?? (await host.platform.throttles.playgroundLeft(session.account.id)),
        },
      ),
    );

  /** The 402 page for an account without active developer access (same sentence as the API's). */
  const noAccess = (reply: FastifyReply, session: ActiveSession, form: PlaygroundForm) =>
    render(reply, session, 402, form, [], null, {
      text: NO_DEVELOPER_ACCESS_DETAIL,
      showForm: false,
    });

  const hasAccess = (session: ActiveSession) =>
    subscriptionStatus(session.account.accessExpiresAt, host.platform.now()).state === 'active';

  portal.get('/playground', hidden, async (request, reply) => {
    const session = await host.session(request);
    if (session === null) return reply.redirect('/portal/sign-in', 303);
    if (!hasAccess(session)) return noAccess(reply, session, { ...EMPTY_PLAYGROUND_FORM });
    return render(reply, session, 200, { ...EMPTY_PLAYGROUND_FORM }, [], null);
  });

  portal.post(
    '/playground',
    {
      schema: { hide: true, body: PlaygroundBody },
      attachValidation: true,
      preValidation: async (request, reply) => {
        const session = await host.signedInPost(request, reply);
        if (session === null) return reply;
        const form = readForm(request.body);
        submissions.set(request, { session, form });
        request.body = typedBody(form);
      },
    },
    async (request, reply) => {
      const submission = submissions.get(request);
      if (submission === undefined) return reply; // answered by the hook
      const { session, form } = submission;
      if (!hasAccess(session)) return noAccess(reply, session, form);
      if (request.validationError) {
        const errors = formErrors(toApiError(request.validationError).fieldErrors ?? [], form);
        return render(reply, session, 422, form, errors, null);
      }
      // A valid form counts against the account's daily playground limit; a refused one does not.
      const use = await host.platform.throttles.playground(session.account.id);
      const allowance = { limit: use.limit, remaining: use.remaining };
      if (!use.allowed) {
        reply.header('Retry-After', use.retryAfterSeconds ?? 1);
        const text = dailyLimitText(use.limit);
        return render(reply, session, 429, form, [], null, { text, showForm: true }, allowance);
      }
      const today = todayUtc(new Date(host.platform.now()));
      const outcome = compute(host.compute, request.body as PlaygroundBodyType, today);
      if (Array.isArray(outcome)) {
        return render(reply, session, 422, form, outcome, null, null, allowance);
      }
      return render(reply, session, 200, form, [], outcome, null, allowance);
    },
  );

  // The place field's suggestions (issue 24 §1): the gazetteer for a signed-in account with
  // developer access; a keystroke computes no chart, so it is not counted as a playground use.
  portal.get('/playground/places', hidden, async (request, reply) => {
    const session = await host.session(request);
    if (session === null || !hasAccess(session)) {
      const code = session === null ? 'session_required' : 'subscription_required';
      return reply.code(ERRORS[code].status).send({ places: [], ...errorBody(code) });
    }
    const q = (request.query as { q?: unknown }).q;
    if (typeof q !== 'string' || q.length < 1 || q.length > 200) {
      const error = fieldError('q', 'too_long', 'must be 1 to 200 characters long');
      return reply.code(422).send({ places: [], ...errorBody('validation_failed', [error]) });
    }
    return places(host.compute, { q, limit: '8' });
  });

  // The question and muhurta tabs share this gate and the same daily counter (playground-tab-gate.ts).
  registerQuestionPlayground(portal, host);
  registerMuhurtaPlayground(portal, host);
}
