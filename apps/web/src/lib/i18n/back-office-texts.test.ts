import { ORDER_MESSAGES, SHIPMENT_MESSAGES, WARRANTY_MESSAGES } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_TEXTS, translateBackOfficeText } from './back-office-texts';
import { activateLocale, i18n } from './i18n';

describe("the back office's shared texts in the catalog (decision 330)", () => {
  it('are the shared English texts word for word', () => {
    for (const [english, message] of BACK_OFFICE_TEXTS) expect(message.message).toBe(english);
  });

  it("show in Bangla with Bangla digits, the buyer's texts too, anything unknown as it came", async () => {
    expect(translateBackOfficeText(i18n, SHIPMENT_MESSAGES.carrierRequired)).toBe(
      'Choose a carrier',
    );
    await activateLocale('bn');
    expect(translateBackOfficeText(i18n, SHIPMENT_MESSAGES.carrierRequired)).toBe(
      'একটি পরিবহন প্রতিষ্ঠান বেছে নিন',
    );
    expect(translateBackOfficeText(i18n, SHIPMENT_MESSAGES.moreThanLeft(1200))).toBe(
      'পাঠানোর জন্য মাত্র ১,২০০ বাকি',
    );
    expect(translateBackOfficeText(i18n, WARRANTY_MESSAGES.serialRepeated('PX-1'))).toBe(
      'সিরিয়াল নম্বর PX-1 দুবার দেওয়া হয়েছে',
    );
    expect(translateBackOfficeText(i18n, ORDER_MESSAGES.notEnough)).toBe('যথেষ্ট মজুদ নেই');
    expect(translateBackOfficeText(i18n, 'Something the server said')).toBe(
      'Something the server said',
    );
    await activateLocale('en');
  });
});
