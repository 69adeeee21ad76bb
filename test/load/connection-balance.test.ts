/**
 * Keep-alive connections spread over the workers (src/process/connection-balance.ts, issue 22 §3). The real
 * service, WORKERS=2. The test opens connections until the kernel has given 30 to one worker, all
 * idle after one request each, then closes the other worker's at once: the imbalance a client's pool
 * can end up with. Then each connection asks again 20 ms after each answer; a connection answered with
 * `Connection: close` is replaced by a new one, which the kernel hashes afresh. Without balancing the
 * 30 stay where they are; with it, the crowded worker closes its excess.
 *
 * Authority: the kernel's own table of which process holds each connection (/proc/net/tcp and each
 * worker's open files), not the service's count. Tolerance: the two workers within 2 connections of
 * each other, at some point while the connections are in use (no wall-clock bound: issue 37 §9).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { excessConnections, fairShare } from '../../src/process/connection-balance.js';
import { type RunningService, startService, waitFor } from '../helpers/cluster.js';
import { eventually } from '../helpers/eventually.js';
import { tempDir } from '../helpers/tmp.js';

const CONNECTIONS = 30;

/** The server's established connections: the client's port → the socket's inode. */
function serverSockets(port: number): Map<number, string> {
  const byClientPort = new Map<number, string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // no IPv6 on this machine
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, remote, state, , , , , , inode] = line.trim().split(/\s+/);
      if (!local || !remote || !inode || state !== '01') continue; // 01: ESTABLISHED
      if (Number.parseInt(local.split(':')[1] ?? '', 16) !== port) continue;
      byClientPort.set(Number.parseInt(remote.split(':')[1] ?? '', 16), inode);
    }
  }
  return byClientPort;
}

/** Which worker holds the server end of each client port (undefined: not accepted yet). */
function workerOf(
  pids: readonly number[],
  port: number,
): (clientPort: number) => number | undefined {
  const inodes = serverSockets(port);
  const owner = new Map<string, number>();
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        if (inode) owner.set(inode, pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return (clientPort) => {
    const inode = inodes.get(clientPort);
    return inode === undefined ? undefined : owner.get(inode);
  };
}

/** One keep-alive HTTP/1.1 connection that sends GET /healthz and reads whole answers. */
class Connection {
  readonly socket: Socket;
  private buffered = '';
  private waiting: { resolve(closing: boolean): void; reject(error: Error): void } | null = null;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffered += chunk;
      const end = this.buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.buffered.slice(0, end).toLowerCase();
      const length = Number(/\r\ncontent-length: *(\d+)/.exec(head)?.[1] ?? 0);
      if (this.buffered.length < end + 4 + length) return;
      this.buffered = this.buffered.slice(end + 4 + length);
      const done = this.waiting;
      this.waiting = null;
      done?.resolve(/\r\nconnection: *close/.test(head));
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const done = this.waiting;
      this.waiting = null;
      done?.reject(new Error('closed before the answer'));
    });
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  get localPort(): number {
    return this.socket.localPort ?? 0;
  }

  /** Sends one request; resolves true when the answer says `Connection: close`. */
  get(): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    });
  }
}

test('the fair share is the mean rounded up, and only a worker over it closes any', () => {
  assert.equal(fairShare([29, 22]), 26);
  assert.equal(fairShare([25, 25]), 25);
  assert.equal(fairShare([40, 0, 0]), 14);
  assert.equal(fairShare([]), 0);
  assert.equal(excessConnections(29, 26), 3);
  assert.equal(excessConnections(22, 26), 0);
  assert.equal(
    excessConnections(26, 26),
    0,
    'an even spread (51 over two: 26 and 25) closes nothing',
  );
});

const dir = tempDir('sublord-balance-');
let service: RunningService;
before(async () => {
  // Held connections wait idle while the test gathers them: longer than the default 5 s would close
  // them on a slow machine.
  service = await startService({
    WORKERS: '2',
    DATA_DIR: dir.path,
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '120',
  });
});
after(async () => {
  await service?.stop();
  dir.remove();
});

test('keep-alive connections crowded onto one worker end up spread over both', async (t) => {
  const { port } = service;
  await waitFor('two workers', () => service.workerPids().length === 2);
  const [crowded] = service.workerPids();
  const held: Connection[] = [];
  try {
    // Keep the connections the kernel gives to one worker, after one request each (so it accepted
    // them). The other worker's are kept too while gathering, so the workers stay even and the
    // balancing closes nothing meanwhile (before, it raced the gathering, which then stalled below
    // 30 on a busy machine: issue 37 §9); they are all closed at once at the end, which makes the
    // imbalance. A connection answered with `Connection: close` is dropped. The number of tries is
    // a guard against a hang, not a measure of speed.
    const others: Connection[] = [];
    for (let tries = 0; held.length < CONNECTIONS; tries++) {
      assert.ok(tries < 50 * CONNECTIONS, `only ${held.length} connections on one worker`);
      const c = await Connection.open(port);
      const closing = await c.get();
      const owner = workerOf(service.workerPids(), port)(c.localPort);
      if (closing) c.socket.destroy();
      else if (owner === crowded) held.push(c);
      else others.push(c);
    }
    for (const c of others) c.socket.destroy();

    const spread = () => {
      const pids = service.workerPids();
      const of = workerOf(pids, port);
      return pids.map((pid) => held.filter((c) => of(c.localPort) === pid).length);
    };
    assert.deepEqual(
      spread().sort((a, b) => a - b),
      [0, CONNECTIONS],
      'the imbalance to start from',
    );

    // Every connection asks again 20 ms after each answer; one the server closes is replaced.
    let closedByServer = 0;
    let running = true;
    const loops = held.map(async (_, i) => {
      while (running) {
        const c = held[i] as Connection;
        if (await c.get()) {
          closedByServer++;
          c.socket.destroy();
          held[i] = await Connection.open(port);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    // Evened out at some point while the connections are used (an order of events, issue 37 §9;
    // without the balancing they stay 30 / 0 for good).
    let counts = spread();
    await eventually(() => {
      counts = spread();
      return Math.max(...counts) - Math.min(...counts) <= 2;
    }, 'the workers even their connections out');
    running = false;
    await Promise.all(loops);
    t.diagnostic(
      `spread ${counts.join(' / ')}, ${closedByServer} connections closed by the server`,
    );
    assert.ok(closedByServer > 0, 'the server closed some connections to move them');
    assert.ok(
      closedByServer < 4 * CONNECTIONS,
      `${closedByServer} closes for ${CONNECTIONS} connections: shedding only the excess`,
    );
  } finally {
    for (const c of held) c.socket.destroy();
  }
});
