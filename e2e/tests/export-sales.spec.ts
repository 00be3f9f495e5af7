import { commercialInvoiceFileName, EXPORT_SALE_MESSAGES } from '@partline/shared';
import type { TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { sameOrigin as headers } from './companies';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';
import { addProduct, fact, journeyProduct, newPage } from './fulfilment';

/*
 * Export sales (decision 323) at both widths, in the pages where the API tests cannot reach: the
 * shop admin agrees FOB Chittagong with a company in Germany in its dialog on Companies; the
 * company's buyer orders (through the API); the admin finds FOB Chittagong on the order's page,
 * changes it to CIF Hamburg there (a step of its timeline), and downloads the commercial invoice
 * through its plain link, which the session cookie authorises.
 */

test.describe('export sales', () => {
  test.setTimeout(120_000);

  test("the shop admin agrees a company's incoterm, changes an export order's and downloads its commercial invoice", async ({
    page,
    browser,
  }, testInfo: TestInfo) => {
    const stamp = `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'p' : 'd'}`;
    // The buyer founds a company in Germany (a company's country is set when it is created).
    await signUpThroughApi(page, 'Jonas Weber', newClientEmail('export'));
    const companyName = `Aachen Systemhaus ${stamp} GmbH`;
    const created = await page.request.post('/api/company', {
      headers,
      data: {
        name: companyName,
        tradeLicenceNumber: `HRB ${stamp}`,
        bin: String(Date.now()).slice(-9),
        billingAddress: 'Pontstrasse 12, 52062 Aachen',
        country: 'DE',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The shop admin adds a product and agrees FOB Chittagong in the company's dialog.
    const back = await newPage(browser, page);
    const adminPage = back.page;
    await logIn(adminPage, admin.email, admin.password);
    const product = journeyProduct(stamp, 'EXP', 'Rack rail kit', 2400, 5);
    const productId = await addProduct(adminPage, product);
    await adminPage.goto('/dashboard/companies');
    await adminPage.getByRole('button', { name: `Edit ${companyName}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: companyName });
    const terms = dialog.getByRole('form', { name: 'Export terms' });
    await terms.getByLabel('Incoterm').selectOption('FOB');
    await terms.getByLabel('Named place').fill('Chittagong');
    await screenshot(adminPage, testInfo, 'export-company-incoterm');
    await terms.getByRole('button', { name: 'Save incoterm' }).click();
    await expectToast(adminPage, EXPORT_SALE_MESSAGES.incotermSaved);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The buyer orders through the API; the order copies the company's terms.
    for (const [url, data] of [
      ['/api/cart/lines', { productId, quantity: product.quantity }],
      [
        '/api/addresses',
        { address: 'Pontstrasse 12, 52062 Aachen', phoneNumber: '+49 241 123456' },
      ],
      ['/api/checkout', {}],
    ] as const) {
      const response = await page.request.post(url, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
    }
    const orders = (await (await page.request.get('/api/company/orders')).json()) as {
      orderNumber: string;
    }[];
    const orderNumber = orders[0]!.orderNumber;

    // The admin finds the terms on the order's page and changes them before it ships.
    await adminPage.goto(`/dashboard/orders/${orderNumber}`);
    await expect(fact(adminPage, 'Incoterm')).toContainText('FOB Chittagong');
    await adminPage.getByRole('button', { name: 'Change the incoterm' }).click();
    const change = adminPage.getByRole('form', { name: 'Incoterm of the order' });
    await change.getByLabel('Incoterm').selectOption('CIF');
    await change.getByLabel('Named place').fill('Hamburg');
    await screenshot(adminPage, testInfo, 'export-order-incoterm-change');
    await change.getByRole('button', { name: 'Save incoterm' }).click();
    await expect(fact(adminPage, 'Incoterm')).toContainText('CIF Hamburg');
    await expect(
      adminPage.getByRole('list', { name: /^Progress of / }).getByText('Incoterm changed'),
    ).toBeVisible();
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'export-order');

    // The commercial invoice downloads through its link, a PDF named after the order.
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage
        .getByRole('link', { name: `Download the commercial invoice of ${orderNumber}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(commercialInvoiceFileName(orderNumber));
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    await back.context.close();
  });
});
