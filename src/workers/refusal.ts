/**
 * Why the compute pool did not (or no longer will) compute a task (issue 20 §2). The HTTP layer answers
 * each with 503 and `Retry-After` and does not count the call (src/http/errors.ts, api-gate.ts).
 *
 * - `queue_full`: the bounded waiting line is full (COMPUTE_QUEUE_LIMIT);
 * - `app_limit`: this app already has COMPUTE_APP_IN_FLIGHT heavy requests waiting or running here;
 * - `deadline`: not done within COMPUTE_DEADLINE_SECONDS (the work is stopped);
 * - `cancelled`: the client went away (the work is stopped; nobody reads the answer);
 * - `closing`: the server is shutting down;
 * - `memory`: the thread running it reached its heap limit (serve.ts, COMPUTE_THREAD_HEAP) and ended;
 *   the next task starts a new thread (issue 37 §7).
 */
export type RefusalReason =
  | 'queue_full'
  | 'app_limit'
  | 'deadline'
  | 'cancelled'
  | 'closing'
  | 'memory';

export class ComputeRefused extends Error {
  readonly reason: RefusalReason;
  /** Whole seconds the client should wait before retrying (≥ 1). */
  readonly retryAfterSeconds: number;
  constructor(reason: RefusalReason, retryAfterSeconds: number) {
    super(`compute refused: ${reason}`);
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'ComputeRefused';
  }
}

/**
 * Thrown inside a compute thread by the cancellable ephemeris (cancel.ts) when the task it runs was
 * cancelled: it unwinds the use case at its next ephemeris call. Never reaches a client.
 */
export class TaskCancelled extends Error {
  constructor() {
    super('task cancelled');
    this.name = 'TaskCancelled';
  }
}
