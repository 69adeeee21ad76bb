import type { FastifyInstance } from 'fastify';
import { SourceUnavailable, sourceArchive } from '../../app/source-archive.js';

/**
 * GET /source: the corresponding source of this running service (AGPL-3.0 §13). Redirects to
 * SOURCE_URL when the operator publishes it elsewhere; otherwise serves the git-tracked files of the
 * running tree as a .tar.gz (src/app/source-archive.ts), or 503 when the installation has no list of
 * them (no git checkout, no SOURCE-FILES) rather than guess.
 */
export function registerSource(
  app: FastifyInstance,
  options: { sourceUrl: string | null; root: string },
): void {
  let archive: Buffer | null = null;
  app.get('/source', { schema: { hide: true } }, async (_request, reply) => {
    if (options.sourceUrl) return reply.redirect(options.sourceUrl, 302);
    try {
      archive ??= sourceArchive(options.root);
    } catch (error) {
      if (!(error instanceof SourceUnavailable)) throw error;
      return reply.code(503).type('application/json').send({ detail: error.message });
    }
    return reply
      .type('application/gzip')
      .header('Content-Disposition', 'attachment; filename="sublord-source.tar.gz"')
      .send(archive);
  });
}
