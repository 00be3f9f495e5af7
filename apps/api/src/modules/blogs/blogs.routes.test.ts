import { BlogListSchema } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { expectEmptyList, insertBlog } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();

describe('GET /api/blogs', () => {
  it('answers an empty list when there are no posts', async () => {
    await expectEmptyList(t.app, '/api/blogs');
  });

  it('lists posts newest first with the specification names', async () => {
    const january = await insertBlog(t.db, {
      authorName: 'Nusrat Jahan',
      publishedOn: '2026-01-14',
      heading: 'Choosing DDR5',
      body: 'Memory decides how long machines stay pleasant.',
    });
    const april = await insertBlog(t.db, { publishedOn: '2026-04-20' });
    const march = await insertBlog(t.db, { publishedOn: '2026-03-03' });

    const res = await t.app.inject({ method: 'GET', url: '/api/blogs' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const list = BlogListSchema.parse(res.json());
    expect(list.map((blog) => blog._id)).toEqual([april.id, march.id, january.id]);
    expect(list[2]).toEqual({
      _id: january.id,
      image: january.authorImage,
      name: 'Nusrat Jahan',
      date: '2026-01-14',
      blogHeading: 'Choosing DDR5',
      blogImage: january.image,
      blog: 'Memory decides how long machines stay pleasant.',
    });
  });

  it('refuses other methods with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/blogs' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
