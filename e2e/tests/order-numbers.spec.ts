import type { Order } from '@partline/shared';
import { catalogNewestFirst } from './catalog';
import { sameOrigin } from './companies';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { expect, expectAccessible, screenshot, test } from './fixtures';

const ORDER_NUMBER = /^SO-\d{4}-\d{6,}$/;

test.describe('order numbers (decision 300)', () => {
  test.setTimeout(120_000);

  test('a client finds the order by its number and opens its page; the admin sees it in Manage Orders', async ({
    page,
    browser,
  }, testInfo) => {
    const product = (await catalogNewestFirst(page)).find(
      (p) => p.availableQuantity - p.heldQuantity >= p.minOrder * 3,
    )!;
    const clientEmail = newClientEmail('numbers');
    await signUpThroughApi(page, 'Tania Akter', clientEmail);
    const placed = await page.request.post('/api/orders', {
      data: {
        productId: product._id,
        quantity: product.minOrder,
        address: 'House 8, Road 27, Gulshan 1, Dhaka 1212',
        phoneNumber: '+880 1715-223344',
      },
      headers: sameOrigin,
    });
    expect(placed.status()).toBe(201);
    const orders = (await (
      await page.request.get(`/api/orders/${encodeURIComponent(clientEmail)}`)
    ).json()) as Order[];
    const number = orders[0]!.orderNumber;
    expect(number).toMatch(ORDER_NUMBER);

    // My Orders: the card names the order by its number; the search finds it by that number.
    await page.goto('/dashboard/my-orders');
    const card = page.getByRole('article', { name: product.productName });
    await expect(card.getByRole('link', { name: `Order ${number}: details` })).toHaveText(number);
    await page.getByLabel('Search your orders').fill(number);
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    await expect(page.getByRole('article')).toHaveCount(1);
    await screenshot(page, testInfo, 'my-orders-number');

    // The order's page: number, lines, timeline, address, payment.
    await card.getByRole('link', { name: `Order ${number}: details` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${number}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText('House 8, Road 27, Gulshan 1, Dhaka 1212')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Lines/ })).toBeVisible();
    await expect(
      page.getByText('No invoice yet: it is issued once the order is paid.'),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'order-page');

    // Manage Orders: the admin finds it by number; the row names number, date, e-mail and PO;
    // 'Deliver' is disabled on this unpaid order, saying why.
    const adminContext = await browser.newContext({ viewport: page.viewportSize() });
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, admin.email, admin.password);
    await adminPage.goto(`/dashboard/manage-orders?q=${number}`);
    const table = adminPage.getByRole('table', { name: 'All orders' });
    const row = table.getByRole('row', { name: new RegExp(product.productName) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: `Order ${number}: details` })).toBeVisible();
    await expect(row.getByText(clientEmail)).toBeVisible();
    const deliver = row.getByRole('button', {
      name: new RegExp(`^Deliver ${product.productName}`),
    });
    await expect(deliver).toBeDisabled();
    await expect(row.getByText('Order is not paid yet!')).toBeVisible();
    await screenshot(adminPage, testInfo, 'manage-orders-number');
    await row.getByRole('link', { name: `Order ${number}: details` }).click();
    await expect(
      adminPage.getByRole('heading', { level: 1, name: `Order ${number}` }),
    ).toBeVisible();
    await expect(adminPage.getByText(clientEmail)).toBeVisible();
    await adminContext.close();
  });
});
