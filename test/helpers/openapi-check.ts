/**
 * Every response a test receives through `app.inject` is checked against the server's own
 * /openapi.json (issue 9 §6: "validate every response the test suite receives against it").
 *
 * `checkResponsesAgainstOpenApi(app)` wraps the app's inject. For a request whose path is an
 * operation path of the document (any route found there, so endpoints added later are covered):
 * - the status must be documented for that operation, and a JSON body must validate (Ajv, JSON
 *   Schema 2020-12, the dialect of OpenAPI 3.1) against the documented schema of that status;
 * - every header the document lists for that response must be present;
 * - a method the path does not offer must be a 405 (or the 404 of a wrong path) in the `Error` shape.
 * A violation rejects the inject call, so the test that made the request fails with the reason.
 * Paths the document does not describe (hidden routes: portal pages, /docs, /source, /) are skipped.
 * Responses over a real socket (browser, load and CLI tests) are not seen here.
 *
 * Set OPENAPI_CHECK_REPORT=1 to print the counts when the process exits.
 */

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
// ajv-formats is CommonJS: its default export arrives as `default` under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => void;

/** Counts over the whole test process. */
export const OPENAPI_CHECK_COUNTS = { validated: 0, statusOnly: 0, undocumentedPath: 0 };
if (process.env.OPENAPI_CHECK_REPORT === '1') {
  process.on('exit', () => {
    process.stderr.write(`openapi-check: ${JSON.stringify(OPENAPI_CHECK_COUNTS)}\n`);
  });
}

const DOC_ID = 'urn:sublord:openapi';

interface Checker {
  check(method: string, url: string, res: LightMyRequestResponse): void;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export interface CheckOptions {
  /**
   * False for a server built without the platform (OPEN_PLATFORM: no gate, so no X-RateLimit-* and
   * Retry-After headers); the other documented headers are still required.
   */
  rateLimitHeaders?: boolean;
}

/** Builds a checker over one OpenAPI document. */
export function openApiChecker(doc: Json, options: CheckOptions = {}): Checker {
  const skipHeader = (h: string) =>
    options.rateLimitHeaders === false && (h.startsWith('X-RateLimit') || h === 'Retry-After');
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  const compiled = new Map<string, ReturnType<Ajv2020['compile']>>();
  const validatorAt = (ptr: string) => {
    let v = compiled.get(ptr);
    if (!v) {
      v = ajv.compile({ $ref: `${DOC_ID}#/${ptr}` });
      compiled.set(ptr, v);
    }
    return v;
  };
  const paths = isObject(doc.paths) ? doc.paths : {};
  const templates = Object.keys(paths).map((template) => ({
    template,
    re: new RegExp(
      `^${template
        .split('/')
        .map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}$`,
    ),
  }));

  return {
    check(method, url, res) {
      const path = url.split('?')[0] ?? url;
      const found = templates.find((t) => t.re.test(path));
      if (!found) {
        OPENAPI_CHECK_COUNTS.undocumentedPath++;
        return;
      }
      const where = `${method} ${path} → ${res.statusCode}`;
      const item = paths[found.template] as Json;
      const m = method.toLowerCase();
      const op = isObject(item[m]) ? (item[m] as Json) : null;
      const type = String(res.headers['content-type'] ?? '');
      const json = type.startsWith('application/json');
      if (!op) {
        // HEAD is answered from GET by Fastify.
        if (m === 'head' && isObject(item.get)) return;
        if (![404, 405].includes(res.statusCode) || !json) {
          throw new Error(`OpenAPI: ${where}: the document has no ${m} operation for this path`);
        }
        const v = validatorAt(pointer('components', 'schemas', 'Error'));
        if (!v(res.json())) throw new Error(`OpenAPI: ${where}: ${ajv.errorsText(v.errors)}`);
        OPENAPI_CHECK_COUNTS.validated++;
        return;
      }
      const responses = isObject(op.responses) ? op.responses : {};
      const status = String(res.statusCode);
      const documented = responses[status] ?? responses.default;
      if (!isObject(documented)) {
        throw new Error(
          `OpenAPI: ${where}: status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`,
        );
      }
      const key = status in responses ? status : 'default';
      const headers = isObject(documented.headers) ? Object.keys(documented.headers) : [];
      for (const h of headers) {
        if (!skipHeader(h) && res.headers[h.toLowerCase()] === undefined)
          throw new Error(`OpenAPI: ${where}: documented header ${h} is missing`);
      }
      if (!json || res.body.length === 0) {
        OPENAPI_CHECK_COUNTS.statusOnly++;
        return;
      }
      const content = isObject(documented.content) ? documented.content : {};
      const media = Object.keys(content).find((k) => k.startsWith('application/json'));
      if (!media || !isObject((content[media] as Json).schema)) {
        throw new Error(`OpenAPI: ${where}: a JSON body was sent but no schema is documented`);
      }
      const v = validatorAt(
        pointer('paths', found.template, m, 'responses', key, 'content', media, 'schema'),
      );
      if (!v(res.json())) {
        throw new Error(`OpenAPI: ${where}: body does not match: ${ajv.errorsText(v.errors)}`);
      }
      OPENAPI_CHECK_COUNTS.validated++;
    },
  };
}

function describeRequest(options: InjectOptions | string): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const url =
    typeof options.url === 'string'
      ? options.url
      : typeof options.path === 'string'
        ? options.path
        : String((options.url as { pathname?: string } | undefined)?.pathname ?? '/');
  return { method: String(options.method ?? 'GET').toUpperCase(), url };
}

/**
 * Wraps `app.inject` so that every response is checked against the app's /openapi.json (read once,
 * on the first request). Returns the app.
 */
export function checkResponsesAgainstOpenApi<T extends FastifyInstance>(
  app: T,
  options: CheckOptions = {},
): T {
  const original = app.inject.bind(app) as (
    o: InjectOptions | string,
  ) => Promise<LightMyRequestResponse>;
  let checker: Promise<Checker> | null = null;
  const load = () => {
    checker ??= original({ method: 'GET', url: '/openapi.json' }).then((res) => {
      if (res.statusCode !== 200) throw new Error(`/openapi.json answered ${res.statusCode}`);
      return openApiChecker(res.json() as Json, options);
    });
    return checker;
  };
  const wrapped = async (options: InjectOptions | string) => {
    const res = await original(options);
    const { method, url } = describeRequest(options);
    (await load()).check(method, url, res);
    return res;
  };
  (app as unknown as { inject: unknown }).inject = wrapped;
  return app;
}
