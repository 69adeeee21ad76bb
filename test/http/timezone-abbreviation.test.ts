/**
 * Time-zone abbreviations are refused (issue 20 §6): `timezone: "IST"` used to be read as India
 * through ICU's legacy ids, though IST is also Ireland and Israel. Authority: decisions.md (Time
 * zones: IANA ids) and the tz database (IST is no zone id in it). Expected: a 422 on the field that
 * suggests the IANA ids; a tz database id without a slash (EST, Japan) and UTC still answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BIRTH_BODY } from '../helpers/http.js';
import { buildTestServer } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const chart = (timezone: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/birth-chart',
    payload: { ...BIRTH_BODY, timezone, include: [] },
  });

describe('timezone abbreviations', () => {
  it('IST gets a 422 on timezone naming the IANA ids of India, Ireland and Israel', async () => {
    for (const tz of ['IST', 'ist']) {
      const res = await chart(tz);
      assert.equal(res.statusCode, 422, res.body);
      const [error] = res.json().field_errors as Array<{ field: string; message: string }>;
      assert.equal(error?.field, 'timezone');
      for (const id of ['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem']) {
        assert.ok(error?.message.includes(id), error?.message);
      }
    }
  });
  it('PST and BST too, and inside a nested Birth object', async () => {
    assert.equal((await chart('PST')).statusCode, 422);
    assert.equal((await chart('BST')).statusCode, 422);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/financial/chart',
      payload: { birth: { ...BIRTH_BODY, timezone: 'IST' }, event_name: 'listing' },
    });
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(res.json().field_errors[0].field, 'birth.timezone');
  });
  it('IANA ids answer, slashless ones of the tz database included', async () => {
    for (const tz of ['Asia/Kolkata', 'UTC', 'EST', 'Japan']) {
      assert.equal((await chart(tz)).statusCode, 200, tz);
    }
  });
});
