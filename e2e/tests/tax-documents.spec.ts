import {
  amountInWords,
  formatTaka,
  lineTax,
  toPoisha,
  toTaka,
  unitPriceFor,
  type Product,
  type Statement,
} from '@partline/shared';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { catalogNewestFirst } from './catalog';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { grantTerms, invoiceRow, invoiceStatus, sameOrigin as headers } from './companies';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';
import { expectFiguresUnbroken } from './unbroken';

/*
 * The tax documents as a shop and its buyer see them (decisions 303–309): the shop admin enters
 * the shop's legal identity on Shop settings, a company with a BIN buys two lines on account, its
 * admin downloads the Mushak-6.3 tax invoice (read as text with pdftotext, page 1 rendered with
 * pdftoppm and attached), the shop admin marks the company a VAT withholding entity and records
 * its payment — cash plus VAT withheld against a Mushak-6.6 certificate — and the company's
 * statement shows the invoice paid with both parts and the certificate.
 *
 * Shop settings are one row for the whole shop: both projects enter the same identity (and keep
 * the bank account the other journeys pay into), so whichever saves last, every document says the
 * same.
 */
const SHOP = {
  legalName: 'Partline Components Bangladesh Ltd.',
  addressLines: ['House 14, Road 5, Tejgaon Industrial Area', 'Dhaka 1208, Bangladesh'],
  bin: '004512379-0202',
  tin: '210987654321',
  tradeLicenceNumber: 'TRAD/DNCC/077123/2026',
  footer: 'Goods once delivered are returnable within 7 days with this tax invoice.',
  bank: {
    bank: 'Dutch-Bangla Bank PLC',
    branch: 'Gulshan',
    accountName: 'Partline Components Ltd.',
    accountNumber: '103.110.0045127',
    routingNumber: '090261726',
    swift: 'DBBLBDDH',
  },
};

/**
 * The text of a PDF file (pdftotext), every run of white space one space: in reading order, or
 * with `layout` row by row (a table's figures then stay on their line's row).
 */
function pdfText(path: string, layout = false): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), path, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
}

/** Text without spaces and hyphens: a description wrapped (and hyphenated) in a table cell. */
const squashed = (text: string) => text.replace(/[\s-]/g, '');

/** A figure as the documents print it (`Tk.` and a space), white space as {@link pdfText} has it. */
const taka = (poisha: number) => formatTaka(toTaka(poisha)).replace(/\s+/g, ' ');

/** A product's line at its minimum order: VAT taken out of the catalog price (the shop's default). */
function expectedLine(product: Product) {
  const quantity = product.minOrder;
  const tax = lineTax({
    unitPricePoisha: toPoisha(unitPriceFor(product, quantity)),
    quantity,
    vatRate: product.vatRate,
    sdRate: 0,
    pricesIncludeVat: true,
    zeroRated: false,
  });
  return { product, quantity, ...tax };
}

/** Page 1 of a PDF file as a PNG at 70 dpi (pdftoppm), its path. */
function pdfPage1Png(path: string, dir: string): string {
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '70',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    path,
    join(dir, 'page1'),
  ]);
  return join(dir, 'page1.png');
}

/** The number in the file name of a tax invoice download. */
function invoiceNumberOf(download: Download): string {
  const match = /^invoice-(INV-\d{4}-\d{2}-\d{6})\.pdf$/.exec(download.suggestedFilename());
  expect(match, `${download.suggestedFilename()} names a tax invoice`).toBeTruthy();
  return match![1]!;
}

/**
 * On Shop settings, the shop admin enters the legal identity, one bank account and the footer, and
 * saves. The other project's journey saves the same row at about the same time: when it saved
 * since this form opened, the page says so (409) and the admin reloads and enters it again, as the
 * message asks.
 */
async function enterShopIdentity(adminPage: Page) {
  await adminPage.goto('/dashboard/shop-settings');
  // Both are toasts: found in the toaster, shown or just dismissed (expectToast).
  const toasts = adminPage.locator('.app-toast__message');
  const saved = toasts.filter({ hasText: 'Shop settings saved' });
  const stale = toasts.filter({
    hasText: /^Someone else saved the shop settings since you opened them/,
  });
  await fillShopSettings(adminPage);
  await expect(saved.or(stale).first()).toBeAttached();
  if ((await stale.count()) > 0) {
    await adminPage.reload();
    await fillShopSettings(adminPage);
    await expectToast(adminPage, 'Shop settings saved');
  }
}

async function fillShopSettings(adminPage: Page) {
  const form = adminPage.getByRole('form', { name: 'Shop settings' });
  await form.getByLabel('Legal name').fill(SHOP.legalName);
  await form.getByLabel('Registered address').fill(SHOP.addressLines.join('\n'));
  await form.getByLabel('BIN', { exact: true }).fill(SHOP.bin);
  await form.getByLabel('TIN', { exact: true }).fill(SHOP.tin);
  await form.getByLabel('Trade licence number').fill(SHOP.tradeLicenceNumber);
  await form.getByLabel('VAT registration').selectOption({ index: 0 });
  // One bank account: the one the other journeys' statements name.
  const accounts = form.getByRole('group', { name: /^Bank account \d$/ });
  while ((await accounts.count()) > 0) {
    await form
      .getByRole('button', { name: /^Remove bank account/ })
      .first()
      .click();
  }
  await form.getByRole('button', { name: 'Add a bank account' }).click();
  const account = form.getByRole('group', { name: 'Bank account 1' });
  await account.getByLabel('Bank', { exact: true }).fill(SHOP.bank.bank);
  await account.getByLabel('Branch').fill(SHOP.bank.branch);
  await account.getByLabel('Account name').fill(SHOP.bank.accountName);
  await account.getByLabel('Account number').fill(SHOP.bank.accountNumber);
  await account.getByLabel('Routing number (optional)').fill(SHOP.bank.routingNumber);
  await account.getByLabel('SWIFT (optional)').fill(SHOP.bank.swift);
  await form.getByLabel('Invoice footer').fill(SHOP.footer);
  await form.getByRole('button', { name: 'Save shop settings' }).click();
}

test.describe('tax documents', () => {
  test.setTimeout(240_000);

  test('shop identity entered → two lines bought on account → the Mushak-6.3 invoice complete → VAT withheld with a Mushak-6.6 certificate → the invoice paid', async ({
    page,
    browser,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const suffix = phone ? 'Phone' : 'Desk';
    const unique = `${Date.now() % 1_000_000}`.padStart(6, '0');
    const company = {
      name: `Tax ${suffix} Computers Ltd.`,
      tradeLicenceNumber: `TRAD/DNCC/${unique}/2026`,
      bin: `00${unique}${phone ? '2' : '1'}-0101`,
      billingAddress: 'Plot 21, Kawran Bazar, Dhaka 1215',
    };
    const po = `PO-TAX-${suffix.toUpperCase()}-${unique}`;
    const delivery = 'Warehouse 3, Tongi Industrial Area, Gazipur 1710';
    const certificate = `M66-${suffix.toUpperCase()}-${unique}`;
    const certificateDate = '2026-11-20';

    // 1. The shop admin enters the shop's legal identity on Shop settings.
    const adminContext = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? null,
      isMobile: testInfo.project.use.isMobile ?? false,
      hasTouch: testInfo.project.use.hasTouch ?? false,
    });
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, admin.email, admin.password);
    await enterShopIdentity(adminPage);
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'tax-shop-settings');

    // 2. A client creates a company with a BIN; the shop admin grants net terms and a limit.
    await signUpThroughApi(page, `Tax ${suffix} Buyer`, newClientEmail('tax'));
    // (Dashboard → Company; the toast is not waited for: the company admin's role says it.)
    await page.goto('/dashboard/company');
    await page.getByLabel('Company name').fill(company.name);
    await page.getByLabel('Trade licence number').fill(company.tradeLicenceNumber);
    await page.getByLabel('BIN (VAT registration number)').fill(company.bin);
    await page.getByLabel('Billing address').fill(company.billingAddress);
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page.locator('dd', { hasText: 'Company admin' })).toBeVisible();
    await grantTerms(adminPage, company.name, 'Net 30', 5_000_000);

    // Two products, each at its minimum order, go into the cart; checkout pays on account. Each
    // line's VAT covers the Tk. 1,000 withheld below, whatever products other journeys have just
    // added.
    const products = (await catalogNewestFirst(page)).filter(
      (p) =>
        p.availableQuantity - p.heldQuantity >= p.minOrder * 2 &&
        p.minOrder <= 20 &&
        expectedLine(p).vatPoisha >= toPoisha(1_000),
    );
    expect(products.length).toBeGreaterThanOrEqual(2);
    const lines = products.slice(phone ? 2 : 0, phone ? 4 : 2);
    expect(lines).toHaveLength(2);
    for (const product of lines) {
      const added = await page.request.post('/api/cart/lines', {
        headers,
        data: { productId: product._id, quantity: product.minOrder },
      });
      expect(added.status(), await added.text()).toBe(200);
    }
    const address = await page.request.post('/api/addresses', {
      headers,
      data: { label: 'Warehouse', address: delivery, phoneNumber: '+880 1711-223344' },
    });
    expect(address.status(), await address.text()).toBe(201);
    await page.goto('/cart');
    for (const product of lines)
      await expect(page.getByText(product.productName).first()).toBeVisible();
    await page.getByLabel(/Pay on account \(Net 30, invoiced to/).check();
    await page.getByLabel('PO number', { exact: true }).fill(po);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    await expect(page.getByText(`PO ${po}`)).toBeVisible();

    // 3. The order page: its tax invoice, downloaded.
    await page
      .getByRole('link', { name: /^Order SO-\d{4}-\d+: details$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(page.getByText(po)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'tax-order-page');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download invoice for / }).click(),
    ]);
    const number = invoiceNumberOf(download);
    await expect(page.getByText(`Invoice ${number}`)).toBeVisible();
    const pdf = (await download.path())!;
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');

    // What the API says the invoice holds, to read the PDF against.
    const statement = (await (
      await page.request.get('/api/company/statement')
    ).json()) as Statement;
    const onStatement = statement.invoices.find((i) => i.number === number);
    expect(onStatement, `${number} on the statement`).toBeDefined();

    const text = pdfText(pdf);
    const rows = pdfText(pdf, true);
    await testInfo.attach('tax-invoice.txt', { body: text, contentType: 'text/plain' });
    const dir = mkdtempSync(join(tmpdir(), 'tax-invoice-'));
    await testInfo.attach('tax-invoice-page-1', {
      path: pdfPage1Png(pdf, dir),
      contentType: 'image/png',
    });
    // Seller, document, buyer and delivery, as Mushak-6.3 asks (VAT Rules 2016, rule 40).
    for (const expected of [
      'Tax invoice',
      'Mushak-6.3',
      `Invoice no. ${number}`,
      'Fiscal year 2026-27',
      SHOP.legalName,
      ...SHOP.addressLines,
      `BIN ${SHOP.bin}`,
      `TIN ${SHOP.tin}`,
      `Trade licence ${SHOP.tradeLicenceNumber}`,
      company.name,
      company.billingAddress,
      // The company form keeps a BIN as its digits.
      `BIN: ${company.bin.replace('-', '')}`,
      delivery,
      `PO number ${po}`,
      SHOP.footer,
    ]) {
      expect(text, expected).toContain(expected);
    }
    const today = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dhaka',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    expect(text).toMatch(new RegExp(`Date and time of issue ${today}, \\d\\d:\\d\\d`));
    // Each line: description, quantity, unit price and value excl. VAT, SD, VAT rate, VAT, value
    // incl. — the line's figures by the one rounding rule (lineTax).
    const expected = lines.map(expectedLine);
    for (const line of expected) {
      expect(squashed(text)).toContain(squashed(line.product.productName));
      const figures = [
        `${line.quantity} pcs`,
        taka(Math.round(line.valueExclVatPoisha / line.quantity)),
        taka(line.valueExclVatPoisha),
        taka(line.sdPoisha),
        `${line.vatRate / 100}%`,
        taka(line.vatPoisha),
        taka(line.totalPoisha),
      ].join(' ');
      expect(rows).toContain(figures);
    }
    const sum = (pick: (line: (typeof expected)[number]) => number) =>
      expected.reduce((total, line) => total + pick(line), 0);
    const totalPoisha = sum((line) => line.totalPoisha);
    expect(toPoisha(onStatement!.total)).toBe(totalPoisha);
    expect(text).toContain(`Value excl. VAT ${taka(sum((line) => line.valueExclVatPoisha))}`);
    expect(text).toContain(`VAT ${taka(sum((line) => line.vatPoisha))}`);
    expect(text).toContain(`Total incl. all ${taka(totalPoisha)}`);
    expect(text).toContain(`In words: ${amountInWords(totalPoisha)}`);
    expect(text).toContain(`Balance due ${taka(totalPoisha)}`);

    // 4. The shop admin marks the company a VAT withholding entity (Companies → Edit → Tax profile).
    await adminPage.goto('/dashboard/companies');
    await adminPage.getByRole('button', { name: `Edit ${company.name}` }).click();
    const edit = adminPage.getByRole('dialog', { name: company.name });
    const taxProfile = edit.getByRole('form', { name: 'Tax profile' });
    await taxProfile.getByLabel(/^VAT withholding entity/).check();
    await taxProfile.getByRole('button', { name: 'Save tax profile' }).click();
    await expectToast(adminPage, 'Tax profile saved');
    await adminPage.keyboard.press('Escape');

    // Company Accounts: the payment, cash received plus the VAT withheld, against the invoice.
    const vatWithheld = 1_000;
    const received = onStatement!.open - vatWithheld;
    await adminPage.goto('/dashboard/company-accounts');
    await adminPage.getByRole('button', { name: `Account of ${company.name}` }).click();
    const account = adminPage.getByRole('dialog');
    await account.getByLabel('Bank reference').fill(`TT-TAX-${suffix}`);
    await account.getByLabel('Mushak-6.6 certificate number').fill(certificate);
    await account.getByLabel('Mushak-6.6 certificate date').fill(certificateDate);
    await account
      .getByRole('textbox', { name: new RegExp(`^${number} \\(open`) })
      .fill(String(received));
    await account.getByLabel(`VAT deducted at source from ${number}`).fill(String(vatWithheld));
    await screenshot(adminPage, testInfo, 'tax-record-payment');
    await account.getByRole('button', { name: 'Record payment' }).click();
    await expectToast(adminPage, 'Payment recorded');
    await expect(invoiceStatus(account, number)).toHaveText('Paid');
    await adminContext.close();

    // 5. The company admin's statement: paid, the two parts and the certificate, nothing open.
    await page.goto('/dashboard/company-statement');
    await expect(invoiceRow(page, number)).toContainText(po);
    await expect(invoiceStatus(page, number)).toHaveText('Paid');
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: 'Open balance' })
        .locator('xpath=following-sibling::dd'),
    ).toHaveText('Tk. 0');
    const payment = page.getByRole('listitem').filter({ hasText: `TT-TAX-${suffix}` });
    // Received in the bank, and what it settled of the invoice: the cash plus the VAT withheld.
    await expect(payment).toContainText(`${taka(toPoisha(received))} on `);
    await expect(payment).toContainText(
      `${number} ${taka(toPoisha(received))} + VAT withheld ${taka(toPoisha(vatWithheld))}`,
    );
    await expect(payment).toContainText(
      `VAT withheld ${taka(toPoisha(vatWithheld))} (Mushak-6.6 no. ${certificate}, 20 November 2026)`,
    );
    await expectFiguresUnbroken(page, 4);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'tax-statement');
  });
});
