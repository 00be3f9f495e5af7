import type { Carrier, Order, Product } from '@partline/shared';
import { admin, newClientEmail, signUpThroughApi } from './accounts';
import { chooseLanguage, englishLeftOn, readsInBangla, wordsOf } from './bangla-check';
import { sameOrigin as headers } from './companies';
import { expect, expectAccessible, expectToast, openStarted, screenshot, test } from './fixtures';
import { newPage } from './fulfilment';
import { waitForMail } from './mail';

/*
 * The pages of a company's life in Bangla (decisions 325, 330) at both widths, beyond those of
 * bangla-everywhere.spec.ts: the e-mail-verified page, a statement of account with an invoice on
 * it, the new-return page of a shipped order, an invitation a colleague accepts and, made a shop
 * admin, the company's dialog in the back office (tax profile, incoterm). On each page no English
 * word is left apart from names and codes, and axe finds nothing. The company, its
 * terms, its order on account and the shipment are written through the API, as the other
 * journeys do; reading, inviting and accepting are done in the pages.
 */
test('a company’s statement, a return, an invitation and the e-mail check, all in Bangla', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const name = phone ? 'Tanvir Rahman' : 'Sabrina Akter';
  const email = newClientEmail('bangla-journeys');
  await signUpThroughApi(page, name, email);
  await openStarted(page, '/dashboard/my-profile');
  // Chosen once the profile (and so the session) has loaded, the language is saved to the account.
  await expect(page.getByText(email).first()).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/update/user/') && response.request().method() === 'PUT',
  );
  await chooseLanguage(page, 'বাংলা').click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // The link of the verification e-mail (in the account's language when the worker sends it).
  const verification = await waitForMail(email, /Verify your e-mail|ই-মেইল ঠিকানা যাচাই/);
  const verifyLink = verification.links.find((link) => link.includes('verify-email'));
  expect(verifyLink).toBeTruthy();
  await page.goto(verifyLink!);
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/get-session')).json()).user)
    .toMatchObject({ emailVerified: true });
  const own = wordsOf(name, email);
  await readsInBangla(
    page,
    testInfo,
    { path: '/email-verified', heading: 'আপনার ই-মেইল ঠিকানা যাচাই হয়েছে', shot: 'email-verified' },
    own,
  );

  // A company with net 30 days of credit, its order on account and the shipment of it.
  const stamp = `${Date.now()}${phone ? 1 : 0}`;
  const company = {
    name: `${name.split(' ')[1]} Computers Ltd`,
    tradeLicenceNumber: `TRAD/DNCC/${stamp}`,
    bin: stamp.slice(-9),
    billingAddress: 'বাড়ি ৭, রোড ২, গুলশান, ঢাকা ১২১২',
  };
  const created = await page.request.post('/api/company', { data: company, headers });
  expect(created.ok(), await created.text()).toBe(true);
  const companyId = ((await created.json()) as { _id: string })._id;
  const address = await page.request.post('/api/addresses', {
    data: {
      label: 'অফিস',
      address: 'বাড়ি ৭, রোড ২, গুলশান, ঢাকা ১২১২',
      phoneNumber: '+880 1711-445566',
      isDefault: true,
    },
    headers,
  });
  expect(address.ok(), await address.text()).toBe(true);
  // The shop admin, signed in through the API in a context of its own.
  const shop = await browser.newContext();
  const signedIn = await shop.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers,
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const credit = await shop.request.put(`/api/admin/companies/${companyId}/credit`, {
    data: { paymentTermsDays: 30, creditLimit: 50_000_000 },
    headers,
  });
  expect(credit.ok(), await credit.text()).toBe(true);

  const products = (await (
    await page.request.get('/api/products?sort=newest')
  ).json()) as Product[];
  const product = products.find(
    (candidate) =>
      !candidate.serialTracked &&
      candidate.minOrder <= 50 &&
      candidate.availableQuantity - candidate.heldQuantity >= candidate.minOrder * 2,
  );
  if (!product) throw new Error('the demo catalog has no product to order on account');
  const line = await page.request.post('/api/cart/lines', {
    data: { productId: product._id, quantity: product.minOrder },
    headers,
  });
  expect(line.ok(), await line.text()).toBe(true);
  const placed = await page.request.post('/api/checkout', {
    data: { paymentMethod: 'on_account', poNumber: `PO-BN-${stamp}` },
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { insertedId: string }).insertedId;
  const orders = (await (
    await page.request.get(`/api/orders/${encodeURIComponent(email)}`)
  ).json()) as Order[];
  const order = orders.find((each) => each._id === orderId);
  if (!order) throw new Error(`order ${orderId} not in the buyer's orders`);
  const carriers = (await (
    await shop.request.get('/api/carriers?active=true')
  ).json()) as Carrier[];
  const carrier = carriers.find((candidate) => candidate.kind === 'courier') ?? carriers[0];
  if (!carrier) throw new Error('the demo shop has no carrier');
  const shipped = await shop.request.post(`/api/orders/${orderId}/shipments`, {
    data: {
      lines: order.lines.map((each) => ({ orderLineId: each._id, quantity: each.quantity })),
      carrierId: carrier._id,
      trackingNumber: `BN${stamp}`,
    },
    headers,
  });
  expect(shipped.status(), await shipped.text()).toBe(201);

  const shopData = wordsOf(products, carrier.name, `PO-BN-${stamp}`);
  // The shop's bank accounts to pay into, as entered (the statement names them).
  const statement = await (await page.request.get('/api/company/statement')).json();
  const buyerData = new Set([...own, ...shopData, ...wordsOf(company.name, statement.payTo)]);

  // The statement of account: the invoice of the order on it, in Bangla figures.
  await readsInBangla(
    page,
    testInfo,
    { path: '/dashboard/company-statement', heading: 'কোম্পানির হিসাব বিবরণী', shot: 'statement' },
    buyerData,
  );
  await expect(
    page.getByRole('region', { name: 'বাকিতে দেওয়া ইনভয়েস' }).locator('tr', { hasText: /INV-/ }),
  ).toHaveCount(1);

  // A return of the shipped pieces: the form, its reasons and the pieces to return.
  await readsInBangla(
    page,
    testInfo,
    {
      path: `/dashboard/returns/new?order=${order.orderNumber}`,
      heading: 'রিটার্নের অনুরোধ করুন',
      shot: 'new-return',
    },
    buyerData,
  );
  await expect(page.getByText(product.productName).first()).toBeVisible();

  // An invitation: the colleague opens the mailed link, signs up, chooses Bangla and joins.
  const colleagueName = phone ? 'Mitu Sultana' : 'Rafiq Uddin';
  const colleagueEmail = newClientEmail('bangla-invitee');
  await openStarted(page, '/dashboard/company');
  const invite = page.getByRole('form', { name: 'সহকর্মীকে আমন্ত্রণ জানান' });
  await invite.getByLabel('ই-মেইল').fill(colleagueEmail);
  await invite.getByRole('button', { name: 'আমন্ত্রণ পাঠান' }).click();
  // The toast says so in Bangla (on a phone it may already be leaving when looked at).
  await expect(page.getByText('আমন্ত্রণ পাঠানো হয়েছে').first()).toBeAttached();
  await expect(page.getByText(colleagueEmail)).toBeVisible();
  // Written in the inviter's language: the invitee has no account yet (decision 328).
  // (The subject arrives whole however long; the inviter's and company's names vary.)
  const invitation = await waitForMail(colleagueEmail, /আপনাকে Partline-এ .* যোগ দিতে/);
  const invitationLink = invitation.links.find((link) => link.includes('/invitations/'));
  expect(invitationLink).toBeTruthy();
  const colleague = await newPage(browser, page);
  await signUpThroughApi(colleague.page, colleagueName, colleagueEmail);
  await openStarted(colleague.page, new URL(invitationLink!).pathname);
  await chooseLanguage(colleague.page, 'বাংলা').click();
  const invited = new Set([...wordsOf(colleagueName, colleagueEmail, company.name), ...own]);
  await readsInBangla(
    colleague.page,
    testInfo,
    { heading: 'Partline-এ একটি কোম্পানিতে যোগ দিন', shot: 'invitation' },
    invited,
  );
  await colleague.page.getByRole('button', { name: `${company.name}-এ যোগ দিন` }).click();
  await expectToast(colleague.page, 'আপনি কোম্পানিতে যোগ দিয়েছেন');
  await expect(colleague.page).toHaveURL(/\/dashboard\/company$/);
  await readsInBangla(colleague.page, testInfo, { heading: 'কোম্পানি' }, invited);
  await colleague.context.close();

  // Made a shop admin, the Bangla reader edits the company in the back office: its tax profile
  // (the countries named in Bangla) and, the company being abroad now, its incoterm.
  const made = await shop.request.put(`/api/user/admin/${encodeURIComponent(email)}`, { headers });
  expect(made.ok(), await made.text()).toBe(true);
  await shop.close();
  // The companies other journeys make meanwhile are listed too: read again before a word counts.
  const companiesNow = async () =>
    wordsOf(await (await page.request.get('/api/admin/companies')).json());
  const backOffice = new Set([...buyerData, ...invited, ...(await companiesNow())]);
  await readsInBangla(
    page,
    testInfo,
    { path: '/dashboard/companies', heading: 'কোম্পানি' },
    backOffice,
    companiesNow,
  );
  await page.getByRole('button', { name: `সম্পাদনা ${company.name}` }).click();
  const dialog = page.getByRole('dialog');
  const taxProfile = dialog.getByRole('form', { name: 'কর প্রোফাইল' });
  await taxProfile.getByLabel('দেশ').selectOption({ label: 'জার্মানি' });
  await taxProfile.getByRole('button', { name: 'কর প্রোফাইল সংরক্ষণ করুন' }).click();
  await expect(page.getByText('কর প্রোফাইল সংরক্ষিত হয়েছে').first()).toBeAttached();
  const rule = dialog.getByLabel('ইনকোটার্ম');
  await expect(rule).toBeVisible();
  await expect(rule.getByRole('option', { name: 'কোনোটি সম্মত হয়নি' })).toHaveCount(1);
  await rule.selectOption('FOB');
  await expect(dialog.getByLabel('নির্দিষ্ট স্থান')).toHaveAccessibleDescription(
    'জাহাজীকরণ বন্দর, যেমন চট্টগ্রাম',
  );
  // The ICC's names of the rules stay as written (decision 331), as do the rule codes.
  const incoterms = wordsOf(
    'Ex Works Free Carrier Alongside Ship On Board Cost and Freight Insurance Carriage Paid To',
    'Delivered at Place Unloaded Duty',
  );
  expect(
    await englishLeftOn(page, new Set([...backOffice, ...incoterms]), companiesNow),
    'English words left on the company dialog',
  ).toEqual([]);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bangla-admin-company');
});
