import { describe, expect, it } from 'vitest';
import {
  MAIL_SUBJECT_MAX_CHARS,
  orderPlacedMail,
  orderShippedMail,
  paymentReceiptMail,
} from './templates.js';

const longName = 'Partline SR5-32 32 GB DDR5-4800 ECC Registered Server Memory Module, dual rank';
const publicUrl = 'https://shop.example';

describe('order e-mail subjects', () => {
  const subjects = [
    orderPlacedMail(
      'a@example.com',
      {
        orderId: 'o1',
        buyerName: 'Farhana',
        productName: longName,
        quantity: 1200,
        unitPricePoisha: 1_650_000,
        totalPoisha: 1_980_000_000,
        placedAt: '2026-11-24T19:17:00.000Z',
      },
      publicUrl,
    ).subject,
    orderShippedMail(
      'a@example.com',
      {
        orderId: 'o1',
        buyerName: 'Farhana',
        productName: longName,
        quantity: 1200,
        address: 'Dhaka',
        deliveredAt: '2026-11-24T19:17:00.000Z',
      },
      publicUrl,
    ).subject,
  ];

  it.each(subjects)('fit the line and end on a whole word with an ellipsis: %s', (subject) => {
    expect(Array.from(subject).length).toBeLessThanOrEqual(MAIL_SUBJECT_MAX_CHARS);
    expect(subject.endsWith('…')).toBe(true);
    const kept = subject.slice(0, -1);
    const words = kept.split(' ');
    // Every word kept is a whole word of the full subject.
    expect(longName.split(' ')).toContain(words.at(-1));
  });

  it('keeps a short subject whole', () => {
    const { subject } = paymentReceiptMail(
      'a@example.com',
      {
        buyerName: 'Farhana',
        productName: 'Partline CF-120 120 mm PWM Case Fan',
        quantity: 100,
        totalPoisha: 6_500_000,
        invoiceNumber: 'PL-2026-7',
        paidAt: '2026-11-24T19:17:00.000Z',
        paymentReference: 'pi_1',
      },
      publicUrl,
    );
    expect(subject).toBe('Payment received: invoice PL-2026-7');
  });
});
