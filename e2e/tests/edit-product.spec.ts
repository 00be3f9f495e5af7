import type { Product } from '@partline/shared';
import { tierTable } from '@partline/shared/testing';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { baseURL } from '../playwright.config';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';

const description =
  'Full-size office keyboard with quiet membrane keys, spill-resistant frame and a 1.8 m USB cable; packed in cartons of one hundred for fleet roll-outs.';

/**
 * Edit Product (decision 121) at both widths: the admin edits price, SKU, increment and volume
 * tiers from Manage Product; the catalog shows the tiers, search finds the SKU, and a client's
 * purchase is priced at the tier of its quantity (decision 120).
 */
test('admin edits a product’s price, SKU, increment and tiers → catalog, SKU search and purchase follow', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await logIn(page, admin.email, admin.password);
  const stamp = `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
  const name = `Partline KB-E2E ${stamp} Office Keyboard`;
  const sku = `PL-KB-E2E-${stamp}`.toUpperCase();
  const added = await page.request.post('/api/product', {
    data: {
      productName: name,
      productPrice: 1500,
      minOrder: 100,
      availableQuantity: 5000,
      productImage: '/uploads/demo/product-kb-110-keyboard-800w.webp',
      productDescription: description,
    },
    // Unsafe calls with the session cookie say where they come from (CSRF check).
    headers: { origin: baseURL },
  });
  expect(added.status()).toBe(201);
  const { _id: id } = (await added.json()) as { _id: string };

  await page.goto('/dashboard/manage-product');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: 'Edit Product' });
  await expect(form.getByLabel('Product Name')).toHaveValue(name);

  // A tier that is not cheaper is refused on its row, before anything is sent.
  await form.getByLabel('SKU').fill(sku.toLowerCase());
  await form.getByLabel('Product Price (Tk)').fill('1450');
  await form.getByLabel('Order Increment').fill('100');
  await form.getByRole('button', { name: 'Add Tier' }).click();
  await form.getByLabel('Tier 2: from quantity').fill('500');
  await form.getByLabel('Price per item (Tk)').nth(0).fill('1460');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Each tier price is below the one before')).toBeVisible();
  await form.getByLabel('Price per item (Tk)').nth(0).fill('1380');
  await form.getByRole('button', { name: 'Add Tier' }).click();
  await form.getByLabel('Tier 3: from quantity').fill('1000');
  await form.getByLabel('Price per item (Tk)').nth(1).fill('1320');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'edit-product');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Product Updated Successfully');
  await expect(page).toHaveURL(/\/dashboard\/manage-product$/);

  const saved = (await (await page.request.get(`/api/products/${id}`)).json()) as Product;
  expect(saved).toMatchObject({
    sku,
    productPrice: 1450,
    orderIncrement: 100,
    priceTiers: tierTable([100, 1450], [500, 1380], [1000, 1320]),
  });

  // Search by SKU finds it, with its volume prices on the card.
  await page.goto(`/all-products?q=${encodeURIComponent(sku.toLowerCase())}`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByRole('list', { name: 'Volume prices' })).toHaveText(
    /100\+ Tk\.\s1,450.*500\+ Tk\.\s1,380.*1,000\+ Tk\.\s1,320/,
  );
  await screenshot(page, testInfo, 'catalog-tiers');

  // A client's 500 pieces are priced at the 500+ tier; 550 is off the increment.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const clientEmail = newClientEmail('tiers');
  await signUpThroughApi(client, 'Rafiq Islam', clientEmail);
  await client.goto(`/confirm-purchase/${id}`);
  await client.getByLabel('Quantity').fill('550');
  await expect(client.getByText('Order in steps of 100 (100, 200, 300, …)')).toBeVisible();
  await client.getByLabel('Quantity').fill('500');
  await expect(client.getByText('Tk. 1,380 per item × 500 pcs')).toBeVisible();
  await expect(client.getByText('Tk. 690,000')).toBeVisible();
  await client.getByLabel('Address').fill('Plot 3, Road 11, Banani, Dhaka 1213');
  await client.getByLabel('Phone Number').fill('+880 1712-334455');
  await screenshot(client, testInfo, 'purchase-tier-price');
  await client.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(client, 'Order Successfully');
  const orders = (await (
    await client.request.get(`/api/orders/${encodeURIComponent(clientEmail)}`)
  ).json()) as { productId: string; productPrice: number; totalPrice: number }[];
  expect(orders.find((order) => order.productId === id)).toMatchObject({
    productPrice: 1380,
    totalPrice: 690_000,
  });
  await clientContext.close();
});
