import { newClientEmail, signUpThroughApi, strongPassword } from './accounts';
import {
  docsScreenshot,
  expect,
  expectAccessible,
  expectToast,
  screenshot,
  test,
} from './fixtures';

test.describe('API keys and webhooks (decisions 190, 192)', () => {
  test('a client creates an API key that works within its scope, adds a webhook and revokes the key', async ({
    page,
  }, testInfo) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = newClientEmail('erp');
    await signUpThroughApi(page, 'Tahmina Rahman', email);
    await page.goto('/dashboard/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();

    const keyForm = page.getByRole('form', { name: 'New API key' });
    await keyForm.getByLabel('Name').fill('SAP Ariba');
    await keyForm.getByLabel(/^orders:read/).check();
    // A key outlives the session: creating one asks for the password (decision 294).
    await keyForm.getByLabel('Your current password').fill(strongPassword);
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByLabel('API key secret', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^pl_[\w-]{43}$/);
    // Shown once: a button copies it whole.
    await page.getByRole('button', { name: 'Copy API key secret' }).click();
    await expect(page.getByRole('button', { name: 'Copied API key secret' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect(page.getByRole('table', { name: 'API keys' })).toContainText('SAP Ariba');

    // The key reads its owner's orders, and nothing beyond its scope.
    const mine = await page.request.get(`/api/orders/${email}`, {
      headers: { 'x-api-key': secret },
    });
    expect(mine.status()).toBe(200);
    const catalog = await page.request.get('/api/products', { headers: { 'x-api-key': secret } });
    expect(catalog.status()).toBe(403);

    const endpointForm = page.getByRole('form', { name: 'New webhook endpoint' });
    await endpointForm.getByLabel('Endpoint URL').fill('https://erp.example.com/partline/events');
    await endpointForm.getByLabel('order.paid').check();
    await endpointForm.getByLabel('Your current password').fill(strongPassword);
    await endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByLabel('Webhook signing secret', { exact: true })).toContainText(
      'whsec_',
    );
    await page.getByRole('button', { name: 'Copy Webhook signing secret' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^whsec_/);
    await expect(page.getByRole('list', { name: 'Webhook endpoints' })).toContainText(
      'https://erp.example.com/partline/events',
    );
    // A test event goes through the delivery log like any event.
    await page
      .getByRole('button', { name: 'Send test event to https://erp.example.com/partline/events' })
      .click();
    await expectToast(page, 'Test event queued: see the delivery log');
    await expect(page.getByRole('table', { name: 'Webhook deliveries' })).toContainText('ping');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'api-keys');
    await docsScreenshot(page, testInfo, 'api-keys', {
      until: page.getByRole('list', { name: 'Webhook endpoints' }),
      projects: ['desktop'],
    });

    await page.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this API key?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByRole('table', { name: 'API keys' })).toContainText('Revoked');
    const after = await page.request.get(`/api/orders/${email}`, {
      headers: { 'x-api-key': secret },
    });
    expect(after.status()).toBe(401);
  });
});
