/**
 * The HTTP side of the sublord client: one request with the app's credentials, its errors (thrown as
 * SublordError with the API's stable `code`) and its retries (429 and 503 after their Retry-After).
 * The typed methods, one per operation, are generated into ./operations.ts. No dependencies: the
 * platform's `fetch` (Node 20+, browsers, Deno, Bun, bundlers).
 */
import { SublordOperations } from './operations.js';
import type { components } from './schema.js';

/** One failing field of a 422. */
export type FieldError = components['schemas']['ValidationError']['field_errors'][number];

/** Statuses retried after their Retry-After: the minute's rate limit, a busy or switched-off endpoint. */
const RETRYABLE = new Set([429, 503]);

/** An error answer of the API, with its stable `code` (the table: docs/errors.md). */
export class SublordError extends Error {
  override readonly name = 'SublordError';
  /** The HTTP status. */
  readonly status: number;
  /** The error code: invalid_credentials, validation_failed, rate_limited … */
  readonly code: string;
  /** A sentence for a person. */
  readonly detail: string;
  /** Every failing field of a 422, each with its own code. */
  readonly fieldErrors: FieldError[];
  /** Seconds the server asked to wait (429, 503), or null. */
  readonly retryAfter: number | null;
  /** X-Request-Id, to quote when reporting a problem. */
  readonly requestId: string | null;

  constructor(
    status: number,
    code: string,
    detail: string,
    fieldErrors: FieldError[] = [],
    retryAfter: number | null = null,
    requestId: string | null = null,
  ) {
    super(`${status} ${code}: ${detail}`);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.retryAfter = retryAfter;
    this.requestId = requestId;
  }
}

export interface SublordClientOptions {
  /** The server, e.g. `https://api.example.com` (no trailing `/api/v1`: paths carry it). */
  baseUrl: string;
  /** The app's credentials (the portal shows the secret once); both are sent on every request. */
  appId: string;
  appSecret: string;
  /** Retries of a 429 or 503 after its Retry-After (default 2). */
  maxRetries?: number;
  /** The longest Retry-After waited for, seconds (default 60): the day's quota is thrown at once. */
  maxRetryWaitSeconds?: number;
  /** Another fetch (a test double, an instrumented one); default the global fetch. */
  fetch?: typeof fetch;
  /** How to wait `seconds` before a retry; default a timer. */
  sleep?: (seconds: number) => Promise<void>;
}

export interface RequestInit {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined> | undefined;
}

const wait = (seconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/** A client for one app; `createSublordClient` makes one. */
export class SublordClient extends SublordOperations {
  /** The X-RateLimit-* headers of the last answer. */
  lastRateLimit: Record<string, string> = {};
  readonly #options: Required<SublordClientOptions>;

  constructor(options: SublordClientOptions) {
    super();
    this.#options = {
      maxRetries: 2,
      maxRetryWaitSeconds: 60,
      fetch: globalThis.fetch,
      sleep: wait,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    };
  }

  /** Sends one request (retrying 429 and 503 as above); the JSON answer, or an SVG's text. */
  async request(method: string, path: string, init: RequestInit = {}): Promise<unknown> {
    const { baseUrl, appId, appSecret, maxRetries, maxRetryWaitSeconds, fetch, sleep } =
      this.#options;
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(init.query ?? {}))
      if (v !== undefined) params.set(k, String(v));
    const url = `${baseUrl}${path}${params.size > 0 ? `?${params}` : ''}`;
    const headers: Record<string, string> = {
      'X-App-Id': appId,
      'X-App-Secret': appSecret,
      Accept: 'application/json, image/svg+xml',
    };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, {
        method,
        headers,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
      this.lastRateLimit = Object.fromEntries(
        [...response.headers].filter(([k]) => k.toLowerCase().startsWith('x-ratelimit-')),
      );
      const type = response.headers.get('content-type') ?? '';
      if (response.ok) return type.startsWith('application/json') ? response.json() : response.text();
      const error = await errorOf(response);
      const retryAfter = error.retryAfter;
      if (
        RETRYABLE.has(response.status) &&
        attempt < maxRetries &&
        retryAfter !== null &&
        retryAfter <= maxRetryWaitSeconds
      ) {
        await sleep(retryAfter);
        continue;
      }
      throw error;
    }
  }
}

async function errorOf(response: Response): Promise<SublordError> {
  let body: { code?: unknown; detail?: unknown; field_errors?: unknown } = {};
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null) body = parsed;
  } catch {
    // Not JSON: the status alone says what happened.
  }
  const header = response.headers.get('retry-after');
  const retryAfter = header === null || Number.isNaN(Number(header)) ? null : Number(header);
  return new SublordError(
    response.status,
    typeof body.code === 'string' ? body.code : 'http_error',
    typeof body.detail === 'string' ? body.detail : response.statusText,
    Array.isArray(body.field_errors) ? (body.field_errors as FieldError[]) : [],
    retryAfter,
    response.headers.get('x-request-id'),
  );
}
