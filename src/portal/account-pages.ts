/**
 * The account pages: active sessions, sign out everywhere, change password (signed in); the
 * password reset with an operator-issued code (signed out); and the checkout page of a configured
 * payment provider. Pure functions of their view data, like pages.ts.
 */
import { html, type SafeHtml } from './html.js';
import { formatInstant, type LayoutContext, layout } from './layout.js';
import type { Flash } from './pages.js';

function flash(message: Flash | null): SafeHtml | null {
  return message ? html`<p class="${message.kind}" role="status">${message.text}</p>` : null;
}

function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}

/** One live session in the account page's list. */
export interface SessionRow {
  sessionId: string;
  kind: 'portal' | 'website';
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
}

/** The account page: sessions and the password change. */
export function accountPage(
  ctx: LayoutContext,
  view: { csrf: string; email: string; sessions: SessionRow[]; message: Flash | null },
): string {
  const rows = view.sessions.map(
    (s) => html`<tr data-session-kind="${s.kind}"${s.current ? html` class="current"` : null}>
  <td>${s.kind === 'portal' ? 'Portal (this website)' : 'Website token (API sign-in)'}${s.current ? html` <strong>(this one)</strong>` : null}</td>
  <td>${formatInstant(s.createdAt)}</td>
  <td>${formatInstant(s.lastSeenAt)}</td>
  <td>${
    s.current
      ? null
      : html`<form class="inline" method="post" action="/portal/account/sessions/${s.sessionId}/revoke">
    ${csrfField(view.csrf)}<button type="submit" class="secondary">Sign out</button></form>`
  }</td>
</tr>`,
  );
  return layout(
    ctx,
    'Account',
    html`<h1>Account</h1>
${flash(view.message)}
<p>Signed in as <strong>${view.email}</strong>.</p>
<h2>Active sessions</h2>
<p class="muted">Every place this account is signed in: portal sessions (a browser cookie) and website
tokens (from <code>POST /api/auth/sign-in</code>). Last-used times are kept to the minute.</p>
<div class="table-scroll"><table id="sessions">
  <thead><tr><th>Where</th><th>Signed in</th><th>Last used</th><th></th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>
<form method="post" action="/portal/account/sign-out-everywhere"
  data-confirm="Sign out everywhere, this browser included?">
  ${csrfField(view.csrf)}<div class="actions"><button type="submit" class="danger">Sign out everywhere</button></div>
</form>
<h2>Change password</h2>
<p class="muted">Changing the password signs out every other session.</p>
<form method="post" action="/portal/account/password">
  ${csrfField(view.csrf)}
  <label for="current_password">Current password</label>
  <input id="current_password" name="current_password" type="password" required maxlength="256" autocomplete="current-password">
  <label for="password">New password (at least 10 characters)</label>
  <input id="password" name="password" type="password" required minlength="10" maxlength="256" autocomplete="new-password">
  <div class="actions"><button type="submit">Change password</button></div>
</form>`,
  );
}

/** Reset with an operator-issued code (there is no email delivery). */
export function forgotPage(
  ctx: LayoutContext,
  view: { csrf: string; email: string; contact: string | null; message: Flash | null },
): string {
  const ask = view.contact
    ? html`ask the operator of this server (${view.contact})`
    : html`ask the operator of this server`;
  return layout(
    ctx,
    'Reset password',
    html`<h1>Reset your password</h1>
${flash(view.message)}
<p>This server sends no email. To reset your password, ${ask} for a reset code: they run
<code>sublord account password-reset --email you@example.com</code> and give you the code. A code
works once, for 24 hours; resetting signs out every session of the account.</p>
<form method="post" action="/portal/forgot">
  ${csrfField(view.csrf)}
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${view.email}">
  <label for="code">Reset code</label>
  <input id="code" name="code" type="text" required maxlength="40" autocomplete="one-time-code" placeholder="XXXX-XXXX-XXXX-XXXX">
  <label for="password">New password (at least 10 characters)</label>
  <input id="password" name="password" type="password" required minlength="10" maxlength="256" autocomplete="new-password">
  <div class="actions"><button type="submit">Set new password</button></div>
</form>
<p class="muted"><a href="/portal/sign-in">Back to sign-in</a></p>`,
  );
}

/** After "Buy": the provider's checkout, opened by /portal/assets/checkout.js. */
export function checkoutPage(
  ctx: LayoutContext,
  view: {
    scriptUrl: string;
    publicKey: string;
    orderId: string;
    amount: number;
    currency: string;
    days: number;
    email: string;
  },
): string {
  const price = (view.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  return layout(
    ctx,
    'Checkout',
    html`<h1>Buy ${view.days} days of developer access</h1>
<p>Price: <strong>${view.currency} ${price}</strong>, one payment, not auto-renewing. If you have time
left, the ${view.days} days are added to it.</p>
<div id="checkout" data-key="${view.publicKey}" data-order-id="${view.orderId}"
  data-amount="${view.amount}" data-currency="${view.currency}" data-email="${view.email}"
  data-description="${view.days} days of developer access">
  <div class="actions"><button type="button" id="pay" disabled>Pay with Razorpay</button></div>
  <p class="muted" id="checkout-status">Loading Razorpay's checkout…</p>
</div>
<p class="muted">Access is added when Razorpay confirms the payment to this server, usually within
seconds; the dashboard then shows the new end date.</p>
<p><a href="/portal/dashboard">Back to the dashboard</a></p>
<script src="${view.scriptUrl}" defer></script>
<script src="/portal/assets/checkout.js" defer></script>`,
  );
}
