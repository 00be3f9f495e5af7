import { ClientConfigSchema } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { shopSettings } from '../../src/db/schema/index.js';
import { sendAs, useAccounts } from '../helpers/auth.js';
import { insertProduct } from '../helpers/factories.js';
import { createIntent, markPaid, placeOrder } from '../helpers/orders.js';
import { useTestApp } from '../helpers/test-app.js';

// A shop that takes real money never takes the built-in simulated card (decision 311): with
// SSLCommerz configured and PAYMENT_PROVIDER unset, `local` is neither offered nor accepted.
// SSLCommerz is never called here: its host is a closed port.
const SSLCOMMERZ = {
  SSLCOMMERZ_STORE_ID: 'partline_live',
  SSLCOMMERZ_STORE_PASSWORD: 'partline_live@ssl',
  SSLCOMMERZ_API_BASE: 'http://127.0.0.1:9',
};

async function optionsOf(app: Parameters<typeof sendAs>[0]): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/client-config' });
  return ClientConfigSchema.parse(res.json()).paymentOptions.map((option) => option.option);
}

describe('with SSLCommerz and PAYMENT_PROVIDER unset', () => {
  const t = useTestApp({ env: SSLCOMMERZ });
  const { client } = useAccounts(t, { client: {} });

  it('offers SSLCommerz, not the simulated card', async () => {
    expect(await optionsOf(t.app)).toEqual(['sslcommerz']);
  });

  it('refuses a simulated card intent (404) and a payment naming one (400); the order stays unpaid', async () => {
    const product = await insertProduct(t.db, { availableQuantity: 50, minOrder: 1 });
    const orderId = await placeOrder(t.app, client, product.id);
    const intent = await createIntent(t.app, client, orderId);
    expect(intent.statusCode).toBe(404);
    expect(intent.json().error.message).toBe('This payment option is not enabled on this server');
    const paid = await markPaid(t.app, client, orderId, 'pi_local_forged');
    expect(paid.statusCode).toBe(400);
    expect(paid.json().error.message).toBe('Unknown payment intent');
    const order = await sendAs(t.app, client, 'GET', `/api/orders/${client.email}`);
    expect(order.json().find((row: { _id: string }) => row._id === orderId)).toMatchObject({
      isPaid: false,
      status: 'unpaid',
    });
  });
});

describe('with SSLCommerz and PAYMENT_PROVIDER=local (a demo or test shop)', () => {
  const t = useTestApp({ env: { ...SSLCOMMERZ, PAYMENT_PROVIDER: 'local' } });

  it('offers the simulated card first, then SSLCommerz', async () => {
    expect(await optionsOf(t.app)).toEqual(['local', 'sslcommerz']);
  });
});

describe('with no provider configured (npm start)', () => {
  const t = useTestApp();

  it('offers the simulated card; bank transfer once the shop has a bank account to pay into', async () => {
    expect(await optionsOf(t.app)).toEqual(['local']);
    await t.db.update(shopSettings).set({
      bankAccounts: [
        {
          bank: 'Dutch-Bangla Bank PLC',
          branch: 'Gulshan',
          accountName: 'Partline Components Ltd.',
          accountNumber: '103.110.0045127',
        },
      ],
    });
    expect(await optionsOf(t.app)).toEqual(['local', 'bank_transfer']);
  });
});
