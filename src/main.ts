/** `npm start`: the composition root. Reads the environment once and serves until a signal. */
import { serve } from './process/cluster.js';
import { loadConfig } from './process/config.js';
import { startOrExit } from './process/startup-errors.js';

// One worker per core (WORKERS); the primary itself loads no server code (src/process/cluster.ts). A start-up
// failure prints one line naming the setting and exits with a documented code (src/process/startup-errors.ts).
await startOrExit(loadConfig, serve);
