import { PAYMENT_MESSAGES as M } from '@partline/shared';

/** Why a card is refused: the codes of the API's error shape and Stripe's messages. */
export type CardRefusal = {
  code: 'card_declined' | 'insufficient_funds' | 'invalid_card';
  message: string;
};

/** A card as the form sends it (number with or without spaces). */
export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc?: string | undefined;
}

/** What is kept of an accepted card: never the number. */
export interface AcceptedCard {
  brand: string;
  last4: string;
}

/**
 * Stripe's documented test cards that do not succeed
 * (https://docs.stripe.com/testing#declined-payments); any other valid number succeeds.
 */
const REFUSING_TEST_CARDS: Record<string, CardRefusal> = {
  '4000000000000002': { code: 'card_declined', message: M.cardDeclined },
  '4000000000009995': { code: 'insufficient_funds', message: M.insufficientFunds },
  '4000000000009987': { code: 'card_declined', message: M.cardDeclined },
  '4000000000000069': { code: 'card_declined', message: M.expiredCard },
};

/** Luhn checksum of a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a card number by its prefix (Stripe's names). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3(0|6|8)/.test(digits)) return 'diners';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/**
 * The local processor's decision on a card: a malformed number (not 12–19 digits or a bad Luhn
 * check), an invalid or past expiry (month granularity, `now` in UTC) or a missing or short CVC
 * is `invalid_card`; Stripe's declining test cards are refused as Stripe refuses them; any other
 * card is accepted.
 */
export function checkCard(
  card: CardInput,
  now: Date = new Date(),
): { ok: true; card: AcceptedCard } | { ok: false; refusal: CardRefusal } {
  const invalid = (message: string) => ({
    ok: false as const,
    refusal: { code: 'invalid_card' as const, message },
  });
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return invalid(M.invalidNumber);
  const { expMonth } = card;
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) {
    return invalid(M.invalidExpiry);
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth) return invalid(M.pastExpiry);
  if (expYear > now.getUTCFullYear() + 50) return invalid(M.invalidExpiry);
  const brand = cardBrand(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!card.cvc || !new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return invalid(M.invalidCvc);
  }
  const refusal = REFUSING_TEST_CARDS[digits];
  if (refusal) return { ok: false, refusal };
  return { ok: true, card: { brand, last4: digits.slice(-4) } };
}
