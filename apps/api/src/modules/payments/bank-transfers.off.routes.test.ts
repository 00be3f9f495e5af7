import { PAYMENT_RAIL_MESSAGES } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { sendAs, signUpUser } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  checkout,
  insertTieredProduct,
} from '../../../test/helpers/cart.js';
import { ordersOf, placeOrder } from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * A server with BANK_TRANSFER_ENABLED=false (decision 314): bank transfer is refused wherever it
 * could be chosen, though the shop has a bank account. Never retried (decision 088).
 */

const t = useTestApp({
  env: {
    BANK_TRANSFER_ENABLED: 'false',
    PAYEE_BANK_ACCOUNTS: JSON.stringify([
      {
        bank: 'Dutch-Bangla Bank PLC',
        branch: 'Gulshan',
        accountName: 'Partline Ltd.',
        accountNumber: '103.110.0045127',
      },
    ]),
  },
});

describe('bank transfer switched off', () => {
  it('is refused at checkout, for an order and for the cart’s proforma; the card still works', async () => {
    const client = await signUpUser(t.app);
    await addAddress(t.app, client);
    const product = await insertTieredProduct(t.db, { productPrice: 500, minOrder: 1 });
    await addToCart(t.app, client, product.id, 3);

    const refused = await checkout(t.app, client, { paymentMethod: 'bank_transfer' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PAYMENT_RAIL_MESSAGES.transferOff);
    expect(await ordersOf(t.app, client)).toEqual([]);
    const proforma = await sendAs(t.app, client, 'GET', '/api/cart/proforma');
    expect(proforma.statusCode).toBe(409);
    expect(proforma.json().error.message).toBe(PAYMENT_RAIL_MESSAGES.transferOff);

    const id = await placeOrder(t.app, client, product.id, { quantity: 2 });
    const switched = await sendAs(t.app, client, 'POST', `/api/orders/${id}/bank-transfer`);
    expect(switched.statusCode).toBe(409);
    expect(switched.json().error.message).toBe(PAYMENT_RAIL_MESSAGES.transferOff);

    const card = await checkout(t.app, client);
    expect(card.statusCode).toBe(201);
    expect(card.json().paymentMethod).toBe('card');
  });
});
