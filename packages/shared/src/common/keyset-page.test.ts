import { describe, expect, it } from 'vitest';
import { ListPageQuerySchema, PAGE_MESSAGES } from './keyset-page.js';
import { nextCursorOf } from './link-header.js';

describe('nextCursorOf', () => {
  it('reads the cursor of the rel="next" link', () => {
    expect(nextCursorOf('</api/orders?limit=20&cursor=WyJhIiwxXQ>; rel="next"')).toBe('WyJhIiwxXQ');
    expect(nextCursorOf('</a?cursor=x>; rel="prev", </a?cursor=y>; rel="next"')).toBe('y');
  });

  it('answers null without a next link', () => {
    expect(nextCursorOf(null)).toBeNull();
    expect(nextCursorOf('</a?cursor=x>; rel="prev"')).toBeNull();
  });
});

describe('ListPageQuerySchema', () => {
  it('keeps the specification sort and takes optional paging', () => {
    expect(ListPageQuerySchema.parse({})).toEqual({ sort: 'oldest' });
    expect(ListPageQuerySchema.parse({ limit: '20', cursor: 'abc_-1', sort: 'newest' })).toEqual({
      sort: 'newest',
      limit: 20,
      cursor: 'abc_-1',
    });
    expect(ListPageQuerySchema.parse({ limit: '', cursor: '' })).toEqual({ sort: 'oldest' });
  });

  it.each([['0'], ['101'], ['2.5'], ['x']])('refuses limit %s', (limit) => {
    const result = ListPageQuerySchema.safeParse({ limit });
    expect(result.error?.issues[0]?.message).toBe(PAGE_MESSAGES.limitInvalid);
  });

  it.each([['a b'], ['x'.repeat(201)], ['a=b']])('refuses cursor %s', (cursor) => {
    const result = ListPageQuerySchema.safeParse({ cursor });
    expect(result.error?.issues[0]?.message).toBe(PAGE_MESSAGES.cursorInvalid);
  });
});
