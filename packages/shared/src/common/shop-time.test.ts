import { describe, expect, it } from 'vitest';
import { formatPieces, formatQuantity, formatTierQuantity } from './quantity.js';
import {
  formatCalendarDay,
  formatShopClock,
  formatShopDocumentStamp,
  formatShopShortDate,
  formatShopStamp,
  formatShortCalendarDate,
  formatShortCalendarDay,
} from './shop-time.js';

describe('shop time', () => {
  // 18:30 UTC is already the next day in Dhaka (UTC+6).
  const lateUtc = new Date('2026-03-14T18:30:05Z');

  it('reads instants in Asia/Dhaka', () => {
    expect(formatShopShortDate(lateUtc)).toBe('15 Mar 2026');
    expect(formatShopStamp(lateUtc)).toBe('15 Mar 2026, 00:30');
    expect(formatShopClock(lateUtc)).toBe('00:30:05');
    expect(formatShopDocumentStamp(lateUtc)).toBe('15 March 2026, 00:30');
  });

  it('prints a table date the same whether it is an instant or a calendar day', () => {
    expect(formatShortCalendarDate('2026-11-28')).toBe('28 Nov 2026');
    expect(formatShopShortDate(new Date('2026-11-28T08:05:00Z'))).toBe('28 Nov 2026');
    expect(formatShortCalendarDate('N/A')).toBe('N/A');
  });

  it('prints calendar days as they are, and anything else as given', () => {
    expect(formatCalendarDay('2025-03-14')).toBe('14 March 2025');
    expect(formatShortCalendarDay('2025-11-21')).toBe('21 Nov');
    expect(formatCalendarDay('N/A')).toBe('N/A');
  });
});

describe('quantities', () => {
  it('always carry thousands separators', () => {
    expect(formatQuantity(3800)).toBe('3,800');
    expect(formatTierQuantity(1000)).toBe('1,000+');
    expect(formatQuantity(12)).toBe('12');
    expect(formatPieces(1_250_000)).toBe('1,250,000 pcs');
  });
});
