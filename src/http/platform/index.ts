/**
 * createPlatformHttp(): the PlatformHttp the server composes (src/http/platform-port.ts), built over
 * the platform services: the /api/v1 gate, the session gate, ping, the website's auth endpoints and
 * the developer portal.
 */
import type { FastifyInstance } from 'fastify';
import type { ComputeDeps } from '../../app/deps.js';
import type { Platform } from '../../platform/platform.js';
import type { AccessConfig, Config } from '../../process/config.js';
import type { PlatformHttp } from '../platform-port.js';
import { createApiGate, createMcpGate, createRefundHook } from './api-gate.js';
import { registerAuthRoutes } from './auth-routes.js';
import { registerPaymentWebhook } from './payment-webhook.js';
import { registerPing } from './ping.js';
import { registerPortal } from './portal-routes.js';
import { registerQuestionRoutes } from './question-routes.js';
import { setRateLimitHeaders, unattributedReport } from './rate-limit-headers.js';
import { registerReadiness } from './readiness.js';
import { createSessionGate } from './session-gate.js';

/** Optional settings beyond Config. */
export interface PlatformHttpOptions {
  /** Footer "Source" link (AGPL-3.0 §13); default `/source`. */
  sourceUrl?: string;
  /** Overrides the Secure cookie flag (default: on when config.baseUrl is https). */
  secureCookies?: boolean;
  /** The engine side: when given, the portal has its playground (/portal/playground). */
  compute?: ComputeDeps;
}

/** The platform's HTTP side. */
export function createPlatformHttp(
  platform: Platform,
  config: Pick<Config, 'baseUrl'> & { access?: AccessConfig | undefined },
  options: PlatformHttpOptions = {},
): PlatformHttp {
  // Decided from the configuration, never from the platform: registering routes must not touch it
  // (validators-precompile.ts builds the server over a platform that throws on any use).
  const checkout = config.access?.razorpay != null;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const sessionGate = createSessionGate(platform);
  return {
    apiGate: createApiGate(platform),
    mcpGate: createMcpGate(platform),
    sessionGate,

    async registerRoutes(app: FastifyInstance) {
      // Paths under /api/v1 that match no route never reach the gated scope; give their 404s the
      // rate-limit headers too, so every /api/v1 response carries them.
      app.addHook('onSend', async (request, reply) => {
        if (request.url.startsWith('/api/v1/') && !reply.hasHeader('X-RateLimit-Limit')) {
          const t = platform.now();
          setRateLimitHeaders(reply, unattributedReport(t), t);
        }
      });
      registerReadiness(app, platform);
      registerAuthRoutes(app, platform);
      registerQuestionRoutes(app, platform, sessionGate);
      if (checkout) await registerPaymentWebhook(app, platform);
      await registerPortal(app, platform, {
        baseUrl,
        sourceUrl: options.sourceUrl ?? '/source',
        cookie: { secure: options.secureCookies ?? baseUrl.startsWith('https://') },
        compute: options.compute,
        checkout,
      });
    },

    async registerV1Routes(v1: FastifyInstance) {
      v1.addHook('onSend', createRefundHook(platform));
      registerPing(v1);
    },
  };
}
