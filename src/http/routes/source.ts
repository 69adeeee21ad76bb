import type { FastifyInstance } from 'fastify';
import { sourceArchive } from '../../app/source-archive.js';

/**
 * GET /source: the corresponding source of this running service (AGPL-3.0 §13). Redirects to
 * SOURCE_URL when the operator publishes it elsewhere; otherwise serves the tree as a .tar.gz.
 */
export function registerSource(
  app: FastifyInstance,
  options: { sourceUrl: string | null; root: string },
): void {
  let archive: Buffer | null = null;
  app.get('/source', { schema: { hide: true } }, async (_request, reply) => {
    if (options.sourceUrl) return reply.redirect(options.sourceUrl, 302);
    archive ??= sourceArchive(options.root);
    return reply
      .type('application/gzip')
      .header('Content-Disposition', 'attachment; filename="sublord-source.tar.gz"')
      .send(archive);
  });
}
