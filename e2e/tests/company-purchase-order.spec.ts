import {
  dueDateOf,
  formatShortCalendarDate,
  formatTaka,
  type Order,
  type Statement,
} from '@partline/shared';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import {
  approveOrder,
  cartWithAddress,
  createCompany,
  grantTerms,
  invoiceRow,
  invoiceStatus,
  inviteColleague,
  largeOrderProduct,
  recordBankPayment,
  setSpendingLimit,
  signedInEmail,
} from './companies';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';
import { waitForMail } from './mail';

/** The credit limit the shop admin grants, Taka: room for any large order of the demo catalogue. */
const CREDIT_LIMIT = 5_000_000;

/*
 * A company's purchase order from start to paid (decisions 130–133, 140–145), every step in the
 * pages: a client creates a company, the shop admin grants it net 30 days and a credit limit, the
 * company admin invites a colleague and sets a monthly limit; the colleague's large order on
 * account with a PO number waits for approval, is approved and confirmed on account with its
 * invoice; the shop admin records the bank payment and the company's statement shows it paid.
 */
test.describe('a company purchase order on account', () => {
  test.setTimeout(240_000);

  test('created, invited, limited; the large order on account with a PO waits, is approved, invoiced and paid', async ({
    page,
    browser,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const company = {
      name: phone ? 'Chattogram Port Logistics Ltd.' : 'Gazipur Garments Systems Ltd.',
      tradeLicenceNumber: phone ? 'TRAD/CCC/118203/2025' : 'TRAD/GCC/220417/2025',
      bin: phone ? '001182035-0203' : '002204171-0301',
      billingAddress: phone
        ? 'Agrabad C/A, Chattogram 4100'
        : 'Plot 22, BSCIC Industrial Estate, Gazipur 1700',
    };
    const colleagueName = phone ? 'Tahmina Chowdhury' : 'Sabbir Rahman';
    const colleagueEmail = newClientEmail('po-buyer');
    const po = phone ? 'PO-CTG-2611-07' : 'PO-GZP-2611-12';
    const reference = phone ? 'DBBL-TT-884105' : 'BRAC-TT-552019';

    // A client creates the company and becomes its company admin.
    await signUpThroughApi(page, phone ? 'Kamrul Hasan' : 'Nasreen Akhter', newClientEmail('po'));
    await createCompany(page, company);

    // The shop admin grants it net 30 days and a credit limit on Company Accounts.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, admin.email, admin.password);
    await grantTerms(adminPage, company.name, 'Net 30', CREDIT_LIMIT);
    await expect(
      adminPage
        .getByRole('region', { name: 'Company accounts' })
        .locator('tr', { hasText: company.name }),
    ).toContainText(formatTaka(CREDIT_LIMIT));
    await screenshot(adminPage, testInfo, 'po-terms-granted');

    // The company admin invites a colleague, who joins, and gives them a monthly limit.
    const colleague = await inviteColleague(page, browser, {
      company: company.name,
      name: colleagueName,
      email: colleagueEmail,
    });
    await setSpendingLimit(page, colleagueName, 1000);
    await expect(page.getByRole('region', { name: 'Members' })).toContainText('Tk. 1,000');

    // The colleague's order, above the limit, on account with the PO number: it waits.
    const buyer = colleague.page;
    const product = await largeOrderProduct(buyer, 1000);
    await cartWithAddress(buyer, product, {
      label: 'Warehouse',
      phoneNumber: '+880 1819-402233',
      address: phone ? 'Bandar Road, Chattogram 4100' : 'Tongi Industrial Area, Gazipur 1710',
    });
    await buyer.getByLabel(`Pay on account (Net 30, invoiced to ${company.name})`).check();
    await buyer.getByLabel('PO number', { exact: true }).fill(po);
    await expect(buyer.getByText('Total on account')).toBeVisible();
    // Above what is left of the limit: the buyer is told before placing it.
    await expect(
      buyer
        .getByRole('alert')
        .filter({ hasText: 'This order needs approval by your company admin.' }),
    ).toContainText('then goes on the account');
    await screenshot(buyer, testInfo, 'po-checkout');
    await buyer.getByRole('button', { name: 'Place order' }).click();
    await expectToast(buyer, /waits for a company admin's approval/);
    await expect(buyer).toHaveURL(/\/dashboard\/my-orders$/);
    const card = buyer.getByRole('article').filter({ hasText: product.productName });
    await expect(card).toContainText('Awaiting approval');
    await expect(card).toContainText(`PO ${po}`);
    // Nothing to pay and no invoice before the approval.
    await expect(card.getByRole('link', { name: /^Pay for/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Download invoice/ })).toHaveCount(0);

    // The company admin is e-mailed and approves it: it is confirmed on account.
    await waitForMail(await signedInEmail(page), /Approval needed/);
    await approveOrder(page, colleagueName, product.productName, async (approval) => {
      // What is approved: the line, PO, address, payment on account and the total.
      const line = approval
        .getByRole('table', { name: `Lines of ${colleagueName}'s order` })
        .locator('tr', { hasText: product.productName });
      await expect(line).toContainText(`${product.minOrder.toLocaleString('en-US')} pcs`);
      await expect(approval).toContainText(/TotalTk\.\s[\d,]+/);
      await expect(approval).toContainText(`PO number${po}`);
      await expect(approval).toContainText(
        phone ? 'Bandar Road, Chattogram 4100' : 'Tongi Industrial Area, Gazipur 1710',
      );
      await expect(approval).toContainText("On the company's account");
      await expect(approval).toContainText(colleagueEmail);
      await screenshot(page, testInfo, 'po-approval');
    });
    const companyOrder = page
      .getByRole('region', { name: 'Company orders' })
      .locator('tr', { hasText: product.productName });
    await expect(companyOrder.locator('td[data-label="Status"]')).toHaveText('On account');

    // The colleague sees it on account, with its invoice.
    await waitForMail(colleagueEmail, /Your order was approved/);
    await buyer.reload();
    await expect(card.locator('.order-card__badges')).toContainText('On account');
    await expect(card).toContainText(`PO ${po}`);
    await expect(
      card.getByRole('button', { name: `Download invoice for ${product.productName}` }),
    ).toBeVisible();
    await screenshot(buyer, testInfo, 'po-my-orders');
    const [order] = (await (
      await buyer.request.get(`/api/orders/${encodeURIComponent(colleagueEmail)}`)
    ).json()) as Order[];
    expect(order).toMatchObject({ status: 'paid', paymentMethod: 'on_account', poNumber: po });

    // The company's statement: the invoice, its PO number and due date (net 30), open.
    const statement = (await (
      await page.request.get('/api/company/statement')
    ).json()) as Statement;
    const invoice = statement.invoices.find((i) => i.orderId === order!._id);
    expect(invoice).toMatchObject({ poNumber: po, total: order!.totalPrice, status: 'open' });
    expect(invoice!.dueDate).toBe(dueDateOf(new Date(invoice!.issuedAt), 30));
    await page.goto('/dashboard/company-statement');
    const row = invoiceRow(page, invoice!.number);
    await expect(row).toContainText(po);
    await expect(row).toContainText(formatShortCalendarDate(invoice!.dueDate));
    await expect(row).toContainText(colleagueName);
    await expect(invoiceStatus(page, invoice!.number)).toHaveText('Open');
    await screenshot(page, testInfo, 'po-statement-open');

    // The shop admin records the bank transfer against the invoice.
    await recordBankPayment(
      adminPage,
      {
        companyName: company.name,
        invoiceNumber: invoice!.number,
        amount: invoice!.open,
        reference,
      },
      () => screenshot(adminPage, testInfo, 'po-record-payment'),
    );
    await adminContext.close();

    // The company's statement shows the invoice paid and the payment with its reference.
    await page.reload();
    await expect(invoiceStatus(page, invoice!.number)).toHaveText('Paid');
    await expect(
      page.locator('.statement__figure', { hasText: 'Open balance' }).locator('dd'),
    ).toHaveText(formatTaka(0));
    await expect(page.getByText(`reference ${reference}`)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'po-statement-paid');
    await colleague.context.close();
  });
});
