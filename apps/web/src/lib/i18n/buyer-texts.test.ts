import { QUOTE_STATUS_LABELS, RETURN_MESSAGES } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { BUYER_TEXTS } from './buyer-texts';
import { activateLocale, i18n } from './i18n';
import { translateSpecText } from './spec-texts';

describe("the shared texts of the buyer's pages (decision 325)", () => {
  it('are the shared English texts word for word', () => {
    for (const [english, message] of BUYER_TEXTS) expect(message.message).toBe(english);
  });

  it('join the shared texts once loaded, and show in Bangla', async () => {
    expect(translateSpecText(i18n, RETURN_MESSAGES.notFound)).toBe('Return not found');
    await activateLocale('bn');
    expect(translateSpecText(i18n, RETURN_MESSAGES.notFound)).toBe('রিটার্ন পাওয়া যায়নি');
    expect(translateSpecText(i18n, QUOTE_STATUS_LABELS.requested)).toBe('শপের উত্তরের অপেক্ষায়');
  });
});
