/**
 * What the HTTP layer needs from the platform (accounts, apps, subscriptions, quotas, kill switches).
 * server.ts only knows this interface; src/http/platform/ implements it over src/platform/.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

export interface PlatformHttp {
  /**
   * onRequest hook for every /api/v1 route, in this order: credentials (401) → subscription (402)
   * → kill switch (503) → quota (429). Sets X-RateLimit-* headers and request.appId.
   */
  apiGate: onRequestHookHandler;
  /**
   * The gate of POST /mcp (issue 37 §8): `admit`, an onRequest hook, checks the credentials and the
   * subscription before the body is read (401, 402), counting nothing; `charge` counts the request as
   * one call in the app's quota and usage, or answers 429 (false). The route charges a request none
   * of whose messages calls a tool; a tool call is counted by its endpoint's call.
   */
  mcpGate: {
    admit: onRequestHookHandler;
    charge(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  };
  /** onRequest hook for session-authenticated website routes (/api/question/cusp): 401 / 402. */
  sessionGate: onRequestHookHandler;
  /** Registers the portal pages, the website's auth endpoints and GET /api/v1/ping. */
  registerRoutes(app: FastifyInstance): Promise<void>;
  /** Registers routes that live inside the /api/v1 prefix (ping), called within the gated scope. */
  registerV1Routes(v1: FastifyInstance): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by apiGate once credentials are verified; logged with every /api/v1 response. */
    appId?: string;
  }
}
