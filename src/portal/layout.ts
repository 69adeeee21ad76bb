/**
 * The page shell shared by every portal page: header (sign-out when signed in), main, and the footer
 * with the AGPL source link.
 */
import { html, type SafeHtml } from './html.js';

/** What every page needs besides its body. */
export interface LayoutContext {
  /** URL of the running service's source code (AGPL-3.0 §13). */
  sourceUrl: string;
  /** The signed-in account's email, or null on the public pages. */
  signedInAs: string | null;
  /** CSRF token for the header's sign-out form (signed-in pages only). */
  csrf: string | null;
  /** Whether this server has the playground (it needs the compute side); default false. */
  playground?: boolean;
  /** The page the header's navigation marks as current. */
  current?: 'dashboard' | 'playground';
  /** A wider page (the playground's chart and table). */
  wide?: boolean;
}

function navLink(ctx: LayoutContext, page: 'dashboard' | 'playground', label: string): SafeHtml {
  return html`<a href="/portal/${page}"${ctx.current === page ? html` aria-current="page"` : null}>${label}</a>`;
}

/** A whole HTML document. */
export function layout(ctx: LayoutContext, title: string, body: SafeHtml): string {
  const signOut =
    ctx.signedInAs !== null && ctx.csrf !== null
      ? html`<form method="post" action="/portal/sign-out">
          <a class="muted" href="/portal/account">${ctx.signedInAs}</a>
          <input type="hidden" name="_csrf" value="${ctx.csrf}">
          <button type="submit" class="secondary">Sign out</button>
        </form>`
      : null;
  const nav =
    ctx.signedInAs !== null && ctx.playground === true
      ? html`<nav>${navLink(ctx, 'dashboard', 'Dashboard')}${navLink(ctx, 'playground', 'Playground')}</nav>`
      : null;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · sublord developer portal</title>
<link rel="stylesheet" href="/portal/assets/portal.css">
<script src="/portal/assets/copy.js" defer></script>
</head>
<body${ctx.wide === true ? html` class="wide"` : null}>
<header><a class="brand" href="/portal">sublord · developers</a>${nav}${signOut}</header>
<main>
${body}
</main>
<footer>
sublord is free software under the GNU AGPL-3.0-or-later.
<a href="${ctx.sourceUrl}">Source</a> · <a href="/docs">API docs</a>
</footer>
</body>
</html>
`.value;
}

/** `2026-03-01 09:30 UTC` for a Unix-ms instant. */
export function formatInstant(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
