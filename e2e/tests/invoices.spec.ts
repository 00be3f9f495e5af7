import type { Product } from '@partline/shared';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { catalogNewestFirst } from './catalog';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';
import { waitForMail } from './mail';
import { payInDialog } from './payments';

// A Mushak-6.3 tax invoice's number: a serial of the fiscal year (decision 306).
const INVOICE_FILE = /^invoice-(INV-\d{4}-\d{2}-\d{6,})\.pdf$/;

/** The saved file of a download: its name, its bytes, and the invoice number in the name. */
async function savedInvoice(download: Download) {
  const fileName = download.suggestedFilename();
  const number = INVOICE_FILE.exec(fileName)?.[1];
  expect(number, `${fileName} names an invoice`).toBeTruthy();
  const bytes = readFileSync((await download.path())!);
  return { fileName, number: number!, bytes };
}

async function buyAndPay(page: Page, product: Product) {
  await page.goto(`/confirm-purchase/${product._id}`);
  await page.getByLabel('Quantity').fill(String(product.minOrder));
  await page.getByLabel('Address').fill('House 8, Road 27, Gulshan 1, Dhaka 1212');
  await page.getByLabel('Phone Number').fill('+880 1715-223344');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, 'Order Successfully');
  await page
    .getByRole('link', { name: `Pay for ${product.productName}` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  await payInDialog(page);
  await expectToast(page, 'Payment Successful, THANK YOU!');
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
}

test.describe('invoices', () => {
  test.setTimeout(150_000);

  test('a client pays → the timeline shows placed and paid → downloads the invoice PDF → the receipt mail carries it → the admin downloads the same file', async ({
    page,
    browser,
  }, testInfo) => {
    const products = await catalogNewestFirst(page);
    const product = products.find((p) => p.availableQuantity - p.heldQuantity >= p.minOrder * 3);
    expect(product, 'a product with stock').toBeTruthy();
    const clientName = testInfo.project.name === 'phone' ? 'Shirin Akter' : 'Zahid Hossain';
    const clientEmail = newClientEmail('invoice');
    await signUpThroughApi(page, clientName, clientEmail);
    await buyAndPay(page, product!);

    // My Orders: the paid order's timeline and its invoice.
    const card = page.getByRole('article').filter({ hasText: product!.productName });
    const timeline = card.getByRole('list', { name: `Progress of ${product!.productName}` });
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Placed');
    await expect(steps.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(steps.nth(1)).toContainText('Paid');
    await expect(steps.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(steps.nth(2)).toContainText('Not shipped yet');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'my-orders-timeline');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Download invoice for ${product!.productName}` }).click(),
    ]);
    const mine = await savedInvoice(download);
    expect(mine.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title (kept as plain text in the PDF's info dictionary) is the number.
    expect(mine.bytes.toString('latin1')).toContain(
      `(Tax invoice ${mine.number} \\(Mushak-6.3\\))`,
    );

    // The payment receipt names the same invoice and carries it as a PDF attachment.
    const receipt = await waitForMail(
      clientEmail,
      new RegExp(`^Payment received: invoice ${mine.number}$`),
    );
    expect(receipt.raw).toMatch(new RegExp(`filename="?${mine.fileName}`));

    // The admin downloads the same invoice from Manage Orders: the very same bytes.
    const adminContext = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? null,
      isMobile: testInfo.project.use.isMobile ?? false,
      hasTouch: testInfo.project.use.hasTouch ?? false,
      acceptDownloads: true,
    });
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/dashboard/manage-orders');
    const row = adminPage.getByRole('row').filter({ hasText: clientEmail });
    await expect(row).toContainText('Paid');
    const [adminDownload] = await Promise.all([
      adminPage.waitForEvent('download'),
      row
        .getByRole('button', {
          name: `Download invoice for ${product!.productName} of ${clientName}`,
        })
        .click(),
    ]);
    const theirs = await savedInvoice(adminDownload);
    expect(theirs.fileName).toBe(mine.fileName);
    expect(theirs.bytes.equals(mine.bytes)).toBe(true);
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'manage-orders-invoice');
    await adminContext.close();
  });
});
