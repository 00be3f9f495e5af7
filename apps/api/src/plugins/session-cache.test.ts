import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

describe('SessionCache (decision 225)', () => {
  it('keeps nothing until changes can be heard', () => {
    const cache = new SessionCache<string>();
    cache.set('token', 'row', cache.generation);
    expect(cache.get('token')).toBeUndefined();
    cache.setListening(true);
    cache.set('token', 'row', cache.generation);
    expect(cache.get('token')).toBe('row');
  });

  it('drops everything on a change, and a read begun before it does not fill the cache', () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    cache.set('a', 'row a', cache.generation);
    const before = cache.generation;
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'stale row b', before);
    expect(cache.get('b')).toBeUndefined();
  });

  it('reads a session again after ten seconds, and keeps nothing once it stops listening', () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    cache.set('a', 'row a', cache.generation, 1_000);
    expect(cache.get('a', 10_999)).toBe('row a');
    expect(cache.get('a', 11_000)).toBeUndefined();
    cache.set('a', 'row a', cache.generation, 20_000);
    cache.setListening(false);
    expect(cache.get('a', 20_001)).toBeUndefined();
  });
});
