import { ApiErrorSchema, HealthSchema } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = HealthSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: 'up' });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  // Last in this file: it closes the database.
  it('answers 503 service_unavailable in the error shape when the database is down', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(ApiErrorSchema.parse(res.json())).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The database is not answering',
        requestId: expect.any(String),
      },
    });
  });
});
