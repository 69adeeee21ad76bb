/**
 * Computing requests start in arrival order, one per turn of the event loop (src/http/turns.ts).
 * Authority: Node's event-loop contract (an immediate queued while immediates run waits for the next
 * turn, after the poll phase has read the sockets; microtasks run after each immediate), observed
 * here with a real loopback socket. Exact orders, no timing tolerance.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { HOLD_BATCHES_WHILE_WAITING, nextTurn, turnsQueued } from '../../src/http/turns.js';

describe('nextTurn', () => {
  it('starts waiters oldest first, one per turn of the loop, a later arrival behind them', async () => {
    const log: string[] = [];
    let turnsOfLoop = 0;
    const ticker = setInterval(() => turnsOfLoop++, 0);
    const started = new Map<string, number>();
    const request = async (name: string) => {
      await nextTurn();
      started.set(name, turnsOfLoop);
      log.push(name);
      // In the first one's turn, another request arrives: it queues behind b and c.
      if (name === 'a') void request('d');
    };
    await Promise.all([request('a'), request('b'), request('c')]);
    await new Promise((r) => setTimeout(r, 20));
    clearInterval(ticker);
    assert.deepEqual(log, ['a', 'b', 'c', 'd']);
    // Each started in a macrotask of its own: nothing else ran in a's continuation.
    const order = ['a', 'b', 'c', 'd'].map((n) => started.get(n) ?? -1);
    assert.ok(
      order.every((t, i) => i === 0 || t >= (order[i - 1] ?? 0)),
      `${order}`,
    );
  });

  it('reads the sockets between two starts: bytes sent in one turn arrive before the next starts', async () => {
    const log: string[] = [];
    const server = createServer((socket) => socket.on('data', () => log.push('data')));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const client: Socket = createConnection(port, '127.0.0.1');
    await Promise.all([once(client, 'connect'), once(server, 'connection')]);
    const a = nextTurn().then(() => {
      log.push('a');
      client.write('x'); // a request arriving while a is computed
    });
    const b = nextTurn().then(() => log.push('b'));
    await Promise.all([a, b]);
    client.destroy();
    server.close();
    assert.deepEqual(log, ['a', 'data', 'b']);
  });

  it('does not start two waiters in the same turn', async () => {
    const seen: string[] = [];
    const a = nextTurn().then(() => {
      seen.push('a');
      queueMicrotask(() => seen.push('a-microtask'));
    });
    const b = nextTurn().then(() => seen.push('b'));
    await Promise.all([a, b]);
    // a's own microtasks all ran before b started: b came on a later immediate.
    assert.deepEqual(seen, ['a', 'a-microtask', 'b']);
  });

  it('orders starts but is not a lock: a started request that waits does not hold up the next', async () => {
    let bStarted = false;
    void nextTurn().then(() => new Promise(() => {})); // starts, then waits for ever
    await nextTurn().then(() => {
      bStarted = true;
    });
    assert.equal(bStarted, true);
  });

  it("holds the gate's transactions while enough requests wait, and lets them go as the queue drains", async () => {
    assert.equal(turnsQueued(), false, 'nothing waits');
    const seen: boolean[] = [];
    const waiters = Array.from({ length: HOLD_BATCHES_WHILE_WAITING + 1 }, () =>
      nextTurn().then(() => seen.push(turnsQueued())),
    );
    assert.equal(turnsQueued(), true, `${waiters.length} wait`);
    await Promise.all(waiters);
    // After each start one fewer waits: held while at least the threshold still waits.
    assert.deepEqual(
      seen,
      waiters.map((_, i) => waiters.length - 1 - i >= HOLD_BATCHES_WHILE_WAITING),
    );
    assert.equal(seen[0], true, 'the first start still leaves the threshold waiting');
    assert.equal(turnsQueued(), false);
  });
});
