/**
 * OpenAPI 3.1 at /openapi.json (built from the route schemas) and a docs page at /docs that works
 * offline (swagger-ui serves its own assets). The API description below is the reference prose.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_DESCRIPTION } from './docs-text.js';
import { finishOpenApiDocument } from './openapi-document.js';

/** The top-bar wordmark of /docs (in place of swagger-ui's stock logo). */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><text x="0" y="29" font-family="system-ui, sans-serif" font-size="28" font-weight="600" fill="#ffffff">sublord</text></svg>`;

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'sublord API', version: '1', description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          AppId: { type: 'apiKey', in: 'header', name: 'X-App-Id' },
          AppSecret: { type: 'apiKey', in: 'header', name: 'X-App-Secret' },
          SessionToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'Website session token from POST /api/auth/sign-in.',
          },
        },
      },
    },
    // Security per operation (only /api/v1), headers, 413/415/500 and sendable examples.
    transformObject: (document) =>
      finishOpenApiDocument(
        ('openapiObject' in document ? document.openapiObject : {}) as Record<string, unknown>,
      ),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { deepLinking: false },
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO_SVG), href: '/', target: '_self' },
    theme: { title: 'sublord API' },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
