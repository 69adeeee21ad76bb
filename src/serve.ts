/**
 * Starting and stopping the service: storage, adapters, the Fastify app, listen, graceful close.
 * Used by `npm start` (src/main.ts) and `bin/sublord serve`.
 */
import pino, { type Logger } from 'pino';
import { createComputeDeps } from './compose.js';
import type { Config } from './config.js';
import { createPlatformHttp } from './http/platform/index.js';
import { buildServer, LOG_REDACT_PATHS } from './http/server.js';
import { createPlatform } from './platform/platform.js';

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  });
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Builds everything from config and listens on config.host:config.port. */
export async function startServer(
  config: Readonly<Config>,
  logger: Logger = createLogger(config),
): Promise<RunningServer> {
  const compute = createComputeDeps(config);
  const platform = await createPlatform(config, { logger });
  const app = await buildServer({
    compute,
    platform: createPlatformHttp(platform, config, { compute }),
    logger,
    trustProxy: config.trustProxy,
    sourceUrl: config.sourceUrl,
  });
  const url = await app.listen({ port: config.port, host: config.host });
  logger.info(
    {
      url,
      ephemeris: compute.ephemeris.mode,
      tz_version: compute.zones.tzVersion,
      tz_source: compute.zones.source,
      storage: config.databaseUrl ? 'postgresql' : 'sqlite',
      quota_store: platform.quotaStore,
      engine_version: compute.engineVersion,
    },
    'sublord listening',
  );
  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        await app.close();
        await platform.close();
      })();
      return closing;
    },
  };
}

/** Runs until SIGINT/SIGTERM, then closes gracefully (in-flight requests finish, usage is flushed). */
export async function serveForever(config: Readonly<Config>): Promise<void> {
  const logger = createLogger(config);
  const server = await startServer(config, logger);
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
