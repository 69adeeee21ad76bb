/**
 * Control characters in what a person types (issue 37 §2). Before: a sign-up email or an app name
 * could carry ESC, BEL or a C1 control, and `sublord account list`, `app list` and `subscription
 * grant` printed them raw, so a developer could send escape sequences to the operator's terminal.
 * Now the platform refuses them (INVALID_INPUT naming the field: 422 over HTTP), and the operator
 * CLI escapes whatever it prints, so rows stored before this check show as `\u001b`, never raw.
 * Authority: the characters a terminal acts on, C0 (U+0000-U+001F), DEL and C1 (U+007F-U+009F)
 * (ECMA-48), and the bidirectional formatting characters that reorder what is shown (Unicode UAX #9).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Command } from 'commander';
import { registerOperatorCommands } from '../../src/cli/operator.js';
import { registerOperatorReports } from '../../src/cli/operator-reports.js';
import { PlatformError } from '../../src/platform/errors.js';
import type { Platform } from '../../src/platform/platform.js';
import { buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

const PASSWORD = 'correct horse battery';
/** ESC [ 2 J clears the screen; BEL rings; U+009B is the one-byte CSI; U+202E reverses the text. */
const HOSTILE = ['\u001b[2J', '\u0007', '\u009b31m', '\u202e', '\u0000', '\u007f', '\u2028'];

let storage: TestStorage;
let platform: Platform;
before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage);
});
after(async () => {
  await platform.close();
  storage.remove();
});

function refusedOn(field: string) {
  return (error: unknown) => {
    assert.ok(error instanceof PlatformError);
    assert.equal(error.code, 'INVALID_INPUT');
    assert.equal(error.field, field);
    return true;
  };
}

test('emails and app names with a control character are refused, naming the field', async () => {
  const { accountId } = await seedDeveloper(platform, 'clean@example.com');
  for (const bad of HOSTILE) {
    await assert.rejects(
      platform.accounts.create(`a${bad}b@example.com`, PASSWORD),
      refusedOn('email'),
    );
    await assert.rejects(platform.apps.create(accountId, `my${bad}app`), refusedOn('name'));
  }
  // Letters of any script, emoji with their joiners and Indic joiners stay accepted.
  await platform.apps.create(accountId, 'ज्योतिष\u200d app 👩‍💻');
});

test('over HTTP, sign-up with ESC in the email is a 422 naming `email`', async () => {
  const server = await buildPlatformServer(platform);
  try {
    const res = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'x\u001b]0;owned\u0007@example.com', password: PASSWORD },
      remoteAddress: '192.0.2.9',
    });
    assert.equal(res.statusCode, 422, res.body);
    assert.match(res.body, /"email"/);
  } finally {
    await server.close();
  }
});

test('the operator CLI escapes control characters in rows stored before the check', async () => {
  // Rows as an older release let them in: written straight into the database.
  const { accountId } = await seedDeveloper(platform, 'legacy@example.com');
  const app = await platform.apps.create(accountId, 'legacy');
  const db = platform.database.db;
  const email = 'legacy\u001b[2J\u0007@example.com';
  await db.updateTable('accounts').set({ email }).where('id', '=', accountId).execute();
  await db
    .updateTable('apps')
    .set({ name: 'evil\u009b31m\nforged row' })
    .where('id', '=', app.appId)
    .execute();

  let out = '';
  let err = '';
  const io = {
    out: { write: (s: string) => (out += s) },
    err: { write: (s: string) => (err += s) },
  };
  const program = new Command('sublord').exitOverride();
  const open = () => openTestPlatform(storage);
  registerOperatorCommands(program, open, io);
  registerOperatorReports(program, open, io);
  for (const args of [
    ['account', 'list'],
    ['app', 'list'],
    ['subscription', 'grant', '--email', email],
  ]) {
    await program.parseAsync(args, { from: 'user' });
  }
  // Such an email no longer names an account: the grant is refused, and its message escaped.
  assert.equal(process.exitCode, 1);
  process.exitCode = undefined;
  assert.equal(err, 'error: No account for legacy\\u001b[2J\\u0007@example.com.\n');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this test looks for
  const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
  assert.doesNotMatch(out + err, raw, 'no control character but the line ends');
  assert.match(
    out,
    /legacy\\u001b\[2J\\u0007@example\.com/,
    'account list and grant show it escaped',
  );
  assert.match(out, /evil\\u009b31m\\u000aforged row/, 'app list keeps the name on its row');
  assert.ok(!out.split('\n').some((line) => line.startsWith('forged row')));
});
