import { ApiErrorSchema } from '@partline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { describeDatabaseFailure, isDatabaseUnavailable, redactDatabaseUrl } from './failures.js';

const URL = 'postgres://shop:s3cret@db.internal:5433/partline?sslmode=require';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('describeDatabaseFailure', () => {
  it('names the server without its password and says what to check', () => {
    expect(
      describeDatabaseFailure(withCode('connect ECONNREFUSED 10.0.0.5:5433', 'ECONNREFUSED'), URL),
    ).toBe(
      'Cannot reach the database at postgres://shop@db.internal:5433/partline: connect ' +
        'ECONNREFUSED 10.0.0.5:5433. Is PostgreSQL running there, and is DATABASE_URL right?',
    );
    expect(redactDatabaseUrl(URL)).not.toContain('s3cret');
  });

  it('tells refused credentials and a missing database apart', () => {
    expect(
      describeDatabaseFailure(withCode('password authentication failed', '28P01'), URL),
    ).toMatch(/refused the user or password of DATABASE_URL/);
    expect(
      describeDatabaseFailure(withCode('database "partline" does not exist', '3D000'), URL),
    ).toMatch(/has no such database .*create it or fix DATABASE_URL/);
  });

  it('sees through a wrapping error and recognises timeouts', () => {
    const wrapped = new Error('Failed query: SELECT 1', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(describeDatabaseFailure(wrapped, URL)).toMatch(/^Cannot reach the database/);
  });

  it('leaves other failures alone', () => {
    expect(describeDatabaseFailure(new Error('relation "x" does not exist'), URL)).toBeUndefined();
    expect(isDatabaseUnavailable(withCode('syntax error', '42601'))).toBe(false);
  });
});

describe('unexpected errors and the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Another service's network failure (Stripe, SMTP) looks like a lost database by its code.
    t.app.get('/api/test/upstream-reset', async () => {
      throw withCode('read ECONNRESET', 'ECONNRESET');
    });
  });
  afterAll(() => t.close());

  it('answers 500 while the database answers, and 503 once it does not', async () => {
    const up = await t.app.inject({ method: 'GET', url: '/api/test/upstream-reset' });
    expect(up.statusCode).toBe(500);
    expect(ApiErrorSchema.parse(up.json()).error.code).toBe('internal_error');

    await t.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/api/test/upstream-reset' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The database is not answering',
        requestId: expect.any(String),
      },
    });
    const products = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(products.statusCode).toBe(503);
  });
});
