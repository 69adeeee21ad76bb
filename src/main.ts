/** `npm start`: the composition root. Reads the environment once and serves until a signal. */
import { serve } from './cluster.js';
import { loadConfig } from './config.js';
import { startOrExit } from './startup-errors.js';

// One worker per core (WORKERS); the primary itself loads no server code (src/cluster.ts). A start-up
// failure prints one line naming the setting and exits with a documented code (src/startup-errors.ts).
await startOrExit(loadConfig, serve);
