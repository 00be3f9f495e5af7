import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { serveFixedBackOffice } from './back-office-data';
import { chooseLanguage } from './bangla-check';
import { sameOrigin } from './companies';
import { expect, expectAccessible, openStarted, screenshot, test } from './fixtures';

/**
 * A shop admin who reads the shop in Bangla runs the back office in Bangla too (decision 330): the
 * overview, Manage Orders, the product form, the audit log and the sales register — their
 * headings, labels, table headers and figures — and each page passes axe in Bangla. An admin of
 * its own, so the shared demo admin's language stays English for the other journeys.
 */
test('an admin reads the back office in Bangla', async ({ page, browser }, testInfo) => {
  // Five pages, each with axe: on 2026-12-01 the two-core CI machine, at load 4.7, ran past the
  // default 120 s while no step reached its own limit.
  test.setTimeout(240_000);
  const email = newClientEmail('bangla-admin');
  await signUpThroughApi(page, 'Nusrat Jahan', email);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.email, admin.password);
  const made = await adminPage.request.put(`/api/user/admin/${encodeURIComponent(email)}`, {
    headers: sameOrigin,
  });
  expect(made.ok(), await made.text()).toBe(true);
  await adminContext.close();

  // The lists and the overview answer fixed data, so the pages look the same on every run.
  await serveFixedBackOffice(page);
  await openStarted(page, '/dashboard');
  // Chosen while signed in, the language is saved with the account, which wins on the next page.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/update/user/') && response.request().method() === 'PUT',
  );
  await chooseLanguage(page, 'বাংলা').click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // The overview: figures, chart and tables in Bangla, Taka and counts in Bangla digits.
  await expect(page.getByRole('heading', { level: 1, name: 'সারসংক্ষেপ' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'আজকের আয়' })).toContainText('৳');
  await expect(page.getByRole('heading', { name: 'দিন অনুযায়ী আয়' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'অবস্থা অনুযায়ী অর্ডার' })).toContainText('সব অর্ডার');
  await expect(page.getByRole('table', { name: 'মজুদ কম' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bangla-admin-overview');

  // Manage Orders: its search, its table's headers and each row's actions.
  await openStarted(page, '/dashboard/manage-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'অর্ডার ব্যবস্থাপনা' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'অর্ডার খুঁজুন' })).toBeVisible();
  const orders = page.getByRole('table', { name: 'সব অর্ডার' });
  await expect(orders.getByRole('columnheader', { name: 'ক্লায়েন্ট' })).toBeVisible();
  await expect(orders.getByRole('columnheader', { name: 'ডেলিভারি' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV এক্সপোর্ট' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bangla-manage-orders');

  // The product form: labels, hints and the VAT rates (মূসক).
  await openStarted(page, '/dashboard/add-product');
  await expect(page.getByRole('heading', { level: 1, name: 'পণ্য যোগ করুন' })).toBeVisible();
  await expect(page.getByLabel('পণ্যের নাম', { exact: true })).toBeVisible();
  await expect(page.getByLabel('মূসকের হার', { exact: true })).toContainText('আদর্শ হার ১৫%');
  await expect(page.getByLabel('সর্বনিম্ন অর্ডার পরিমাণ', { exact: true })).toBeVisible();
  // The image's file input speaks Bangla, not the browser's "Choose File / No file chosen".
  await expect(page.getByText('ফাইল বেছে নিন').first()).toBeVisible();
  await expect(page.getByText('কোনো ফাইল বেছে নেওয়া হয়নি').first()).toBeVisible();
  // A field's error is the shared text in Bangla.
  await page.getByRole('button', { name: 'পণ্য যোগ করুন' }).click();
  await expect(page.getByText('পণ্যের নাম আবশ্যক')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bangla-add-product');

  // The audit log: its columns, each action and field named in Bangla.
  await openStarted(page, '/dashboard/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'অডিট লগ' })).toBeVisible();
  const log = page.getByRole('table', { name: 'অডিট লগ' });
  await expect(log.getByRole('columnheader', { name: 'কখন (ঢাকা)' })).toBeVisible();
  await expect(log).toContainText('একজন ব্যবহারকারীকে অ্যাডমিন করেছেন');
  await expect(page.getByLabel('কাজ', { exact: true })).toContainText('সব কাজ');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bangla-audit-log');

  // The sales register (Mushak-6.2): the month named in Bangla, its downloads.
  await openStarted(page, '/dashboard/sales-register');
  await expect(
    page.getByRole('heading', { level: 1, name: 'বিক্রয় রেজিস্টার — মূসক-৬.২' }),
  ).toBeVisible();
  await expect(page.getByLabel('মাস', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV ডাউনলোড করুন' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF ডাউনলোড করুন' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bangla-sales-register');
});
