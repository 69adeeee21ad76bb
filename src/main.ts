/** `npm start`: the composition root. Reads the environment once and serves until a signal. */
import { serve } from './cluster.js';
import { loadConfig } from './config.js';

// One worker per core (WORKERS); the primary itself loads no server code (src/cluster.ts).
await serve(loadConfig());
