import { buildPayeeBankAccount } from '@partline/shared/testing';
import { placeOrder } from '../helpers/orders.js';
import { insertProduct } from '../helpers/factories.js';
import { sendAs } from '../helpers/auth.js';
import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld, UNKNOWN_ID } from './world.js';

// Hostile requests to bank transfer against a proforma invoice (decisions 055, 314): buyers
// switching orders to it, the shop admin recording transfers. The shop has a payee bank account.

const PAYEE_BANK_ACCOUNT = buildPayeeBankAccount();

describeFuzzGroup('bank-transfers', {
  world: async () => {
    const world = await createFuzzWorld({
      env: { PAYEE_BANK_ACCOUNTS: JSON.stringify([PAYEE_BANK_ACCOUNT]) },
    });
    const { t, users } = world;
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 1_000_000 });
    // Orders awaiting a transfer: three of client A's (the admin records into them), one of B's.
    const awaiting: string[] = [];
    for (const buyer of [users.clientA, users.clientA, users.clientA, users.clientB]) {
      const id = await placeOrder(t.app, buyer, product.id, { quantity: 3 });
      const switched = await sendAs(t.app, buyer, 'POST', `/api/orders/${id}/bank-transfer`);
      if (switched.statusCode !== 200) throw new Error(`bank transfer: ${switched.body}`);
      awaiting.push(id);
    }
    const paidOrCard = (world.pools.orderId ?? []).slice(0, 3);
    world.pools = {
      ...world.pools,
      transferOrderId: [...awaiting, ...paidOrCard, UNKNOWN_ID],
    };
    return world;
  },
});
