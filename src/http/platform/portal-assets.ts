/** The portal's static files, read once at start and served with a short public cache. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const ASSETS: ReadonlyArray<{ name: string; type: string }> = [
  { name: 'portal.css', type: 'text/css; charset=utf-8' },
  { name: 'copy.js', type: 'text/javascript; charset=utf-8' },
  { name: 'checkout.js', type: 'text/javascript; charset=utf-8' },
];

/** Registers GET /assets/<name> on the portal scope. */
export function registerPortalAssets(portal: FastifyInstance): void {
  for (const asset of ASSETS) {
    const body = readFileSync(
      new URL(`../../portal/assets/${asset.name}`, import.meta.url),
      'utf8',
    );
    portal.get(`/assets/${asset.name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(asset.type).header('Cache-Control', 'public, max-age=3600').send(body),
    );
  }
}
