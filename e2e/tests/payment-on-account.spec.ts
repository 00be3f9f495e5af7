import type { Statement } from '@partline/shared';
import { catalogNewestFirst } from './catalog';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { invoiceRow, invoiceStatus, recordBankPayment, sameOrigin as headers } from './companies';
import { expect, screenshot, test } from './fixtures';
import { expectFiguresUnbroken } from './unbroken';

/*
 * Payment on account (decisions 140–145) at both widths: a company admin orders on account with a
 * PO number, the shop admin records the bank payment, and the invoice shows paid on the company's
 * statement. The company and its terms are set up through the API; ordering, recording and
 * reading are done in the pages.
 */
test.describe('payment on account', () => {
  test.setTimeout(180_000);

  test('an order on account with a PO number, the bank payment recorded, the invoice paid', async ({
    page,
    browser,
  }, testInfo) => {
    const suffix = testInfo.project.name === 'phone' ? 'Phone' : 'Desk';
    const companyName = `Account ${suffix} Traders Ltd.`;
    const po = `PO-ACC-${suffix.toUpperCase()}`;
    await signUpThroughApi(page, `Account ${suffix} Buyer`, newClientEmail('on-account'));
    const created = await page.request.post('/api/company', {
      headers,
      data: {
        name: companyName,
        // Each project's company has its own numbers: one company per BIN and licence.
        tradeLicenceNumber: suffix === 'Phone' ? 'TRAD/DNCC/054322/2025' : 'TRAD/DNCC/054321/2025',
        bin: suffix === 'Phone' ? '000987655-0101' : '000987654-0101',
        billingAddress: 'Plot 9, Tejgaon Industrial Area, Dhaka 1208',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const companyId = ((await created.json()) as { _id: string })._id;
    const address = await page.request.post('/api/addresses', {
      headers,
      data: {
        label: 'Head office',
        address: 'Plot 9, Tejgaon, Dhaka 1208',
        phoneNumber: '+880 1711-000000',
      },
    });
    expect(address.status()).toBe(201);

    // The shop admin grants net 30 days and a credit limit (API, in a context of its own).
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, admin.email, admin.password);
    const credit = await adminPage.request.put(`/api/admin/companies/${companyId}/credit`, {
      headers,
      data: { paymentTermsDays: 30, creditLimit: 50_000_000 },
    });
    expect(credit.status(), await credit.text()).toBe(200);

    // A product sold piece by piece at its minimum order goes into the cart.
    const products = await catalogNewestFirst(page);
    const product = products.find(
      (p) => p.availableQuantity - p.heldQuantity >= p.minOrder * 2 && p.minOrder <= 50,
    );
    expect(product).toBeDefined();
    const added = await page.request.post('/api/cart/lines', {
      headers,
      data: { productId: product!._id, quantity: product!.minOrder },
    });
    expect(added.status()).toBe(200);

    // Checkout: Pay on account with the PO number.
    await page.goto('/cart');
    await page.getByLabel(/Pay on account \(Net 30, invoiced to/).check();
    await page.getByLabel('PO number', { exact: true }).fill(po);
    await screenshot(page, testInfo, 'on-account-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    await expect(page.getByText('On account').first()).toBeVisible();
    await expect(page.getByText(`PO ${po}`)).toBeVisible();
    // It ships on the company's terms, before it is paid: delivery does not wait for payment.
    await expect(
      page.getByText('Not shipped yet: ships on your terms, before payment'),
    ).toBeVisible();
    await expect(page.getByText('After payment')).toHaveCount(0);
    await expectFiguresUnbroken(page);

    // The company admin's statement: the invoice is open.
    const statement = (await (
      await page.request.get('/api/company/statement')
    ).json()) as Statement;
    const invoice = statement.invoices[0]!;
    expect(invoice.poNumber).toBe(po);
    await page.goto('/dashboard/company-statement');
    await expect(invoiceRow(page, invoice.number)).toContainText(po);
    await expect(invoiceStatus(page, invoice.number)).toHaveText('Open');
    // Where to pay: the shop's bank account, in full.
    const payInto = page.getByRole('region', { name: 'How to pay' });
    await expect(payInto).toContainText(
      'Pay by bank transfer into Dutch-Bangla Bank PLC account 103.110.0045127',
    );
    await expect(payInto).toContainText('Routing number090261726');
    await expect(payInto).toContainText('SWIFTDBBLBDDH');
    // Amounts, invoice and PO numbers on one line in the statement's table.
    await expectFiguresUnbroken(page, 4);

    // The shop admin records the bank payment against the invoice.
    await recordBankPayment(
      adminPage,
      {
        companyName,
        invoiceNumber: invoice.number,
        amount: invoice.open,
        reference: `TT-${suffix}-0042`,
      },
      () => screenshot(adminPage, testInfo, 'company-account-record-payment'),
    );
    await adminPage.keyboard.press('Escape');
    await expectFiguresUnbroken(adminPage);
    await screenshot(adminPage, testInfo, 'company-accounts');
    await adminContext.close();

    // The company's statement shows the invoice paid.
    await page.reload();
    await expect(invoiceStatus(page, invoice.number)).toHaveText('Paid');
    await expect(page.getByText(`TT-${suffix}-0042`)).toBeVisible();
    await expectFiguresUnbroken(page, 4);
    await screenshot(page, testInfo, 'company-statement');
  });
});
