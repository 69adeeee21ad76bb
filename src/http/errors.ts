/**
 * The one table of error codes (decisions.md, Platform → Errors): every error body is
 * `{ detail, code }`, and 422 adds `field_errors: [{ field, code, message }]`. `code` is stable,
 * lowercase snake_case, for programs; `detail` and `message` are plain sentences for a person. The
 * tables below are documented once, generated from here: docs/errors.md and the OpenAPI document's
 * `Error`, `ValidationError` and introduction (test/http/error-codes.test.ts holds them together).
 * Also the Fastify error handler that applies them.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { swappedCoordinatesHint } from '../app/place-check.js';
import { DomainError } from '../engine/errors.js';
import { StoreUnavailable } from '../platform/errors.js';
import { ComputeRefused } from '../workers/refusal.js';

/** One error code: its status, its default sentence, and what a client should do. */
interface ErrorEntry {
  readonly status: number;
  readonly detail: string;
  /** When the server answers with it (docs/errors.md, the OpenAPI table). */
  readonly when: string;
  /** What the client should do. */
  readonly action: string;
}

/** Every `code` of an error body, with its status. Keys are the wire codes. */
export const ERRORS = {
  missing_credentials: {
    status: 401,
    detail:
      'No credentials: send your App ID and App Secret in the X-App-Id and X-App-Secret headers (the API does not read Authorization).',
    when: 'neither X-App-Id nor X-App-Secret was sent',
    action: 'send both headers',
  },
  missing_app_secret: {
    status: 401,
    detail:
      'X-App-Secret is missing: send the app’s secret beside its X-App-Id. The portal shows a secret once; if it is lost, rotate it there.',
    when: 'X-App-Id was sent without X-App-Secret',
    action: 'add the X-App-Secret header',
  },
  missing_app_id: {
    status: 401,
    detail:
      'X-App-Id is missing: send the App ID (app_…) beside X-App-Secret. The portal lists your apps.',
    when: 'X-App-Secret was sent without X-App-Id',
    action: 'add the X-App-Id header',
  },
  invalid_credentials: {
    status: 401,
    detail: 'Invalid App ID or App Secret.',
    when: 'unknown App ID, wrong secret or revoked app: one body for all three, answered in the same time',
    action: 'check both headers; rotate the secret if it leaked; do not retry',
  },
  session_required: {
    status: 401,
    detail: 'Missing or invalid session token. Sign in to get one.',
    when: 'a website route without a valid `Authorization: Bearer` session token',
    action: 'sign in (POST /api/auth/sign-in) and send the token',
  },
  invalid_sign_in: {
    status: 401,
    detail: 'Invalid email or password.',
    when: 'sign-in with an unknown email or a wrong password (one body for both)',
    action: 'check the email and password',
  },
  invalid_signature: {
    status: 401,
    detail: 'Invalid webhook signature.',
    when: 'a payment webhook whose signature does not match the configured secret',
    action: 'check the webhook secret configured at the payment provider',
  },
  subscription_required: {
    status: 402,
    detail: 'Developer access has expired. Renew the subscription; your keys remain valid.',
    when: 'the account behind the app (or the session) has no active developer access',
    action: 'renew the subscription; the same keys work again at once',
  },
  bad_request: {
    status: 400,
    detail: 'Malformed HTTP request.',
    when: 'Node’s HTTP parser could not read the request (the connection is then closed)',
    action: 'fix the client’s HTTP; open a new connection',
  },
  not_found: {
    status: 404,
    detail: 'Not found.',
    when: 'no such path',
    action: 'check the path against the reference',
  },
  method_not_allowed: {
    status: 405,
    detail: 'Method not allowed on this path. The Allow header lists the methods it accepts.',
    when: 'the path exists, but not with this method',
    action: 'use a method from the `Allow` header',
  },
  request_timeout: {
    status: 408,
    detail: 'The request was not received in time.',
    when: 'the request head or body did not arrive within the server’s timeouts (the connection is then closed)',
    action: 'send the whole request promptly on a new connection',
  },
  payload_too_large: {
    status: 413,
    detail: 'Request body too large: the limit is 64 KiB.',
    when: 'a request body over 64 KiB',
    action: 'send a smaller body',
  },
  unsupported_media_type: {
    status: 415,
    detail: 'Send the request body as application/json.',
    when: 'a body sent with any other content type (`text/plain` included)',
    action: 'send JSON with `Content-Type: application/json`',
  },
  headers_too_large: {
    status: 431,
    detail: 'Request headers too large: at most 16 KB of headers.',
    when: 'request headers over 16 KB (the connection is then closed)',
    action: 'send smaller headers (cookies included)',
  },
  validation_failed: {
    status: 422,
    detail: 'The request is not valid: field_errors says what to fix.',
    when: 'the request failed validation; `field_errors` lists every failing field with its own code',
    action: 'fix the request; sent again unchanged it gets the same answer',
  },
  rate_limited: {
    status: 429,
    detail: 'Too many calls this minute. Retry after Retry-After seconds.',
    when: 'the per-minute limit (60 calls a minute per app; 10 per IP on the website’s public routes)',
    action: 'wait `Retry-After` seconds, then retry; nothing was counted',
  },
  quota_exceeded: {
    status: 429,
    detail:
      'The day’s quota is used up. It resets at 00:00 UTC, in Retry-After seconds; no call is charged extra.',
    when: 'the per-day quota (1,000 calls a UTC day per app, 5,000 per account; 100 per IP on the website’s public routes)',
    action: 'wait for 00:00 UTC (`Retry-After`), or use another app of the account',
  },
  too_many_attempts: {
    status: 429,
    detail: 'Too many attempts. Retry after Retry-After seconds.',
    when: 'repeated failed sign-ins for one email, or sign-ups for registered emails from one address',
    action: 'wait `Retry-After` seconds',
  },
  internal_error: {
    status: 500,
    detail: 'Internal error. The request id identifies it in the server log.',
    when: 'a defect of the server',
    action: 'retry once; if it persists, report the `X-Request-Id`',
  },
  endpoint_disabled: {
    status: 503,
    detail: 'This endpoint is temporarily disabled by a server-side switch. Retry later.',
    when: 'the operator switched the endpoint off',
    action: 'retry after `Retry-After` seconds; other endpoints keep working',
  },
  overloaded: {
    status: 503,
    detail:
      'The server is too busy to compute this request now. It was not counted against your quota; retry after Retry-After seconds.',
    when: 'a heavy request (muhurta, financial) found the compute pool full or passed its deadline',
    action: 'retry after `Retry-After` seconds; nothing was counted',
  },
  store_unavailable: {
    status: 503,
    detail:
      'A database this request needs is unavailable right now. Nothing was counted against your quota; retry after Retry-After seconds.',
    when: 'PostgreSQL or Redis cannot serve the request now: unreachable, too slow, or counting again after Redis lost its data',
    action: 'retry after `Retry-After` seconds; nothing was counted',
  },
  unavailable: {
    status: 503,
    detail: 'This is not available right now. Retry later.',
    when: 'something the answer needs is missing on this server (the source archive, the metrics of the other workers)',
    action: 'retry later; the operator can fix the setting named in `detail`',
  },
} as const satisfies Record<string, ErrorEntry>;
export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** One field error code: what it means. */
interface FieldErrorEntry {
  readonly meaning: string;
}

/** Every `code` of a field error (`field_errors[].code`). */
export const FIELD_ERRORS = {
  required: { meaning: 'a required field is missing' },
  unknown_field: {
    meaning:
      'a field this request does not take (a misspelling gets "did you mean …?" with the nearest known name)',
  },
  invalid_type: {
    meaning:
      'the wrong JSON type (a number sent as a string, an object where a list is expected …)',
  },
  invalid_date: { meaning: 'not a real calendar date in the form YYYY-MM-DD' },
  invalid_time: { meaning: 'not a time of day in the form HH:MM or HH:MM:SS (24-hour)' },
  invalid_format: { meaning: 'text that does not have the expected form (an email address …)' },
  invalid_value: { meaning: 'not one of the values the field accepts (the message lists them)' },
  out_of_range: {
    meaning: 'a number or date outside its allowed range (the message gives the range)',
  },
  too_short: { meaning: 'text shorter than the field’s minimum (empty text included)' },
  too_long: { meaning: 'text longer than the field’s maximum' },
  too_few_items: { meaning: 'a list with fewer entries than the field needs' },
  too_many_items: { meaning: 'a list with more entries than the field allows' },
  duplicate_items: { meaning: 'a list that names the same value twice' },
  invalid_json: { meaning: 'the body is not valid JSON (field `body`)' },
  empty_body: { meaning: 'the body is empty (field `body`)' },
  body_too_deep: { meaning: 'objects and arrays nested deeper than 32 levels (field `body`)' },
  reserved_key: {
    meaning: 'a key that could alter an object’s prototype (`__proto__`, `constructor.prototype`)',
  },
  polar_latitude: {
    meaning:
      'a latitude inside the polar circles, where Placidus cusps do not exist (the message says when latitude and longitude look swapped)',
  },
  no_sunrise: { meaning: 'no sunrise or sunset on that day at that latitude (polar day or night)' },
  unknown_timezone: {
    meaning:
      'a time zone the tz database does not know (an abbreviation such as IST names the zones meant)',
  },
  unknown_event: { meaning: 'an event id the catalog does not list for this endpoint' },
  date_order: { meaning: 'a range whose end comes before its start' },
  range_too_long: { meaning: 'a date range longer than the endpoint allows' },
  birth_after_scan: { meaning: 'a birth after the end of the period the muhurta scan covers' },
  dasha_ended: { meaning: 'the birth’s 120 Vimshottari years end before the muhurta scan begins' },
  conflicting_setting: {
    meaning: 'two settings that must agree do not (compatibility: the ayanamsa of both births)',
  },
  question_not_judgeable: {
    meaning: 'a horary question that cannot be judged as asked (either/or, not a question …)',
  },
  email_taken: { meaning: 'an email address that already has an account' },
  invalid_reset_code: { meaning: 'a password-reset code that is wrong, used or expired' },
} as const satisfies Record<string, FieldErrorEntry>;
export type FieldErrorCode = keyof typeof FIELD_ERRORS;
export const FIELD_ERROR_CODES = Object.keys(FIELD_ERRORS) as FieldErrorCode[];

/**
 * The field code of each DomainError code the engine, geo and use cases throw (their codes stay
 * their own; this is where they meet the wire). test/http/error-codes.test.ts finds every code thrown
 * in src/ and requires it here.
 */
export const DOMAIN_FIELD_CODES: Readonly<Record<string, FieldErrorCode>> = {
  POLAR_LATITUDE: 'polar_latitude',
  DATE_RANGE: 'out_of_range',
  INVALID_DATE: 'invalid_date',
  INVALID_TIME: 'invalid_time',
  INVALID_UTC_OFFSET: 'out_of_range',
  INVALID_LATITUDE: 'out_of_range',
  INVALID_LONGITUDE: 'out_of_range',
  UNKNOWN_TIMEZONE: 'unknown_timezone',
  NO_SUNRISE: 'no_sunrise',
  UNKNOWN_EVENT: 'unknown_event',
  QUESTION_NOT_JUDGEABLE: 'question_not_judgeable',
  CONFLICTING_SETTING: 'conflicting_setting',
  DATE_ORDER: 'date_order',
  RANGE_TOO_LONG: 'range_too_long',
  SCAN_TOO_LONG: 'range_too_long',
  BIRTH_AFTER_SCAN: 'birth_after_scan',
  DASHA_ENDED: 'dasha_ended',
  INVALID: 'invalid_value',
};

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

/**
 * A field error whose message is a sentence naming the field: a fragment ("must be between -90 and
 * 90") gets the field in front ("birth.latitude must be between -90 and 90."); a sentence of its own
 * (it starts with a capital) is kept. The body as a whole is "The request body".
 */
export function fieldError(field: string, code: FieldErrorCode, message: string): FieldError {
  const first = message.charAt(0);
  const own = first !== first.toLowerCase();
  const sentence = own ? message : `${field === 'body' ? 'The request body' : field} ${message}`;
  return { field, code, message: /[.?!]$/.test(sentence) ? sentence : `${sentence}.` };
}

/** The 422 detail: the one field error's sentence, or how many fields to fix and which. */
export function validationDetail(fieldErrors: readonly FieldError[]): string {
  if (fieldErrors.length === 1) return (fieldErrors[0] as FieldError).message;
  if (fieldErrors.length === 0) return ERRORS.validation_failed.detail;
  const fields = [...new Set(fieldErrors.map((e) => e.field))];
  return `${fields.length === 1 ? `${fields[0]} has` : `${fields.length} fields have`} problems to fix (${fields.join(', ')}): field_errors says what each needs.`;
}

/** An error that carries one of the table's codes, thrown by hooks and handlers. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[] | null;
  constructor(code: ErrorCode, fieldErrors: FieldError[] | null = null, detail?: string) {
    super(
      detail ??
        (code === 'validation_failed' && fieldErrors
          ? validationDetail(fieldErrors)
          : ERRORS[code].detail),
    );
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** A 422 of one field error. */
export function invalidField(field: string, code: FieldErrorCode, message: string): ApiError {
  return new ApiError('validation_failed', [fieldError(field, code, message)]);
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: Record<string, unknown>;
  /** The value that failed (Ajv's `verbose`); read only to choose a code, never echoed. */
  data?: unknown;
}

/** Dotted field path (`birth.latitude`) from an Ajv instancePath plus an optional property. */
function dotted(instancePath: string, property?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof property === 'string') parts.push(property);
  return parts.join('.') || 'body';
}

/** Edit distance (insert, delete, substitute, swap two neighbours), for "did you mean". */
function distance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    (rows[i] as number[])[0] = i;
  }
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = d;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * The known name nearest to an unknown one, when it is near enough to be a slip: case and
 * separators ignored, at most two edits (one for a name of up to four letters), else a known name
 * it begins or ends with ("birth_date_local" → birth_date), or that begins with it ("lon" →
 * longitude). Undefined when nothing is that close.
 */
export function nearestName(unknown: string, known: readonly string[]): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const u = norm(unknown);
  let best: { name: string; d: number } | undefined;
  for (const name of known) {
    const d = distance(u, norm(name));
    if (best === undefined || d < best.d) best = { name, d };
  }
  if (best !== undefined && best.d <= (u.length <= 4 ? 1 : 2)) return best.name;
  return known.find((name) => {
    const n = norm(name);
    return (
      n.length >= 4 && (u.startsWith(n) || u.endsWith(n) || (u.length >= 3 && n.startsWith(u)))
    );
  });
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text (a JSON string)',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list (a JSON array)',
  null: 'null',
};

/** "a number" / "a number or null", from Ajv's type parameter. */
function typeWords(type: unknown): string {
  const types = (Array.isArray(type) ? type : String(type).split(',')).map(String);
  return types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

/** The field code of an Ajv error. */
function codeOf(e: AjvError): FieldErrorCode {
  const declared = e.parentSchema?.['x-error-code'];
  if (
    typeof declared === 'string' &&
    declared in FIELD_ERRORS &&
    e.keyword !== 'required' &&
    e.keyword !== 'type'
  )
    return declared as FieldErrorCode;
  switch (e.keyword) {
    case 'required':
      return 'required';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'unknown_field';
    case 'type':
      return 'invalid_type';
    case 'format':
      return e.params.format === 'date' ? 'invalid_date' : 'invalid_format';
    case 'pattern':
      // A date schema's pattern holds the supported years: a well-formed date outside them is
      // out of range, anything else is not a date.
      if (e.parentSchema?.format === 'date')
        return /^\d{4}-\d\d-\d\d$/.test(String(e.data)) ? 'out_of_range' : 'invalid_date';
      return 'invalid_format';
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return 'out_of_range';
    case 'minLength':
      return 'too_short';
    case 'maxLength':
      return 'too_long';
    case 'minItems':
      return 'too_few_items';
    case 'maxItems':
      return 'too_many_items';
    case 'uniqueItems':
      return 'duplicate_items';
    default:
      return 'invalid_value';
  }
}

/** A plain fragment per Ajv keyword, never Ajv's own wording; never echoes the submitted value. */
function messageFor(e: AjvError, field: string): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const known = Object.keys((e.parentSchema?.properties as object | undefined) ?? {});
      const unknown = String(p.additionalProperty ?? p.unevaluatedProperty ?? field);
      const near = nearestName(unknown, known);
      return near === undefined
        ? `is not a field of this request${known.length > 0 ? ` (it takes ${known.join(', ')})` : ''}`
        : `is not a field of this request. Did you mean ${near}?`;
    }
    case 'type':
      return `must be ${typeWords(p.type)}`;
    case 'format':
      return p.format === 'date'
        ? 'must be a real calendar date in the form YYYY-MM-DD'
        : p.format === 'email'
          ? 'must be an email address'
          : `must be a valid ${String(p.format)}`;
    case 'pattern': {
      const examples = e.parentSchema?.examples;
      const example =
        Array.isArray(examples) && examples.length > 0
          ? ` such as ${JSON.stringify(examples[0])}`
          : '';
      return `does not have the expected form${example}`;
    }
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `must be more than ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(p.limit)}`;
    case 'minLength':
      return p.limit === 1
        ? 'must not be empty'
        : `must be at least ${String(p.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters long`;
    case 'minItems':
      return `must list at least ${String(p.limit)} ${p.limit === 1 ? 'entry' : 'entries'}`;
    case 'maxItems':
      return `must list at most ${String(p.limit)} ${p.limit === 1 ? 'entry' : 'entries'}`;
    case 'uniqueItems':
      return `names the same value twice (entries ${Number(p.j) + 1} and ${Number(p.i) + 1}); list each once`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${String(p.allowedValue)}`;
    case 'multipleOf':
      return `must be a multiple of ${String(p.multipleOf)}`;
    default:
      return 'is not valid here';
  }
}

/**
 * One entry per failing field. A message declared on the schema through `x-error` wins over the
 * generic one (the code still follows the failing rule, or `x-error-code`); for a choice between
 * fixed values (anyOf of consts) the allowed values are listed rather than the first branch's
 * "must be …".
 */
export function fieldErrorsFromAjv(errors: readonly AjvError[]): FieldError[] {
  const seen = new Map<string, { code: FieldErrorCode; message: string; custom: boolean }>();
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
    const declared = e.parentSchema?.['x-error'];
    const custom = e.keyword !== 'required' && typeof declared === 'string';
    const choice = e.keyword === 'anyOf' && (allowed.get(field)?.length ?? 0) > 1;
    const message =
      custom && typeof declared === 'string'
        ? declared
        : choice
          ? `must be one of: ${(allowed.get(field) ?? []).join(', ')}`
          : messageFor(e, field);
    const code = choice ? 'invalid_value' : codeOf(e);
    const previous = seen.get(field);
    const better = e.keyword === 'anyOf' && previous && !previous.custom;
    if (!previous || (custom && !previous.custom) || better)
      seen.set(field, { code, message, custom });
  }
  return [...seen].map(([field, { code, message }]) => fieldError(field, code, message));
}

/** The body of an error answer. */
export interface ErrorBodyJson {
  detail: string;
  code: ErrorCode;
  field_errors?: FieldError[];
}

export function errorBody(
  code: ErrorCode,
  fieldErrors: FieldError[] | null = null,
  detail?: string,
): ErrorBodyJson {
  const body: ErrorBodyJson = {
    detail:
      detail ??
      (code === 'validation_failed' ? validationDetail(fieldErrors ?? []) : ERRORS[code].detail),
    code,
  };
  if (code === 'validation_failed') body.field_errors = fieldErrors ?? [];
  return body;
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  fieldErrors: FieldError[] | null = null,
  detail?: string,
): FastifyReply {
  return reply
    .code(ERRORS[code].status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, fieldErrors, detail));
}

/** The object of the request that holds a field (`birth.latitude` → body.birth), if any. */
function holderOf(body: unknown, field: string): Record<string, unknown> | undefined {
  let node: unknown = body;
  for (const key of field.split('.').slice(0, -1))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/**
 * The field error of a DomainError (its code through DOMAIN_FIELD_CODES). A polar latitude whose
 * pair looks swapped says so, from the request's own latitude, longitude and place (`body`).
 */
export function domainFieldError(error: DomainError, body?: unknown): FieldError {
  let message = error.message;
  if (error.code === 'POLAR_LATITUDE') {
    const birth = holderOf(body, error.field);
    if (birth && typeof birth.latitude === 'number' && typeof birth.longitude === 'number') {
      const hint = swappedCoordinatesHint({
        latitude: birth.latitude,
        longitude: birth.longitude,
        place: typeof birth.place === 'string' ? birth.place : undefined,
      });
      if (hint !== undefined) message = `${message} ${hint}`;
    }
  }
  return fieldError(error.field, DOMAIN_FIELD_CODES[error.code] ?? 'invalid_value', message);
}

/**
 * Maps a thrown error to the table. Shared by the HTTP error handler and the batch CLI; `body` is
 * the request's, read only for the polar-latitude hint.
 */
export function toApiError(error: unknown, body?: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ComputeRefused) return new ApiError('overloaded');
  if (error instanceof StoreUnavailable) return new ApiError('store_unavailable');
  if (error instanceof DomainError)
    return new ApiError('validation_failed', [domainFieldError(error, body)]);
  const fe = error as Partial<FastifyError> & { validation?: AjvError[] };
  if (fe.validation) return new ApiError('validation_failed', fieldErrorsFromAjv(fe.validation));
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return invalidField('body', 'invalid_json', 'is not valid JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidField('body', 'empty_body', 'is empty; send a JSON object');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large');
    default:
      return new ApiError('internal_error');
  }
}

/**
 * The answer for a request that matches no route: 405 with `Allow` when the path exists under other
 * methods, else 404. `allowed` gives the methods the path accepts (empty when it is unknown).
 */
export function sendUnmatched(reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  if (allowed.length === 0) return sendError(reply, 'not_found');
  reply.header('Allow', allowed.join(', '));
  return sendError(reply, 'method_not_allowed');
}

export function installErrorHandlers(
  app: FastifyInstance,
  allowedMethods: (path: string) => readonly string[] = () => [],
): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const api = toApiError(error, request.body);
    // A client that went away (it reset the connection, or stopped sending until the body timeout
    // closed it; its computation cancelled) is not a server error: server.ts's onRequestAbort hook
    // says so once, at debug (issue 37 §3: before, anyone could write error lines with stacks).
    const gone =
      request.raw.destroyed || (error instanceof ComputeRefused && error.reason === 'cancelled');
    if (api.code === 'internal_error' && !gone) {
      // Log the error class and stack only (a compute thread's stack included: workers/pool.ts);
      // errors never carry request bodies here.
      request.log.error({ err: error }, 'unhandled error');
    }
    if (error instanceof ComputeRefused) {
      // Overload (issue 20 §2): the reason, never the body; server.ts logs the 503 line itself.
      if (!gone) request.log.warn({ reason: error.reason }, 'compute refused');
      reply.header('Retry-After', error.retryAfterSeconds);
    }
    if (error instanceof StoreUnavailable) {
      // A database fault (issue 34 §1): which store and why, one line; the request is not counted.
      request.log.warn({ store: error.store, reason: error.message }, 'store unavailable');
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
