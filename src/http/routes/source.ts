import type { FastifyInstance } from 'fastify';
import { SourceUnavailable, sourceArchive } from '../../app/source-archive.js';
import { ipGroup } from '../../platform/limits/client-ip.js';
import { sendError } from '../errors.js';

/**
 * Downloads of the archive per client (an IPv6 /64 counts as one) per calendar minute, in each
 * worker process: the archive is several MB, so a client looping on it would take the bandwidth
 * (issue 20 §6). Generous for people and mirrors; 429 with Retry-After beyond it.
 */
export const SOURCE_PER_MINUTE = 6;
/** Clients remembered for the current minute before the table is cleared (memory bound). */
const MAX_TRACKED = 10_000;

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
  let minute = -1;
  const counts = new Map<string, number>();
  app.get('/source', { schema: { hide: true } }, async (request, reply) => {
    if (options.sourceUrl) return reply.redirect(options.sourceUrl, 302);
    const now = Date.now();
    const thisMinute = Math.floor(now / 60_000);
    if (thisMinute !== minute || counts.size >= MAX_TRACKED) {
      minute = thisMinute;
      counts.clear();
    }
    const who = ipGroup(request.ip);
    const used = (counts.get(who) ?? 0) + 1;
    counts.set(who, used);
    if (used > SOURCE_PER_MINUTE) {
      const retryAfter = Math.max(1, Math.ceil(((thisMinute + 1) * 60_000 - now) / 1000));
      reply.header('Retry-After', retryAfter);
      return sendError(
        reply,
        'rate_limited',
        null,
        `At most ${SOURCE_PER_MINUTE} source downloads a minute from one address; try again in ${retryAfter} seconds.`,
      );
    }
    try {
      archive ??= sourceArchive(options.root);
    } catch (error) {
      if (!(error instanceof SourceUnavailable)) throw error;
      return sendError(reply, 'unavailable', null, error.message);
    }
    return reply
      .type('application/gzip')
      .header('Content-Disposition', 'attachment; filename="sublord-source.tar.gz"')
      .send(archive);
  });
}
