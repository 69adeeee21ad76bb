/**
 * Preloaded into the service's processes by bench/gate-tail.ts (NODE_OPTIONS=--import) when
 * TAIL_PROBE_DIR is set; it changes nothing in the server. Each process's main thread counts, since
 * it started: the connections and requests it took (diagnostics_channel), how late a 10 ms interval
 * timer fired (a stall of the event loop: the time a request arriving then waited at least), and V8's
 * garbage-collection pauses (PerformanceObserver 'gc'). Every 200 ms it writes them to
 * TAIL_PROBE_DIR/<pid>.json; the driver subtracts the file read before a load from the one after.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { renameSync, writeFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.TAIL_PROBE_DIR;
if (dir && isMainThread) {
  const BOUNDS = [5, 10, 25, 50, 100];
  const buckets = () => Object.fromEntries(BOUNDS.map((b) => [`>=${b}ms`, 0]));
  const s = {
    pid: process.pid,
    sockets: 0,
    requests: 0,
    stalls: buckets(),
    stallMaxMs: 0,
    gc: { pauses: 0, ms: 0, ...buckets(), maxMs: 0 },
  };
  const count = (into, ms) => {
    for (const b of BOUNDS) if (ms >= b) into[`>=${b}ms`]++;
  };
  diagnosticsChannel.subscribe('net.server.socket', () => s.sockets++);
  diagnosticsChannel.subscribe('http.server.request.start', () => s.requests++);
  const PERIOD = 10;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - PERIOD;
    last = now;
    if (late >= BOUNDS[0]) count(s.stalls, late);
    if (late > s.stallMaxMs) s.stallMaxMs = late;
  }, PERIOD).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      s.gc.pauses++;
      s.gc.ms += e.duration;
      count(s.gc, e.duration);
      if (e.duration > s.gc.maxMs) s.gc.maxMs = e.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  const file = `${dir}/${process.pid}.json`;
  setInterval(() => {
    writeFileSync(`${file}.tmp`, JSON.stringify(s));
    renameSync(`${file}.tmp`, file); // the driver never reads a half-written file
  }, 200).unref();
}
