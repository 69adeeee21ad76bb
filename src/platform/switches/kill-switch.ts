/**
 * Per-endpoint kill switches. The table is the source of truth; every instance keeps a copy in memory
 * and reloads it on a timer (at most every 5 s, the contract's propagation bound), so a switch thrown
 * from any instance or from the CLI is seen everywhere within one refresh interval, and checking a
 * switch on a request costs a Set lookup, not a query.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { PlatformError } from '../errors.js';
import type { PlatformLogger } from '../logger.js';

/** One endpoint's switch. */
export interface SwitchState {
  path: string;
  disabled: boolean;
  updatedAt: number;
}

/** Read from memory, write through to the database. */
export interface KillSwitch {
  /** True when the endpoint (route path, e.g. `/api/v1/birth-chart`) is switched off. */
  isDisabled(path: string): boolean;
  disable(path: string): Promise<SwitchState>;
  enable(path: string): Promise<SwitchState>;
  /** Every switch ever thrown, with its current position. */
  list(): Promise<SwitchState[]>;
  /** Reloads the table now (the timer calls this). */
  refresh(): Promise<void>;
  close(): void;
}

/** The longest refresh interval the contract allows. */
export const MAX_REFRESH_MS = 5000;
const MAX_PATH_LENGTH = 200;

/** Canonical form of an endpoint path: starts with /api/, no query, no trailing slash. */
export function normalizeEndpointPath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  if (!/^\/api\/[A-Za-z0-9/_:.-]+$/.test(trimmed) || trimmed.length > MAX_PATH_LENGTH) {
    throw new PlatformError(
      'INVALID_INPUT',
      'must be an endpoint path such as /api/v1/birth-chart',
      'path',
    );
  }
  return trimmed;
}

/** Loads the switches once and keeps them fresh every `refreshMs` (capped at 5 s). */
export async function createKillSwitch(
  db: Kysely<Database>,
  options: { refreshMs: number; now: Clock; logger: PlatformLogger },
): Promise<KillSwitch> {
  let disabled = new Set<string>();
  let loading: Promise<void> | null = null;

  async function load(): Promise<void> {
    const rows = await db
      .selectFrom('kill_switches')
      .select('path')
      .where('disabled', '=', 1)
      .execute();
    disabled = new Set(rows.map((r) => r.path));
  }

  function refresh(): Promise<void> {
    // Coalesce overlapping reloads (a slow database must not pile up timers' queries).
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function set(path: string, off: boolean): Promise<SwitchState> {
    const canonical = normalizeEndpointPath(path);
    const updatedAt = options.now();
    const value = off ? 1 : 0;
    await db
      .insertInto('kill_switches')
      .values({ path: canonical, disabled: value, updated_at: updatedAt })
      .onConflict((oc) => oc.column('path').doUpdateSet({ disabled: value, updated_at: updatedAt }))
      .execute();
    // This instance sees its own change at once; the others on their next reload.
    if (off) disabled.add(canonical);
    else disabled.delete(canonical);
    return { path: canonical, disabled: off, updatedAt };
  }

  await load();
  const interval = Math.min(Math.max(options.refreshMs, 100), MAX_REFRESH_MS);
  const timer = setInterval(() => {
    refresh().catch((error: unknown) => {
      // Keep serving with the last known switches; a database blip must not flip endpoints.
      options.logger.error({ err: error }, 'kill switch reload failed');
    });
  }, interval);
  timer.unref();

  return {
    isDisabled: (path) => disabled.has(path),
    disable: (path) => set(path, true),
    enable: (path) => set(path, false),
    async list() {
      const rows = await db.selectFrom('kill_switches').selectAll().orderBy('path').execute();
      return rows.map((r) => ({
        path: r.path,
        disabled: r.disabled === 1,
        updatedAt: r.updated_at,
      }));
    },
    refresh,
    close: () => clearInterval(timer),
  };
}
