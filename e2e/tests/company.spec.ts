import type { Order } from '@partline/shared';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import {
  approveOrder,
  cartWithAddress,
  createCompany,
  inviteColleague,
  largeOrderProduct,
  setSpendingLimit,
  signedInEmail,
} from './companies';
import {
  docsScreenshot,
  expect,
  expectAccessible,
  expectToast,
  screenshot,
  test,
} from './fixtures';
import { expectFiguresUnbroken } from './unbroken';
import { waitForMail } from './mail';

test.describe('companies and approvals', () => {
  test.setTimeout(180_000);

  test('a client creates a company, invites a colleague, sets a limit; the colleague’s large order waits and is approved', async ({
    page,
    browser,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const company = phone ? 'Sylhet Data Systems Ltd.' : 'Dhaka Fleet Computing Ltd.';
    const colleagueName = phone ? 'Rumana Akter' : 'Imran Hossain';
    const colleagueEmail = newClientEmail('colleague');
    await signUpThroughApi(
      page,
      phone ? 'Shirin Sultana' : 'Farhan Kabir',
      newClientEmail('owner'),
    );

    // The client creates the company and becomes its company admin.
    await createCompany(
      page,
      {
        name: company,
        // Each project's company has its own numbers: one company per BIN and licence.
        tradeLicenceNumber: phone ? 'TRAD/DNCC/045872/2025' : 'TRAD/DNCC/045871/2025',
        bin: phone ? '000458713-0102' : '000458712-0102',
        billingAddress: 'House 14, Road 7, Banani, Dhaka 1213',
      },
      () => screenshot(page, testInfo, 'company-new'),
    );

    // Invites a colleague, who has no account yet: they open the mailed link, create an account
    // with that address and join.
    const { context: colleagueContext, page: colleague } = await inviteColleague(
      page,
      browser,
      { company, name: colleagueName, email: colleagueEmail },
      (invitation) => screenshot(invitation, testInfo, 'invitation'),
    );

    // The company admin sets the colleague's monthly limit.
    await setSpendingLimit(page, colleagueName, 1000);
    await expect(page.getByRole('region', { name: 'Members' })).toContainText('Tk. 1,000');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'company-members');
    await docsScreenshot(page, testInfo, 'company', {
      until: page.getByRole('form', { name: 'Invite a colleague' }),
      projects: ['desktop'],
    });

    // The colleague's large order is placed awaiting approval: nothing to pay yet.
    const product = await largeOrderProduct(colleague, 1000);
    // Above the limit: the purchase page says so before anything is placed.
    await colleague.goto(`/confirm-purchase/${product._id}`);
    await expect(
      colleague.getByText('This order needs approval by your company admin.'),
    ).toBeVisible();
    await cartWithAddress(colleague, product, {
      label: 'Sylhet office',
      phoneNumber: '+880 1712-334455',
      address: 'Zindabazar, Sylhet 3100',
    });
    await expect(
      colleague.getByText('This order needs approval by your company admin.'),
    ).toBeVisible();
    await colleague.getByRole('button', { name: 'Place order' }).click();
    await expectToast(colleague, /waits for a company admin's approval/);
    await expect(colleague).toHaveURL(/\/dashboard\/my-orders$/);
    await expect(
      colleague.getByRole('article').filter({ hasText: product.productName }),
    ).toContainText('Awaiting approval');

    // The company admin approves it: it becomes an unpaid order the colleague pays as usual.
    await waitForMail(await signedInEmail(page), /Approval needed/);
    await approveOrder(page, colleagueName, product.productName, async (approval) => {
      await expect(approval).toContainText('Zindabazar, Sylhet 3100');
      await expect(approval).toContainText('Card: the buyer pays once it is approved');
      await expectFiguresUnbroken(page);
      await screenshot(page, testInfo, 'company-approvals');
    });
    await expect(page.getByRole('region', { name: 'Company orders' })).toContainText('Unpaid');
    await screenshot(page, testInfo, 'company-approved');

    const orders = (await (
      await colleague.request.get(`/api/orders/${encodeURIComponent(colleagueEmail)}`)
    ).json()) as Order[];
    expect(orders.map((o) => o.status)).toEqual(['unpaid']);
    await waitForMail(colleagueEmail, /Your order was approved/);
    await colleagueContext.close();
  });
});

test.describe('the back-office Companies page', () => {
  test('the shop admin finds a company and edits its details', async ({
    page,
    browser,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const name = phone ? 'Rangpur Office Supplies Ltd.' : 'Khulna Print Works Ltd.';
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signUpThroughApi(owner, 'Nusrat Jahan', newClientEmail('company-owner'));
    await createCompany(owner, {
      name,
      tradeLicenceNumber: phone ? 'TRAD/RCC/778813/2024' : 'TRAD/KCC/778812/2024',
      bin: phone ? '004417730' : '004417729',
      billingAddress: '12 KDA Avenue, Khulna 9100',
    });
    await ownerContext.close();

    await logIn(page, admin.email, admin.password);
    await page.goto('/dashboard/companies');
    const list = page.getByRole('region', { name: 'Companies' });
    await expect(list).toContainText(name);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'admin-companies');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Members' })).toContainText('Nusrat Jahan');
    await dialog.getByLabel('Billing address').fill('14 KDA Avenue, Khulna 9100');
    await screenshot(page, testInfo, 'admin-company-edit');
    await dialog.getByRole('button', { name: 'Save company' }).click();
    await expectToast(page, 'Company saved');
  });
});
