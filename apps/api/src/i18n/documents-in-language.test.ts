import { QuoteSchema, type Locale } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signUpUser, type TestUser } from '../../test/helpers/auth.js';
import { addToCart, insertTieredProduct } from '../../test/helpers/cart.js';
import { createCompany, invite } from '../../test/helpers/companies.js';
import { insertProduct } from '../../test/helpers/factories.js';
import { markPaid, payLocally, placeOrder } from '../../test/helpers/orders.js';
import { answerQuote, dayFromToday, requestQuote } from '../../test/helpers/quotes.js';
import { pdffonts, pdftotext } from '../../test/helpers/pdf.js';
import { mailText, useTestAppWithSmtp } from '../../test/helpers/smtp.js';
import { users } from '../db/schema/index.js';

/*
 * The e-mails and PDFs a buyer receives, in the buyer's language (decision 328), through the real
 * app and a real SMTP server, on PGlite and on PostgreSQL: a Bangla buyer's order e-mail and tax
 * invoice are in Bangla (the invoice with the Bengali font embedded, its text extracted by
 * pdftotext), an English buyer's in English as before.
 */

describe('documents in the buyer’s language', () => {
  const { t, smtp } = useTestAppWithSmtp({ pollIntervalMs: 20, retryDelayMs: () => 0 });
  let bangla: TestUser;
  let english: TestUser;
  let admin: TestUser;

  const chooseLanguage = (user: TestUser, locale: Locale) =>
    t.db.update(users).set({ locale }).where(eq(users.id, user.id));

  beforeAll(async () => {
    bangla = await signUpUser(t.app, { name: 'সাদিয়া ইসলাম' });
    english = await signUpUser(t.app, { name: 'Imran Chowdhury' });
    admin = await createAdmin(t.app);
    await chooseLanguage(bangla, 'bn');
  });

  let products = 0;

  /** A paid order of 12 × Tk. 2,500 by `user`; its id. */
  async function paidOrder(user: TestUser): Promise<string> {
    const product = await insertProduct(t.db, {
      productName: `NV4 1 TB NVMe Drive ${++products}`,
      productPrice: 2500,
      minOrder: 12,
      availableQuantity: 100,
    });
    const orderId = await placeOrder(t.app, user, product.id, { quantity: 12 });
    const { intentId } = await payLocally(t.app, user, orderId);
    expect((await markPaid(t.app, user, orderId, intentId)).statusCode).toBe(200);
    return orderId;
  }

  it('a Bangla buyer’s order e-mail is in Bangla, with Bangla digits and lakh grouping', async () => {
    await paidOrder(bangla);
    const placed = await smtp.waitFor(bangla.email, /^আপনার Partline অর্ডার: NV4/);
    expect(placed.subject).toBe('আপনার Partline অর্ডার: NV4 1 TB NVMe Drive 1 ১২ পিস');
    expect(placed.raw).toMatch(/^Content-Language: bn$/im);
    const text = mailText(placed);
    expect(text).toContain('প্রিয় সাদিয়া ইসলাম,');
    expect(text).toContain('প্রতিটি ২,৫০০৳, সর্বমোট ৩০,০০০৳');
    expect(text).not.toContain('Thank you');

    const receipt = await smtp.waitFor(bangla.email, /^পেমেন্ট পাওয়া গেছে: ইনভয়েস INV-/);
    expect(mailText(receipt)).toContain('আপনার ৩০,০০০৳ পেমেন্ট আমরা পেয়েছি');
  });

  it('an English buyer’s order e-mail is in English, word for word as before', async () => {
    await paidOrder(english);
    const placed = await smtp.waitFor(english.email, /^Your Partline order: 12 pcs of NV4/);
    expect(placed.raw).not.toMatch(/^Content-Language:/im);
    expect(placed.source).toContain('Hello Imran Chowdhury,');
    expect(placed.source).toContain('at Tk.\u00a02,500 each, Tk.\u00a030,000 in total');
  });

  it('a Bangla buyer’s tax invoice is a Bangla Mushak-6.3 with the Bengali font embedded', async () => {
    const orderId = await paidOrder(bangla);
    const pdf = await t.app.inject({
      url: `/api/orders/${orderId}/invoice`,
      headers: bangla.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await pdffonts(pdf.rawPayload)).toMatch(
      /\+NotoSansBengali-Bold +CID TrueType .* yes +yes/,
    );
    const text = await pdftotext(pdf.rawPayload);
    const joined = text.replace(/\n/g, '');
    expect(text).toContain('কর চালানপত্র');
    // The form keeps its official name beside the Bangla one.
    expect(joined).toContain('মূসক-৬.৩(Mushak-6.3)');
    expect(text).toContain('ক্রেতা');
    expect(text).toContain('সর্বমোট');
    expect(joined).toContain('৩০,০০০৳');
    // The total in words is Bangla too (৩০,০০০৳: thirty thousand taka only).
    expect(text).toContain('ত্রিশ হাজার টাকা মাত্র');
    expect(text).not.toContain('Taka');
    // The buyer's name typed in Bangla prints in Bangla, not as question marks.
    expect(text).toContain('ইসলাম');
    expect(text).not.toContain('Tax invoice');
    expect(pdf.rawPayload.length).toBeLessThan(120_000);
  });

  it('an English buyer’s tax invoice stays English, in the PDF standard fonts only', async () => {
    const orderId = await paidOrder(english);
    const pdf = await t.app.inject({
      url: `/api/orders/${orderId}/invoice`,
      headers: english.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await pdffonts(pdf.rawPayload)).not.toContain('NotoSansBengali');
    const text = await pdftotext(pdf.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Total incl. all');
  });

  it('an invitation from a Bangla company admin to an address without an account is in Bangla', async () => {
    const owner = await signUpUser(t.app, { name: 'রাকিব হাসান' });
    await chooseLanguage(owner, 'bn');
    await createCompany(t.app, owner, { name: 'Padma Traders' });
    const email = `invitee-${Date.now()}@example.com`;
    expect((await invite(t.app, owner, email, 'buyer', 5000)).statusCode).toBe(201);
    const mail = await smtp.waitFor(email, /Partline/);
    expect(mail.subject).toBe(
      'রাকিব হাসান আপনাকে Partline-এ Padma Traders-এ যোগ দিতে আমন্ত্রণ জানিয়েছেন',
    );
    expect(mailText(mail)).toContain('Padma Traders-এর হয়ে ক্রেতা হিসেবে অর্ডার করতে');
  });

  it('a Bangla invitation’s long subject arrives whole, its header folded over lines', async () => {
    const owner = await signUpUser(t.app, { name: 'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী' });
    await chooseLanguage(owner, 'bn');
    await createCompany(t.app, owner, { name: 'Padma Electronics & Industrial Supplies Ltd.' });
    const email = `invitee-long-${Date.now()}@example.com`;
    expect((await invite(t.app, owner, email, 'buyer', 5000)).statusCode).toBe(201);
    const mail = await smtp.waitFor(email, /Partline/);
    const subject =
      'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী আপনাকে Partline-এ Padma Electronics & ' +
      'Industrial Supplies Ltd.-এ যোগ দিতে আমন্ত্রণ জানিয়েছেন';
    expect([...subject].length).toBeGreaterThan(78);
    expect(mail.subject).toBe(subject);
    // Sent as encoded words on folded lines (RFC 2047, RFC 5322 §2.2.3), none over 78 characters.
    const header = /^Subject: .*(?:\r?\n[ \t].*)*$/im.exec(mail.raw)?.[0] ?? '';
    expect(header.split(/\r?\n/).length).toBeGreaterThan(1);
    for (const line of header.split(/\r?\n/)) expect(line.length).toBeLessThanOrEqual(78);
  });

  it('a Bangla buyer’s quote PDF is in Bangla', async () => {
    const product = await insertTieredProduct(t.db, {
      productPrice: 1000,
      minOrder: 1,
      availableQuantity: 100_000,
    });
    expect((await addToCart(t.app, bangla, product.id, 10)).statusCode).toBe(200);
    const requested = await requestQuote(t.app, bangla, { message: 'সেরা দাম?' });
    expect(requested.statusCode, requested.body).toBe(201);
    const quote = QuoteSchema.parse(requested.json());
    const answered = await answerQuote(t.app, admin, quote._id, {
      lines: [{ productId: product.id, quantity: 10, unitPrice: 800 }],
      validUntil: dayFromToday(7),
      message: 'For you',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const pdf = await t.app.inject({
      url: `/api/quotes/${quote._id}/pdf`,
      headers: bangla.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdftotext(pdf.rawPayload);
    expect(text).toContain('কোটেশন');
    expect(text).toContain('যার জন্য প্রস্তুত');
    expect(text.replace(/\n/g, '')).toContain('৮,০০০৳');
    expect(text).not.toContain('QUOTATION');
  });
});
