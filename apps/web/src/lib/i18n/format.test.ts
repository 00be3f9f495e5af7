import { formatMoney } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';
import { activateLocale } from './i18n';

describe('formatting by language (decision 325)', () => {
  it("keeps the specification's English format", () => {
    const en = formattersFor('en');
    expect(en.money(1400)).toBe('Tk.\u00a01,400');
    expect(en.money(3250.5)).toBe('Tk.\u00a03,250.50');
    expect(en.money(3250.5, 'BDT')).toBe('Tk.\u00a03,250.50');
    expect(en.number(1234567)).toBe('1,234,567');
    expect(en.pieces(3800)).toBe('3,800 pcs');
    expect(en.shortDate(new Date('2026-11-21T18:30:00Z'))).toBe('22 Nov 2026');
  });

  it('writes Bangla digits with lakh and crore grouping, Taka as ৳, Bangla months', async () => {
    await activateLocale('bn');
    const bn = formattersFor('bn');
    expect(bn.money(12345678)).toBe('১,২৩,৪৫,৬৭৮৳');
    expect(bn.money(3250.5)).toBe('৩,২৫০.৫০৳');
    expect(bn.money(3250.5, 'BDT')).toBe('৩,২৫০.৫০৳');
    expect(bn.number(1234567)).toBe('১২,৩৪,৫৬৭');
    expect(bn.pieces(3800)).toBe('৩,৮০০ পিস');
    expect(bn.tierQuantity(1000)).toBe('১,০০০+');
    // The shop's day in Dhaka: 18:30 UTC is already the 22nd there.
    expect(bn.shortDate(new Date('2026-11-21T18:30:00Z'))).toBe('২২ নভে, ২০২৬');
    expect(bn.calendarDay('2025-03-14')).toBe('১৪ মার্চ, ২০২৫');
  });
});

describe('an export currency by language (decisions 324, 325)', () => {
  it('writes dollars and euros with their sign and minor units, never as Taka', () => {
    const en = formattersFor('en');
    expect(en.money(1234.5, 'USD')).toBe('US$1,234.50');
    expect(en.money(1400, 'EUR')).toBe('€1,400.00');
    expect(en.money(0.1 + 0.2, 'USD')).toBe('US$0.30');
    expect(en.money(-12.05, 'USD')).toBe('-US$12.05');
    // As the shared formatter writes it for documents and e-mails.
    expect(en.money(1234.5, 'USD')).toBe(formatMoney(123_450, 'USD'));
    expect(en.money(98765.43, 'EUR')).toBe(formatMoney(9_876_543, 'EUR'));
  });

  it('writes them with Bangla digits and grouping in Bangla', async () => {
    await activateLocale('bn');
    const bn = formattersFor('bn');
    expect(bn.money(1234567.5, 'USD')).toBe('১২,৩৪,৫৬৭.৫০\u00a0US$');
    expect(bn.money(1400, 'EUR')).toBe('১,৪০০.০০€');
  });
});
