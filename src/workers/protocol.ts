/** Messages between ComputePool (pool.ts) and its threads (thread.ts): structured-clone data only. */

/** What every thread needs to build its own adapters. */
export interface ThreadData {
  ephePath: string | null;
  zoneinfoDir: string;
}

export interface TaskRequest {
  id: number;
  /** file: URL of the module that exports the use case. */
  module: string;
  export: string;
  body: unknown;
  today: string;
}

export type TaskReply =
  | { id: number; ok: true; value: unknown }
  | {
      id: number;
      ok: false;
      error: { domain: boolean; code?: string; field?: string; message: string };
    };
