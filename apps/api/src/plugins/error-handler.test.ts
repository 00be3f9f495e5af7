import { ApiErrorSchema } from '@partline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/helpers/test-app.js';
import { ConflictError, ForbiddenError } from '../errors.js';

const t = useTestApp();
beforeAll(async () => {
  // Routes that exist only in this test, on the real app, to reach each kind of failure.
  t.app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(3, { error: 'Name is too short' }),
          quantity: z.number().int({ error: 'Must be a whole number' }),
          address: z.object({ city: z.string({ error: 'City is Required' }) }),
        }),
      },
    },
    async (request) => request.body,
  );
  t.app.get('/api/test/forbidden', async () => {
    throw new ForbiddenError();
  });
  t.app.get('/api/test/conflict', async () => {
    throw new ConflictError('Product already exist', { productName: ['Product already exist'] });
  });
  t.app.get('/api/test/crash', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
});

const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

/** POSTs `payload` as it is, with `contentType`, to the echo route. */
const sendToEcho = (contentType: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': contentType },
    payload,
  });

describe('the error handler', () => {
  it('answers validation failures 400 validation_failed with messages per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'ab', quantity: 1.5, address: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid',
      details: {
        name: ['Name is too short'],
        quantity: ['Must be a whole number'],
        'address.city': ['City is Required'],
      },
      requestId: expect.any(String),
    });
  });

  it('names the body itself when the whole body is wrong', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: [1, 2] });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res.json());
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.details ?? {})).toEqual(['body']);
  });

  it('lets a valid body through', async () => {
    const body = { name: 'Rahim', quantity: 3, address: { city: 'Dhaka' } };
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
  });

  it('answers bad JSON 400 bad_request', async () => {
    const res = await sendToEcho('application/json', '{"name": ');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON',
      requestId: expect.any(String),
    });
  });

  it('answers an unsupported content type 415 unsupported_media_type', async () => {
    const res = await sendToEcho('application/xml', '<name>Rahim</name>');
    expect(res.statusCode).toBe(415);
    expect(errorOf(res.json()).code).toBe('unsupported_media_type');
  });

  it('answers a body over 1 MB 413 payload_too_large', async () => {
    const res = await sendToEcho(
      'application/json',
      JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.json())).toEqual({
      code: 'payload_too_large',
      message: 'The request body is too large',
      requestId: expect.any(String),
    });
  });

  it('answers AppErrors with their status, code and details', async () => {
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden.json()).code).toBe('forbidden');

    const conflict = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict.json())).toEqual({
      code: 'conflict',
      message: 'Product already exist',
      details: { productName: ['Product already exist'] },
      requestId: expect.any(String),
    });
  });

  it('answers unexpected errors 500 internal_error without leaking their message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res.json())).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API routes 404 not_found in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/products/123/whatever'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(res.json()).code).toBe('not_found');
    }
  });
});

describe('request ids', () => {
  it('gives every answer an x-request-id', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('keeps a sane incoming x-request-id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42:1' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');

    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'evil\nlog line' + 'x'.repeat(200) },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  // Decision 332: a client quoting the id of an error answer points at its log lines.
  it('puts the x-request-id of every error answer in its body as error.requestId', async () => {
    const refusals = [
      { method: 'GET', url: '/api/test/forbidden' }, // an AppError
      { method: 'POST', url: '/api/test/echo', payload: { name: 'ab' } }, // a validation failure
      { method: 'GET', url: '/api/test/crash' }, // a 500
      { method: 'GET', url: '/api/nothing-here' }, // no such route
      { method: 'GET', url: '/api/products/%E0%A4%A' }, // refused by the router
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'a@b.c', password: 'x' },
      },
    ] as const;
    for (const refusal of refusals) {
      const res = await t.app.inject({ ...refusal, headers: { origin: 'http://localhost:3000' } });
      const label = `${refusal.method} ${refusal.url}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      const id = res.headers['x-request-id'];
      expect(id, label).toMatch(/^[0-9a-f-]{36}$/);
      expect(errorOf(res.json()).requestId, label).toBe(id);
    }
  });

  it('answers an incoming x-request-id in the error body as well as in the header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/conflict',
      headers: { 'x-request-id': 'lb-7f3a.42:2' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42:2');
    expect(errorOf(res.json()).requestId).toBe('lb-7f3a.42:2');
  });

  it('leaves successful answers as they were', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: {
        name: 'abc',
        quantity: 1,
        address: { city: 'Dhaka' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'abc', quantity: 1, address: { city: 'Dhaka' } });
  });
});
