/**
 * Environment → typed, frozen configuration, read once at start-up (main.ts and the CLI).
 * Nothing else in the project reads process.env.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  /** TCP port for `serve` / `npm start` (PORT, default 8080). */
  port: number;
  /** Listen address (HOST, default 0.0.0.0). */
  host: string;
  /** Public base URL printed by the CLI (BASE_URL, default http://localhost:PORT). */
  baseUrl: string;
  /** Directory for the embedded SQLite database and the server key (DATA_DIR, default ./data). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when unset (DATABASE_URL). */
  databaseUrl: string | null;
  /** Redis URL for shared quota counters; in-memory counters when unset (REDIS_URL). */
  redisUrl: string | null;
  /** Swiss Ephemeris data directory, or null for the built-in Moshier theory (SE_EPHE_PATH). */
  ephePath: string | null;
  /** System zoneinfo directory (TZDIR, default /usr/share/zoneinfo). */
  zoneinfoDir: string;
  /** Server key for HMAC of app secrets (SUBLORD_SECRET_KEY; else DATA_DIR/server.key, created once). */
  secretKey: string | null;
  /** pino level (LOG_LEVEL, default info; silent in tests). */
  logLevel: string;
  /** Fastify trustProxy: hop count or address list (TRUST_PROXY, default off). */
  trustProxy: boolean | number | string;
  /** Where the corresponding source is published (SOURCE_URL); else GET /source serves a tarball. */
  sourceUrl: string | null;
  /** Seconds between kill-switch reloads (KILL_SWITCH_REFRESH_SECONDS, default 2; the contract allows 5). */
  killSwitchRefreshSeconds: number;
}

/** Debian's `swe-basic-data` install directory (sepl/semo/seas_18.se1, 1800–2400). */
export const DEBIAN_EPHE_DIR = '/usr/share/libswe/ephe';

/**
 * Where to find the Swiss Ephemeris data files: SE_EPHE_PATH verbatim when set (not second-guessed:
 * the adapter's probe reports honestly when SE cannot use it and falls back to Moshier), else
 * Debian's directory when it holds sepl_18.se1, else null (the built-in Moshier theory).
 */
export function resolveEphePath(envValue: string | undefined): string | null {
  if (envValue !== undefined && envValue.trim() !== '') return envValue;
  return existsSync(join(DEBIAN_EPHE_DIR, 'sepl_18.se1')) ? DEBIAN_EPHE_DIR : null;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

function trustProxyFrom(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const port = intFrom(env.PORT, 8080, 'PORT');
  return Object.freeze({
    port,
    host: env.HOST || '0.0.0.0',
    baseUrl: env.BASE_URL || `http://localhost:${port}`,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    ephePath: resolveEphePath(env.SE_EPHE_PATH),
    zoneinfoDir: env.TZDIR || '/usr/share/zoneinfo',
    secretKey: env.SUBLORD_SECRET_KEY || null,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    sourceUrl: env.SOURCE_URL || null,
    killSwitchRefreshSeconds: intFrom(
      env.KILL_SWITCH_REFRESH_SECONDS,
      2,
      'KILL_SWITCH_REFRESH_SECONDS',
    ),
  });
}
