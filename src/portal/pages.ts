/**
 * The portal's pages as pure functions of their view data (no I/O), so the routes stay thin and the
 * templates can be read on their own.
 */
import { html, type SafeHtml } from './html.js';
import { formatInstant, type LayoutContext, layout } from './layout.js';
import { USAGE_CHART_DAYS, usageChart } from './usage-chart.js';

/** An optional message shown at the top of a page. */
export interface Flash {
  kind: 'notice' | 'error';
  text: string;
}

function flash(message: Flash | null): SafeHtml | null {
  return message ? html`<p class="${message.kind}" role="status">${message.text}</p>` : null;
}

function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}

/** Sign-up form. */
export function signUpPage(
  ctx: LayoutContext,
  view: { csrf: string; email: string; message: Flash | null },
): string {
  return layout(
    ctx,
    'Sign up',
    html`<h1>Create a developer account</h1>
${flash(view.message)}
<form method="post" action="/portal/sign-up">
  ${csrfField(view.csrf)}
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${view.email}">
  <label for="password">Password (at least 10 characters)</label>
  <input id="password" name="password" type="password" required minlength="10" maxlength="256" autocomplete="new-password">
  <div class="actions"><button type="submit">Sign up</button></div>
</form>
<p class="muted">Already registered? <a href="/portal/sign-in">Sign in</a>.</p>`,
  );
}

/** Sign-in form. */
export function signInPage(
  ctx: LayoutContext,
  view: { csrf: string; email: string; message: Flash | null },
): string {
  return layout(
    ctx,
    'Sign in',
    html`<h1>Sign in</h1>
${flash(view.message)}
<form method="post" action="/portal/sign-in">
  ${csrfField(view.csrf)}
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${view.email}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required maxlength="256" autocomplete="current-password">
  <div class="actions"><button type="submit">Sign in</button></div>
</form>
<p class="muted">New here? <a href="/portal/sign-up">Create an account</a>.
Forgot your password? <a href="/portal/forgot">Reset it with a code</a>.</p>`,
  );
}

/** One app row on the dashboard. */
export interface AppRow {
  id: string;
  name: string;
  createdAt: number;
  callCount: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
  /** The limits in force for the app (its own, set by the operator, or the defaults). */
  perMinute: number;
  perDay: number;
}

/** The dashboard: subscription status and the apps with their usage. */
export interface DashboardView {
  csrf: string;
  message: Flash | null;
  subscription: {
    state: 'none' | 'active' | 'expired';
    expiresAt: number | null;
    remainingMs: number;
  };
  purchaseText: string;
  /** A checkout form target (POST with the CSRF token), or null when the operator grants access. */
  purchaseUrl: string | null;
  apps: AppRow[];
  liveApps: number;
  maxApps: number;
  /** Calls per app and UTC day over the chart's days (usage-chart.ts). */
  usage: { days: readonly string[]; daily: ReadonlyMap<string, ReadonlyMap<string, number>> };
}

/** One small chart per app (live ones, and revoked ones with calls in the period). */
function usageCharts(view: DashboardView): SafeHtml | null {
  const shown = view.apps.filter((a) => a.revokedAt === null || view.usage.daily.has(a.id));
  if (shown.length === 0) return null;
  return html`<h2 id="usage-heading">Calls per day (last ${USAGE_CHART_DAYS} days, UTC)</h2>
<div class="usage-charts" aria-labelledby="usage-heading">${shown.map(
    (
      a,
    ) => html`<section class="usage-app"><h3>${a.name}${a.revokedAt === null ? null : html` <span class="muted">(revoked)</span>`}</h3>
${usageChart(a.id, view.usage.days, view.usage.daily.get(a.id) ?? new Map())}</section>`,
  )}</div>`;
}

function subscriptionBlock(view: DashboardView): SafeHtml {
  const s = view.subscription;
  const buy = view.purchaseUrl
    ? html`<p class="muted">${view.purchaseText}</p>
<form method="post" action="${view.purchaseUrl}" id="checkout-form">
  ${csrfField(view.csrf)}<div class="actions"><button type="submit">${s.state === 'active' ? 'Renew' : 'Buy access'}</button></div>
</form>`
    : html`<p class="muted" id="purchase-instructions">${view.purchaseText}</p>`;
  if (s.state === 'active' && s.expiresAt !== null) {
    const days = Math.ceil(s.remainingMs / 86_400_000);
    return html`<p>Status: <span class="status-active" id="subscription-state">Active</span> until
<strong id="subscription-expiry">${formatInstant(s.expiresAt)}</strong> (${days} days left).
Renewing now adds 30 days to the remaining time.</p>${buy}`;
  }
  if (s.state === 'expired' && s.expiresAt !== null) {
    return html`<p>Status: <span class="status-expired" id="subscription-state">Expired</span> on
<strong id="subscription-expiry">${formatInstant(s.expiresAt)}</strong>. Every /api/v1 call answers 402 until you
renew; your apps and their secrets are kept and work again after renewal.</p>${buy}`;
  }
  return html`<p>Status: <span class="status-none" id="subscription-state">No subscription</span>. A 30-day
developer subscription is needed before you can create apps.</p>${buy}`;
}

function appRow(app: AppRow, csrf: string): SafeHtml {
  const actions =
    app.revokedAt === null
      ? html`<form class="inline" method="post" action="/portal/apps/${app.id}/rotate"
            data-confirm="Rotate the secret of ${app.name}? The current secret stops working at the end of the chosen grace period.">
            ${csrfField(csrf)}<label class="inline" for="grace-${app.id}">Old secret works for</label>
            <select id="grace-${app.id}" name="grace" class="grace-choice">
              <option value="0">no time (stops now)</option>
              <option value="3600">1 hour</option>
              <option value="86400">24 hours</option>
              <option value="604800">7 days</option>
            </select>
            <button type="submit" class="secondary">Rotate secret</button></form>
          <form class="inline" method="post" action="/portal/apps/${app.id}/revoke"
            data-confirm="Revoke ${app.name}? Every call with its credentials will get 401. This cannot be undone.">
            ${csrfField(csrf)}<button type="submit" class="danger">Revoke</button></form>`
      : html`<span class="muted">Revoked ${formatInstant(app.revokedAt)}</span>`;
  return html`<tr class="${app.revokedAt === null ? 'live' : 'revoked'}" data-app-id="${app.id}">
  <td data-label="Name">${app.name}</td>
  <td data-label="App ID"><code>${app.id}</code></td>
  <td data-label="Created">${formatInstant(app.createdAt)}</td>
  <td class="calls" data-label="Calls">${app.callCount}</td>
  <td class="limits" data-label="Limits">${app.perMinute.toLocaleString('en-US')} a minute, ${app.perDay.toLocaleString('en-US')} a day</td>
  <td data-label="Last used">${app.lastUsedAt === null ? 'never' : formatInstant(app.lastUsedAt)}</td>
  <td class="row-actions">${actions}</td>
</tr>`;
}

/** The signed-in home page. */
export function dashboardPage(ctx: LayoutContext, view: DashboardView): string {
  const canCreate = view.subscription.state === 'active' && view.liveApps < view.maxApps;
  const create = canCreate
    ? html`<form method="post" action="/portal/apps">
  ${csrfField(view.csrf)}
  <label for="name">New app name</label>
  <input id="name" name="name" type="text" required maxlength="80" placeholder="e.g. production">
  <div class="actions"><button type="submit">Create app</button></div>
</form>`
    : html`<p class="muted">${
        view.subscription.state === 'active'
          ? `You have ${view.maxApps} live apps, the most a subscription allows. Revoke one to create another.`
          : 'Creating apps needs an active subscription.'
      }</p>`;
  const table =
    view.apps.length === 0
      ? html`<p class="muted">No apps yet.</p>`
      : html`<table class="reflow" id="apps">
  <thead><tr><th>Name</th><th>App ID</th><th>Created</th><th>Calls</th><th>Limits</th><th>Last used</th><th></th></tr></thead>
  <tbody>${view.apps.map((a) => appRow(a, view.csrf))}</tbody>
</table>
<p class="muted">Call counts and last-used times are written every few seconds.</p>`;
  return layout(
    ctx,
    'Dashboard',
    html`<h1>Dashboard</h1>
${flash(view.message)}
${
  ctx.playground === true
    ? html`<p id="playground-link">Try the engine without writing code: <a href="/portal/playground">open the playground</a>,
enter a birth and see the chart drawn and the predictions listed.</p>`
    : null
}
<h2>Subscription</h2>
${subscriptionBlock(view)}
<h2>Apps (${view.liveApps} of ${view.maxApps})</h2>
<p class="muted">Each app has its own budget, 60 calls a minute and 1,000 a UTC day unless the operator set
larger ones (the Limits column). Use one app per environment.</p>
${table}
${usageCharts(view)}
${create}`,
  );
}

/** Shown once after creating an app or rotating its secret. */
export function credentialsPage(
  ctx: LayoutContext,
  view: {
    appId: string;
    appSecret: string;
    appName: string;
    rotated: boolean;
    baseUrl: string;
    /** After a rotation with a grace period: when the previous secret stops working. */
    previousSecretExpiresAt?: number | null;
  },
): string {
  const curl = `curl -H "X-App-Id: ${view.appId}" -H "X-App-Secret: ${view.appSecret}" ${view.baseUrl}/api/v1/ping`;
  return layout(
    ctx,
    view.rotated ? 'New secret' : 'App created',
    html`<h1>${view.rotated ? 'New secret for' : 'App created:'} ${view.appName}</h1>
<p class="warning" role="alert">Copy the secret now. It will not be shown again: it is stored only as a hash
and cannot be recovered. If you lose it, rotate it.</p>
<label>App ID</label>
<div class="credential"><code id="app-id">${view.appId}</code>
<button type="button" class="secondary" data-copy="app-id">Copy</button></div>
<label>App Secret</label>
<div class="credential"><code id="app-secret" class="secret">${view.appSecret}</code>
<button type="button" class="secondary" data-copy="app-secret">Copy</button></div>
${
  view.rotated
    ? view.previousSecretExpiresAt
      ? html`<p id="grace">The previous secret keeps working until <strong>${formatInstant(view.previousSecretExpiresAt)}</strong>; deploy the new one before then.</p>`
      : html`<p>The previous secret no longer works.</p>`
    : null
}
<p>Keep the secret on your server; never put it in browser or mobile code. Try it:</p>
<pre id="curl">${curl}</pre>
<p><a href="/portal/dashboard">I have saved the secret: back to the dashboard</a></p>`,
  );
}

/** A page for refused requests (403, 404, 429, …). */
export function messagePage(ctx: LayoutContext, title: string, text: string): string {
  return layout(
    ctx,
    title,
    html`<h1>${title}</h1><p>${text}</p><p><a href="/portal">Back to the portal</a></p>`,
  );
}
