/**
 * The endpoints an operator can switch off, read from the routes the real server registers (so an
 * endpoint added later appears without touching this file): the server is built over the platform,
 * made ready, listed and closed again; it never listens.
 */

import { createPlatformHttp } from '../http/platform/index.js';
import { switchableEndpoints } from '../http/route-table.js';
import { buildServer } from '../http/server.js';
import type { Platform } from '../platform/platform.js';
import { createComputeDeps } from '../process/compose.js';
import type { Config } from '../process/config.js';

export async function knownEndpoints(
  platform: Platform,
  config: Pick<Config, 'ephePath' | 'zoneinfoDir'>,
): Promise<string[]> {
  const compute = createComputeDeps(config);
  const app = await buildServer({
    compute,
    platform: createPlatformHttp(platform, platform.config, { compute }),
  });
  try {
    await app.ready();
    return switchableEndpoints(app);
  } finally {
    await app.close();
  }
}
