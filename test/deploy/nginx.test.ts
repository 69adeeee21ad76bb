/**
 * The reverse-proxy sample (deploy/nginx/sublord.conf) with Debian's nginx on loopback and a
 * throwaway certificate (issue 23 §6). The sample file itself is included; only its listen ports,
 * upstream port and certificate paths are moved to this test's. Authority: what a client sees.
 * - HTTPS end to end: /healthz and an authenticated /api/v1 call with its X-Request-Id and rate-limit
 *   headers; plain HTTP only redirects to https.
 * - TRUST_PROXY=127.0.0.1 with the sample's X-Forwarded-For: the per-IP sign-in budget (10 a minute)
 *   follows the client's real address. Clients on 127.0.0.2 and 127.0.0.3 (Linux answers the whole
 *   127/8) have a budget each, and a client forging X-Forwarded-For cannot move its own.
 * - The portal's session cookie is Secure behind it (BASE_URL is https).
 */
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { freePort, type RunningService, startService } from '../helpers/cluster.js';
import { eventually } from '../helpers/eventually.js';
import { TEST_SECRET_KEY } from '../helpers/platform.js';
import { tempDir } from '../helpers/tmp.js';

const SAMPLE = new URL('../../deploy/nginx/sublord.conf', import.meta.url).pathname;
const BIN = new URL('../../bin/sublord', import.meta.url).pathname;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
const HOST = 'api.example.com';

const dir = tempDir('nginx');
let svc: RunningService;
let nginx: ChildProcess;
let httpsPort: number;
let httpPort: number;
let cert: string;
let app: { app_id: string; app_secret: string };

before(async () => {
  assert.ok(NGINX, 'nginx not found (apt-get install nginx)');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST}`,
      '-keyout',
      join(dir.path, 'key.pem'),
      '-out',
      join(dir.path, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(join(dir.path, 'cert.pem'), 'utf8');

  svc = await startService(
    {
      WORKERS: '1',
      DATA_DIR: join(dir.path, 'data'),
      TRUST_PROXY: '127.0.0.1',
      BASE_URL: `https://${HOST}`,
    },
    90_000,
  );
  app = JSON.parse(
    execFileSync(BIN, ['dev-app', '--json'], {
      env: {
        ...process.env,
        DATA_DIR: join(dir.path, 'data'),
        SUBLORD_SECRET_KEY: TEST_SECRET_KEY,
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
    }),
  );

  httpsPort = await freePort();
  httpPort = await freePort();
  const site = readFileSync(SAMPLE, 'utf8')
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${svc.port};`)
    .replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(
      /listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/,
      `listen 127.0.0.1:${httpsPort} ssl http2;`,
    )
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${join(dir.path, 'cert.pem')};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${join(dir.path, 'key.pem')};`);
  assert.ok(
    site.includes(String(httpsPort)) && site.includes(String(svc.port)),
    'sample rewritten',
  );
  writeFileSync(join(dir.path, 'site.conf'), site);
  const temp = (name: string) => `${name} ${join(dir.path, name)};`;
  writeFileSync(
    join(dir.path, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir.path, 'nginx.pid')};`,
      `error_log ${join(dir.path, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body_temp_path')} ${temp('proxy_temp_path')} ${temp('fastcgi_temp_path')} ${temp('uwsgi_temp_path')} ${temp('scgi_temp_path')}`,
      `  include ${join(dir.path, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX as string, ['-p', dir.path, '-c', join(dir.path, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (d) => (stderr += d));
  await eventually(async () => {
    const res = await call('GET', '/healthz').catch(() => null);
    assert.ok(nginx?.exitCode === null, `nginx exited: ${stderr}`);
    return res?.status === 200;
  }, 'nginx answers');
});

after(async () => {
  nginx?.kill('SIGTERM');
  await svc?.stop();
  dir.remove();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request through nginx, from `localAddress`, trusting only the throwaway certificate. */
function call(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: HOST,
        ca: cert,
        method,
        path,
        localAddress: options.localAddress,
        agent: false,
        headers: { host: HOST, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

test('HTTPS end to end: health and an authenticated call with the API’s own headers', async () => {
  const health = await call('GET', '/healthz');
  assert.equal(health.status, 200);
  const ping = await call('GET', '/api/v1/ping', {
    headers: { 'x-app-id': app.app_id, 'x-app-secret': app.app_secret },
  });
  assert.equal(ping.status, 200, ping.body);
  assert.match(String(ping.headers['x-request-id']), /\S/);
  assert.ok(ping.headers['x-ratelimit-limit'], 'rate-limit headers pass through');
});

test('plain HTTP only redirects to https', async () => {
  const res = await fetch(`http://127.0.0.1:${httpPort}/api/v1/ping`, {
    headers: { host: HOST },
    redirect: 'manual',
  });
  assert.equal(res.status, 301);
  assert.equal(res.headers.get('location'), `https://${HOST}/api/v1/ping`);
});

test('the per-IP budget follows the client’s real address through the proxy; a forged X-Forwarded-For moves nothing', async () => {
  const signIn = (localAddress: string, n: number, forged: string) =>
    call('POST', '/api/auth/sign-in', {
      localAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
      body: JSON.stringify({
        email: `probe-${localAddress}-${n}@example.com`,
        password: 'wrong password!',
      }),
    });
  for (let i = 0; i < 10; i++) {
    assert.equal((await signIn('127.0.0.2', i, `198.18.0.${i}`)).status, 401);
  }
  assert.equal((await signIn('127.0.0.2', 10, '198.18.9.9')).status, 429, 'that client is out');
  assert.equal(
    (await signIn('127.0.0.3', 11, '127.0.0.2')).status,
    401,
    'another client has its own',
  );
});

test('the portal’s cookies are Secure behind the TLS proxy', async () => {
  const page = await call('GET', '/portal/sign-in');
  const cookies = ([] as string[]).concat(page.headers['set-cookie'] ?? []);
  assert.ok(
    cookies.length > 0,
    `the sign-in page sets its pre-session cookie (status ${page.status})`,
  );
  for (const c of cookies) assert.match(c, /;\s*Secure/i, c);
  assert.match(String(page.headers['strict-transport-security']), /max-age=/);
});
