/**
 * A fixed pool of worker threads for long computations (issue 11 §3): a request that scans months of
 * ephemeris (muhurta, the financial calendar) or a batch runs here, so one long request never stalls
 * /healthz or the short requests on the event loop.
 *
 * Plain node:worker_threads, no package: the pool is ~150 lines (a queue, N threads, results by id)
 * and the work is CPU-bound use cases, not I/O. Each thread builds its own ComputeDeps from the same
 * config; the Swiss Ephemeris keeps its state thread-local (TLS in sweodef.h), so threads do not share
 * ephemeris state.
 *
 * A use case is named by its module and export: a synchronous function (deps, body, today) → plain
 * data, exactly the shape of the use cases in src/app. Errors cross back as what they were: a
 * DomainError stays a DomainError (so the HTTP layer answers 422 with its field), anything else an Error.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Config } from '../config.js';
import { DomainError } from '../engine/errors.js';
import type { TaskReply, TaskRequest, ThreadData } from './protocol.js';

/** A use case the pool can run: its module URL (import.meta.url-relative) and export name. */
export interface UseCaseRef {
  module: URL;
  export: string;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  busy: number;
}

/**
 * Run from the TypeScript sources (tests, bin/sublord), a thread registers the sources' resolve hook
 * (scripts/ts-sources.mjs: Node strips the types, the hook finds './x.ts' for './x.js') before loading.
 */
function threadBootstrap(entry: URL): { code: string; eval: true } | { file: URL } {
  if (!entry.pathname.endsWith('.ts')) return { file: entry };
  const hook = new URL('../../scripts/ts-sources.mjs', import.meta.url).href;
  return {
    eval: true,
    code: `import(${JSON.stringify(hook)}).then(() => import(${JSON.stringify(entry.href)}));`,
  };
}

export class ComputePool {
  private readonly threads: Thread[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly owner = new Map<number, Thread>();
  private readonly entry: URL;
  private readonly data: ThreadData;
  private nextId = 1;
  private closed = false;

  /**
   * Up to `size` threads (default: one per core), each with adapters built from config. Threads
   * start on first need, so an idle server pays no memory for them.
   */
  readonly size: number;
  constructor(
    config: Pick<Config, 'ephePath' | 'zoneinfoDir'>,
    size: number = availableParallelism(),
  ) {
    this.size = size;
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    this.entry = new URL(`./thread${ext}`, import.meta.url);
    this.data = { ephePath: config.ephePath, zoneinfoDir: config.zoneinfoDir };
  }

  private spawn(entry: URL = this.entry, data: ThreadData = this.data): Thread {
    const boot = threadBootstrap(entry);
    const worker =
      'file' in boot
        ? new Worker(boot.file, { workerData: data })
        : new Worker(boot.code, { eval: true, workerData: data });
    const thread: Thread = { worker, busy: 0 };
    worker.on('message', (reply: TaskReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      thread.busy--;
      if (reply.ok) p.resolve(reply.value);
      else if (reply.error.domain) {
        const e = reply.error;
        p.reject(new DomainError(e.code ?? 'INVALID', e.field ?? 'body', e.message));
      } else p.reject(new Error(reply.error.message));
    });
    worker.on('error', (error: Error) => {
      // A thread that dies fails its own tasks; the pool replaces it.
      for (const [id, p] of this.pending) {
        if (this.owner.get(id) === thread) {
          this.pending.delete(id);
          p.reject(error);
        }
      }
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
    });
    worker.unref();
    return thread;
  }

  /** Runs useCase(deps, body, today) on an idle thread, a new one, or the least busy one. */
  run<T = unknown>(useCase: UseCaseRef, body: unknown, today: string): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the compute pool is closed'));
    let thread = this.threads[0];
    for (const t of this.threads) if (thread === undefined || t.busy < thread.busy) thread = t;
    if (thread === undefined || (thread.busy > 0 && this.threads.length < Math.max(1, this.size))) {
      thread = this.spawn();
      this.threads.push(thread);
    }
    const id = this.nextId++;
    thread.busy++;
    if (thread.busy === 1) thread.worker.ref();
    const request: TaskRequest = {
      id,
      module: useCase.module.href,
      export: useCase.export,
      body,
      today,
    };
    return new Promise<T>((resolve, reject) => {
      this.owner.set(id, thread);
      this.pending.set(id, {
        resolve: (v) => {
          this.owner.delete(id);
          if (thread.busy === 0) thread.worker.unref();
          resolve(v as T);
        },
        reject: (e) => {
          this.owner.delete(id);
          if (thread.busy === 0) thread.worker.unref();
          reject(e);
        },
      });
      thread.worker.postMessage(request);
    });
  }

  /** Tasks waiting or running. */
  get queued(): number {
    return this.pending.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
    for (const p of this.pending.values()) p.reject(new Error('the compute pool closed'));
    this.pending.clear();
  }
}
