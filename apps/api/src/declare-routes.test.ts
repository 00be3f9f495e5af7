import { ApiErrorSchema } from '@partline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/helpers/test-app.js';
import { declareRoutes } from './declare-routes.js';
import { NotFoundError } from './errors.js';

const t = useTestApp();
const Thing = z.object({ id: z.string(), quantity: z.number() });
// The routes' OpenAPI tags, passed by name: in a test file a tags option marks a timing-bound
// test alone (scripts/retry-policy.test.mjs reads the test files for it).
const tags = ['test'];

beforeAll(() => {
  // Routes that exist only in this test, on the real app.
  const { anyone, signedIn } = declareRoutes(t.app, { tags, errors: [400, 401] });
  anyone.post(
    '/api/test/things/:id',
    {
      summary: 'Create a thing',
      params: z.object({ id: z.string() }),
      body: z.object({ quantity: z.number() }),
      response: { 201: Thing },
    },
    // The context is typed by the spec's schemas, the answer by its success schema.
    async (c) => ({ id: c.params.id, quantity: c.body.quantity }),
  );
  signedIn.get(
    '/api/test/things',
    { summary: 'Your things', response: { 200: z.array(Thing) } },
    () => [],
  );
  anyone.get(
    '/api/test/caller',
    { summary: 'The caller', response: { 200: z.object({ email: z.string() }) } },
    // Read from the context only here: signed out, reading it throws (401).
    async (c) => ({ email: c.caller.email }),
  );
  anyone.get(
    '/api/test/kept-nowhere/:answer',
    {
      // Not no-store: every /api answer without its own Cache-Control gets that (decision 294).
      summary: 'Answered private, no-cache',
      cacheControl: 'private, no-cache',
      params: z.object({ answer: z.enum(['thing', 'refusal']) }),
      response: { 200: Thing },
    },
    async (c) => {
      if (c.params.answer === 'refusal') throw new NotFoundError('No such thing');
      return { id: 'x', quantity: 1 };
    },
  );
  anyone.get(
    '/api/test/typed',
    { summary: 'Typing only', querystring: z.object({ q: z.string() }), response: { 200: Thing } },
    // @ts-expect-error the answer must match the 200 schema
    async (c) => ({ id: c.query.q, quantity: 'many' }),
  );
  anyone.put(
    '/api/test/typed',
    { summary: 'Typing only', body: z.object({ n: z.number() }), response: { 200: Thing } },
    async (c) => {
      // @ts-expect-error not a field of the body
      void c.body.missing;
      return { id: 'x', quantity: c.body.n };
    },
  );
});

const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

describe('declareRoutes (decision 250)', () => {
  it('answers the one success status of a route with what its handler returns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/things/a1',
      payload: { quantity: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: 'a1', quantity: 3 });
  });

  it("validates the body with the spec's schema and answers the error shape", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/things/a1',
      payload: { quantity: 'three' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).code).toBe('validation_failed');
  });

  it("reads the context's caller as callerOf does: signed out, 401", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/caller' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res.json()).code).toBe('unauthorized');
  });

  it("sets the spec's Cache-Control on its answers, error answers too", async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/test/kept-nowhere/thing' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-cache');
    const refused = await t.app.inject({ method: 'GET', url: '/api/test/kept-nowhere/refusal' });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('private, no-cache');
  });

  it('guards a signed-in route with app.authenticate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/things' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res.json()).code).toBe('unauthorized');
  });
});
