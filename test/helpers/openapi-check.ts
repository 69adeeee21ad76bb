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
 * Responses the server sends over a real socket once it listens (browser and load tests) are checked
 * the same way as they leave; a violation there makes `app.close()` reject, failing the file.
 * Paths the document does not describe (hidden routes: portal pages, /docs, /source, /) are skipped.
 *
 * Set OPENAPI_CHECK_REPORT=1 to print the counts when the process exits.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
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

/** The parts of a response the checker reads (an inject response has them all). */
interface SeenResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

interface Checker {
  check(method: string, url: string, res: SeenResponse): void;
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
  checkSocketResponses(app, load);
  return app;
}

/** The body a client reads, from the bytes sent (undoing the server's gzip/brotli/deflate). */
function decoded(bytes: Buffer, encoding: unknown): string {
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/**
 * Watches the responses the app sends over its HTTP server (once it listens): each one's bytes are
 * collected as they are written and checked when it finishes. Violations are kept and make
 * `app.close()` reject (a socket response has no caller to fail).
 */
function checkSocketResponses(app: FastifyInstance, load: () => Promise<Checker>): void {
  const violations: string[] = [];
  const pending = new Set<Promise<void>>();
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding,
            ),
      );
    };
    // Fastify passes its headers to writeHead, which does not store them for getHeaders().
    const sentHeaders: Record<string, unknown> = {};
    const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
    (res as unknown as { writeHead: unknown }).writeHead = (...a: unknown[]) => {
      const given = a.find((x, i) => i > 0 && typeof x === 'object' && x !== null);
      if (given && !Array.isArray(given))
        for (const [k, v] of Object.entries(given)) sentHeaders[k.toLowerCase()] = v;
      return writeHead(...a);
    };
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    (res as unknown as { write: unknown }).write = (...a: unknown[]) => {
      keep(a[0], a[1]);
      return write(...a);
    };
    (res as unknown as { end: unknown }).end = (...a: unknown[]) => {
      keep(a[0], a[1]);
      return end(...a);
    };
    res.on('finish', () => {
      const headers = { ...(res.getHeaders() as Record<string, unknown>), ...sentHeaders };
      let body: string;
      try {
        body = decoded(Buffer.concat(chunks), headers['content-encoding']);
      } catch (error) {
        violations.push(`${req.method} ${req.url}: undecodable body (${String(error)})`);
        return;
      }
      const seen: SeenResponse = {
        statusCode: res.statusCode,
        headers,
        body,
        json: () => JSON.parse(body),
      };
      const check = load()
        .then((checker) => checker.check(req.method ?? 'GET', req.url ?? '/', seen))
        .catch((error: Error) => {
          violations.push(error.message);
        })
        .finally(() => pending.delete(check));
      pending.add(check);
    });
  });
  const close = app.close.bind(app) as () => Promise<void>;
  const closeAndReport = async () => {
    // The first check reads /openapi.json through the app (built on first request): before closing.
    await Promise.all(pending);
    await close();
    await Promise.all(pending);
    if (violations.length > 0) {
      throw new Error(`OpenAPI (socket responses):\n${violations.slice(0, 10).join('\n')}`);
    }
  };
  // Fastify's close takes an optional callback; keep both forms.
  (app as unknown as { close: unknown }).close = (callback?: (error?: Error) => void) => {
    if (typeof callback !== 'function') return closeAndReport();
    closeAndReport().then(
      () => callback(),
      (error: Error) => callback(error),
    );
    return undefined;
  };
}
