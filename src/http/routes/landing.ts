/**
 * GET /: a small landing page for the first visit, linking the API docs, the developer portal, the
 * health check and the source (AGPL-3.0 §13). Static HTML, no script, no external asset: its policy
 * allows its one inline style by hash and nothing else (security-headers.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pagePolicy } from '../security-headers.js';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
/** The landing page's Content-Security-Policy. */
export const LANDING_CSP = pagePolicy({ 'style-src': [STYLE_HASH] });

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The page, for a source link (`/source` or the operator's SOURCE_URL). */
export function landingPage(sourceUrl: string): string {
  const links: Array<[string, string, string]> = [
    ['/docs', 'API documentation', 'every endpoint, its fields, errors and limits (OpenAPI 3.1)'],
    ['/openapi.json', 'OpenAPI document', 'for client generators and validators'],
    ['/portal', 'Developer portal', 'sign up, subscribe, create an App ID and secret'],
    ['/healthz', 'Health', 'liveness, engine version, ephemeris and tz data version'],
    [sourceUrl, 'Source', 'the source code of this running service (AGPL-3.0-or-later)'],
  ];
  const items = links
    .map(
      ([href, label, what]) =>
        `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a> — ${escapeHtml(what)}</li>`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>sublord</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <h1>sublord</h1>
    <p>Deterministic KP (Krishnamurti Paddhati) and classical Vedic astrology over a JSON API.</p>
    <ul>
      ${items}
    </ul>
  </body>
</html>
`;
}

export function registerLanding(app: FastifyInstance, options: { sourceUrl: string }): void {
  const page = landingPage(options.sourceUrl);
  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', LANDING_CSP)
      .send(page),
  );
}
