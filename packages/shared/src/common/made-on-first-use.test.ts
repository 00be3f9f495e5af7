import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use.js';

describe('madeOnFirstUse', () => {
  it('makes nothing until the first call, then the same value on every call', () => {
    const make = vi.fn(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka' }));
    const format = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = format();
    expect(format()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
