/**
 * The floor for bench/serving.ts (issue 22 §3): the same process layout as `npm start` (a node:cluster
 * primary and WORKERS workers, each listening on its own SO_REUSEPORT socket, as src/process/listen.ts does on
 * Linux) with nothing of ours in it. Plain node:http; /healthz answers `ok`; any other path spends
 * CPU_US microseconds of the main thread (a busy loop, allocating about ALLOC_KB of short-lived
 * arrays on the way when set) and answers a fixed body of BODY_BYTES. What the service takes beyond
 * this server, at the same CPU per answer and body, is ours; what this server takes is Node's, the
 * load client's and the machine's.
 *
 *   PORT=8080 WORKERS=2 CPU_US=880 BODY_BYTES=57000 ALLOC_KB=400 node bench/floor-server.mjs
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const WORKERS = env('WORKERS', 2);
const CPU_NS = BigInt(Math.round(env('CPU_US', 0) * 1000));
const ALLOC_KB = env('ALLOC_KB', 0);

if (cluster.isPrimary && WORKERS > 1) {
  for (let i = 0; i < WORKERS; i++) cluster.fork();
} else {
  const body = Buffer.alloc(env('BODY_BYTES', 2), 'x');
  /** Busy for CPU_NS of this thread; with ALLOC_KB, about that many 1 KB arrays die young. */
  const work = () => {
    const end = process.hrtime.bigint() + CPU_NS;
    const garbage = [];
    while (process.hrtime.bigint() < end) {
      // 128 small integers: about 1 KB of V8 heap each (8-byte elements and a header).
      if (garbage.length < ALLOC_KB) garbage.push(new Array(128).fill(garbage.length));
    }
    return garbage.length;
  };
  createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/healthz') {
        res.end('ok');
        return;
      }
      work();
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  }).listen({
    port: env('PORT', 8080),
    host: process.env.HOST ?? '127.0.0.1',
    reusePort: WORKERS > 1,
  });
}
