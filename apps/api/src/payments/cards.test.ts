import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, passesLuhn } from './cards.js';

const now = new Date(Date.UTC(2026, 10, 21));
const good = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('checkCard (local provider, Stripe test cards)', () => {
  it('accepts 4242 4242 4242 4242 and keeps only brand and last four', () => {
    expect(checkCard(good, now)).toEqual({ ok: true, card: { brand: 'visa', last4: '4242' } });
    expect(checkCard({ ...good, cardNumber: '5555555555554444' }, now)).toEqual({
      ok: true,
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('accepts this month and two-digit years, refuses last month', () => {
    expect(checkCard({ ...good, expMonth: 11, expYear: 26 }, now).ok).toBe(true);
    expect(checkCard({ ...good, expMonth: 10, expYear: 2026 }, now)).toMatchObject({
      ok: false,
      refusal: { code: 'invalid_card', message: "Your card's expiration date is in the past." },
    });
  });

  it('declines as Stripe does', () => {
    expect(checkCard({ ...good, cardNumber: '4000000000000002' }, now)).toMatchObject({
      refusal: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(checkCard({ ...good, cardNumber: '4000 0000 0000 9995' }, now)).toMatchObject({
      refusal: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });

  it('wants four CVC digits on Amex and three elsewhere', () => {
    const amex = { ...good, cardNumber: '378282246310005' };
    expect(checkCard({ ...amex, cvc: '1234' }, now).ok).toBe(true);
    expect(checkCard({ ...amex, cvc: '123' }, now).ok).toBe(false);
    expect(checkCard({ ...good, cvc: '1234' }, now).ok).toBe(false);
    expect(checkCard({ ...good, cvc: undefined }, now).ok).toBe(false);
  });

  it('checks Luhn and brands', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
  });
});
