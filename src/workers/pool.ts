/**
 * A fixed pool of worker threads for long computations (issue 11 §3): a request that scans months of
 * ephemeris (muhurta, the financial calendar) or a batch runs here, so one long request never stalls
 * /healthz or the short requests on the event loop.
 *
 * Plain node:worker_threads, no package: a waiting line, N threads, results by id; the work is
 * CPU-bound use cases, not I/O. Each thread builds its own ComputeDeps from the same config; the Swiss
 * Ephemeris keeps its state thread-local (TLS in sweodef.h), so threads do not share ephemeris state.
 *
 * A use case is named by its module and export: a synchronous function (deps, body, today) → plain
 * data, exactly the shape of the use cases in src/app. Errors cross back as what they were: a
 * DomainError stays a DomainError (so the HTTP layer answers 422 with its field), anything else an
 * Error with the thread's stack.
 *
 * Overload (issue 20 §2): a thread runs one task at a time; the others wait in this process, in a
 * bounded line that is fair between apps by measured cost (fair-queue.ts). Each task has a deadline,
 * counted from its arrival, and may be cancelled by its caller (an AbortSignal: the client left).
 * A task refused, past its deadline or cancelled rejects with ComputeRefused at once; if it was running,
 * its thread is asked to stop at its next ephemeris call (cancel.ts) and takes no other task until it
 * has. A busy thread is never terminated (§4: terminating one inside a native call aborts Node);
 * close() lets the waiting and running tasks end (each within its deadline), then ends the idle
 * threads.
 */
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { DomainError } from '../engine/errors.js';
import type { Config } from '../process/config.js';
import { type CancelFlag, newCancelFlag, requestCancel } from './cancel.js';
import { FairQueue } from './fair-queue.js';
import type { TaskReply, TaskRequest, ThreadData } from './protocol.js';
import { ComputeRefused, type RefusalReason } from './refusal.js';

/** A use case the pool can run: its module URL (import.meta.url-relative) and export name. */
export interface UseCaseRef {
  module: URL;
  export: string;
}

/** How the pool bounds its work (serve.ts sets them from Config.compute; the CLI keeps the defaults). */
export interface PoolLimits {
  /** Tasks waiting for a thread, at most (default: unbounded). */
  queueLimit: number;
  /** Tasks of one tenant (an app) waiting or running, at most (default: unbounded). */
  tenantLimit: number;
  /** A task not done this long after its arrival ends with ComputeRefused('deadline') (default: none). */
  deadlineMs: number;
  /** Each thread's V8 heap limits (worker_threads' resourceLimits; default: V8's). */
  threadHeap: ResourceLimits;
  /**
   * Each thread's young generation, as V8's semi-space size in MB (0: the process's). Not
   * resourceLimits.maxYoungGenerationSizeMb: V8 ignores that when the process was started with
   * --max-semi-space-size, as npm start is (for the main thread), and has no per-thread form of the
   * flag. So the pool sets the flag itself before it starts a thread (setThreadSemiSpace).
   */
  threadSemiSpaceMb: number;
}

/** What a caller may say about one task. */
export interface RunOptions {
  /** Whose task it is, for fairness and the per-tenant limit (default: one shared tenant). */
  tenant?: string;
  /** Aborted when the answer is no longer wanted (the client disconnected). */
  signal?: AbortSignal;
}

const UNBOUNDED: PoolLimits = {
  queueLimit: Number.POSITIVE_INFINITY,
  tenantLimit: Number.POSITIVE_INFINITY,
  deadlineMs: 0,
  threadHeap: {},
  threadSemiSpaceMb: 0,
};

/**
 * Sizes the young generation of the threads started from now on. V8 reads --max-semi-space-size
 * only when it creates an isolate (Heap::ConfigureHeap), so the main thread keeps the size it
 * started with, and every pool in the process asks for the same size (serve.ts). Node warns that a
 * flag changed after start may do nothing: test/load/compute-pool-overload.test.ts reads both
 * threads' young generations to show it does what it says, and that the main thread's is unchanged.
 */
function setThreadSemiSpace(mb: number): void {
  if (mb > 0) setFlagsFromString(`--max-semi-space-size=${mb}`);
}

/** A use case's cost before it has been measured (ms): heavy until shown otherwise. */
const UNMEASURED_COST_MS = 1000;
/** Weight of the newest duration in a use case's moving average. */
const COST_SMOOTHING = 0.5;

interface Task {
  id: number;
  request: TaskRequest;
  costKey: string;
  tenant: string;
  state: 'waiting' | 'running' | 'settled';
  thread: Thread | null;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | null;
  unlisten: (() => void) | null;
}

interface Thread {
  worker: Worker;
  cancel: CancelFlag;
  /** The task it is running (possibly already settled: cancelled, not yet stopped). */
  task: Task | null;
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

/** An Error that carries the thread's stack (logged by the HTTP error handler). */
function threadError(message: string, stack: string | undefined): Error {
  const error = new Error(message);
  if (stack) error.stack = `${stack}\n    at (compute thread)`;
  return error;
}

export class ComputePool {
  private readonly threads: Thread[] = [];
  /** Tasks waiting for a thread. */
  private readonly queue: FairQueue<Task>;
  private readonly inFlight = new Map<string, number>();
  private readonly costs = new Map<string, number>();
  private readonly limits: PoolLimits;
  private readonly entry: URL;
  private readonly data: ThreadData;
  private nextId = 1;
  private closed = false;
  private idleWaiters: Array<() => void> = [];
  /** Refusals since start, by reason (metrics and tests). */
  readonly refused: Record<RefusalReason, number> = {
    queue_full: 0,
    app_limit: 0,
    deadline: 0,
    cancelled: 0,
    closing: 0,
    memory: 0,
  };

  /**
   * Up to `size` threads (default: one per core), each with adapters built from config. Threads
   * start on first need, so an idle server pays no memory for them.
   */
  readonly size: number;
  constructor(
    config: Pick<Config, 'ephePath' | 'zoneinfoDir'>,
    size: number = availableParallelism(),
    limits: Partial<PoolLimits> = {},
  ) {
    this.size = size;
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    this.entry = new URL(`./thread${ext}`, import.meta.url);
    this.data = { ephePath: config.ephePath, zoneinfoDir: config.zoneinfoDir };
    this.limits = { ...UNBOUNDED, ...limits };
    this.queue = new FairQueue<Task>(this.limits.queueLimit);
  }

  private spawn(): Thread {
    const cancel = newCancelFlag();
    const boot = threadBootstrap(this.entry);
    const workerData: ThreadData = { ...this.data, cancel };
    const options = { workerData, resourceLimits: this.limits.threadHeap };
    setThreadSemiSpace(this.limits.threadSemiSpaceMb);
    const worker =
      'file' in boot
        ? new Worker(boot.file, options)
        : new Worker(boot.code, { eval: true, ...options });
    const thread: Thread = { worker, task: null, cancel };
    worker.on('message', (reply: TaskReply) => this.answered(thread, reply));
    const died = (error: Error) => {
      // A thread that dies fails its own task; the next task starts a new one.
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      const task = thread.task;
      thread.task = null;
      if (task && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        // Its heap limit (PoolLimits.threadHeap): the service is well, this work was too much for
        // one thread now; 503 with Retry-After, like any refusal, never a 500.
        this.refused.memory++;
        this.settle(task, null, new ComputeRefused('memory', this.retryAfterSeconds()));
      } else if (task) this.settle(task, null, error);
      this.dispatch();
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`compute thread exited (code ${code})`)));
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  /** Runs useCase(deps, body, today) on a thread, after the tasks ahead of it in the fair line. */
  run<T = unknown>(
    useCase: UseCaseRef,
    body: unknown,
    today: string,
    options: RunOptions = {},
  ): Promise<T> {
    const tenant = options.tenant ?? '';
    if (this.closed) return this.refuse('closing');
    if (options.signal?.aborted) return this.refuse('cancelled');
    if ((this.inFlight.get(tenant) ?? 0) >= this.limits.tenantLimit) {
      return this.refuse('app_limit');
    }
    const id = this.nextId++;
    const costKey = `${useCase.module.href}#${useCase.export}`;
    return new Promise<T>((resolve, reject) => {
      const task: Task = {
        id,
        request: { id, module: useCase.module.href, export: useCase.export, body, today },
        costKey,
        tenant,
        state: 'waiting',
        thread: null,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer: null,
        unlisten: null,
      };
      const pushed = this.queue.push(tenant, this.costOf(costKey), task);
      if (!pushed.admitted) {
        this.refused.queue_full++;
        reject(new ComputeRefused('queue_full', this.retryAfterSeconds()));
        return;
      }
      if (pushed.evicted) this.stop(pushed.evicted, 'queue_full');
      this.inFlight.set(tenant, (this.inFlight.get(tenant) ?? 0) + 1);
      if (this.limits.deadlineMs > 0) {
        task.timer = setTimeout(() => this.stop(task, 'deadline'), this.limits.deadlineMs);
      }
      const signal = options.signal;
      if (signal) {
        const onAbort = () => this.stop(task, 'cancelled');
        signal.addEventListener('abort', onAbort, { once: true });
        task.unlisten = () => signal.removeEventListener('abort', onAbort);
      }
      this.dispatch();
    });
  }

  /** Tasks waiting or running. */
  get queued(): number {
    let running = 0;
    for (const t of this.threads) if (t.task?.state === 'running') running++;
    return this.waiting + running;
  }

  /** Tasks waiting for a thread. */
  get waiting(): number {
    return this.queue.size;
  }

  /**
   * Stops taking tasks (new ones are refused with `closing`), lets every waiting and running task end
   * (each within its deadline), then ends the threads, all idle by then: never a busy one.
   */
  async close(): Promise<void> {
    this.closed = true;
    while (this.waiting > 0 || this.threads.some((t) => t.task !== null)) {
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private refuse<T>(reason: RefusalReason): Promise<T> {
    this.refused[reason]++;
    return Promise.reject(new ComputeRefused(reason, this.retryAfterSeconds()));
  }

  /** Ends a waiting or running task with ComputeRefused(reason); a running one is asked to stop. */
  private stop(task: Task, reason: RefusalReason): void {
    if (task.state === 'settled') return;
    if (task.state === 'waiting') this.queue.remove(task);
    else if (task.thread) requestCancel(task.thread.cancel, task.id);
    this.refused[reason]++;
    this.settle(task, null, new ComputeRefused(reason, this.retryAfterSeconds()));
    this.wakeIfIdle();
  }

  private settle(task: Task, value: unknown, error: Error | null): void {
    if (task.state === 'settled') return;
    task.state = 'settled';
    if (task.timer) clearTimeout(task.timer);
    task.unlisten?.();
    const n = (this.inFlight.get(task.tenant) ?? 1) - 1;
    if (n > 0) this.inFlight.set(task.tenant, n);
    else this.inFlight.delete(task.tenant);
    if (error) task.reject(error);
    else task.resolve(value);
  }

  private answered(thread: Thread, reply: TaskReply): void {
    const task = thread.task;
    if (!task || task.id !== reply.id) return;
    thread.task = null;
    thread.worker.unref();
    // A stopped task ran at least this long: its cost is not smaller.
    this.measure(task.costKey, reply.ms);
    if (reply.ok) this.settle(task, reply.value, null);
    else if (reply.error.domain) {
      const e = reply.error;
      this.settle(task, null, new DomainError(e.code ?? 'INVALID', e.field ?? 'body', e.message));
    } else if (reply.error.cancelled) {
      // Only a task the pool stopped is cancelled, and that one is settled already.
      this.settle(task, null, new ComputeRefused('cancelled', 1));
    } else this.settle(task, null, threadError(reply.error.message, reply.error.stack));
    this.dispatch();
  }

  /** Starts waiting tasks on idle threads, starting new ones up to `size`. */
  private dispatch(): void {
    while (this.waiting > 0) {
      const thread =
        this.threads.find((t) => t.task === null) ??
        (this.threads.length < Math.max(1, this.size) ? this.spawn() : undefined);
      const task = thread ? this.queue.shift() : undefined;
      if (!thread || !task) break;
      task.state = 'running';
      task.thread = thread;
      thread.task = task;
      thread.worker.ref();
      thread.worker.postMessage(task.request);
    }
    this.wakeIfIdle();
  }

  private wakeIfIdle(): void {
    if (this.idleWaiters.length === 0) return;
    if (this.waiting > 0 || this.threads.some((t) => t.task !== null)) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private costOf(key: string): number {
    return this.costs.get(key) ?? UNMEASURED_COST_MS;
  }

  private measure(key: string, ms: number): void {
    const previous = this.costs.get(key);
    this.costs.set(key, previous === undefined ? ms : previous + COST_SMOOTHING * (ms - previous));
  }

  /**
   * Seconds until a retry may find room: the work ahead (waiting tasks at the average cost, over the
   * threads), at least 1 and at most 60.
   */
  private retryAfterSeconds(): number {
    let sum = 0;
    for (const c of this.costs.values()) sum += c;
    const mean = this.costs.size > 0 ? sum / this.costs.size : UNMEASURED_COST_MS;
    const ahead = this.queue.size + this.threads.length;
    const seconds = Math.ceil((ahead * mean) / Math.max(1, this.size) / 1000);
    return Math.min(60, Math.max(1, seconds));
  }
}
