/**
 * Preloaded into the service's process by bench/worker-memory.ts (NODE_OPTIONS=--import) when
 * MEMORY_PROBE_DIR is set; it changes nothing in the server. Every 500 ms it writes where the
 * process's memory is to MEMORY_PROBE_DIR/memory-<pid>.json: its RSS, the main thread's V8 heap (used, committed, by space)
 * and the memory V8 tracks outside it (Buffers and other ArrayBuffers), and each compute thread's
 * heap (worker.getHeapStatistics(); the threads are found by process's 'worker' event).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.MEMORY_PROBE_DIR;
if (dir && isMainThread) {
  const file = `${dir}/memory-${process.pid}.json`;
  const workers = new Set();
  process.on('worker', (worker) => {
    workers.add(worker);
    worker.once('exit', () => workers.delete(worker));
  });
  const mb = (n) => Math.round(n / 1e5) / 10;
  const write = async () => {
    const m = process.memoryUsage();
    const h = getHeapStatistics();
    const threads = [];
    for (const w of workers) {
      try {
        const s = await w.getHeapStatistics();
        threads.push({ used: mb(s.used_heap_size), committed: mb(s.total_heap_size) });
      } catch {
        // a thread that is ending
      }
    }
    const snapshot = {
      rss: mb(m.rss),
      heap: { used: mb(h.used_heap_size), committed: mb(h.total_heap_size) },
      spaces: Object.fromEntries(
        getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_size)]),
      ),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
      threads,
    };
    writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    renameSync(`${file}.tmp`, file);
  };
  setInterval(() => void write(), 500).unref();
  // The driver's SIGUSR2 (with --expose-gc): a full collection first, so the heap shows what is kept.
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    void write();
  });
}
