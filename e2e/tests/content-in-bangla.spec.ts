import type { Category, Product, ProductPage } from '@partline/shared';
import { admin, logIn } from './accounts';
import { baseURL } from '../playwright.config';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';

const description =
  'Registered DDR5 for rack servers, tested for a full week before it ships, sold in trays of ten with a lifetime warranty from the maker.';
const BN = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };

/**
 * Catalog texts in Bangla (decision 326) at both widths: the shop admin gives a product its
 * Bangla name and description on Edit Product and a category its Bangla name; the catalog then
 * answers them to a request that prefers Bangla, English to one that does not.
 */
test('the shop admin enters a product’s and a category’s Bangla texts → the catalog answers them in Bangla', async ({
  page,
}, testInfo) => {
  await logIn(page, admin.email, admin.password);
  const stamp = `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
  const name = `Partline BN-${stamp} Server Memory`;
  const added = await page.request.post('/api/product', {
    data: {
      productName: name,
      productPrice: 16500,
      minOrder: 20,
      availableQuantity: 300,
      productImage: '/uploads/demo/product-sr5-32-server-ram-800w.webp',
      productDescription: description,
    },
    headers: { origin: baseURL },
  });
  expect(added.status()).toBe(201);
  const { _id: id } = (await added.json()) as { _id: string };

  await page.goto(`/dashboard/edit-product/${id}`);
  const form = page.getByRole('form', { name: 'Edit Product' });
  await expect(form.getByLabel('Product Name')).toHaveValue(name);
  const bangla = form.getByRole('group', { name: /বাংলা/ });
  await bangla.getByLabel('Bangla name').fill(`পার্টলাইন ${stamp} সার্ভার মেমরি`);
  await bangla
    .getByLabel('Bangla description')
    .fill('র‍্যাক সার্ভারের জন্য রেজিস্টার্ড DDR5, পাঠানোর আগে পুরো এক সপ্তাহ পরীক্ষা করা হয়।');
  await bangla.getByLabel('Bangla name').scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'edit-product-bangla');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Product Updated Successfully');

  const read = async (headers: Record<string, string>) => {
    const response = await page.request.get(`/api/products/${id}`, { headers });
    expect(response.headers()['vary']).toMatch(/accept-language/i);
    return {
      language: response.headers()['content-language'],
      ...((await response.json()) as Product),
    };
  };
  expect(await read(BN)).toMatchObject({
    language: 'bn',
    productName: `পার্টলাইন ${stamp} সার্ভার মেমরি`,
  });
  expect(await read({ 'accept-language': 'en' })).toMatchObject({
    language: 'en',
    productName: name,
  });
  const found = await page.request.get(
    `/api/products/search?q=${encodeURIComponent(stamp)}%20${encodeURIComponent('সার্ভার')}`,
    { headers: BN },
  );
  expect(((await found.json()) as { items: Product[] }).items.map((item) => item._id)).toEqual([
    id,
  ]);

  // A category's Bangla texts, on the category editor.
  const created = await page.request.post('/api/categories', {
    data: { name: `Cables ${stamp}`, translations: { bn: { name: `ক্যাবল ${stamp}` } } },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const categoryId = ((await created.json()) as Category).id;
  await page.goto('/dashboard/categories');
  const tree = page.getByRole('list', { name: 'Category tree' });
  await tree.getByRole('button', { name: new RegExp(`^Cables ${stamp} \\d+ products?$`) }).click();
  const editor = page.getByRole('form', { name: 'Category details' });
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(`Cables ${stamp}`);
  const section = editor.getByRole('group', { name: /বাংলা/ });
  await expect(section.getByLabel('Bangla name')).toHaveValue(`ক্যাবল ${stamp}`);
  await section.getByLabel('Bangla description').fill('অফিসের নেটওয়ার্কের জন্য ক্যাবল।');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'category-bangla');
  await editor.getByRole('button', { name: 'Save category' }).click();
  await expectToast(page, `Category Cables ${stamp} saved`);
  const categories = (await (
    await page.request.get('/api/categories', { headers: BN })
  ).json()) as Category[];
  expect(categories.find((category) => category.id === categoryId)).toMatchObject({
    name: `ক্যাবল ${stamp}`,
    description: 'অফিসের নেটওয়ার্কের জন্য ক্যাবল।',
  });

  // A seeded product's page in Bangla: its texts, its category path, its specification's names.
  const catalog = (await (await page.request.get('/api/products')).json()) as Product[];
  const nv4 = catalog.find((product) => product.sku === 'PL-SSD-NV4-1T')!;
  const page1 = (await (
    await page.request.get(`/api/product-pages/${nv4.slug}`, { headers: BN })
  ).json()) as ProductPage;
  expect(page1.product.productName).toBe('পার্টলাইন NV4-1T ১ TB PCIe 4.0 NVMe SSD');
  expect(page1.breadcrumbs.map((crumb) => crumb.name)).toEqual(['স্টোরেজ', 'NVMe']);
});
