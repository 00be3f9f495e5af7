import { API_KEY_SCOPES, WEBHOOK_EVENTS, type Category, type Product } from '@partline/shared';
import { newClientEmail, signUpThroughApi } from './accounts';
import { sameOrigin } from './companies';
import { catalogWordsNow, chooseLanguage, readsInBangla, wordsOf } from './bangla-check';
import { expect, expectToast, openStarted, test } from './fixtures';

/*
 * The buyer's shop entirely in Bangla (decision 325) at both widths: a visitor switches to Bangla
 * and reads the public pages — home, catalog, a category, a product, blogs, terms and the warranty
 * check — then a buyer with a company reads the cart and checkout, the payment page, My Orders, an
 * order, My Profile, My Quotes, a quote, My Returns, the company page and its statement. On each
 * page no English word is left apart from the documented exceptions below, and axe finds nothing.
 */

/** The portfolio's developer and the technologies he names: names, as written (spec §2). */
const PORTFOLIO_WORDS = wordsOf(
  'Arif Hossain',
  'React TypeScript Fastify PostgreSQL Next.js Node.js Prisma Redis TanStack Query Express',
  'MongoDB Drizzle ORM Playwright Docker zod',
);

/** The API keys page's codes: scope and event names, the documentation's path. */
const API_CODES = wordsOf(API_KEY_SCOPES, WEBHOOK_EVENTS, '/api/docs');

test('a buyer reads every page of theirs in Bangla, nothing English left but names and codes', async ({
  page,
}, testInfo) => {
  // Creating a company, a quote and an order, and reading seventeen pages twice (axe included).
  test.setTimeout(240_000);
  const products = (await (
    await page.request.get('/api/products?sort=newest')
  ).json()) as Product[];
  const product = products.find(
    (candidate) =>
      candidate.categoryId !== null &&
      !candidate.serialTracked &&
      candidate.availableQuantity - candidate.heldQuantity >= candidate.minOrder * 3,
  );
  if (!product) throw new Error('the demo catalog has no product in a category to buy');
  const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
  const category = categories.find((candidate) => candidate.id === product.categoryId);
  if (!category) throw new Error(`no category ${product.categoryId}`);
  const productPage = await (await page.request.get(`/api/product-pages/${product.slug}`)).json();
  const facets = await (
    await page.request.get(`/api/products/facets?category=${category.slug}`)
  ).json();
  const blogs = await (await page.request.get('/api/blogs')).json();
  // What the API answers a Bangla reader: the names it has in Bangla (its content, decision 325).
  const bangla = { headers: { 'Accept-Language': 'bn' } };
  const banglaCategory = (
    (await (await page.request.get('/api/categories', bangla)).json()) as Category[]
  ).find((candidate) => candidate.id === category.id);
  const banglaProduct = (await (
    await page.request.get(`/api/product-pages/${product.slug}`, bangla)
  ).json()) as { productName?: string; product?: { productName: string } };
  const banglaProductName =
    banglaProduct.product?.productName ?? banglaProduct.productName ?? product.productName;
  // Product, category and blog content the API has in English only (their Bangla is the API's).
  const shopData = wordsOf(products, categories, productPage, facets, blogs);
  // What other journeys add while this one runs is data too.
  const shopDataNow = () => catalogWordsNow(page);

  // A visitor switches to Bangla: the public pages.
  await openStarted(page, '/');
  await chooseLanguage(page, 'বাংলা').click();
  await readsInBangla(
    page,
    testInfo,
    { heading: 'নিখুঁত কম্পিউটার যন্ত্রাংশ, ব্যবসার জন্য তৈরি' },
    shopData,
    shopDataNow,
  );
  for (const where of [
    { path: '/all-products', heading: 'সব পণ্য' },
    { path: `/categories/${category.slug}`, heading: banglaCategory?.name ?? category.name },
    { path: `/products/${product.slug}`, heading: banglaProductName },
    { path: '/blogs', heading: 'ব্লগ', shot: 'blogs' },
    { path: '/terms', heading: 'শর্তাবলি', shot: 'terms' },
    { path: '/portfolio', heading: 'Arif Hossain', data: PORTFOLIO_WORDS },
    { path: '/warranty', heading: 'ওয়ারেন্টি যাচাই' },
  ]) {
    await readsInBangla(
      page,
      testInfo,
      where,
      new Set([...shopData, ...(where.data ?? [])]),
      shopDataNow,
    );
  }
  // A check that finds nothing says so in Bangla too.
  await page.getByLabel('সিরিয়াল নম্বর').fill('NO-SUCH-SERIAL');
  await page.getByLabel('অর্ডার নম্বর').fill('SO-2026-999999');
  await page.getByRole('button', { name: 'ওয়ারেন্টি যাচাই' }).click();
  await expect(page.getByText('এই সিরিয়াল নম্বরের কোনো পিস এই অর্ডারে নেই')).toBeVisible();
  await readsInBangla(
    page,
    testInfo,
    { heading: 'ওয়ারেন্টি যাচাই', shot: 'warranty' },
    shopData,
    shopDataNow,
  );

  // A buyer signs up, chooses Bangla (saved to the account) and founds a company.
  const name = testInfo.project.name === 'phone' ? 'Nusrat Jahan' : 'Farhan Kabir';
  const email = newClientEmail('bangla-pages');
  await signUpThroughApi(page, name, email);
  await openStarted(page, '/dashboard/my-profile');
  await chooseLanguage(page, 'বাংলা').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/get-session')).json()).user.locale)
    .toBe('bn');
  const company = {
    name: `${name.split(' ')[1]} Traders Ltd`,
    tradeLicenceNumber: `TRAD/DNCC/${Date.now()}/${testInfo.project.name}`,
    bin: String(Date.now() + (testInfo.project.name === 'phone' ? 1 : 0)).slice(-9),
    billingAddress: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫',
  };
  const created = await page.request.post('/api/company', { data: company, headers: sameOrigin });
  expect(created.ok(), await created.text()).toBe(true);
  const address = await page.request.post('/api/addresses', {
    data: {
      label: 'অফিস',
      address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫',
      phoneNumber: '+880 1711-223344',
      isDefault: true,
    },
    headers: sameOrigin,
  });
  expect(address.ok(), await address.text()).toBe(true);
  const addLine = async () => {
    const line = await page.request.post('/api/cart/lines', {
      data: { productId: product._id, quantity: product.minOrder },
      headers: sameOrigin,
    });
    expect(line.ok(), await line.text()).toBe(true);
  };
  // A request for quotation of one cart…
  await addLine();
  const quoteAnswer = await page.request.post('/api/quotes', {
    data: { message: 'প্রতি মাসে অর্ডার দিই: সবচেয়ে ভালো দাম কত?' },
    headers: { ...sameOrigin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(quoteAnswer.ok(), await quoteAnswer.text()).toBe(true);
  const quote = (await quoteAnswer.json()) as { _id: string; number: string };
  // …and an order of the next.
  await addLine();
  // The buyer's and the company's own words: names, e-mail, the company's name.
  const buyerData = new Set([...shopData, ...wordsOf(name, email, company.name)]);

  await readsInBangla(
    page,
    testInfo,
    { path: '/cart', heading: 'আপনার কার্ট', shot: 'cart' },
    buyerData,
  );
  await page.getByRole('button', { name: 'অর্ডার দিন' }).click();
  await expectToast(page, 'অর্ডার সফল হয়েছে');
  await expect(page).toHaveURL(/\/payment\//);
  await expect(page.getByRole('button', { name: 'এগিয়ে যান' })).toBeVisible();
  await readsInBangla(page, testInfo, { heading: /পরিশোধ|পেমেন্ট/ }, buyerData);

  await readsInBangla(
    page,
    testInfo,
    { path: '/dashboard/my-orders', heading: 'আমার অর্ডার' },
    buyerData,
  );
  const order = page.getByRole('article').filter({ hasText: product.productName }).first();
  await order.getByRole('link', { name: /^অর্ডার SO-\d{4}-\d+: বিস্তারিত$/ }).click();
  await expect(page.getByRole('heading', { name: 'সময়রেখা' })).toBeVisible();
  await readsInBangla(page, testInfo, { heading: /^অর্ডার SO-/ }, buyerData);

  for (const where of [
    { path: '/dashboard/my-profile', heading: 'আমার প্রোফাইল', shot: 'my-profile' },
    { path: '/dashboard/my-quotes', heading: 'আমার কোটেশন' },
    {
      path: `/dashboard/my-quotes/${quote._id}`,
      heading: `কোটেশন ${quote.number}`,
      shot: 'quote',
    },
    { path: '/dashboard/returns', heading: 'আমার রিটার্ন' },
    { path: '/dashboard/company', heading: 'কোম্পানি', shot: 'company' },
    { path: '/dashboard/company-statement', heading: 'কোম্পানির হিসাব বিবরণী', shot: 'statement' },
    { path: '/edit-profile', heading: 'প্রোফাইল সম্পাদনা' },
    { path: '/dashboard/add-review', heading: 'রিভিউ দিন' },
    { path: '/dashboard/warranty', heading: 'ওয়ারেন্টি খুঁজুন' },
    { path: '/dashboard/api-keys', heading: 'API কী', shot: 'api-keys', data: API_CODES },
  ]) {
    await readsInBangla(page, testInfo, where, new Set([...buyerData, ...(where.data ?? [])]));
  }
  // The quote shows its state and thread in Bangla, the buyer's message as written.
  await openStarted(page, `/dashboard/my-quotes/${quote._id}`);
  await expect(page.getByText('শপের উত্তরের অপেক্ষায়')).toBeVisible();
  await expect(page.getByText('প্রতি মাসে অর্ডার দিই: সবচেয়ে ভালো দাম কত?')).toBeVisible();
});
