/**
 * Security headers of every answer (issue 37 §5). Before, only the portal sent a Content-Security-
 * Policy; the landing page, /docs and every API answer had none, could be framed, and had no
 * `X-Content-Type-Options: nosniff`.
 *
 * - Every answer: `nosniff` (a browser never reads a JSON body or the source archive as script or
 *   HTML), `X-Frame-Options: DENY` for browsers older than CSP's `frame-ancestors`, and a policy that
 *   lets the answer load nothing and be framed by nothing (`API_CSP`). They are set on the raw
 *   response at the start of the request, so the MCP transport's own answers (a hijacked reply)
 *   carry them too; a page sets its own policy over it (a Fastify header takes precedence).
 * - A page: `pagePolicy(...)`, the same base (nothing framed, no `<base>`, no form posted elsewhere)
 *   plus what that page loads, from this server alone: /docs (docs.ts), the landing page
 *   (routes/landing.ts); the portal sets its policy with @fastify/helmet (platform/portal-routes.ts).
 * Checked by test/http/security-headers.test.ts and, in Chromium with no policy violation, by the
 * portal and docs end-to-end tests.
 */
import type { ServerResponse } from 'node:http';

/** The policy of an answer that is not a page: it loads nothing and nothing frames it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A page's policy: `sources` by directive (`script-src`: [...]), on the base every page keeps. */
export function pagePolicy(sources: Readonly<Record<string, readonly string[]>>): string {
  const own = Object.entries(sources).map(([directive, list]) => `${directive} ${list.join(' ')}`);
  return [
    "default-src 'none'",
    ...own,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sets the headers every answer carries (called at the start of each request). */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', API_CSP);
}
