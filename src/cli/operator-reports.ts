/**
 * Operator reports of `sublord` (read-only):
 *   account list [--json]
 *   app list [--email E] [--json]
 *   usage [--app APP_ID] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]   calls per app and UTC day
 * Tables for a terminal, or one JSON document with --json. Never a secret or a password hash.
 */
import { type Command, InvalidArgumentError } from 'commander';
import type { Platform } from '../platform/platform.js';
import type { OperatorIo } from './operator.js';
import { printable, terminalSafe } from './terminal-text.js';

type Reports = ReturnType<typeof import('../platform/reports.js').createReports>;

function isoOrDash(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().slice(0, 19).concat('Z');
}

function utcDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ms = match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new InvalidArgumentError('must be a calendar date, YYYY-MM-DD');
  }
  return value;
}

/** Left-aligned columns separated by two spaces, with a header row; each cell on its one line. */
function table(header: string[], cells: string[][]): string {
  const rows = cells.map((row) => row.map(printable));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .concat('\n');
  return [header, ...rows].map(line).join('');
}

/** Adds the report commands to `program` (under the existing `account` and `app` groups). */
export function registerOperatorReports(
  program: Command,
  open: () => Promise<Platform>,
  streams: OperatorIo = { out: process.stdout, err: process.stderr },
): void {
  const io = terminalSafe(streams);
  async function withReports<T>(body: (reports: Reports) => Promise<T>): Promise<T> {
    const ctx = await open();
    try {
      // Imported by the report commands alone: it loads the query builder (issue 22).
      const { createReports } = await import('../platform/reports.js');
      return await body(createReports(ctx.database.db, ctx.now));
    } finally {
      await ctx.close();
    }
  }
  const group = (name: string) => {
    const found = program.commands.find((c) => c.name() === name);
    if (!found) throw new Error(`the ${name} command group must be registered first`);
    return found;
  };

  group('account')
    .command('list')
    .description('Every account: subscription state, access end, live and revoked apps')
    .option('--json', 'print one JSON array')
    .action(async (o: { json?: boolean }) => {
      const rows = await withReports((r) => r.accounts());
      if (o.json) {
        io.out.write(`${JSON.stringify(rows)}\n`);
        return;
      }
      io.out.write(
        table(
          ['email', 'subscription', 'access until', 'apps', 'revoked', 'created'],
          rows.map((a) => [
            a.email,
            a.subscription,
            isoOrDash(a.accessExpiresAt),
            String(a.liveApps),
            String(a.revokedApps),
            isoOrDash(a.createdAt),
          ]),
        ),
      );
    });

  group('app')
    .command('list')
    .description('Every app (or one account’s): owner, state, calls, last use')
    .option('--email <email>', 'only this account’s apps')
    .option('--json', 'print one JSON array')
    .action(async (o: { email?: string; json?: boolean }) => {
      const rows = await withReports((r) => r.apps(o.email));
      if (o.json) {
        io.out.write(`${JSON.stringify(rows)}\n`);
        return;
      }
      io.out.write(
        table(
          ['app_id', 'name', 'owner', 'state', 'calls', 'last used', 'created'],
          rows.map((a) => [
            a.id,
            a.name,
            a.email,
            a.revokedAt === null ? 'live' : `revoked ${isoOrDash(a.revokedAt)}`,
            String(a.callCount),
            isoOrDash(a.lastUsedAt),
            isoOrDash(a.createdAt),
          ]),
        ),
      );
    });

  program
    .command('usage')
    .description('Counted /api/v1 calls per app and UTC day (days without calls are not listed)')
    .option('--app <app_id>', 'only this app')
    .option('--from <YYYY-MM-DD>', 'first UTC day', utcDay)
    .option('--to <YYYY-MM-DD>', 'last UTC day', utcDay)
    .option('--json', 'print one JSON array')
    .action(async (o: { app?: string; from?: string; to?: string; json?: boolean }) => {
      const rows = await withReports((r) => r.usage({ appId: o.app, from: o.from, to: o.to }));
      if (o.json) {
        io.out.write(`${JSON.stringify(rows)}\n`);
        return;
      }
      const total = rows.reduce((sum, r) => sum + r.calls, 0);
      io.out.write(
        table(
          ['day', 'app_id', 'name', 'owner', 'calls'],
          rows.map((r) => [r.day, r.appId, r.appName, r.email, String(r.calls)]),
        ),
      );
      io.out.write(`${total} calls in ${rows.length} app-days\n`);
    });
}
