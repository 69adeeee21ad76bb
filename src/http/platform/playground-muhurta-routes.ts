/**
 * The playground's muhurta tab (issue 13 §5), on the portal scope beside the chart tab:
 *   GET  /portal/playground/muhurta   the birth + event form (events from GET /api/v1/muhurta/events)
 *   POST /portal/playground/muhurta   POST /api/v1/muhurta's use case (on the compute pool when the
 *                                     server has one, like the API route), its field schemas and
 *                                     validation, the reader's day from the server clock; the windows
 *                                     drawn on a calendar strip (engine/render/muhurta-strip.ts)
 * Same gate as the chart tab (playground-tab-gate.ts): session + CSRF, 402 without developer access,
 * one count of the shared daily playground limit per valid request (429 beyond). Nothing is stored and
 * no birth data reaches a log line.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { type MuhurtaRequest as MuhurtaBody, muhurtaEvents } from '../../app/muhurta.js';
import { DomainError } from '../../engine/errors.js';
import { renderMuhurtaStrip } from '../../engine/render/muhurta-strip.js';
import type { ActiveSession } from '../../platform/accounts/sessions.js';
import { SafeHtml } from '../../portal/html.js';
import type { PlaygroundAllowance, PlaygroundFieldError } from '../../portal/playground-form.js';
import {
  EMPTY_MUHURTA_FORM,
  type MuhurtaAnswer,
  type MuhurtaForm,
  type MuhurtaView,
  muhurtaPlaygroundPage,
} from '../../portal/playground-muhurta.js';
import { offload, useCase } from '../../workers/offload.js';
import { nowUtc } from '../clock.js';
import { computeOptions } from '../compute-context.js';
import { toApiError } from '../errors.js';
import { BirthFields } from '../schemas/common.js';
import { MaxWindows, MuhurtaRequest } from '../schemas/muhurta.js';
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

const MUHURTA = useCase(new URL('../../app/muhurta.js', import.meta.url), 'muhurta');

const { birth_date, birth_time, latitude, longitude, place, timezone } = BirthFields;

/** The API's Birth fields the form offers, flat, with the API's event and max_windows fields. */
const MuhurtaFormBody = Type.Object(
  {
    birth_date,
    birth_time,
    latitude,
    longitude,
    place,
    timezone,
    event_name: MuhurtaRequest.properties.event_name,
    max_windows: MaxWindows,
  },
  { additionalProperties: false },
);
type MuhurtaFormBodyType = Static<typeof MuhurtaFormBody>;

const KEYS = Object.keys(EMPTY_MUHURTA_FORM) as ReadonlyArray<keyof MuhurtaForm>;

function typedBody(form: MuhurtaForm): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const key of KEYS) {
    const value = form[key];
    if (value === '') continue;
    if (key === 'latitude' || key === 'longitude') {
      body[key] = DECIMAL.test(value) ? Number(value) : value;
    } else if (key === 'max_windows') {
      body[key] = INTEGER.test(value) ? Number(value) : value;
    } else body[key] = value;
  }
  return body;
}

/** The API body: the birth nested as POST /api/v1/muhurta takes it. */
function apiBody(body: MuhurtaFormBodyType): MuhurtaBody {
  const { event_name, max_windows, ...birth } = body;
  return { birth, event_name, ...(max_windows === undefined ? {} : { max_windows }) };
}

/** The use case names birth fields `birth.<name>`; the form's fields are flat. */
function flatErrors(errors: readonly PlaygroundFieldError[]): PlaygroundFieldError[] {
  return errors.map((e) =>
    e.field.startsWith('birth.') ? { ...e, field: e.field.slice('birth.'.length) } : e,
  );
}

/** Registers GET and POST /playground/muhurta on the portal scope. */
export function registerMuhurtaPlayground(portal: FastifyInstance, host: PlaygroundHost): void {
  const hidden = { schema: { hide: true } };
  const events = muhurtaEvents().events;
  const submissions = new WeakMap<FastifyRequest, { session: ActiveSession; form: MuhurtaForm }>();

  const render = async (
    reply: FastifyReply,
    session: ActiveSession,
    status: number,
    view: Pick<MuhurtaView, 'form'> & Partial<Pick<MuhurtaView, 'errors' | 'result' | 'refusal'>>,
    allowance?: PlaygroundAllowance,
  ) =>
    host.sendPage(
      reply,
      status,
      muhurtaPlaygroundPage(
        { ...host.signedInCtx(session), current: 'playground', wide: true },
        {
          csrf: host.sessionCsrf(session),
          events,
          errors: [],
          result: null,
          refusal: null,
          ...view,
          allowance:
            allowance ?? (await host.platform.throttles.playgroundLeft(session.account.id)),
        },
      ),
    );

  portal.get('/playground/muhurta', hidden, async (request, reply) => {
    const session = await host.session(request);
    if (session === null) return reply.redirect('/portal/sign-in', 303);
    const form = { ...EMPTY_MUHURTA_FORM };
    if (!hasPlaygroundAccess(host, session)) {
      return render(reply, session, 402, { form, refusal: NO_ACCESS_REFUSAL });
    }
    return render(reply, session, 200, { form });
  });

  portal.post(
    '/playground/muhurta',
    {
      schema: { hide: true, body: MuhurtaFormBody },
      attachValidation: true,
      preValidation: async (request, reply) => {
        const session = await host.signedInPost(request, reply);
        if (session === null) return reply;
        const form: MuhurtaForm = formStrings(request.body, KEYS);
        submissions.set(request, { session, form });
        request.body = typedBody(form);
      },
    },
    async (request, reply) => {
      const s = submissions.get(request);
      if (s === undefined) return reply; // answered by the hook
      const { session, form } = s;
      if (!hasPlaygroundAccess(host, session)) {
        return render(reply, session, 402, { form, refusal: NO_ACCESS_REFUSAL });
      }
      if (request.validationError) {
        const errors = toApiError(request.validationError).fieldErrors ?? [];
        return render(reply, session, 422, { form, errors: plainCoordinateErrors(errors, form) });
      }
      const use = await countPlaygroundUse(host, session, reply);
      if (use.refusal !== null) {
        return render(reply, session, 429, { form, refusal: use.refusal }, use.allowance);
      }
      const body = apiBody(request.body as MuhurtaFormBodyType);
      let answer: MuhurtaAnswer;
      try {
        answer = await offload<MuhurtaBody, MuhurtaAnswer>(
          host.compute,
          MUHURTA,
          body,
          nowUtc(new Date(host.platform.now())),
          { ...computeOptions(request, reply), tenant: `account:${session.account.id}` },
        );
      } catch (error) {
        // Polar latitude, unknown zone, …: the API's 422 sentences beside their fields.
        if (!(error instanceof DomainError)) throw error;
        const errors = flatErrors(toApiError(error).fieldErrors ?? []);
        return render(reply, session, 422, { form, errors }, use.allowance);
      }
      const stripSvg = new SafeHtml(
        renderMuhurtaStrip({
          from: answer.scanned.from,
          to: answer.scanned.to,
          windows: answer.windows,
          title: `${answer.label}: ${answer.windows.length} ${answer.windows.length === 1 ? 'window' : 'windows'}, ${answer.scanned.from} to ${answer.scanned.to}`,
        }),
      );
      const result = { answer, stripSvg, requestJson: JSON.stringify(body, null, 2) };
      return render(reply, session, 200, { form, result }, use.allowance);
    },
  );
}
