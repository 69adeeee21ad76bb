/**
 * Charging a counted /api/v1 call: its quota windows and its usage record (issue 9 §4: committed
 * before the call is answered). On SQLite without Redis both are on the counters' connection and are
 * written in ONE transaction (BEGIN IMMEDIATE … COMMIT): the usage rows move with the counters or
 * not at all (one savepoint a call), and a counted call pays one commit instead of two, a commit that
 * the calls arriving together share (group commit, db/group-commit.ts; issue 22 §3). Elsewhere (Redis
 * counters, PostgreSQL) the quota is consumed, then the call recorded, as two steps; a call whose
 * record fails is given back before the failure goes on.
 */
import type { VerifiedApp } from '../apps/apps.js';
import type { QuotaGate, QuotaReport } from '../limits/quota-gate.js';
import type { UsageRecorder } from './usage-recorder.js';

/** Consumes the app's quota at the current instant and, when allowed, records the call at `at`. */
export type ChargeCall = (app: VerifiedApp, at: number) => Promise<QuotaReport>;

/** The charge over a quota gate and a usage recorder; `oneTransaction` when they share a connection. */
export function createChargeCall(
  quota: QuotaGate,
  usage: UsageRecorder,
  oneTransaction: boolean,
): ChargeCall {
  const within = usage.recordWithin;
  if (oneTransaction && within !== null) {
    return (app, at) =>
      quota.consume(app.appId, app.accountId, app.limits, () => within(app.appId, at), app.stamp);
  }
  return async (app, at) => {
    // With a cached credential the quota checks its stamp in the same round trip (StaleCredential).
    const report = await quota.consume(app.appId, app.accountId, app.limits, undefined, app.stamp);
    if (!report.allowed) return report;
    try {
      await usage.record(app.appId, at);
    } catch (error) {
      // Not recorded (the database cannot serve now), so not answered: the quota is given back
      // (issue 34 §1: a 503 is never charged). The gate queues it while its own store is down.
      await quota.refund(app.appId, app.accountId, at, report.ticket).catch(() => {});
      throw error;
    }
    return report;
  };
}
