import { formatTaka, type Order, type Product } from '@partline/shared';
import type { Page } from '@playwright/test';
import { catalogNewestFirst } from './catalog';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
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

/** An amount as the shop writes it: `Tk. 1,400`, `Tk. 2,151,149.50` (decision 096). */
const taka = formatTaka;

/** The tier price of `quantity` pieces (decision 120): the last tier it reaches. */
function unitPrice(product: Product, quantity: number): number {
  let price = product.productPrice;
  for (const tier of product.priceTiers) if (tier.minQuantity <= quantity) price = tier.unitPrice;
  return price;
}

/** Which tier `quantity` pieces are priced at: 1 for the first (the minimum order), 2, 3, … */
function tierOf(product: Product, quantity: number): number {
  return product.priceTiers.filter((tier) => tier.minQuantity <= quantity).length;
}

/**
 * Ten products and a quantity of each that is buyable now: the start of the highest tier that
 * leaves half the stock (a product with volume prices reaches its second or third tier), or the
 * minimum order — so the cart has lines at different tiers. The newest first; when other journeys
 * have just added products with one price (the catalog's import), older ones with volume prices
 * take the place of the last lines, so that the cart still reaches the second and third tiers.
 */
async function cartPlan(page: Page) {
  const products = await catalogNewestFirst(page);
  const candidates: { product: Product; quantity: number }[] = [];
  for (const product of products) {
    // The specification's one-click Deliver refuses serial-tracked pieces (decision 322): they
    // ship with their serial numbers. The returns journey adds such a product.
    if (product.serialTracked) continue;
    const buyable = product.availableQuantity - product.heldQuantity;
    const quantity = product.priceTiers
      .map((tier) => tier.minQuantity)
      .filter((start) => start * 2 <= buyable)
      .at(-1);
    if (quantity !== undefined) candidates.push({ product, quantity });
  }
  const plan = candidates.slice(0, 10);
  const tierOfLine = (line: { product: Product; quantity: number }) =>
    tierOf(line.product, line.quantity);
  for (const wanted of [2, 3]) {
    if (plan.some((line) => tierOfLine(line) === wanted)) continue;
    const older = candidates.slice(10).find((line) => tierOfLine(line) === wanted);
    // The first two lines stay: the journey adds them from the home page and the purchase page.
    const last = plan.findLastIndex((line, index) => index > 1 && tierOfLine(line) === 1);
    if (older && last > 1) plan[last] = older;
  }
  return plan;
}

test.describe('cart and checkout', () => {
  test.setTimeout(180_000);

  test('a client fills a cart of 10 products at different tiers, checks out, pays once; the admin delivers', async ({
    page,
    browser,
  }, testInfo) => {
    const plan = await cartPlan(page);
    expect(plan).toHaveLength(10);
    // Lines at the first, second and third tiers.
    const tiers = new Set(plan.map(({ product, quantity }) => tierOf(product, quantity)));
    expect([...tiers].sort()).toEqual([1, 2, 3]);
    const [first, second] = plan;
    const total =
      plan.reduce(
        (sum, { product, quantity }) =>
          sum + Math.round(unitPrice(product, quantity) * quantity * 100),
        0,
      ) / 100;
    // One buyer per project: the admin finds this order by its buyer among the journeys' orders.
    const name = testInfo.project.name === 'phone' ? 'Sabrina Haque' : 'Tanvir Ahmed';
    await signUpThroughApi(page, name, newClientEmail('cart'));

    // From a card of the home page, then from the purchase page: 'Add to cart' adds the quantity
    // typed, at its tier; the header counts the lines at every width, the menu closed.
    await page.goto('/');
    await page
      .getByLabel(`Quantity of ${first!.product.productName}`)
      .fill(String(first!.quantity));
    await page.getByRole('button', { name: `Add to cart: ${first!.product.productName}` }).click();
    await expectToast(page, 'Added to cart');
    await screenshot(page, testInfo, 'home-add-to-cart');
    await page.goto(`/confirm-purchase/${second!.product._id}`);
    await page.getByLabel('Quantity', { exact: true }).fill(String(second!.quantity));
    await page.getByRole('button', { name: `Add to cart: ${second!.product.productName}` }).click();
    await expectToast(page, 'Added to cart');
    const cartLink = page.getByRole('link', { name: 'Cart 2 lines' });
    await expect(cartLink).toBeVisible();
    // On a phone the menu stays closed: the link is in the header beside its button.
    if (testInfo.project.name === 'phone') {
      await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await screenshot(page, testInfo, 'purchase-add-to-cart');
    await cartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    for (const { product, quantity } of [first!, second!]) {
      await expect(
        page
          .getByRole('list', { name: 'Cart lines' })
          .getByRole('listitem')
          .filter({ hasText: product.sku }),
      ).toContainText(taka(unitPrice(product, quantity) * quantity));
    }

    // Quick order: every line at its planned quantity (the first two are set again, not added).
    await page
      .getByLabel('Rows of SKU, quantity')
      .fill(plan.map(({ product, quantity }) => `${product.sku}, ${quantity}`).join('\n'));
    await page.getByRole('button', { name: 'Add rows to cart' }).click();
    await expectToast(page, `${plan.length} of ${plan.length} rows added to your cart`);
    for (const { product, quantity } of plan) {
      const line = page
        .getByRole('list', { name: 'Cart lines' })
        .getByRole('listitem')
        .filter({ hasText: product.sku });
      await expect(line).toContainText(taka(unitPrice(product, quantity) * quantity));
    }
    await expect(page.locator('.cart-total__value').first()).toHaveText(taka(total));
    await expectAccessible(page);
    await screenshot(page, testInfo, 'cart');

    // The address book's first address, a PO number, then one order.
    await page.getByLabel('Label').fill('Head office');
    await page.getByLabel('Phone number').fill('+880 1819-445566');
    await page
      .getByRole('textbox', { name: 'Address', exact: true })
      .fill('Plot 9, Road 3, Uttara Sector 7, Dhaka 1230');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expectToast(page, 'Address saved');
    await page.getByLabel('PO number (optional)').fill('PO-2026-118');
    await screenshot(page, testInfo, 'checkout');
    // The guide's cart: its first lines at their tier prices, and beside them on a laptop the
    // filled-in checkout; cut between two lines.
    await docsScreenshot(page, testInfo, 'cart', {
      from: page.locator('.cart-layout'),
      until: page.locator('.cart-line').nth(testInfo.project.name === 'phone' ? 1 : 5),
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectToast(page, 'Order Successfully');
    await expect(page).toHaveURL(/\/payment\//);
    const summary =
      plan.length > 1
        ? `${first!.product.productName} + ${plan.length - 1} more`
        : first!.product.productName;

    // Paid once, for the total, through the payment page of the specification.
    await expect(page.getByText(`Please Pay For ${summary}`)).toBeVisible();
    await expect(page.getByText(`Payment Amount : ${taka(total)}`)).toBeVisible();
    // Under the server's total, each line at its own tier price (never all pieces at
    // the first line's price), every amount on one line.
    if (plan.length > 1) {
      await expect(page.getByText(`${plan.length} lines,`)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Lines' }).getByRole('listitem')).toHaveCount(
        plan.length,
      );
    }
    await expectFiguresUnbroken(page);
    await screenshot(page, testInfo, 'payment-lines');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await payInDialog(page);
    await expectToast(page, 'Payment Successful, THANK YOU!');
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    const card = page.getByRole('article').filter({ hasText: summary });
    await expect(card).toContainText('Paid');
    await expect(card).toContainText(taka(total));
    await expect(card.getByRole('list', { name: 'Lines' }).getByRole('listitem')).toHaveCount(
      plan.length,
    );
    await screenshot(page, testInfo, 'my-orders-lines');
    const orders = (await (
      await page.request.get(`/api/orders/${encodeURIComponent(await clientEmail(page))}`)
    ).json()) as Order[];
    expect(orders).toHaveLength(1);
    expect(orders[0]!.lines).toHaveLength(plan.length);

    // The admin delivers it: every line's stock leaves the shelf.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/dashboard/manage-orders');
    await adminPage.getByRole('button', { name: `Deliver ${summary} to ${name}` }).click();
    await adminPage.getByRole('button', { name: 'Yes, Deliver' }).click();
    await expectToast(adminPage, 'Order Delivered');
    await page.reload();
    await expect(page.getByRole('article').filter({ hasText: summary })).toContainText('Delivered');
    for (const { product, quantity } of plan) {
      const now = (await (
        await page.request.get(`/api/products/${product._id}`)
      ).json()) as Product;
      expect(now.availableQuantity).toBeLessThanOrEqual(product.availableQuantity - quantity);
    }
    // Manage Product shows each product's SKU and volume prices.
    await adminPage.goto('/dashboard/manage-product');
    await expect(adminPage.getByText(`SKU ${first!.product.sku}`, { exact: true })).toBeVisible();
    await screenshot(adminPage, testInfo, 'manage-product');
    await adminContext.close();
  });
});

/** The signed-in client's e-mail, from the session. */
async function clientEmail(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { email: string };
  };
  return session.user.email;
}
