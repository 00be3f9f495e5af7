import { SHIPMENT_MESSAGES } from '@partline/shared';
import type { Browser, Locator, Page } from '@playwright/test';
import { sameOrigin as headers } from './companies';
import { expect, expectToast } from './fixtures';
import { payInDialog } from './payments';

/*
 * Steps of the fulfilment journeys (decisions 321, 322): the journey's own products, a buyer's
 * quick order paid by card, the Ship dialog, and the order page's facts and shipments.
 */

/** A signed-in page of its own in a new browser context at the project's width. */
export async function newPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return { context, page: await context.newPage() };
}

/** Pieces of each of the journey's products in stock before the order. */
export const STOCK = 40;

/** A product of the journey, its SKU and name carrying the run's stamp; `quantity` is ordered. */
export function journeyProduct(
  stamp: string,
  code: string,
  kind: string,
  price: number,
  quantity: number,
) {
  return {
    sku: `PL-${code}-${stamp}`.toUpperCase(),
    name: `Partline ${code} ${stamp} ${kind}`,
    price,
    quantity,
  };
}

/**
 * The shop admin adds `product` through the API, with {@link STOCK} pieces unless `fields` say
 * otherwise (the stock, backorders); answers its id. `origin`: the shop the page is on (the
 * journeys' main server unless the spec targets another).
 */
export async function addProduct(
  adminPage: Page,
  product: ReturnType<typeof journeyProduct>,
  fields: {
    availableQuantity?: number;
    allowBackorder?: boolean;
    backorderAvailableOn?: string;
    serialTracked?: boolean;
    warrantyMonths?: number;
    /** Volume tiers, Taka, the first at the minimum order of 1 (decision 120). */
    priceTiers?: { minQuantity: number; unitPrice: number }[];
  } = {},
  origin = headers.origin,
) {
  const added = await adminPage.request.post('/api/product', {
    headers: { origin },
    data: {
      productName: product.name,
      sku: product.sku,
      productPrice: product.price,
      minOrder: 1,
      availableQuantity: STOCK,
      productImage: '/uploads/demo/product-mr5-16-ddr5-800w.webp',
      productDescription:
        'Rack hardware for the server room: cold-rolled steel, powder coated, fits every 19-inch rack and cabinet; screws, cage nuts and a fitting guide included.',
      ...fields,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { _id: string })._id;
}

/** A product's stock as any client reads it. */
export async function stockOf(page: Page, productId: string) {
  const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as {
    availableQuantity: number;
    heldQuantity: number;
  };
  return { available: product.availableQuantity, held: product.heldQuantity };
}

/** On the cart page, adds `lines` by quick order (`SKU, quantity` rows). */
export async function addByQuickOrder(page: Page, lines: { sku: string; quantity: number }[]) {
  await page.goto('/cart');
  await page
    .getByLabel('Rows of SKU, quantity')
    .fill(lines.map((line) => `${line.sku}, ${line.quantity}`).join('\n'));
  await page.getByRole('button', { name: 'Add rows to cart' }).click();
  await expectToast(page, `${lines.length} of ${lines.length} rows added to your cart`);
}

/**
 * From the cart: the buyer's first address, one order paid by card; answers the order's card on
 * My Orders (found by `productName`) and its number.
 */
export async function checkOutAndPay(page: Page, productName: string) {
  await page.getByLabel('Label').fill('Data centre');
  await page.getByLabel('Phone number').fill('+880 1713-556677');
  await page
    .getByRole('textbox', { name: 'Address', exact: true })
    .fill('Hall 2, Bangabandhu Hi-Tech City, Kaliakair, Gazipur 1750');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Address saved');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectToast(page, 'Order Successfully');
  await expect(page).toHaveURL(/\/payment\//);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await payInDialog(page);
  await expectToast(page, 'Payment Successful, THANK YOU!');
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  const card = page.getByRole('article').filter({ hasText: productName });
  await expect(card).toContainText('Paid');
  const details = card.getByRole('link', { name: /^Order SO-\d{4}-\d+: details$/ });
  return { card, details, orderNumber: ((await details.textContent()) ?? '').trim() };
}

/** The Ship dialog of an order. */
export const shipDialog = (page: Page, orderNumber: string) =>
  page.getByRole('dialog', { name: `Ship ${orderNumber}` });

/**
 * In the open Ship dialog (its quantities set), chooses `carrier` (as the list names it), gives
 * the reference, runs `whenFilled` (a screenshot) and creates the shipment; answers its challan
 * number from the toast (each shipment of a journey is made on a freshly loaded page: one such
 * toast at a time).
 */
export async function createShipment(
  page: Page,
  dialog: Locator,
  carrier: string,
  reference: { trackingNumber: string } | { vehicleNumber: string },
  whenFilled: () => Promise<void> = async () => {},
) {
  await dialog.getByLabel('Carrier').selectOption({ label: carrier });
  if ('trackingNumber' in reference) {
    await dialog.getByLabel('Tracking number').fill(reference.trackingNumber);
  } else {
    await dialog.getByLabel('Vehicle number').fill(reference.vehicleNumber);
  }
  await whenFilled();
  await dialog.getByRole('button', { name: 'Create shipment' }).click();
  const created = await expectToast(
    page,
    new RegExp(`^${SHIPMENT_MESSAGES.shipped}: CH-\\d{4}-\\d+$`),
  );
  // Read at once: the toast is gone a few seconds later.
  const challan = /CH-\d{4}-\d+/.exec((await created.textContent()) ?? '')![0];
  await expect(dialog).toHaveCount(0);
  return challan;
}

/** A fact of the order page's "Order" section by its label. */
export const fact = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order', exact: true })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=../dd');

/** A shipment in the order page's "Shipments" section, by its challan number. */
export const shipmentOf = (page: Page, challan: string) =>
  page
    .getByRole('region', { name: 'Shipments' })
    .getByRole('listitem', { name: challan, exact: true });

/** A fact of a shipment by its label. */
export const shipmentFact = (page: Page, challan: string, label: string) =>
  shipmentOf(page, challan)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=../dd');
