import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  payByTransferSentence,
  payeeBankAccountLines,
  type PayeeBankAccount,
} from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { payByTransfer, payeeAccountLines } from '../pdf/layout.js';
import { BN_MESSAGES } from './messages.bn.js';
import { EN_MESSAGES, type MessageId } from './messages.en.js';
import { translatorFor } from './translator.js';

/*
 * The server's catalogue (decision 328): every English message has its Bangla, with the same
 * placeholders, and every message is valid ICU MessageFormat.
 */

const ids = Object.keys(EN_MESSAGES) as MessageId[];

/** The placeholders of an ICU message (`{name}`), sorted. */
const placeholdersOf = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the e-mail and PDF catalogue', () => {
  it('has a Bangla message for every English one, and no other', () => {
    const missing = ids.filter((id) => !(BN_MESSAGES[id] ?? '').trim());
    expect(missing, `messages without Bangla: ${missing.join(', ')}`).toEqual([]);
    expect(Object.keys(BN_MESSAGES).sort()).toEqual([...ids].sort());
  });

  it('gives each Bangla message the placeholders of its English', () => {
    const differing = ids.filter(
      (id) => placeholdersOf(EN_MESSAGES[id]).join() !== placeholdersOf(BN_MESSAGES[id]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('compiles every message', () => {
    for (const id of ids) {
      expect(() => compileMessage(EN_MESSAGES[id]), id).not.toThrow();
      expect(() => compileMessage(BN_MESSAGES[id]), id).not.toThrow();
    }
  });

  it('formats in each language: the specification’s English, Bangla digits and lakh grouping', () => {
    const en = translatorFor('en');
    const bn = translatorFor('bn');
    expect(en.money(1_234_567_800)).toBe('Tk.\u00a012,345,678');
    expect(bn.money(1_234_567_800)).toBe('১,২৩,৪৫,৬৭৮৳');
    expect(bn.money(325_050)).toBe('৩,২৫০.৫০৳');
    expect(en.pieces(3800)).toBe('3,800 pcs');
    expect(bn.pieces(3800)).toBe('৩,৮০০ পিস');
    expect(en.dateTime('2026-11-21T07:05:00Z')).toBe('21 Nov 2026, 13:05 (Dhaka time)');
    expect(bn.dateTime('2026-11-21T07:05:00Z')).toBe('২১ নভে, ২০২৬, ১৩:০৫ (ঢাকার সময়)');
    expect(bn.calendarDay('2026-12-01')).toBe('১ ডিসেম্বর, ২০২৬');
    expect(bn.t('mail.orderNumber', { number: 'SO-2026-000001' })).toBe(
      'অর্ডার নম্বর: SO-2026-000001',
    );
  });

  it('writes the accounts to pay into as the shared package does in English, and in Bangla', () => {
    const full: PayeeBankAccount = {
      bank: 'Dutch-Bangla Bank',
      branch: 'Motijheel',
      accountName: 'Partline Ltd.',
      accountNumber: '1234567890',
      routingNumber: '090271234',
      swift: 'DBBLBDDH',
    };
    const bare: PayeeBankAccount = { ...full, routingNumber: undefined, swift: undefined };
    for (const account of [full, bare]) {
      expect(payeeAccountLines(account, translatorFor('en'))).toEqual(
        payeeBankAccountLines(account),
      );
    }
    for (const accounts of [[], [bare], [full, bare]]) {
      expect(payByTransfer(accounts, 'the invoice number', translatorFor('en'))).toBe(
        payByTransferSentence(accounts, 'the invoice number'),
      );
    }
    const bn = translatorFor('bn');
    expect(payeeAccountLines(full, bn)).toEqual([
      ['ব্যাংক', 'Dutch-Bangla Bank, Motijheel শাখা'],
      ['হিসাবের নাম', 'Partline Ltd.'],
      ['হিসাব নম্বর', '1234567890'],
      ['রাউটিং নম্বর', '090271234'],
      ['SWIFT', 'DBBLBDDH'],
    ]);
    expect(payByTransfer([full, bare], 'ইনভয়েস নম্বর', bn)).toBe(
      'ইনভয়েস নম্বর উল্লেখ করে Dutch-Bangla Bank হিসাব 1234567890 অথবা Dutch-Bangla Bank হিসাব 1234567890-এ ব্যাংক ট্রান্সফারে পরিশোধ করুন।',
    );
  });

  it('writes a total in words in the reader’s language', () => {
    expect(translatorFor('en').amountInWords(12_500_050)).toBe(
      'Taka One Lakh Twenty-Five Thousand and Fifty Poisha Only',
    );
    expect(translatorFor('bn').amountInWords(12_500_050)).toBe(
      'এক লক্ষ পঁচিশ হাজার টাকা পঞ্চাশ পয়সা মাত্র',
    );
  });
});
