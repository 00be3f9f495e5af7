import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, INVOICE_NUMBER_PATTERN, invoiceFileName } from './invoice.js';
import { formatShopDate, formatShopDateTime } from '../common/shop-time.js';

describe('invoice numbers', () => {
  it('pads the sequence to six digits after the prefix and year', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('PL-2026-000001');
    expect(formatInvoiceNumber(2027, 123_456)).toBe('PL-2027-123456');
    expect(formatInvoiceNumber(2026, 1_234_567)).toBe('PL-2026-1234567');
  });

  it('matches the pattern and names the download after the number', () => {
    expect(formatInvoiceNumber(2026, 42)).toMatch(INVOICE_NUMBER_PATTERN);
    expect(invoiceFileName('PL-2026-000042')).toBe('invoice-PL-2026-000042.pdf');
    expect('PL-26-000001').not.toMatch(INVOICE_NUMBER_PATTERN);
  });

  it('refuses a sequence below 1 and a year that is not 4 digits', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(26, 1)).toThrow(RangeError);
  });
});

describe('shop dates', () => {
  it('reads an instant in Dhaka time (UTC+6), not the server’s zone', () => {
    const lateUtc = new Date('2026-12-31T19:30:00Z'); // 1 January 2027, 01:30 in Dhaka
    expect(formatShopDate(lateUtc)).toBe('1 January 2027');
    expect(formatShopDateTime(lateUtc)).toBe('1 Jan 2027, 01:30 (Dhaka time)');
  });
});
