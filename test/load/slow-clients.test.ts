/**
 * Slow clients cannot hold the server (issue 9 §3). The real `npm start` entry runs as a child
 * process with short limits (headers 1 s, whole request 2 s, idle 1 s, keep-alive 1 s); the test opens
 * loopback connections that send their head a line at a time, their body a byte at a time, nothing at
 * all, or go idle after a kept-alive request, and checks that every one is closed by the server while
 * its client is still at it (each would go on for GIVE_UP_MS, four to eight times its limit; Node's
 * own defaults would keep them open for minutes), while ordinary requests keep being answered. An
 * order of events, not a wall-clock bound (issue 37 §9). Authority: the limits are the
 * configuration's (README, Configuration). Bounded: 120 connections, at most 8 s of trickling.
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
/** How long each slow client keeps going before it gives up and closes the connection itself. */
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
  /** True when the server closed it, false when the client gave up first. */
  closedByServer: Promise<boolean>;
}

/** Opens a connection and runs `drive` on it; resolves when it is closed, by either side. */
function open(kind: string, drive: (socket: Socket) => () => void): Slow {
  const socket = connect(service.port, '127.0.0.1');
  let stop = () => {};
  socket.once('connect', () => {
    stop = drive(socket);
  });
  socket.on('error', () => {});
  socket.on('data', () => {});
  const closedByServer = new Promise<boolean>((resolve) => {
    const giveUp = setTimeout(() => {
      stop();
      socket.destroy();
      resolve(false);
    }, GIVE_UP_MS);
    socket.once('close', () => {
      clearTimeout(giveUp);
      stop();
      resolve(true);
    });
  });
  return { kind, closedByServer };
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

test('slow or idle connections are closed by the server while normal requests are served', async (t) => {
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

  // Meanwhile ordinary requests, one after another with a short pause, must all be answered, and
  // some while the slow connections are still open.
  const statuses: number[] = [];
  let slowOpen = slow.length;
  let answeredWhileSlowOpen = 0;
  for (const s of slow) void s.closedByServer.then(() => slowOpen--);
  let serving = true;
  const normal = (async () => {
    while (serving) {
      const res = await fetch(`${service.url}/healthz`);
      statuses.push(res.status);
      if (slowOpen > 0) answeredWhileSlowOpen++;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  const byServer = await Promise.all(slow.map((s) => s.closedByServer));
  serving = false;
  await normal;

  const byKind = new Map<string, boolean[]>();
  slow.forEach((s, i) => {
    byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), byServer[i] ?? false]);
  });
  for (const [kind, closed] of byKind) {
    const stillOpen = closed.filter((x) => !x).length;
    t.diagnostic(`${kind}: ${closed.length - stillOpen}/${closed.length} closed by the server`);
    assert.equal(stillOpen, 0, `${kind}: ${stillOpen} clients gave up before the server closed`);
  }
  t.diagnostic(
    `${statuses.length} ordinary requests, ${answeredWhileSlowOpen} while slow ones open`,
  );
  assert.ok(answeredWhileSlowOpen >= 1, 'served while the slow connections were open');
  assert.deepEqual(new Set(statuses), new Set([200]));
});
