import { ORDER_MESSAGES, PRICING_MESSAGES } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n';
import { SPEC_TEXTS, translateSpecText } from './spec-texts';

describe('the shared texts in the catalog (decision 325)', () => {
  it('are the shared English texts word for word', () => {
    for (const [english, message] of SPEC_TEXTS) expect(message.message).toBe(english);
  });

  it('show in Bangla, figures in Bangla digits, and anything unknown as it came', async () => {
    expect(translateSpecText(i18n, ORDER_MESSAGES.notEnough)).toBe('Not Enough');
    await activateLocale('bn');
    expect(translateSpecText(i18n, ORDER_MESSAGES.notEnough)).toBe('যথেষ্ট মজুদ নেই');
    expect(translateSpecText(i18n, ORDER_MESSAGES.minimumOrder(1000))).toBe('সর্বনিম্ন অর্ডার ১,০০০');
    expect(translateSpecText(i18n, PRICING_MESSAGES.notOnStep(100, 10))).toBe(
      '১০ পিসের ধাপে অর্ডার করুন (১০০, ১১০, ১২০, …)',
    );
    expect(translateSpecText(i18n, 'Something the server said')).toBe('Something the server said');
  });
});
