/**
 * The compute pool's waiting line (issue 20 §2): bounded, and fair between apps by cost.
 *
 * Order: self-clocked fair queuing (Golestani, 1994). Each app (a "tenant") has a virtual clock; a task
 * gets the tag `max(V, tenant's last tag) + cost`, where V is the tag of the task dispatched last, and
 * the task with the smallest tag starts next (ties: arrival order). An app that has not asked for a
 * while starts at V, so its request goes ahead of the backlog of an app that keeps sending; a cheap
 * request (a chart, a few ms) gets a small tag and goes ahead of queued muhurta scans (about a second
 * each); two apps sending the same work alternate. Costs are the pool's measured durations per use
 * case (pool.ts), so "fair" means a fair share of compute time, not of request count.
 *
 * Bound: at most `limit` tasks wait. When full, a newcomer from an app with fewer waiting tasks than
 * the app with the most takes that app's newest place (push-out from the longest queue); otherwise the
 * newcomer is refused. So a full line made by one app does not refuse the other apps.
 */

interface Entry<T> {
  tenant: string;
  tag: number;
  seq: number;
  item: T;
}

export type PushResult<T> =
  | { admitted: true; evicted: T | null }
  | { admitted: false; evicted: null };

export class FairQueue<T> {
  private readonly entries: Entry<T>[] = [];
  /** Last tag given to each tenant with waiting tasks or a tag ahead of V. */
  private readonly lastTag = new Map<string, number>();
  private readonly waiting = new Map<string, number>();
  private virtualTime = 0;
  private seq = 0;

  readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Tasks of `tenant` waiting. */
  waitingOf(tenant: string): number {
    return this.waiting.get(tenant) ?? 0;
  }

  push(tenant: string, cost: number, item: T): PushResult<T> {
    let evicted: T | null = null;
    if (this.entries.length >= this.limit) {
      const victim = this.longestTenant();
      const mine = this.waitingOf(tenant);
      if (victim === null || this.waitingOf(victim) <= mine + 1) {
        return { admitted: false, evicted: null };
      }
      evicted = this.removeNewestOf(victim);
    }
    const tag = Math.max(this.virtualTime, this.lastTag.get(tenant) ?? 0) + Math.max(cost, 0);
    this.lastTag.set(tenant, tag);
    this.waiting.set(tenant, this.waitingOf(tenant) + 1);
    this.entries.push({ tenant, tag, seq: this.seq++, item });
    return { admitted: true, evicted };
  }

  /** The task to start next (smallest tag, then oldest), or undefined when none waits. */
  shift(): T | undefined {
    let best = -1;
    for (let i = 0; i < this.entries.length; i++) {
      const e = this.entries[i] as Entry<T>;
      const b = this.entries[best] as Entry<T> | undefined;
      if (b === undefined || e.tag < b.tag || (e.tag === b.tag && e.seq < b.seq)) best = i;
    }
    if (best < 0) return undefined;
    const [entry] = this.entries.splice(best, 1) as [Entry<T>];
    this.virtualTime = Math.max(this.virtualTime, entry.tag);
    this.forget(entry.tenant);
    if (this.lastTag.size > 64 + this.waiting.size) this.prune();
    return entry.item;
  }

  /** Takes a waiting task out (its deadline passed, its client left); false when it is not waiting. */
  remove(item: T): boolean {
    const i = this.entries.findIndex((e) => e.item === item);
    if (i < 0) return false;
    const [entry] = this.entries.splice(i, 1) as [Entry<T>];
    this.forget(entry.tenant);
    return true;
  }

  /** Every waiting task, oldest first, and the line emptied. */
  drain(): T[] {
    const items = [...this.entries].sort((a, b) => a.seq - b.seq).map((e) => e.item);
    this.entries.length = 0;
    this.waiting.clear();
    this.lastTag.clear();
    return items;
  }

  private forget(tenant: string): void {
    const n = this.waitingOf(tenant) - 1;
    if (n > 0) {
      this.waiting.set(tenant, n);
      return;
    }
    this.waiting.delete(tenant);
    // A tenant with nothing waiting and no tag ahead of V keeps no state (no growth per app seen).
    if ((this.lastTag.get(tenant) ?? 0) <= this.virtualTime) this.lastTag.delete(tenant);
  }

  /** Drops the tags of tenants with nothing waiting whose tag V has passed. */
  private prune(): void {
    for (const [tenant, tag] of this.lastTag) {
      if (!this.waiting.has(tenant) && tag <= this.virtualTime) this.lastTag.delete(tenant);
    }
  }

  private longestTenant(): string | null {
    let best: string | null = null;
    for (const [tenant, n] of this.waiting)
      if (best === null || n > this.waitingOf(best)) best = tenant;
    return best;
  }

  private removeNewestOf(tenant: string): T | null {
    let newest = -1;
    for (let i = 0; i < this.entries.length; i++) {
      const e = this.entries[i] as Entry<T>;
      if (e.tenant === tenant && (newest < 0 || e.seq > (this.entries[newest] as Entry<T>).seq)) {
        newest = i;
      }
    }
    if (newest < 0) return null;
    const [entry] = this.entries.splice(newest, 1) as [Entry<T>];
    this.forget(entry.tenant);
    return entry.item;
  }
}
