/**
 * The one table of error codes → HTTP status and `detail`, and the Fastify error handler that applies
 * it. Every error body is `{ detail }`; 422 adds `field_errors: [{ field, message }]`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../engine/errors.js';
import { ComputeRefused } from '../workers/refusal.js';

export const ERRORS = {
  UNAUTHORIZED: { status: 401, detail: 'Invalid App ID or App Secret.' },
  PAYMENT_REQUIRED: {
    status: 402,
    detail: 'Developer access has expired. Renew the subscription; your keys remain valid.',
  },
  VALIDATION: { status: 422, detail: 'Validation failed' },
  RATE_LIMITED: {
    status: 429,
    detail: 'Rate limit exceeded. Back off and retry after Retry-After seconds.',
  },
  ENDPOINT_DISABLED: {
    status: 503,
    detail: 'This endpoint is temporarily disabled by a server-side switch. Retry later.',
  },
  OVERLOADED: {
    status: 503,
    detail:
      'The server is too busy to compute this request now. It was not counted against your quota; retry after Retry-After seconds.',
  },
  NOT_FOUND: { status: 404, detail: 'Not found.' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    detail: 'Method not allowed on this path. The Allow header lists the methods it accepts.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'Send the request body as application/json.' },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'Request body too large.' },
  INTERNAL: {
    status: 500,
    detail: 'Internal error. The request id identifies it in the server log.',
  },
} as const;
export type ErrorCode = keyof typeof ERRORS;

export interface FieldError {
  field: string;
  message: string;
}

/** An error that carries one of the table's codes, thrown by hooks and handlers. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[] | null;
  constructor(code: ErrorCode, fieldErrors: FieldError[] | null = null, detail?: string) {
    super(detail ?? ERRORS[code].detail);
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Dotted field path (`birth.latitude`) from an Ajv instancePath plus an optional property. */
function dotted(instancePath: string, property?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof property === 'string') parts.push(property);
  return parts.join('.') || 'body';
}

/** A human sentence per Ajv keyword; never echoes the submitted value. */
function messageFor(e: AjvError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a recognised field';
    case 'type':
      return `must be of type ${String(p.type)}`;
    case 'format':
      return p.format === 'date'
        ? 'must be a real calendar date in the form YYYY-MM-DD'
        : `must be a valid ${String(p.format)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${String(p.comparison)} ${String(p.limit)}`;
    case 'minLength':
      return `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${String(p.allowedValue)}`;
    default:
      return e.message ?? 'is invalid';
  }
}

/**
 * One entry per failing field. A message declared on the schema through `x-error` wins over Ajv's
 * generic one; for a choice between fixed values (anyOf of consts) the allowed values are listed
 * rather than the first branch's "must be …".
 */
export function fieldErrorsFromAjv(errors: readonly AjvError[]): FieldError[] {
  const seen = new Map<string, { message: string; custom: boolean }>();
  const allowed = new Map<string, unknown[]>();
  for (const e of errors) {
    const field =
      e.keyword === 'required'
        ? dotted(e.instancePath, e.params.missingProperty)
        : e.keyword === 'additionalProperties'
          ? dotted(e.instancePath, e.params.additionalProperty)
          : dotted(e.instancePath);
    if (e.keyword === 'const')
      allowed.set(field, [...(allowed.get(field) ?? []), e.params.allowedValue]);
    const declared = (e as { parentSchema?: { 'x-error'?: string } }).parentSchema?.['x-error'];
    const custom = e.keyword !== 'required' && typeof declared === 'string';
    const message =
      custom && declared
        ? declared
        : e.keyword === 'anyOf' && (allowed.get(field)?.length ?? 0) > 1
          ? `must be one of: ${(allowed.get(field) ?? []).join(', ')}`
          : messageFor(e);
    const previous = seen.get(field);
    const better = e.keyword === 'anyOf' && previous && !previous.custom;
    if (!previous || (custom && !previous.custom) || better) seen.set(field, { message, custom });
  }
  return [...seen].map(([field, { message }]) => ({ field, message }));
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  fieldErrors: FieldError[] | null = null,
  detail?: string,
): FastifyReply {
  const body: { detail: string; field_errors?: FieldError[] } = {
    detail: detail ?? ERRORS[code].detail,
  };
  if (code === 'VALIDATION') body.field_errors = fieldErrors ?? [];
  return reply.code(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

/** Maps a thrown error to the table. Shared by the HTTP error handler and the batch CLI. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ComputeRefused) return new ApiError('OVERLOADED');
  if (error instanceof DomainError) {
    return new ApiError('VALIDATION', [{ field: error.field, message: error.message }]);
  }
  const fe = error as Partial<FastifyError> & { validation?: AjvError[] };
  if (fe.validation) return new ApiError('VALIDATION', fieldErrorsFromAjv(fe.validation));
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('VALIDATION', [{ field: 'body', message: 'is not valid JSON' }]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('VALIDATION', [
        { field: 'body', message: 'is empty; send a JSON object' },
      ]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE');
    default:
      return new ApiError('INTERNAL');
  }
}

/**
 * The answer for a request that matches no route: 405 with `Allow` when the path exists under other
 * methods, else 404. `allowed` gives the methods the path accepts (empty when it is unknown).
 */
export function sendUnmatched(reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  if (allowed.length === 0) return sendError(reply, 'NOT_FOUND');
  reply.header('Allow', allowed.join(', '));
  return sendError(reply, 'METHOD_NOT_ALLOWED');
}

export function installErrorHandlers(
  app: FastifyInstance,
  allowedMethods: (path: string) => readonly string[] = () => [],
): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const api = toApiError(error);
    // A client that went away (it reset the connection, or stopped sending until the body timeout
    // closed it; its computation cancelled) is not a server error: server.ts's onRequestAbort hook
    // says so once, at debug (issue 37 §3: before, anyone could write error lines with stacks).
    const gone =
      request.raw.destroyed || (error instanceof ComputeRefused && error.reason === 'cancelled');
    if (api.code === 'INTERNAL' && !gone) {
      // Log the error class and stack only (a compute thread's stack included: workers/pool.ts);
      // errors never carry request bodies here.
      request.log.error({ err: error }, 'unhandled error');
    }
    if (error instanceof ComputeRefused) {
      // Overload (issue 20 §2): the reason, never the body; server.ts logs the 503 line itself.
      if (!gone) request.log.warn({ reason: error.reason }, 'compute refused');
      reply.header('Retry-After', error.retryAfterSeconds);
    }
    return sendError(reply, api.code, api.fieldErrors, api.message);
  });
  // Unmatched requests are normally answered by server.ts's onRequest hook, before any body is read;
  // this handler is the same answer for anything that reaches it.
  app.setNotFoundHandler((request, reply) =>
    sendUnmatched(reply, allowedMethods(request.url.split('?')[0] ?? '')),
  );
}
