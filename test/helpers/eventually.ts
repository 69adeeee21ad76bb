/**
 * Waits until something the test cannot await directly has happened (a switch seen by another
 * instance, a connection closed by the server), checking again after each short pause. A test
 * states the order of events this way, never an elapsed time (issue 37 §9). The guard only stops a
 * test that would otherwise hang: it is far above anything a busy machine takes, and no measure of
 * speed.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** The longest wait before the guard gives up (a hang, not a slow machine). */
export const GUARD_MS = 120_000;
const PAUSE_MS = 20;

/** Resolves once `probe` holds; throws `what: never happened` when the guard gives up. */
export async function eventually(
  probe: () => boolean | Promise<boolean>,
  what: string,
): Promise<void> {
  for (let tries = 0; tries < GUARD_MS / PAUSE_MS; tries++) {
    if (await probe()) return;
    await sleep(PAUSE_MS);
  }
  throw new Error(`${what}: never happened`);
}
