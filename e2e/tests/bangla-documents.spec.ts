import type { Product } from '@partline/shared';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseLanguage } from './bangla-check';
import { catalogNewestFirst } from './catalog';
import { newClientEmail, signUpThroughApi } from './accounts';
import { expect, expectToast, screenshotDir, test } from './fixtures';
import { payInDialog } from './payments';

/*
 * A buyer who reads the shop in Bangla downloads a tax invoice in Bangla (decision 328): a
 * Mushak-6.3 titled কর চালানপত্র, in the embedded Bengali font, looked at as an image — page 1
 * rendered to PNG by poppler's pdftoppm (kept with the test's screenshots) — and read back as text.
 */

/** Orders and pays `product` in English, as invoices.spec.ts does. */
async function buyAndPay(page: Page, product: Product) {
  await page.goto(`/confirm-purchase/${product._id}`);
  await page.getByLabel('Quantity').fill(String(product.minOrder));
  await page.getByLabel('Address').fill('বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫');
  await page.getByLabel('Phone Number').fill('+880 1715-223344');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, 'Order Successfully');
  await page
    .getByRole('link', { name: `Pay for ${product.productName}` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(
    page.getByRole('dialog').getByRole('button', { name: 'Confirm Payment' }),
  ).toBeEnabled();
  await payInDialog(page);
  await expectToast(page, 'Payment Successful, THANK YOU!');
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
}

test('a Bangla buyer downloads a Bangla tax invoice, looked at as an image', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const products = await catalogNewestFirst(page);
  const product = products.find((p) => p.availableQuantity - p.heldQuantity >= p.minOrder * 3);
  expect(product, 'a product with stock').toBeTruthy();
  await signUpThroughApi(page, 'সাদিয়া ইসলাম', newClientEmail('bangla-invoice'));
  await buyAndPay(page, product!);

  // The buyer switches to Bangla: the account keeps it, and the documents follow it.
  await chooseLanguage(page, 'বাংলা').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const card = page.getByRole('article').filter({ hasText: product!.productName });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `${product!.productName}-এর ইনভয়েস ডাউনলোড করুন` }).click(),
  ]);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const dir = join(screenshotDir, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'bangla-tax-invoice.pdf');
  writeFileSync(file, pdf);
  // The Bengali font is embedded (a subset), beside the standard fonts of the Latin text.
  expect(execFileSync('pdffonts', [file]).toString()).toMatch(/\+NotoSansBengali/);
  // Its text: the Bangla title and labels, the form's official name beside them.
  const text = execFileSync('pdftotext', ['-raw', '-f', '1', '-l', '1', file, '-']).toString();
  expect(text).toContain('কর চালানপত্র');
  expect(text).toContain('ক্রেতা');
  expect(text).toContain('সর্বমোট');
  expect(text).toContain('(Mushak-6.3)');
  expect(text).not.toContain('Tax invoice');
  // The total in words is Bangla too, as a cheque writes it (decision 331).
  expect(text).toMatch(/কথায়\s*:\s*\S.* টাকা( .* পয়সা)? মাত্র/);
  expect(text).not.toMatch(/Taka|Only/);

  // Page 1 as an image, kept as the test's artifact.
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    join(dir, 'bangla-tax-invoice'),
  ]);
  const png = join(dir, 'bangla-tax-invoice.png');
  expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
  await testInfo.attach('bangla-tax-invoice', { path: png, contentType: 'image/png' });
});
