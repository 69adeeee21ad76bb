/**
 * POST /api/v1/question-cusp (app credentials) and POST /api/question/cusp (Bearer session token)
 * through the real server: the contract fields, the decisions.md "Questions" statuses (invalid and
 * either/or → 200 ok false; multi → notice; longer than 2000 characters → 422 on `question`),
 * relatives rotated (kp-doctrine §3.3), `in_india`, determinism, and the session route's 401 / 402 /
 * 429 (10 a minute per IP) / 503 (kill switch) / 422 / 200 with the same body as the /api/v1 route,
 * and no question text in the log or the database.
 * Authority for the houses: the event catalog (src/engine/kp/events.ts), read at test time.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { eventById } from '../../src/engine/kp/events.js';
import { createPlatformHttp } from '../../src/http/platform/index.js';
import { buildServer, LOG_REDACT_PATHS } from '../../src/http/server.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { testCompute } from '../helpers/compute.js';
import { appHeaders } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';
import { buildTestServer } from '../helpers/server.js';

const CONTRACT_FIELDS = [
  'ok',
  'event_id',
  'category',
  'primary_cusp',
  'required_houses',
  'multi_question_notice',
  'notice_kind',
  'doctrine',
];
const rotate = (h: number, from: number) => ((h - 1 + from - 1) % 12) + 1;

describe('POST /api/v1/question-cusp (open gate)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestServer();
  });
  after(async () => {
    await app.close();
  });
  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/question-cusp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('classifies a question with every contract field and the catalog houses', async () => {
    const res = await post({ question: 'When will I get married?' });
    assert.equal(res.statusCode, 200);
    const b = res.json();
    for (const f of CONTRACT_FIELDS) assert.ok(f in b, `missing ${f}`);
    const marriage = eventById('marriage');
    assert.ok(marriage);
    assert.equal(b.ok, true);
    assert.equal(b.message, null);
    assert.equal(b.event_id, 'marriage');
    assert.equal(b.category, marriage.title);
    assert.equal(b.primary_cusp, 7);
    assert.deepEqual(
      b.required_houses,
      [...marriage.required].sort((x, y) => x - y),
    );
    assert.deepEqual(
      b.negating_houses,
      [...marriage.negating].sort((x, y) => x - y),
    );
    assert.equal(b.notice_kind, null);
    assert.equal(b.multi_question_notice, null);
    assert.equal(b.relative, null);
    assert.equal(b.negated, false);
    assert.ok(b.classification_confidence > 0.5 && b.classification_confidence <= 1);
    assert.match(b.doctrine.corroboration, /7th cusp sub lord/);
    assert.ok(b.doctrine.note.length > 20);
  });

  it('rotates the cusp for a relative and says which house was used', async () => {
    const b = (await post({ question: "Will my wife's job be confirmed this year?" })).json();
    const job = eventById('job');
    assert.ok(job);
    assert.equal(b.event_id, 'job');
    assert.deepEqual(b.relative, { who: 'spouse', house: 7 });
    assert.equal(b.primary_cusp, rotate(10, 7)); // 10th from the 7th = 4th
    assert.deepEqual(
      b.required_houses,
      job.required.map((h) => rotate(h, 7)).sort((x, y) => x - y),
    );
    assert.match(b.doctrine.corroboration, /spouse's ascendant is the 7th/);
  });

  it('in_india decides only travel versus foreign_travel', async () => {
    const home = (await post({ question: 'Will I travel to Delhi next month?' })).json();
    const away = (
      await post({ question: 'Will I travel to Delhi next month?', in_india: false })
    ).json();
    assert.equal(home.event_id, 'travel');
    assert.equal(home.primary_cusp, 3);
    assert.equal(away.event_id, 'foreign_travel');
    assert.equal(away.primary_cusp, 12);
    const job = (await post({ question: 'Will I get a job?', in_india: false })).json();
    assert.equal(job.event_id, 'job');
  });

  it('answers gibberish, too short and statements with 200 ok false and a message', async () => {
    for (const question of ['asdkjh qwpoeiru zmxncb', 'Job?', 'I went to the market today.']) {
      const res = await post({ question });
      assert.equal(res.statusCode, 200, question);
      const b = res.json();
      assert.equal(b.ok, false, question);
      assert.equal(typeof b.message, 'string');
      assert.ok(b.message.length > 20);
      assert.equal(b.event_id, 'general');
      assert.equal(b.notice_kind, null);
      assert.equal(b.classification_confidence, 0);
    }
  });

  it('either/or → ok false, notice_kind either_or; several asks → notice, primary classified', async () => {
    const eo = (await post({ question: 'Should I take up a job or start a business?' })).json();
    assert.equal(eo.ok, false);
    assert.equal(eo.notice_kind, 'either_or');
    assert.match(eo.message, /either\/or/);
    const multi = (
      await post({ question: 'Will I get a job this year? And when will I get married?' })
    ).json();
    assert.equal(multi.ok, true);
    assert.equal(multi.event_id, 'job');
    assert.equal(multi.notice_kind, 'multi_question');
    assert.equal(typeof multi.multi_question_notice, 'string');
    // Issue 20 §7: two asks whose matters share the 4th house (property, vehicle) are still two.
    const house = (await post({ question: 'Will I buy a house? Will I buy a car?' })).json();
    assert.equal(house.event_id, 'property');
    assert.equal(house.notice_kind, 'multi_question');
    assert.equal(house.multi_question_notice, multi.multi_question_notice);
    const one = (await post({ question: 'Will I buy a house and when?' })).json();
    assert.equal(one.event_id, 'property');
    assert.equal(one.notice_kind, null);
    assert.equal(one.multi_question_notice, null);
  });

  it('accepts 2000 characters; 2001 is a 422 on question; bad types are named', async () => {
    const base = 'Will I get a job? ';
    const exactly = (base.repeat(200) + 'x'.repeat(2000)).slice(0, 2000);
    assert.equal((await post({ question: exactly })).statusCode, 200);
    const long = await post({ question: `${exactly}?` });
    assert.equal(long.statusCode, 422);
    assert.deepEqual(
      long.json().field_errors.map((e: { field: string }) => e.field),
      ['question'],
    );
    const bad = await post({ question: 42, in_india: 'yes' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(
      bad
        .json()
        .field_errors.map((e: { field: string }) => e.field)
        .sort(),
      ['in_india', 'question'],
    );
    const extra = await post({ question: 'Will I get a job?', in_indiabool: true });
    assert.equal(extra.statusCode, 422, 'the contract typing slip in_indiabool is not a field');
    const missing = await post({});
    assert.equal(missing.statusCode, 422);
    assert.equal(missing.json().field_errors[0].field, 'question');
  });

  it('is deterministic: byte-identical bodies', async () => {
    const q = { question: 'mere bete ki naukri kab lagegi?' };
    const x = await post(q);
    const y = await post(q);
    assert.equal(x.body, y.body);
    assert.equal(x.json().event_id, 'job');
    assert.deepEqual(x.json().relative, { who: 'child', house: 5 });
  });
});

describe('POST /api/question/cusp (session) and /api/v1/question-cusp (app credentials)', () => {
  const START = Date.UTC(2026, 4, 4, 10, 0, 5);
  const clock = createFakeClock(START);
  let storage: TestStorage;
  let platform: Platform;
  let server: FastifyInstance;
  const logged: string[] = [];
  before(async () => {
    storage = await freshStorage('sqlite');
    const logger = pino(
      { level: 'trace', redact: LOG_REDACT_PATHS },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    platform = await openTestPlatform(storage, { now: clock, logger });
    const http = createPlatformHttp(platform, platform.config);
    server = await buildServer({ compute: testCompute(), platform: http, logger });
    await server.ready();
  });
  after(async () => {
    await server.close();
    await platform.close();
    storage.remove();
  });

  const ask = (headers: Record<string, string>, payload: unknown, ip = '203.0.113.7') =>
    server.inject({
      method: 'POST',
      url: '/api/question/cusp',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
      remoteAddress: ip,
    });
  const signIn = async (email: string, password: string) => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: '198.51.100.20',
    });
    assert.equal(res.statusCode, 200);
    return res.json().token as string;
  };
  const QUESTION = { question: 'Will my daughter get married next year?' };

  it('401 without a token or with an unknown one', async () => {
    clock.set(START);
    const none = await ask({}, QUESTION, '203.0.113.1');
    assert.equal(none.statusCode, 401);
    assert.equal(none.headers['www-authenticate'], 'Bearer realm="sublord"');
    assert.equal(typeof none.json().detail, 'string');
    const bad = await ask({ authorization: 'Bearer nonsense' }, QUESTION, '203.0.113.1');
    assert.equal(bad.statusCode, 401);
  });

  it('402 for a signed-in account without developer access', async () => {
    clock.set(START);
    const account = await platform.accounts.create('nopay@example.com', 'correct horse battery');
    assert.ok(account.id);
    const token = await signIn('nopay@example.com', 'correct horse battery');
    const res = await ask({ authorization: `Bearer ${token}` }, QUESTION, '203.0.113.2');
    assert.equal(res.statusCode, 402);
  });

  it('503 while the endpoint is switched off, 200 again after', async () => {
    clock.set(START);
    const dev = await seedDeveloper(platform);
    const auth = { authorization: `Bearer ${await signIn(dev.email, dev.password)}` };
    await platform.killSwitch.disable('/api/question/cusp');
    await platform.killSwitch.refresh();
    const off = await ask(auth, QUESTION, '203.0.113.5');
    assert.equal(off.statusCode, 503);
    await platform.killSwitch.enable('/api/question/cusp');
    await platform.killSwitch.refresh();
    assert.equal((await ask(auth, QUESTION, '203.0.113.5')).statusCode, 200);
  });

  it('200 with the same body as /api/v1/question-cusp; 422 on question; 429 after 10 a minute per IP', async () => {
    clock.set(START);
    const dev = await seedDeveloper(platform);
    const token = await signIn(dev.email, dev.password);
    const auth = { authorization: `Bearer ${token}` };
    const session = await ask(auth, QUESTION, '203.0.113.3');
    assert.equal(session.statusCode, 200);
    const b = session.json();
    assert.equal(b.event_id, 'marriage');
    assert.deepEqual(b.relative, { who: 'child', house: 5 });
    assert.equal(b.primary_cusp, rotate(7, 5)); // 7th from the 5th = 11th

    const creds = await platform.apps.create(dev.accountId, 'q');
    const v1 = await server.inject({
      method: 'POST',
      url: '/api/v1/question-cusp',
      headers: { 'content-type': 'application/json', ...appHeaders(creds.appId, creds.appSecret) },
      payload: JSON.stringify(QUESTION),
    });
    assert.equal(v1.statusCode, 200);
    assert.equal(v1.body, session.body);

    const long = await ask(auth, { question: 'x'.repeat(2001) }, '203.0.113.3');
    assert.equal(long.statusCode, 422);
    assert.equal(long.json().field_errors[0].field, 'question');
    const invalid = await ask(auth, { question: 'hmm' }, '203.0.113.3');
    assert.equal(invalid.statusCode, 200);
    assert.equal(invalid.json().ok, false);

    // 3 calls so far from this IP in this minute; the 11th is refused and consumes nothing.
    for (let i = 4; i <= 10; i++)
      assert.equal((await ask(auth, QUESTION, '203.0.113.3')).statusCode, 200, `call ${i}`);
    const refused = await ask(auth, QUESTION, '203.0.113.3');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal((await ask(auth, QUESTION, '203.0.113.4')).statusCode, 200, 'another IP');
  });

  it('the question text reaches neither the log nor the database (decisions.md, Privacy)', async () => {
    assert.ok(logged.length > 0, 'the server logged its requests');
    const needle = 'daughter get married';
    assert.ok(!logged.join('').includes(needle), 'question text in the log');
    let checked = 0;
    for (const file of readdirSync(storage.dataDir)) {
      const path = join(storage.dataDir, file);
      if (!existsSync(path) || !file.startsWith('sublord')) continue;
      assert.ok(!readFileSync(path).includes(needle), `question text in ${file}`);
      checked++;
    }
    assert.ok(checked > 0, 'the database file was read');
  });
});
