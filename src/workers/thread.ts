/**
 * A compute thread of ComputePool (pool.ts): builds its own adapters once, then runs the use cases it
 * is sent, one at a time, and answers each by id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ComputeDeps } from '../app/deps.js';
import { createComputeDeps } from '../compose.js';
import { DomainError } from '../engine/errors.js';
import type { TaskReply, TaskRequest, ThreadData } from './protocol.js';

type UseCase = (deps: ComputeDeps, body: unknown, today: string) => unknown;

const port = parentPort;
if (!port) throw new Error('thread.ts runs inside a ComputePool worker thread');
const deps = createComputeDeps(workerData as ThreadData);
const modules = new Map<string, Promise<Record<string, unknown>>>();

port.on('message', async (task: TaskRequest) => {
  let reply: TaskReply;
  try {
    let mod = modules.get(task.module);
    if (!mod) {
      mod = import(task.module) as Promise<Record<string, unknown>>;
      modules.set(task.module, mod);
    }
    const fn = (await mod)[task.export];
    if (typeof fn !== 'function') throw new Error(`${task.module} exports no ${task.export}`);
    // A use case is synchronous; awaiting also lets a task module return a promise (batch-lines.ts).
    reply = { id: task.id, ok: true, value: await (fn as UseCase)(deps, task.body, task.today) };
  } catch (error) {
    reply =
      error instanceof DomainError
        ? {
            id: task.id,
            ok: false,
            error: { domain: true, code: error.code, field: error.field, message: error.message },
          }
        : { id: task.id, ok: false, error: { domain: false, message: String(error) } };
  }
  port.postMessage(reply);
});
