import {
  formatCalendarDay,
  RETURN_MESSAGES,
  returnLabelFileName,
  shopDay,
  WARRANTY_MESSAGES,
  warrantyEndsOn,
} from '@partline/shared';
import type { Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { sameOrigin as headers } from './companies';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';
import {
  addByQuickOrder,
  addProduct,
  checkOutAndPay,
  createShipment,
  journeyProduct,
  newPage,
  shipDialog,
  shipmentOf,
  stockOf,
  STOCK,
} from './fulfilment';

/*
 * Warranty and returns by serial number (decision 322) at both widths: the shop admin ships three
 * serial-tracked SSDs with their serials scanned into the Ship dialog (a scanner types each serial
 * and Enter); the buyer looks one serial up, sees it under warranty for 36 months from today, and
 * opens a warranty return of it with a photo; the admin approves it from the returns queue (the
 * label downloads as a PDF), receives the goods and replaces the piece with a new serial, shipped
 * at no charge; the buyer sees the replacement on the return and the order; anyone checks the new
 * serial's warranty by serial and order number, signed out.
 */

/** A photo of the fault the buyer attaches (a demo asset; any image will do). */
const photo = fileURLToPath(
  new URL('../../apps/api/assets/demo/product-nx-210-nic-800w.webp', import.meta.url),
);

/** Months of the SSDs' warranty. */
const WARRANTY_MONTHS = 36;

/** A fact of the return page's first section by its label. */
const returnFact = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /^Return/ })
    .first()
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=../dd');

/** The return page's items table row of a serial. */
const itemRow = (page: Page, serial: string) =>
  page.getByRole('region', { name: 'Items' }).getByRole('row').filter({ hasText: serial });

test.describe('warranty and returns', () => {
  // Two people, a payment, two shipments and a return through four steps: the shipments journey
  // and a half on the shared two-vCPU machine.
  test.setTimeout(300_000);

  test('serials scanned at shipment; the buyer looks one up and returns it under warranty; the admin approves, receives and replaces it; the public check answers for the new serial', async ({
    page,
    browser,
  }, testInfo: TestInfo) => {
    const phone = testInfo.project.name === 'phone';
    const stamp = `${Date.now().toString(36)}${phone ? 'p' : 'd'}`;
    await signUpThroughApi(page, phone ? 'Nusrat Jahan' : 'Tanvir Hasan', newClientEmail('rma'));

    // The shop admin adds a serial-tracked SSD with a 36-month warranty.
    const back = await newPage(browser, page);
    const adminPage = back.page;
    await logIn(adminPage, admin.email, admin.password);
    const ssd = journeyProduct(stamp, 'SSD', 'NVMe SSD 1 TB', 9800, 3);
    const productId = await addProduct(adminPage, ssd, {
      serialTracked: true,
      warrantyMonths: WARRANTY_MONTHS,
    });

    // The product page says so.
    await page.goto(`/products/${productId}`);
    await expect(page.getByText(`${WARRANTY_MONTHS} months`).first()).toBeVisible();

    // 1. The buyer orders three and pays by card.
    await addByQuickOrder(page, [ssd]);
    const { details, orderNumber } = await checkOutAndPay(page, ssd.name);

    // 2. The admin ships them from Manage Orders, the serials scanned: each one typed, then Enter.
    const serials = [1, 2, 3].map((n) => `S${stamp}-${n}`.toUpperCase());
    await adminPage.goto('/dashboard/manage-orders');
    await adminPage.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
    await adminPage.getByRole('button', { name: `Ship ${orderNumber}` }).click();
    const dialog = shipDialog(adminPage, orderNumber);
    const scanned = dialog.getByLabel(`Serial numbers of ${ssd.sku}, one per piece`);
    await scanned.click();
    // A serial scanned twice is flagged before anything is sent.
    await scanned.pressSequentially(`${serials[0]}\n${serials[0]}\n`);
    await expect(dialog.getByText(`Given twice: ${serials[0]}`)).toBeVisible();
    await scanned.fill('');
    await scanned.pressSequentially(`${serials.join('\n')}\n`);
    await expect(dialog.getByText('3 of 3 serial numbers')).toBeVisible();
    const challan = await createShipment(
      adminPage,
      dialog,
      'Pathao Courier (Courier)',
      { trackingNumber: `PT${stamp}`.toUpperCase() },
      async () => {
        await expectAccessible(adminPage);
        await screenshot(adminPage, testInfo, 'ship-dialog-serials');
      },
    );

    // 3. The buyer's order lists the serials under the shipment.
    await details.click();
    const shipped = shipmentOf(page, challan);
    for (const serial of serials) await expect(shipped).toContainText(serial);

    // 4. The buyer looks the second serial up: under warranty until 36 months from today.
    const endsOn = warrantyEndsOn(shopDay(), WARRANTY_MONTHS)!;
    await page.goto('/dashboard/warranty');
    await page.getByRole('textbox', { name: 'Serial number' }).fill(serials[1]!.toLowerCase());
    await page.getByRole('button', { name: 'Look up' }).click();
    const piece = page.getByRole('listitem').filter({ hasText: ssd.name });
    await expect(piece).toContainText(orderNumber);
    await expect(piece).toContainText(challan);
    await expect(piece).toContainText(formatCalendarDay(endsOn));
    await expect(piece).toContainText(WARRANTY_MESSAGES.underWarranty);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'warranty-lookup');
    // Someone else's serial is not found.
    await page.getByRole('textbox', { name: 'Serial number' }).fill(`NOT-${stamp}`.toUpperCase());
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText(WARRANTY_MESSAGES.serialNotFound)).toBeVisible();

    // 5. From the lookup, a warranty return of that piece, with a photo.
    await page.getByRole('textbox', { name: 'Serial number' }).fill(serials[1]!);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page
      .getByRole('link', { name: `Return this item: ${ssd.name}, serial ${serials[1]}` })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/returns\/new\?/);
    const form = page.getByRole('form', { name: 'Return request' });
    await expect(form.getByRole('checkbox', { name: serials[1] })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: serials[0] })).not.toBeChecked();
    await expect(form.getByRole('radio', { name: 'Defective under warranty' })).toBeChecked();
    await form
      .getByLabel('Description')
      .fill('The drive disappears from the BIOS after a few minutes under load.');
    await form.getByLabel('Add a photo (up to 5)').setInputFiles(photo);
    await expect(
      form.getByRole('list', { name: 'Photos of the return' }).getByRole('img'),
    ).toHaveCount(1);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'return-request');
    await form.getByRole('button', { name: 'Request return' }).click();
    await expectToast(page, RETURN_MESSAGES.requested, { exact: true });
    await expect(page).toHaveURL(/\/dashboard\/returns\/RMA-\d{4}-\d+$/);
    const rma = /RMA-\d{4}-\d+/.exec(page.url())![0];
    await expect(returnFact(page, 'RMA number')).toHaveText(rma);
    await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();
    // The same serial cannot be under a second open return.
    const order = await orderOfNumber(page, orderNumber);
    const again = await page.request.post('/api/returns', {
      headers,
      data: {
        orderId: order.id,
        reason: 'defective',
        description: 'Again',
        items: [{ orderLineId: order.lineId, serial: serials[1] }],
      },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      RETURN_MESSAGES.serialUnderReturn(serials[1]!, rma),
    );

    // 6. The admin finds it in the returns queue by the serial, and approves it.
    await adminPage.goto('/dashboard/manage-returns');
    await adminPage.getByRole('searchbox').fill(serials[1]!);
    await expect(adminPage).toHaveURL(new RegExp(`q=${serials[1]}`));
    const found = adminPage.getByRole('link', { name: rma, exact: true });
    await expect(found).toHaveCount(1);
    await found.click();
    await expect(adminPage).toHaveURL(new RegExp(`/dashboard/returns/${rma}$`));
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'return-requested-admin');
    await adminPage
      .getByRole('form', { name: 'Approve the return' })
      .getByLabel('Return instructions')
      .fill('Pack the drive in its anti-static bag and send it to our Tejgaon service desk.');
    await adminPage.getByRole('button', { name: 'Approve' }).click();
    await expectToast(adminPage, RETURN_MESSAGES.approved, { exact: true });

    // The label downloads as a PDF named after the RMA number.
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Download return label' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(returnLabelFileName(rma));
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    // 7. The goods arrive: received, then replaced by a new serial, shipped at no charge.
    await adminPage
      .getByLabel('Note on the goods (optional)')
      .fill('Drive received, fault confirmed.');
    await adminPage.getByRole('button', { name: 'Mark received' }).click();
    await expectToast(adminPage, RETURN_MESSAGES.received, { exact: true });
    const resolveForm = adminPage.getByRole('form', { name: 'Resolve the items' });
    await resolveForm.getByRole('radio', { name: 'Replace' }).check();
    const replacement = `S${stamp}-R1`.toUpperCase();
    await resolveForm.getByLabel('Serial number of the replacement').fill(replacement);
    await resolveForm.getByLabel('Carrier').selectOption({ label: 'Pathao Courier (Courier)' });
    await resolveForm.getByLabel('Tracking number').fill(`PR${stamp}`.toUpperCase());
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'return-resolve');
    await resolveForm.getByRole('button', { name: 'Resolve' }).click();
    await adminPage.getByRole('button', { name: 'Yes, resolve' }).click();
    await expectToast(adminPage, RETURN_MESSAGES.resolved, { exact: true });
    await expect(itemRow(adminPage, serials[1]!)).toContainText('Replaced');
    await expect(itemRow(adminPage, serials[1]!)).toContainText(replacement);

    // The replacement left the stock: three sold, one more shipped at no charge.
    expect(await stockOf(page, productId)).toEqual({ available: STOCK - 4, held: 0 });

    // 8. The buyer: the return is resolved with the new serial; the order shows the replacement.
    await page.reload();
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(itemRow(page, serials[1]!)).toContainText(replacement);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'return-resolved');
    await page.goto(`/dashboard/orders/${orderNumber}`);
    const shipments = page.getByRole('region', { name: 'Shipments' });
    await expect(shipments).toContainText(`Replacement under ${rma}, no charge`);
    await expect(shipments).toContainText(replacement);
    await expect(page.getByRole('region', { name: 'Returns' })).toContainText(rma);

    // 9. Signed out, anyone checks the new serial's warranty with the order number: the same end.
    const visitor = await browser.newContext({ viewport: page.viewportSize() });
    const publicPage = await visitor.newPage();
    await publicPage.goto('/warranty');
    await publicPage.getByRole('textbox', { name: 'Serial number' }).fill(replacement);
    await publicPage.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
    await publicPage.getByRole('button', { name: 'Check warranty' }).click();
    const answer = publicPage.getByRole('region', { name: ssd.name });
    await expect(answer).toContainText(ssd.name);
    await expect(answer).toContainText(formatCalendarDay(endsOn));
    await expect(answer).toContainText(WARRANTY_MESSAGES.underWarranty);
    await expect(answer).not.toContainText(challan);
    await expectAccessible(publicPage);
    await screenshot(publicPage, testInfo, 'warranty-check');
    // A serial with another order's number: the one answer that reveals nothing.
    await publicPage.getByRole('textbox', { name: 'Order number' }).fill('SO-2000-000001');
    await publicPage.getByRole('button', { name: 'Check warranty' }).click();
    await expect(publicPage.getByText(WARRANTY_MESSAGES.checkNotFound)).toBeVisible();
    await visitor.close();
    await back.context.close();
  });
});

/** One of the signed-in buyer's orders by its number: its id and its first line's id. */
async function orderOfNumber(page: Page, orderNumber: string) {
  const detail = (await (await page.request.get(`/api/orders/number/${orderNumber}`)).json()) as {
    _id: string;
    lines: { _id: string }[];
  };
  return { id: detail._id, lineId: detail.lines[0]!._id };
}
