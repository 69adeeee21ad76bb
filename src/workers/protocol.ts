/** Messages between ComputePool (pool.ts) and its threads (thread.ts): structured-clone data only. */
import type { CancelFlag } from './cancel.js';

/** What every thread needs to build its own adapters. */
export interface ThreadData {
  ephePath: string | null;
  zoneinfoDir: string;
  /** Shared with the pool: the id of the task to stop (cancel.ts). */
  cancel?: CancelFlag;
}

export interface TaskRequest {
  id: number;
  /** file: URL of the module that exports the use case. */
  module: string;
  export: string;
  body: unknown;
  today: string;
}

export type TaskReply = (
  | { id: number; ok: true; value: unknown }
  | {
      id: number;
      ok: false;
      error: {
        domain: boolean;
        /** The task was cancelled by the pool (its answer is no longer wanted). */
        cancelled?: boolean;
        code?: string;
        field?: string;
        message: string;
        /** The thread's stack of a non-domain error, for the server log (issue 20 §6). */
        stack?: string;
      };
    }
) & {
  /** Milliseconds the thread spent on the task (the pool's cost estimate, fair-queue.ts). */
  ms: number;
};
