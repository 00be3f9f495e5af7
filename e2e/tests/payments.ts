import type { Page } from '@playwright/test';

/** The card the local processor accepts (DESIGN.md, Payments). */
export const TEST_CARD = '4242 4242 4242 4242';

/** Fills the payment dialog's card number, expiry (12/30) and CVC (123). */
export async function fillCardDialog(page: Page, cardNumber = TEST_CARD) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
}

/** Fills the payment dialog with `cardNumber` and presses 'Confirm Payment'. */
export async function payInDialog(page: Page, cardNumber = TEST_CARD) {
  await fillCardDialog(page, cardNumber);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Payment' }).click();
}
