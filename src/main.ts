/** `npm start`: the composition root. Reads the environment once and serves until a signal. */
import { loadConfig } from './config.js';
import { serveForever } from './serve.js';

await serveForever(loadConfig());
