import { ReviewListSchema } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { expectEmptyList, insertReview } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();

describe('GET /api/reviews', () => {
  it('answers an empty list when nobody reviewed yet', async () => {
    await expectEmptyList(t.app, '/api/reviews');
  });

  it('lists reviews in insertion order (sort=newest: newest first) with the specification names', async () => {
    const base = Date.UTC(2026, 2, 1);
    const older = await insertReview(t.db, {
      userName: 'Farhana',
      body: 'Fast delivery of 200 keyboards.',
      rating: 4,
      createdAt: new Date(base),
    });
    const newer = await insertReview(t.db, { createdAt: new Date(base + 60_000) });

    const res = await t.app.inject({ method: 'GET', url: '/api/reviews' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const list = ReviewListSchema.parse(res.json());
    expect(list.map((review) => review._id)).toEqual([older.id, newer.id]);
    const newestFirst = await t.app.inject({ method: 'GET', url: '/api/reviews?sort=newest' });
    expect(ReviewListSchema.parse(newestFirst.json()).map((review) => review._id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(list[0]).toEqual({
      _id: older.id,
      user: 'Farhana',
      userImage: older.userImage,
      review: 'Fast delivery of 200 keyboards.',
      rating: 4,
      createdAt: new Date(base).toISOString(),
    });
  });

  it('answers 404 in the error shape for a review route that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews/123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'Nothing at GET /api/reviews/123',
        requestId: expect.any(String),
      },
    });
  });
});
