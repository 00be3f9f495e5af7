import type { Product } from '@partline/shared';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { signUpThroughApi } from './accounts';
import { expect, expectToast } from './fixtures';
import { waitForMail } from './mail';

/*
 * Steps of the company journeys (decisions 130–133 and 140–145), done in the pages as a client or
 * the shop admin does them: company.spec.ts, payment-on-account.spec.ts and
 * company-purchase-order.spec.ts share them.
 */

/** Unsafe calls with the session cookie say where they come from (CSRF check). */
export const sameOrigin = { origin: baseURL };

/** The four fields of the Company form. */
export interface CompanyDetails {
  name: string;
  tradeLicenceNumber: string;
  bin: string;
  billingAddress: string;
}

/**
 * On Dashboard → Company, the signed-in client fills the form and creates the company, becoming
 * its company admin. `whenFilled` runs before the form is sent (e.g. a screenshot).
 */
export async function createCompany(
  page: Page,
  details: CompanyDetails,
  whenFilled?: () => Promise<void>,
) {
  await page.goto('/dashboard/company');
  await page.getByLabel('Company name').fill(details.name);
  await page.getByLabel('Trade licence number').fill(details.tradeLicenceNumber);
  await page.getByLabel('BIN (VAT registration number)').fill(details.bin);
  await page.getByLabel('Billing address').fill(details.billingAddress);
  await whenFilled?.();
  await page.getByRole('button', { name: 'Create company' }).click();
  await expectToast(page, 'Company created');
  await expect(page.locator('dd', { hasText: 'Company admin' })).toBeVisible();
}

/** The colleague who joined, signed in in a browser context of their own. */
export interface Colleague {
  context: BrowserContext;
  page: Page;
}

/**
 * The signed-in client on `page` follows the verification link mailed at sign-up (invitations are
 * only sent from a verified address, decision 294), then is back on Dashboard → Company.
 */
export async function verifyOwnEmail(page: Page) {
  const session = await (await page.request.get('/api/auth/get-session')).json();
  if (session.user.emailVerified) return;
  const mail = await waitForMail(session.user.email, /Verify your e-mail/);
  const link = mail.links.find((l) => l.includes('verify-email'));
  expect(link).toBeTruthy();
  await page.goto(link!);
  // Where the link lands depends on how the account was made (a sign-up through the API names no
  // page to return to); what counts is the session's address being verified.
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/get-session')).json()).user)
    .toMatchObject({ emailVerified: true });
  await page.goto('/dashboard/company');
}

/**
 * The company admin on `owner` (on Dashboard → Company), their address verified first, invites
 * `email` as a buyer; the colleague,
 * who has no account yet, opens the mailed link in a browser of their own, signs up with that
 * address and joins. `onInvitation` runs on the invitation page before the sign-up.
 */
export async function inviteColleague(
  owner: Page,
  browser: Browser,
  colleague: { company: string; name: string; email: string },
  onInvitation?: (page: Page) => Promise<void>,
): Promise<Colleague> {
  await verifyOwnEmail(owner);
  const invite = owner.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail').fill(colleague.email);
  await invite.getByLabel('Role').selectOption('buyer');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(owner, 'Invitation sent');
  await expect(owner.getByRole('list', { name: 'Pending invitations' })).toContainText(
    colleague.email,
  );

  const mail = await waitForMail(colleague.email, /invites you to/);
  const link = mail.links.find((l) => l.includes('/invitations/'));
  expect(link).toBeTruthy();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByText(`You are invited to order for ${colleague.company}`)).toBeVisible();
  await onInvitation?.(page);
  await signUpThroughApi(page, colleague.name, colleague.email);
  await page.reload();
  await page.getByRole('button', { name: `Join ${colleague.company}` }).click();
  await expectToast(page, 'You joined the company');
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await expect(page.locator('dd', { hasText: 'Buyer' })).toBeVisible();
  return { context, page };
}

/** The company admin on Dashboard → Company sets a member's monthly spending limit (Taka). */
export async function setSpendingLimit(owner: Page, memberName: string, limit: number) {
  await owner.reload();
  await owner.getByRole('button', { name: `Edit ${memberName}` }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Monthly spending limit (Tk.)').fill(String(limit));
  await dialog.getByRole('button', { name: 'Save member' }).click();
  await expectToast(owner, 'Member saved');
}

/** A product whose minimum order costs more than `above` Taka and is buyable four times over. */
export async function largeOrderProduct(page: Page, above: number): Promise<Product> {
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products.find(
    (p) =>
      p.productPrice * p.minOrder > above && p.availableQuantity - p.heldQuantity >= p.minOrder * 4,
  );
  if (!product) throw new Error('no product for a large order');
  return product;
}

/**
 * Puts the product's minimum order into the cart from its purchase page, opens `/cart` and, the
 * address book being empty there, saves a delivery address.
 */
export async function cartWithAddress(
  page: Page,
  product: Product,
  address: { label: string; phoneNumber: string; address: string },
) {
  await page.goto(`/confirm-purchase/${product._id}`);
  await page.getByRole('button', { name: `Add to cart: ${product.productName}` }).click();
  await expectToast(page, 'Added to cart');
  await page.goto('/cart');
  await page.getByLabel('Label').fill(address.label);
  await page.getByLabel('Phone number').fill(address.phoneNumber);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(address.address);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Address saved');
}

/**
 * The company admin on Dashboard → Company approves the buyer's order waiting in 'Orders awaiting
 * approval', confirming it in the dialog that asks. `whenListed` runs once the order is listed
 * (e.g. a screenshot) and gets its card.
 */
export async function approveOrder(
  owner: Page,
  buyerName: string,
  productName: string,
  whenListed?: (card: Locator) => Promise<void>,
) {
  await owner.goto('/dashboard/company');
  const approvals = owner.getByRole('region', { name: 'Orders awaiting approval' });
  const card = approvals
    .getByRole('article', { name: `${buyerName}’s order` })
    .filter({ hasText: productName });
  await expect(card).toBeVisible();
  await whenListed?.(card);
  await card.getByRole('button', { name: /^Approve / }).click();
  const dialog = owner.getByRole('dialog', { name: 'Approve this order?' });
  await expect(dialog).toContainText(`${buyerName}’s order of`);
  await dialog.getByRole('button', { name: 'Approve order' }).click();
  await expectToast(owner, 'Order approved');
  await expect(owner.getByText('No order is waiting for approval.')).toBeVisible();
}

/** The signed-in person's e-mail, from the session. */
export async function signedInEmail(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { email: string };
  };
  return session.user.email;
}

/**
 * The shop admin on Company Accounts grants the company payment terms (`Net 30`, …) and a credit
 * limit (Taka) in its 'Terms' dialog.
 */
export async function grantTerms(
  admin: Page,
  companyName: string,
  terms: string,
  creditLimit: number,
) {
  await admin.goto('/dashboard/company-accounts');
  await admin.getByRole('button', { name: `Terms of ${companyName}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Payment terms' }).selectOption({ label: terms });
  await dialog.getByLabel('Credit limit (Tk.)').fill(String(creditLimit));
  await dialog.getByRole('button', { name: 'Save terms' }).click();
  await expectToast(admin, 'Payment terms saved');
  const row = admin
    .getByRole('region', { name: 'Company accounts' })
    .locator('tr', { hasText: companyName });
  await expect(row).toContainText(terms);
}

/**
 * The shop admin on Company Accounts opens the company's 'Account' and records a bank payment of
 * `amount` Taka against `invoiceNumber` with the bank's reference; the invoice then reads Paid
 * there. `whenFilled` runs before the payment is recorded (e.g. a screenshot). The dialog stays
 * open.
 */
export async function recordBankPayment(
  admin: Page,
  payment: { companyName: string; invoiceNumber: string; amount: number; reference: string },
  whenFilled?: () => Promise<void>,
) {
  await admin.goto('/dashboard/company-accounts');
  await admin.getByRole('button', { name: `Account of ${payment.companyName}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${payment.invoiceNumber} \\(open`) })
    .fill(String(payment.amount));
  await dialog.getByLabel('Bank reference').fill(payment.reference);
  await whenFilled?.();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expectToast(admin, 'Payment recorded');
  await expect(invoiceStatus(dialog, payment.invoiceNumber)).toHaveText('Paid');
}

/**
 * The status cell ('Open', 'Partly paid', 'Paid', 'Overdue') of an invoice in a statement's
 * 'Invoices on account' (the company's Statement page, or the shop admin's Account dialog).
 */
export function invoiceStatus(scope: Page | Locator, invoiceNumber: string): Locator {
  return invoiceRow(scope, invoiceNumber).locator('td[data-label="Status"]');
}

/** An invoice's row in a statement's 'Invoices on account' (a card on a phone). */
export function invoiceRow(scope: Page | Locator, invoiceNumber: string): Locator {
  return scope
    .getByRole('region', { name: 'Invoices on account' })
    .locator('tr', { hasText: invoiceNumber });
}
