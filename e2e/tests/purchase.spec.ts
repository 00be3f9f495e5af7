import { formatTaka, lineTotalFor, ORDER_MESSAGES, type Product } from '@partline/shared';
import type { Page } from '@playwright/test';
import { catalogNewestFirst } from './catalog';
import { newClientEmail, signUpThroughApi } from './accounts';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';
import { fillCardDialog } from './payments';

/** An amount as the shop writes it: `Tk. 1,400`, `Tk. 2,151,149.50` (decision 096). */
const taka = formatTaka;

/** Products a client can order at twice the minimum. */
async function orderableProducts(page: Page) {
  const products = await catalogNewestFirst(page);
  // Products sold piece by piece: other journeys add some with an order increment at the same time.
  return products.filter(
    (p) => p.orderIncrement === 1 && p.availableQuantity - p.heldQuantity >= p.minOrder * 2,
  );
}

async function placeOrder(page: Page, product: Product, quantity: number) {
  await page.goto(`/confirm-purchase/${product._id}`);
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByLabel('Address').fill('Plot 9, Road 3, Uttara Sector 7, Dhaka 1230');
  await page.getByLabel('Phone Number').fill('+880 1819-445566');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, 'Order Successfully');
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
}

test.describe('ordering and card payment', () => {
  test.skip(({ isMobile }) => isMobile, 'the journey runs at desktop width');
  test.setTimeout(120_000);

  test('sign up → below the minimum → order → declined card in red → paid → cancel another unpaid order', async ({
    page,
  }, testInfo) => {
    const [product, other] = await orderableProducts(page);
    expect(product && other).toBeTruthy();
    await signUpThroughApi(page, 'Imran Chowdhury', newClientEmail('buyer'));

    // The purchase form: minimum order message, disabled button, live total.
    await page.goto(`/confirm-purchase/${product!._id}`);
    await expect(page.getByRole('heading', { name: product!.productName }).first()).toBeVisible();
    const quantity = page.getByLabel('Quantity');
    await expect(quantity).toHaveValue(String(product!.minOrder));
    await quantity.fill(String(product!.minOrder - 1));
    await expect(page.getByText(ORDER_MESSAGES.minimumOrder(product!.minOrder))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    const buyable = product!.availableQuantity - product!.heldQuantity;
    await quantity.fill(String(buyable + 1));
    await expect(page.getByText('Not Enough')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    const pieces = product!.minOrder * 2;
    await quantity.fill(String(pieces));
    await expect(page.getByText(taka(lineTotalFor(product!, pieces))).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'confirm-purchase');
    await placeOrder(page, product!, pieces);

    // My Orders shows it unpaid, with Pay and Cancel.
    const card = page.getByRole('article').filter({ hasText: product!.productName });
    await expect(card).toContainText('Unpaid');
    await expect(card).toContainText('Pending');
    await expect(card).toContainText(taka(lineTotalFor(product!, pieces)));
    await card.getByRole('link', { name: `Pay for ${product!.productName}` }).click();

    // The payment page and modal.
    await expect(page.getByText(`Please Pay For ${product!.productName}`)).toBeVisible();
    await expect(
      page.getByText(`Payment Amount : ${taka(lineTotalFor(product!, pieces))}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
    await fillCardDialog(page, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    const declined = dialog.getByText('Your card was declined.');
    await expect(declined).toBeVisible();
    const color = await declined.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = color.match(/\d+/g)!.map(Number);
    expect(red! > 150 && green! < 100 && blue! < 100, `${color} is red`).toBe(true);
    await screenshot(page, testInfo, 'payment-declined');

    await fillCardDialog(page, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await expectToast(page, 'Payment Successful, THANK YOU!');
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    // The declined card's error toast does not outlive the payment that went through: gone as
    // soon as the success shows (checked once; waiting would let its own 4 s lifetime end it).
    expect(await page.locator('.app-toast--error').isVisible()).toBe(false);
    const paid = page.getByRole('article').filter({ hasText: product!.productName });
    await expect(paid).toContainText('Paid');
    await expect(paid).not.toContainText('Unpaid');
    await expect(paid).toContainText(/pi_|[0-9a-f]{8}-/);
    await expect(paid.getByRole('link', { name: /Pay for/ })).toHaveCount(0);

    // The paid order now holds stock.
    const after = (await (
      await page.request.get(`/api/products/${product!._id}`)
    ).json()) as Product;
    expect(after.heldQuantity).toBe(product!.heldQuantity + pieces);

    // Cancel another, unpaid order.
    await placeOrder(page, other!, other!.minOrder);
    const otherCard = page.getByRole('article').filter({ hasText: other!.productName });
    await otherCard.getByRole('button', { name: `Cancel ${other!.productName}` }).click();
    await expect(page.getByText('Do You Want to Cancel Your Order?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expectToast(page, 'Order Cancelled Successfully');
    await expect(page.getByRole('article').filter({ hasText: other!.productName })).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: product!.productName })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'my-orders');
  });
});
