/**
 * Cooperative cancellation inside a compute thread (issue 20 §2, §4).
 *
 * A worker thread cannot be stopped in the middle of a call, and terminating one that is inside a
 * native Swiss Ephemeris call (swe_rise_trans) aborts the whole process (napi_throw, exit 134). So the
 * pool never terminates a busy thread: it raises a flag in memory shared with the thread, and the
 * thread's ephemeris checks the flag before every call and throws TaskCancelled when its task is the
 * one cancelled. Every long use case (muhurta's scan, the financial calendar) is a loop of ephemeris
 * calls and the engine catches no errors, so the task unwinds within one call (microseconds to a few
 * milliseconds) of the pool's request, without any change to the engine or the use cases.
 */
import type { Ephemeris } from '../engine/ports.js';
import { TaskCancelled } from './refusal.js';

/** Slot 0: the id of the task the pool cancelled (0: none). Shared by the pool and one thread. */
export type CancelFlag = Int32Array;

export function newCancelFlag(): CancelFlag {
  return new Int32Array(new SharedArrayBuffer(4));
}

/** Pool side: asks the thread to stop task `id` at its next ephemeris call. */
export function requestCancel(flag: CancelFlag, id: number): void {
  Atomics.store(flag, 0, id);
}

/**
 * Thread side: an Ephemeris that throws TaskCancelled before any call once `isCancelled()` is true.
 * The same wrapper is returned for the same object (engine caches may be keyed by it).
 */
export function cancellableEphemeris(inner: Ephemeris, isCancelled: () => boolean): Ephemeris {
  const wrapped = new WeakMap<object, Ephemeris>();
  const wrap = (eph: Ephemeris): Ephemeris => {
    const known = wrapped.get(eph);
    if (known) return known;
    const methods = new Map<PropertyKey, unknown>();
    const proxy = new Proxy(eph, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        let method = methods.get(key);
        if (method === undefined) {
          method =
            key === 'withOneEphemeris'
              ? (work: (e: Ephemeris) => unknown) => {
                  if (isCancelled()) throw new TaskCancelled();
                  return value.call(target, (e: Ephemeris) => work(wrap(e)));
                }
              : (...args: unknown[]) => {
                  if (isCancelled()) throw new TaskCancelled();
                  return value.apply(target, args);
                };
          methods.set(key, method);
        }
        return method;
      },
    });
    wrapped.set(eph, proxy);
    return proxy;
  };
  return wrap(inner);
}
