/**
 * OpenAPI 3.1 at /openapi.json (built from the route schemas) and a docs page at /docs that works
 * offline (swagger-ui serves its own assets). The API description below is the reference prose.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_DESCRIPTION } from './docs-text.js';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'sublord API', version: '1', description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          AppId: { type: 'apiKey', in: 'header', name: 'X-App-Id' },
          AppSecret: { type: 'apiKey', in: 'header', name: 'X-App-Secret' },
        },
      },
      security: [{ AppId: [], AppSecret: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: false } });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
