/**
 * The CLI's direct path (issue 11 §7): a POST route's own validator and handler, called without
 * inject or HTTP framing. Shared by LocalApi (routes found on the built server) and LightApi (routes
 * recorded without Fastify); neither Fastify nor the server is imported here.
 */
import type { FastifyInstance } from 'fastify';

/** A POST endpoint under /api/v1, as registered by the server. */
export interface Endpoint {
  url: string;
  bodySchema: unknown;
  handler: (request: unknown, reply: unknown) => unknown;
  validate: ((body: unknown) => boolean) | null;
}

/** Thrown by the stand-in reply: the handler wanted the real one, so inject answers instead. */
class NeedsHttp extends Error {}
const NO_REPLY = new Proxy(
  {},
  {
    get() {
      throw new NeedsHttp();
    },
  },
);

/**
 * The direct path: the 200 body as JSON text, or null when the request needs the HTTP path (no
 * validator, malformed JSON, a body the validator refuses, a handler that throws or needs the reply).
 * `app` is the handler's `this` and gives the request its logger (a route registered on a recorder,
 * src/cli/light-api.ts, has none).
 */
export async function answerDirect(
  e: Endpoint,
  payload: string,
  app: FastifyInstance | null,
): Promise<string | null> {
  if (!e.validate) return null;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return null;
  }
  if (body === null || typeof body !== 'object' || !e.validate(body)) return null;
  try {
    // Without a server there is no logger: a handler that logs takes the HTTP path.
    const request = { body, query: {}, params: {}, headers: {}, log: app?.log ?? NO_REPLY };
    const result = await e.handler.call(app, request, NO_REPLY);
    return result === undefined ? null : JSON.stringify(result);
  } catch {
    // A DomainError (422) or anything else: inject gives the API's exact answer.
    return null;
  }
}
