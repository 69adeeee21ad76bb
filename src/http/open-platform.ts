/**
 * A PlatformHttp with no credentials, quotas or portal: for in-process computation by the CLI's
 * `batch` command (which runs each line through the same route code as the HTTP API) and for engine
 * route tests. Never used by `serve`.
 */
import type { PlatformHttp } from './platform-port.js';

export const OPEN_PLATFORM: PlatformHttp = {
  apiGate: async () => {},
  mcpGate: { admit: async () => {}, charge: async () => true },
  sessionGate: async () => {},
  registerRoutes: async () => {},
  registerV1Routes: async () => {},
};
