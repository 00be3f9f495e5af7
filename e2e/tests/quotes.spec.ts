import type { Order, Quote } from '@partline/shared';
import { catalogNewestFirst } from './catalog';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { cartWithAddress } from './companies';
import {
  docsScreenshot,
  expect,
  expectAccessible,
  expectToast,
  screenshot,
  test,
} from './fixtures';
import { expectFiguresUnbroken } from './unbroken';
import { payInDialog } from './payments';

const taka = (amount: number) => `Tk. ${amount.toLocaleString('en-US')}`;

test.describe('requests for quotation', () => {
  test.setTimeout(180_000);

  test('cart → request a quote → the shop quotes a lower price → the buyer accepts → one order at the quoted price, paid', async ({
    page,
    browser,
  }, testInfo) => {
    const products = await catalogNewestFirst(page);
    const product = products.find(
      (p) => p.availableQuantity - p.heldQuantity >= p.minOrder * 3 && p.priceTiers.length <= 1,
    );
    expect(product).toBeDefined();
    const quantity = product!.minOrder;
    const quotedPrice = Math.floor(product!.productPrice * 0.8);
    const name = testInfo.project.name === 'phone' ? 'Nusrat Jahan' : 'Farhan Kabir';
    await signUpThroughApi(page, name, newClientEmail('quote'));
    // 'Add to cart' adds the minimum order; the address book's first address, on the cart page.
    await cartWithAddress(page, product!, {
      label: 'Head office',
      phoneNumber: '+880 1711-223344',
      address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
    });

    // The cart becomes a request for quotation; the cart is emptied.
    await page
      .getByLabel('Message to the shop (optional)')
      .fill('We order every quarter: what is your best price?');
    await screenshot(page, testInfo, 'cart-request-quote');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expectToast(page, 'Quote requested');
    await expect(page).toHaveURL(/\/dashboard\/my-quotes\/[0-9a-f-]{36}$/);
    const quoteId = page.url().split('/').at(-1)!;
    const { number } = (await (await page.request.get(`/api/quotes/${quoteId}`)).json()) as {
      number: string;
    };
    expect(number).toMatch(/^QT-\d{4}-\d{6,}$/);
    await expect(page.getByRole('heading', { name: `Quote ${number}` })).toBeVisible();
    await expect(page.getByText('Awaiting the shop')).toBeVisible();
    // The request as the buyer counts it: no "Version 0", the message once, nothing to decline.
    await expect(page.getByText(/Version 0/)).toHaveCount(0);
    await expect(page.getByText('We order every quarter: what is your best price?')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    const cart = (await (await page.request.get('/api/cart')).json()) as { lineCount: number };
    expect(cart.lineCount).toBe(0);

    // The shop answers with a lower unit price from the back-office's Quotes page.
    const adminContext = await browser.newContext({ viewport: page.viewportSize() });
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/dashboard/manage-quotes');
    await adminPage.getByRole('link', { name: `Open quote ${number}` }).click();
    await expect(adminPage.getByRole('heading', { name: `Quote ${number}` })).toBeVisible();
    await adminPage.getByLabel(/^Unit price, Tk\./).fill(String(quotedPrice));
    await adminPage.getByLabel('Message to the buyer').fill('Quarterly price, delivery included.');
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'admin-quote-answer');
    await adminPage.getByRole('button', { name: 'Send quote' }).click();
    await expectToast(adminPage, 'Quote sent to the buyer');
    await adminPage.goto('/dashboard/manage-quotes');
    await adminPage.getByLabel('Show').selectOption('quoted');
    await expect(adminPage.getByRole('link', { name: `Open quote ${number}` })).toBeVisible();
    await expectFiguresUnbroken(adminPage);
    await screenshot(adminPage, testInfo, 'admin-quotes');
    await adminContext.close();

    // The buyer sees version 1 at the quoted price, writes on the thread and accepts.
    await page.reload();
    await expect(page.getByText('Quoted', { exact: true })).toBeVisible();
    await expect(page.locator('.quote-detail__total')).toHaveText(taka(quotedPrice * quantity));
    await expect(page.getByText('Version 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expectFiguresUnbroken(page);
    await page.getByLabel('Your message').fill('Thank you, we accept.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Message sent');
    await expect(page.getByText('Thank you, we accept.')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'my-quote');
    await docsScreenshot(page, testInfo, 'quote', {
      until: page.getByRole('region', { name: 'Earlier versions' }),
      projects: ['desktop'],
    });
    // Accepting asks what checkout asks: where to deliver, and the PO number.
    await expect(page.getByLabel('Deliver to')).toContainText('Head office');
    await page.getByLabel('PO number (optional)').fill('PO-Q-2026-7');
    await page.getByRole('button', { name: 'Accept and order' }).click();
    await expectToast(page, 'Quote accepted: your order is placed');
    await expect(page).toHaveURL(/\/payment\//);

    // Paid by card through the existing payment page, for the quoted total.
    await expect(page.getByText(`Payment Amount : ${taka(quotedPrice * quantity)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await payInDialog(page);
    await expectToast(page, 'Payment Successful, THANK YOU!');

    const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
      user: { email: string };
    };
    const orders = (await (
      await page.request.get(`/api/orders/${encodeURIComponent(session.user.email)}`)
    ).json()) as Order[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      isPaid: true,
      totalPrice: quotedPrice * quantity,
      poNumber: 'PO-Q-2026-7',
      address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
    });
    expect(orders[0]!.lines.map((line) => line.unitPrice)).toEqual([quotedPrice]);
    const quote = (await (await page.request.get(`/api/quotes/${quoteId}`)).json()) as Quote;
    expect(quote).toMatchObject({ status: 'accepted', orderId: orders[0]!._id });

    await page.goto(`/dashboard/my-quotes/${quoteId}`);
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'my-quote-accepted');
  });
});
