/**
 * Operator commands of `sublord` (the built-in payment provider is the operator):
 *   account create --email E --password P
 *   account password-reset --email E   a one-time reset code (24 h) for /portal/forgot
 *   account sign-out-everywhere --email E
 *   subscription grant --email E [--days 30] | subscription expire --email E
 *   app create --email E --name N [--json] | app revoke APP_ID
 *   endpoint disable PATH | endpoint enable PATH
 *   dev-app [--json]   a local developer account, an active subscription and a new app, in one step
 * Each command opens the platform lazily, and closes it (flushing usage, closing the database and
 * Redis) before returning. Data goes to stdout; diagnostics to stderr; failures set exit code 1.
 */
import { type Command, InvalidArgumentError } from 'commander';
import { randomToken } from '../platform/crypto.js';
import { PlatformError, StoreUnavailable } from '../platform/errors.js';
import { effectiveLimits, MAX_APP_LIMIT } from '../platform/limits/per-app.js';
// The app cap as apps.ts enforces it (MAX_APPS_PER_ACCOUNT there), without the database code.
import {
  APP_LIMITS,
  APPS_PER_ACCOUNT as MAX_APPS_PER_ACCOUNT,
} from '../platform/limits/quota-gate.js';
import type { Platform } from '../platform/platform.js';
import { MAX_GRANT_DAYS, PERIOD_DAYS } from '../platform/subscriptions/terms.js';
import { normalizeEndpointPath } from '../platform/switches/kill-switch.js';
import { printable, terminalSafe } from './terminal-text.js';

/** What the commands work on: the platform built from the environment's config. */
export type PlatformCtx = Platform;

/** Where the commands write (tests pass buffers). */
export interface OperatorIo {
  out: { write(text: string): unknown };
  err: { write(text: string): unknown };
}

/** The developer account `dev-app` uses. */
export const DEV_EMAIL = 'dev@localhost';

function iso(ms: number | null): string {
  return ms === null ? 'never' : new Date(ms).toISOString();
}

/**
 * A plain decimal integer, or NaN: Number() alone also reads "0x10", "1e3", " 12" and "0b1"
 * (issue 20 §6).
 */
function decimal(value: string): number {
  return /^[0-9]{1,16}$/.test(value) ? Number(value) : Number.NaN;
}

function days(value: string): number {
  const n = decimal(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_GRANT_DAYS) {
    throw new InvalidArgumentError(`must be a whole number of days, 1 to ${MAX_GRANT_DAYS}`);
  }
  return n;
}

function limit(value: string): number {
  const n = decimal(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_APP_LIMIT) {
    throw new InvalidArgumentError(`must be a whole number of calls, 1 to ${MAX_APP_LIMIT}`);
  }
  return n;
}

async function requireAccount(ctx: PlatformCtx, email: string) {
  const account = await ctx.accounts.findByEmail(email);
  if (!account) throw new PlatformError('ACCOUNT_NOT_FOUND', `No account for ${email}.`, 'email');
  return account;
}

/**
 * Lists the endpoints a kill switch may name (program.ts reads them from the registered routes,
 * src/cli/endpoints.ts). Without it, `endpoint disable` checks only the path's form.
 */
export type EndpointLister = (ctx: PlatformCtx) => Promise<readonly string[]>;

/** Whether something answers GET <baseUrl>/healthz (dev-app warns when nothing does). */
export type ServerProbe = (baseUrl: string) => Promise<boolean>;

/** Adds the operator commands to `program`. */
export function registerOperatorCommands(
  program: Command,
  open: () => Promise<PlatformCtx>,
  streams: OperatorIo = { out: process.stdout, err: process.stderr },
  options: { endpoints?: EndpointLister; probe?: ServerProbe } = {},
): void {
  const io = terminalSafe(streams);
  // One line each: a line feed in a stored value is escaped too, so it cannot forge a line.
  const line = (text: string) => io.out.write(`${printable(text)}\n`);
  const json = (value: unknown) => io.out.write(`${JSON.stringify(value)}\n`);

  /**
   * Opens the platform, runs the command, always closes; maps refusals to exit code 1, a store that
   * cannot serve (a change that needs Redis while it is down) to 69.
   */
  function run<A extends unknown[]>(body: (ctx: PlatformCtx, ...args: A) => Promise<void>) {
    return async (...args: A) => {
      const ctx = await open();
      try {
        await body(ctx, ...args);
      } catch (error) {
        if (error instanceof StoreUnavailable) {
          // A store that cannot serve now (issue 34 §1): one line, the sysexits code for it.
          io.err.write(`error: ${error.message}; try again when it answers\n`);
          process.exitCode = 69;
          return;
        }
        if (!(error instanceof PlatformError)) throw error;
        const field = error.field && error.code === 'INVALID_INPUT' ? `${error.field} ` : '';
        io.err.write(`error: ${field}${error.message}\n`);
        process.exitCode = 1;
      } finally {
        await ctx.close();
      }
    };
  }

  const account = program.command('account').description('Developer accounts');
  account
    .command('create')
    .description('Create an account (it has no subscription until one is granted)')
    .requiredOption('--email <email>', 'account email')
    .requiredOption('--password <password>', 'at least 10 characters')
    .action(
      run(async (ctx, o: { email: string; password: string }) => {
        const created = await ctx.accounts.create(o.email, o.password);
        line(`created account ${created.email} (${created.id})`);
      }),
    );

  account
    .command('password-reset')
    .description(
      'Issue a one-time password-reset code (valid 24 hours) for the owner to enter at /portal/forgot',
    )
    .requiredOption('--email <email>', 'account email')
    .action(
      run(async (ctx, o: { email: string }) => {
        const issued = await ctx.passwordResets.issue(o.email);
        const url = `${ctx.config.baseUrl.replace(/\/+$/, '')}/portal/forgot`;
        line(`reset code ${issued.code}`);
        io.err.write(
          `Give this code to the owner of ${o.email} only. It works once, until ${iso(issued.expiresAt)}, at ${url}; an earlier code no longer works. Redeeming it signs out every session.\n`,
        );
      }),
    );
  account
    .command('sign-out-everywhere')
    .description('End every portal session and website token of an account (e.g. after a leak)')
    .requiredOption('--email <email>', 'account email')
    .action(
      run(async (ctx, o: { email: string }) => {
        const target = await requireAccount(ctx, o.email);
        const ended = await ctx.sessions.revokeAll(target.id);
        line(`${target.email}: ${ended} session${ended === 1 ? '' : 's'} ended`);
      }),
    );

  const subscription = program
    .command('subscription')
    .description('Subscriptions (the operator is the built-in payment provider)');
  subscription
    .command('grant')
    .description(
      `Record a purchase: ${PERIOD_DAYS} days, added to the remaining time if still active`,
    )
    .requiredOption('--email <email>', 'account email')
    .option('--days <n>', 'days to grant', days, PERIOD_DAYS)
    .action(
      run(async (ctx, o: { email: string; days: number }) => {
        const result = await ctx.payments.grant(o.email, o.days);
        line(`granted ${o.days} days to ${o.email}: active until ${iso(result.status.expiresAt)}`);
      }),
    );
  subscription
    .command('expire')
    .description('End the current period now (every /api/v1 call then answers 402; apps are kept)')
    .requiredOption('--email <email>', 'account email')
    .action(
      run(async (ctx, o: { email: string }) => {
        const target = await requireAccount(ctx, o.email);
        const status = await ctx.subscriptions.expireNow(target.id);
        line(`${target.email}: ${status.state}, period ended ${iso(status.expiresAt)}`);
      }),
    );

  const app = program.command('app').description('Apps and their credentials');
  app
    .command('create')
    .description('Create an app; prints its App ID and secret (the secret is shown only now)')
    .requiredOption('--email <email>', 'owner account email')
    .requiredOption('--name <name>', 'app name')
    .option('--json', 'print one JSON object')
    .action(
      run(async (ctx, o: { email: string; name: string; json?: boolean }) => {
        const owner = await requireAccount(ctx, o.email);
        const issued = await ctx.apps.create(owner.id, o.name);
        if (o.json) {
          json({ app_id: issued.appId, app_secret: issued.appSecret, name: issued.app.name });
        } else {
          line(`app_id     ${issued.appId}`);
          line(`app_secret ${issued.appSecret}`);
          io.err.write('The secret is not stored and will not be shown again.\n');
        }
      }),
    );
  app
    .command('revoke')
    .description('Revoke an app: every call with its credentials gets 401')
    .argument('<app_id>', 'App ID')
    .action(
      run(async (ctx, appId: string) => {
        const revoked = await ctx.apps.revoke(null, appId);
        line(`revoked ${revoked.id} (${revoked.name}) at ${iso(revoked.revokedAt)}`);
      }),
    );

  app
    .command('limits')
    .description(
      `Set an app's own limits (larger plans, load tests); --reset goes back to ${APP_LIMITS.perMinute} a minute and ${APP_LIMITS.perDay} a day`,
    )
    .argument('<app_id>', 'App ID')
    .option('--per-minute <n>', 'calls per calendar minute', limit)
    .option('--per-day <n>', 'calls per UTC day', limit)
    .option('--reset', "back to the contract's defaults")
    .action(
      run(
        async (ctx, appId: string, o: { perMinute?: number; perDay?: number; reset?: boolean }) => {
          const given = o.perMinute !== undefined || o.perDay !== undefined;
          if (Boolean(o.reset) === given) {
            throw new PlatformError(
              'INVALID_INPUT',
              'give --per-minute and/or --per-day, or --reset alone',
              'limits',
            );
          }
          // A window not given keeps its current value.
          const app = await ctx.apps.setLimits(
            appId,
            o.reset ? null : { perMinute: o.perMinute, perDay: o.perDay },
          );
          const inForce = effectiveLimits(APP_LIMITS, app.limits);
          line(
            `${app.id} (${app.name}): ${inForce.perMinute} a minute, ${inForce.perDay} a UTC day`,
          );
        },
      ),
    );

  const endpoint = program
    .command('endpoint')
    .description('Kill switches: turn an endpoint off (503) or on, on every instance');
  for (const [verb, off] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    endpoint
      .command(verb)
      .description(`${off ? 'Disable' : 'Re-enable'} an endpoint, e.g. /api/v1/birth-chart`)
      .argument('<path>', 'endpoint path')
      .action(
        run(async (ctx, path: string) => {
          const known = options.endpoints ? await options.endpoints(ctx) : null;
          const canonical = normalizeEndpointPath(path);
          // Enabling stays possible for a path switched off earlier (an endpoint since removed).
          await ctx.killSwitch.refresh();
          const stale = !off && ctx.killSwitch.isDisabled(canonical);
          if (known && !known.includes(canonical) && !stale) {
            throw new PlatformError(
              'INVALID_INPUT',
              `${canonical} is not an endpoint of this server. Known endpoints:\n  ${known.join('\n  ')}`,
            );
          }
          const state = off
            ? await ctx.killSwitch.disable(path)
            : await ctx.killSwitch.enable(path);
          line(
            `${state.path} ${off ? 'disabled' : 'enabled'}; every instance sees it within ${Math.min(ctx.config.killSwitchRefreshSeconds || 1, 5)} s`,
          );
        }),
      );
  }

  program
    .command('dev-app')
    .description(
      `Local development in one step: ${DEV_EMAIL} with an active subscription and a new app`,
    )
    .option('--json', 'print one JSON object')
    .action(
      run(async (ctx, o: { json?: boolean }) => {
        let password: string | null = null;
        let dev = await ctx.accounts.findByEmail(DEV_EMAIL);
        if (!dev) {
          password = randomToken(18);
          dev = await ctx.accounts.create(DEV_EMAIL, password);
        }
        let status = await ctx.subscriptions.status(dev.id);
        if (status.state !== 'active') status = (await ctx.payments.grant(DEV_EMAIL)).status;
        const live = (await ctx.apps.list(dev.id)).filter((a) => a.revokedAt === null);
        if (live.length >= MAX_APPS_PER_ACCOUNT) {
          // The dev account is disposable: make room by retiring its oldest app.
          const oldest = live.reduce((a, b) => (a.createdAt <= b.createdAt ? a : b));
          await ctx.apps.revoke(dev.id, oldest.id);
          io.err.write(
            `revoked the oldest dev app ${oldest.id} (at most ${MAX_APPS_PER_ACCOUNT} live apps)\n`,
          );
        }
        const issued = await ctx.apps.create(dev.id, `dev ${new Date(ctx.now()).toISOString()}`);
        const baseUrl = ctx.config.baseUrl.replace(/\/+$/, '');
        const expiresAt = status.expiresAt ?? 0;
        if (o.json) {
          json({
            app_id: issued.appId,
            app_secret: issued.appSecret,
            base_url: baseUrl,
            email: DEV_EMAIL,
            expires_at: expiresAt / 1000,
            ...(password === null ? {} : { password }),
          });
          return;
        }
        const reachable = options.probe ? await options.probe(baseUrl) : true;
        line(`app_id     ${issued.appId}`);
        line(`app_secret ${issued.appSecret}`);
        line(`base_url   ${baseUrl}`);
        line(`account    ${DEV_EMAIL}, active until ${iso(expiresAt)}`);
        line('');
        line('# Paste into your shell:');
        line(
          `export SUBLORD_APP_ID=${issued.appId} SUBLORD_APP_SECRET=${issued.appSecret} SUBLORD_BASE_URL=${baseUrl}`,
        );
        line(
          `curl -H "X-App-Id: ${issued.appId}" -H "X-App-Secret: ${issued.appSecret}" ${baseUrl}/api/v1/ping`,
        );
        line('');
        line(`Developer portal: ${baseUrl}/portal (sign in as ${DEV_EMAIL})`);
        line(
          password === null
            ? 'Portal password: unchanged (it was shown when the account was first made)'
            : `Portal password: ${password}`,
        );
        if (!reachable) {
          io.err.write(
            `Nothing answers at ${baseUrl} yet. The URL comes from BASE_URL, else PORT (default 8080): start the server with the same settings (npm start), or run dev-app with the server's PORT or BASE_URL.\n`,
          );
        }
        io.err.write('The secret is not stored and will not be shown again.\n');
      }),
    );
}
