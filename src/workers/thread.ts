/**
 * A compute thread of ComputePool (pool.ts): builds its own adapters once, then runs the use cases it
 * is sent, one at a time in arrival order, and answers each by id as soon as it is done (a cold thread
 * used to answer its first tasks all at once when the last one ended: issue 20 §4).
 *
 * Its ephemeris checks the pool's cancel flag before every call (cancel.ts): a task past its deadline
 * or whose client left stops at its next ephemeris call and answers `cancelled`.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { ComputeDeps } from '../app/deps.js';
import { DomainError } from '../engine/errors.js';
import { createComputeDeps } from '../process/compose.js';
import { cancellableEphemeris } from './cancel.js';
import type { TaskReply, TaskRequest, ThreadData } from './protocol.js';
import { TaskCancelled } from './refusal.js';

type UseCase = (deps: ComputeDeps, body: unknown, today: string) => unknown;

const port = parentPort;
if (!port) throw new Error('thread.ts runs inside a ComputePool worker thread');
const data = workerData as ThreadData;
const flag = data.cancel;
let current = 0;
const base = createComputeDeps(data);
const deps: ComputeDeps = flag
  ? {
      ...base,
      ephemeris: cancellableEphemeris(base.ephemeris, () => Atomics.load(flag, 0) === current),
    }
  : base;
const modules = new Map<string, Promise<Record<string, unknown>>>();

function failure(id: number, error: unknown, ms: number): TaskReply {
  if (error instanceof DomainError) {
    return {
      id,
      ok: false,
      ms,
      error: { domain: true, code: error.code, field: error.field, message: error.message },
    };
  }
  if (error instanceof TaskCancelled) {
    return { id, ok: false, ms, error: { domain: false, cancelled: true, message: error.message } };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    id,
    ok: false,
    ms,
    error: { domain: false, message: String(e.message), ...(e.stack ? { stack: e.stack } : {}) },
  };
}

async function runTask(task: TaskRequest): Promise<void> {
  // The cost is the use case's own time: a first task's module loading is not part of it.
  let started = performance.now();
  current = task.id;
  let reply: TaskReply;
  try {
    let mod = modules.get(task.module);
    if (!mod) {
      mod = import(task.module) as Promise<Record<string, unknown>>;
      modules.set(task.module, mod);
    }
    const fn = (await mod)[task.export];
    if (typeof fn !== 'function') throw new Error(`${task.module} exports no ${task.export}`);
    // A task cancelled while its module loaded does not start.
    if (flag && Atomics.load(flag, 0) === task.id) throw new TaskCancelled();
    started = performance.now();
    // A use case is synchronous; awaiting also lets a task module return a promise (batch-lines.ts).
    const value = await (fn as UseCase)(deps, task.body, task.today);
    reply = { id: task.id, ok: true, value, ms: performance.now() - started };
  } catch (error) {
    reply = failure(task.id, error, performance.now() - started);
  }
  current = 0;
  port?.postMessage(reply);
}

// One task at a time, each answered when it ends.
let chain: Promise<void> = Promise.resolve();
port.on('message', (task: TaskRequest) => {
  chain = chain.then(() => runTask(task));
});
