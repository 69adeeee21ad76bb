/**
 * An app's own limits (issue 11 §8, decisions.md "Limits per app"): the contract's 60 a minute and
 * 1,000 a UTC day are the defaults; an operator can give an app larger (or smaller) windows with
 * `sublord app limits`. The counters are the same ones (same keys, same store); only the limits they
 * are compared with change, so a change applies at the next call, on every worker and instance.
 */
import type { QuotaGate, QuotaLimits } from './quota-gate.js';

/** An app's own windows; null fields fall back to the gate's defaults. */
export interface AppLimits {
  perMinute: number | null;
  perDay: number | null;
}

/** Largest limit an operator may set (keeps counters and headers in safe integer range). */
export const MAX_APP_LIMIT = 1_000_000_000;

/** The limits in force for an app: its own where set, else the defaults. */
export function effectiveLimits(
  defaults: QuotaLimits,
  own: AppLimits | null | undefined,
): QuotaLimits {
  if (!own || (own.perMinute === null && own.perDay === null)) return defaults;
  const perDay = own.perDay ?? defaults.perDay;
  return {
    perMinute: own.perMinute ?? defaults.perMinute,
    perDay,
    // An app allowed more a day than the account's cap would never reach it: the cap grows with it.
    ...(defaults.perGroupDay === undefined
      ? {}
      : { perGroupDay: Math.max(defaults.perGroupDay, perDay) }),
  };
}

/**
 * A QuotaGate whose consume and peek take the app's own limits: one underlying gate per distinct set
 * of limits, all over the same counters (`make` builds a gate for given limits with the same name and
 * store).
 */
export function createPerAppQuotaGate(
  defaults: QuotaLimits,
  make: (limits: QuotaLimits) => QuotaGate,
): QuotaGate {
  const gates = new Map<string, QuotaGate>();
  const gateFor = (own: AppLimits | null | undefined): QuotaGate => {
    const limits = effectiveLimits(defaults, own);
    const key = `${limits.perMinute}/${limits.perDay}/${limits.perGroupDay ?? ''}`;
    let gate = gates.get(key);
    if (!gate) {
      gate = make(limits);
      gates.set(key, gate);
    }
    return gate;
  };
  gateFor(null);
  return {
    consume: (key, group, own, alongside, stamp) =>
      gateFor(own).consume(key, group, undefined, alongside, stamp),
    peek: (key, group, own, stamp) => gateFor(own).peek(key, group, undefined, stamp),
    // The counters are the same whatever the limits: any gate gives the call back.
    refund: (key, group, at, ticket) => gateFor(null).refund(key, group, at, ticket),
    async close() {
      await Promise.all([...gates.values()].map((g) => g.close()));
    },
  };
}
