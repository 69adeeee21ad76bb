/**
 * Slow clients cannot hold the server (issue 9 §3). The real `npm start` entry runs as a child
 * process with short limits (headers 1 s, whole request 2 s, idle 1 s, keep-alive 1 s); the test opens
 * loopback connections that send their head a line at a time, their body a byte at a time, nothing at
 * all, or go idle after a kept-alive request, and checks that every one is closed by the server within
 * its limit plus the 1 s check interval, while ordinary requests keep being answered throughout.
 * Authority: the limits are the configuration's (README, Configuration); tolerance 1.5 s of scheduling
 * slack on a loaded 2-core machine. Bounded: 120 connections, at most 8 s of trickling.
 */
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { type RunningService, startService } from '../helpers/cluster.js';
import { tempDir } from '../helpers/tmp.js';

const LIMITS = {
  HTTP_HEADERS_TIMEOUT_SECONDS: '1',
  HTTP_REQUEST_TIMEOUT_SECONDS: '2',
  HTTP_BODY_TIMEOUT_SECONDS: '1',
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
};
const CHECK_INTERVAL_MS = 1000;
const SLACK_MS = 1500;
const GIVE_UP_MS = 8000;

const data = tempDir('slow');
let service: RunningService;

before(async () => {
  service = await startService({ DATA_DIR: data.path, WORKERS: '1', ...LIMITS });
});
after(async () => {
  await service?.stop();
  data.remove();
});

interface Slow {
  kind: string;
  /** When the server closed it (ms after opening), or null if still open when the test gave up. */
  closedAfter: Promise<number | null>;
}

/** Opens a connection and runs `drive` on it; resolves when the server closes it. */
function open(kind: string, drive: (socket: Socket) => () => void): Slow {
  const socket = connect(service.port, '127.0.0.1');
  const opened = performance.now();
  let stop = () => {};
  socket.once('connect', () => {
    stop = drive(socket);
  });
  socket.on('error', () => {});
  socket.on('data', () => {});
  const closedAfter = new Promise<number | null>((resolve) => {
    const giveUp = setTimeout(() => {
      stop();
      socket.destroy();
      resolve(null);
    }, GIVE_UP_MS);
    socket.once('close', () => {
      clearTimeout(giveUp);
      stop();
      resolve(performance.now() - opened);
    });
  });
  return { kind, closedAfter };
}

/** Writes `chunks` one every `everyMs`, then keeps sending filler so the connection is never idle. */
function trickle(chunks: string[], filler: string, everyMs: number) {
  return (socket: Socket) => {
    let i = 0;
    const timer = setInterval(() => {
      if (socket.destroyed) return;
      socket.write(i < chunks.length ? (chunks[i++] ?? '') : filler);
    }, everyMs);
    return () => clearInterval(timer);
  };
}

test('slow or idle connections are closed within their limits while normal requests are served', async (t) => {
  const slow: Slow[] = [];
  for (let i = 0; i < 30; i++) {
    // Headers a line every 200 ms, never finished: the 1 s headers limit.
    slow.push(
      open(
        'slow headers',
        trickle(['GET /healthz HTTP/1.1\r\n', 'Host: x\r\n'], 'X-Pad: y\r\n', 200),
      ),
    );
    // A complete head announcing 1,000 bytes, then a byte every 200 ms: the 2 s request limit.
    slow.push(
      open(
        'slow body',
        trickle(
          [
            'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
          ],
          'a',
          200,
        ),
      ),
    );
    // Connects and says nothing.
    slow.push(open('silent', () => () => {}));
    // One kept-alive request, answered, then idle: the 1 s keep-alive limit.
    slow.push(
      open('idle keep-alive', (socket) => {
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
        return () => {};
      }),
    );
  }

  // Meanwhile ordinary requests, one every 100 ms, must all be answered.
  const statuses: number[] = [];
  let serving = true;
  const normal = (async () => {
    while (serving) {
      const res = await fetch(`${service.url}/healthz`);
      statuses.push(res.status);
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  const closed = await Promise.all(slow.map((s) => s.closedAfter));
  serving = false;
  await normal;

  const byKind = new Map<string, Array<number | null>>();
  slow.forEach((s, i) => {
    byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), closed[i] ?? null]);
  });
  const bound: Record<string, number> = {
    'slow headers': 1000,
    'slow body': 2000,
    silent: 1000,
    'idle keep-alive': 1000,
  };
  for (const [kind, times] of byKind) {
    const open = times.filter((x) => x === null).length;
    const done = times.filter((x): x is number => x !== null).sort((a, b) => a - b);
    t.diagnostic(
      `${kind}: ${done.length}/${times.length} closed by the server, median ${done[Math.floor(done.length / 2)]?.toFixed(0)} ms, max ${done.at(-1)?.toFixed(0)} ms (limit ${bound[kind]} ms + check ${CHECK_INTERVAL_MS} ms)`,
    );
    assert.equal(open, 0, `${kind}: ${open} connections still open after ${GIVE_UP_MS} ms`);
    const limit = (bound[kind] ?? 0) + CHECK_INTERVAL_MS + SLACK_MS;
    assert.ok((done.at(-1) ?? 0) <= limit, `${kind}: closed after ${done.at(-1)} ms > ${limit}`);
  }
  t.diagnostic(`${statuses.length} ordinary requests during the test, all answered`);
  assert.ok(statuses.length >= 10);
  assert.deepEqual(new Set(statuses), new Set([200]));
});
