import { CURRENCY_MESSAGES, shopDay, type ForeignCurrencyCode } from '@partline/shared';
import { admin, logIn } from './accounts';
import { docsScreenshot, expect, expectAccessible, screenshot, test } from './fixtures';

/*
 * Billing currencies and exchange rates (decision 324) at both widths: the shop admin cannot
 * enable a currency before a rate is recorded, records today's Bangladesh Bank rate, is told when
 * the day already has one, enables the currency and disables it again.
 *
 * Rates and currencies are the whole shop's and the projects run at once: the desktop journey
 * works on USD, the phone journey on EUR, so that neither sees the other's day taken.
 */

const OWN: Record<
  string,
  { code: ForeignCurrencyCode; name: string; rate: string; shown: string }
> = {
  desktop: { code: 'USD', name: 'US dollar (USD)', rate: '122.45', shown: 'US$1 = Tk. 122.45' },
  phone: { code: 'EUR', name: 'Euro (EUR)', rate: '131.0275', shown: '€1 = Tk. 131.0275' },
};

test('an admin records a day’s rate and enables a currency only once it has one', async ({
  page,
}, testInfo) => {
  const own = OWN[testInfo.project.name] ?? OWN.desktop!;
  const M = CURRENCY_MESSAGES;
  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard/currencies');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Currencies and exchange rates' }),
  ).toBeVisible();

  const currencies = page.getByRole('table', { name: 'Currencies' });
  const row = currencies.getByRole('row').filter({ hasText: own.name });
  await expect(row).toContainText('Disabled');
  await expect(row).toContainText('No rate recorded');
  await expect(currencies.getByRole('row').filter({ hasText: 'BDT' })).toContainText(
    'Base currency',
  );

  // No rate yet: the server refuses, and says why.
  await row.getByRole('button', { name: `Enable ${own.code}` }).click();
  await expect(page.getByText(M.rateNeededToEnable(own.code))).toBeVisible();

  const form = page.getByRole('form', { name: 'Record a rate' });
  await form.getByLabel('Currency').selectOption(own.code);
  await form.getByLabel('Taka for one unit').fill(own.rate);
  await expect(form.getByText(own.shown)).toBeVisible();
  await expect(form.getByLabel('Applies from')).toHaveValue(shopDay());
  await form.getByRole('button', { name: 'Record rate' }).click();
  await expect(page.getByText(M.rateRecorded)).toBeVisible();
  await expect(row).toContainText(own.shown);
  await expect(
    page
      .getByRole('table', { name: 'Recorded exchange rates' })
      .getByRole('row')
      .filter({ hasText: own.shown }),
  ).toHaveCount(1);

  await row.getByRole('button', { name: `Enable ${own.code}` }).click();
  await expect(page.getByText(M.enabled(own.code))).toBeVisible();
  await expect(row).toContainText('Enabled');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'currencies');
  await docsScreenshot(page, testInfo, 'currencies', {
    until: page.getByRole('form', { name: 'Record a rate' }),
    projects: ['desktop'],
  });

  // The day has its rate now: a second is refused under the day, and nothing changes.
  await form.getByLabel('Currency').selectOption(own.code);
  await form.getByLabel('Taka for one unit').fill('99');
  await form.getByRole('button', { name: 'Record rate' }).click();
  await expect(form.getByText(M.rateTaken(own.code, shopDay()))).toBeVisible();
  await expect(row).toContainText(own.shown);

  // No company is billed in it: it can be disabled again.
  await row.getByRole('button', { name: `Disable ${own.code}` }).click();
  await expect(page.getByText(M.disabled(own.code))).toBeVisible();
  await expect(row).toContainText('Disabled');
});
