import { StatementSchema } from '@partline/shared';
import { addAddress, addToCart, checkout } from '../helpers/cart.js';
import { insertMember, insertCompany, setCredit } from '../helpers/receivables.js';
import { insertProduct } from '../helpers/factories.js';
import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld, UNKNOWN_ID } from './world.js';

// Hostile requests to the payment-on-account routes (decisions 055, 140–145): two companies with
// terms, each with an invoice on account; client A is the world company's admin, client B another's.
describeFuzzGroup('receivables', {
  world: async () => {
    const world = await createFuzzWorld();
    const { t, users } = world;
    const db = t.db;
    const product = await insertProduct(db, { minOrder: 1, availableQuantity: 1_000_000 });
    const companyIds: string[] = [];
    const invoiceIds: string[] = [];
    // Client A already runs the world's company; client B is given one here.
    const companyOfB = await insertCompany(db);
    await insertMember(db, companyOfB.id, users.clientB, 'admin');
    const companyOf = new Map([
      [users.clientA.id, world.pools.companyId?.[0] ?? ''],
      [users.clientB.id, companyOfB.id],
    ]);
    for (const member of [users.clientA, users.clientB]) {
      const company = { id: companyOf.get(member.id) ?? '' };
      await setCredit(t.app, users.admin, company.id, {
        paymentTermsDays: 30,
        creditLimit: 1_000_000,
      });
      await addAddress(t.app, member, 'Billing');
      await addToCart(t.app, member, product.id, 5);
      await checkout(t.app, member, { paymentMethod: 'on_account', poNumber: 'PO-FUZZ' });
      const statement = StatementSchema.parse(
        (await t.app.inject({ url: '/api/company/statement', headers: member.headers })).json(),
      );
      companyIds.push(company.id);
      invoiceIds.push(...statement.invoices.map((invoice) => invoice._id));
    }
    await t.app.mailWorker.stop();
    world.pools = {
      ...world.pools,
      companyId: [...companyIds, UNKNOWN_ID],
      invoiceId: [...invoiceIds, UNKNOWN_ID],
    };
    return world;
  },
});
