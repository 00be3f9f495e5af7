import { ApiErrorSchema } from '@partline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/helpers/test-app.js';
import { UNSTORABLE_FIELD_MESSAGE } from './json-body.js';

const t = useTestApp();
beforeAll(async () => {
  // Routes that exist only in this test, on the real app: one without a body, one that needs one.
  t.app.delete('/api/test/no-body', async (request) => ({ body: request.body ?? null }));
  t.app.put(
    '/api/test/needs-body',
    { schema: { body: z.object({ quantity: z.number() }) } },
    async (request) => request.body,
  );
});

const json = { 'content-type': 'application/json' };
const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

describe('JSON bodies (decision 090)', () => {
  it('takes Content-Type: application/json with an empty body as no body', async () => {
    for (const headers of [json, { 'content-type': 'application/json; charset=utf-8' }]) {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/test/no-body', headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ body: null });
    }
  });

  it('lets the route schema refuse a missing body it needs', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/test/needs-body', headers: json });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).code).toBe('validation_failed');
  });

  it('still parses bodies, and refuses malformed JSON and __proto__ keys', async () => {
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/test/needs-body',
      headers: json,
      payload: '{"quantity":3}',
    });
    expect(ok.json()).toEqual({ quantity: 3 });

    for (const payload of ['{"quantity":', '{"__proto__":{"admin":true},"quantity":1}', ' ']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/test/needs-body',
        headers: json,
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(errorOf(res.json()).code, payload).toBe('bad_request');
    }
  });
});

describe('text PostgreSQL cannot store (decision 296)', () => {
  const put = (payload: string) =>
    t.app.inject({ method: 'PUT', url: '/api/test/needs-body', headers: json, payload });

  it('refuses a NUL or a lone surrogate in any string or key, naming the field', async () => {
    const cases: [string, string][] = [
      ['{"quantity":1,"name":"a\\u0000b"}', 'name'],
      ['{"quantity":1,"name":"\\ud800"}', 'name'],
      ['{"quantity":1,"name":"x\\udfffy"}', 'name'],
      ['{"quantity":1,"lines":[{"note":"ok"},{"note":"\\ud83d"}]}', 'lines.1.note'],
      ['{"quantity":1,"nested":{"\\ud800":1}}', 'nested'],
      ['"\\ud800"', 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(errorOf(res.json()), payload).toEqual({
        code: 'validation_failed',
        message: 'Some fields are not valid',
        details: { [field]: [UNSTORABLE_FIELD_MESSAGE] },
        requestId: expect.any(String),
      });
    }
  });

  it('takes any other Unicode: Bangla, emoji (surrogate pairs), right-to-left text', async () => {
    const res = await put(
      JSON.stringify({ quantity: 1, name: 'ঢাকা 💻 👨‍👩‍👧 مرحبا \u202e', emoji: '\ud83d\ude00' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ quantity: 1 });
  });

  it('walks a deeply nested body without running out of stack', async () => {
    const depth = 50_000;
    const res = await put(
      `{"quantity":1,"deep":${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).code).toBe('validation_failed');
  });
});
