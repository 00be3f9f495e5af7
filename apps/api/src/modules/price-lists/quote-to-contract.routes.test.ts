import {
  ApiErrorSchema,
  PRICE_LIST_IMPORT_MESSAGES,
  PRICE_LIST_MESSAGES,
  QuoteContractPricesSchema,
  type QuoteStatus,
} from '@partline/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  priceListCompanies,
  priceListEntries,
  priceLists,
  quotes,
  quoteVersions,
} from '../../db/schema/index.js';
import { sendAs, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { createCompany } from '../../../test/helpers/companies.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin, buyer, loner } = useAccounts(t, {
  admin: { role: 'admin' },
  buyer: { name: 'Company Buyer' },
  loner: { name: 'Lone Buyer' },
});

let companyId: string;
beforeAll(async () => {
  companyId = await createCompany(t.app, buyer, { name: 'Chittagong Traders Ltd.' });
});

let sequence = 0;
const nextSku = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${sequence}`;
};

/**
 * Two products (minimum orders 5 and 2) and a quote of them: the request (version 0) at list
 * price, the shop's answer (version 1) at 800 and 450 Taka for 20 and 10 pieces.
 */
async function quoteOf(status: QuoteStatus = 'accepted', user: TestUser = buyer, company = true) {
  const cpu = await insertProduct(t.db, { sku: nextSku('CPU'), productPrice: 1000, minOrder: 5 });
  const ram = await insertProduct(t.db, { sku: nextSku('RAM'), productPrice: 500, minOrder: 2 });
  const line = (product: typeof cpu, quantity: number, unitPricePoisha: number) => ({
    productId: product.id,
    sku: product.sku,
    productName: product.name,
    productImage: product.image,
    quantity,
    unitPricePoisha,
    lineTotalPoisha: quantity * unitPricePoisha,
  });
  const [quote] = await t.db
    .insert(quotes)
    .values({
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      companyId: company ? companyId : null,
      status,
      currentVersion: 1,
    })
    .returning();
  await t.db.insert(quoteVersions).values([
    {
      quoteId: quote!.id,
      version: 0,
      author: 'buyer',
      authorName: user.name,
      totalPoisha: 2_500_000,
      lines: [line(cpu, 20, 100_000), line(ram, 10, 50_000)],
    },
    {
      quoteId: quote!.id,
      version: 1,
      author: 'shop',
      authorName: 'Partline',
      totalPoisha: 2_050_000,
      lines: [line(cpu, 20, 80_000), line(ram, 10, 45_000)],
    },
  ]);
  return { quote: quote!, cpu, ram };
}

const makeContract = (quoteId: string, body: object, user: TestUser = admin) =>
  sendAs(t.app, user, 'POST', `/api/quotes/${quoteId}/contract-prices`, body);

const stepsOf = (listId: string) =>
  t.db
    .select({
      productId: priceListEntries.productId,
      minQuantity: priceListEntries.minQuantity,
      unitPricePoisha: priceListEntries.unitPricePoisha,
      percentOffBp: priceListEntries.percentOffBp,
    })
    .from(priceListEntries)
    .where(eq(priceListEntries.priceListId, listId))
    .orderBy(asc(priceListEntries.unitPricePoisha));

describe('POST /api/quotes/:id/contract-prices', () => {
  it("makes a new list for the quote's company from the latest version's prices and quantities", async () => {
    const { quote, cpu, ram } = await quoteOf();
    const name = `Contract Chittagong ${quote.number}`;
    const res = await makeContract(quote.id, {
      newPriceListName: name,
      startsAt: '2030-01-01T00:00:00.000Z',
      endsAt: '2031-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = QuoteContractPricesSchema.parse(res.json());
    expect(answer.entries).toBe(2);
    const [list] = await t.db
      .select()
      .from(priceLists)
      .where(eq(priceLists.id, answer.priceListId));
    expect(list).toMatchObject({ name, currency: 'BDT' });
    expect(list!.startsAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(list!.endsAt?.toISOString()).toBe('2031-01-01T00:00:00.000Z');
    const named = await t.db
      .select()
      .from(priceListCompanies)
      .where(eq(priceListCompanies.priceListId, answer.priceListId));
    expect(named.map((row) => row.companyId)).toEqual([companyId]);
    expect(await stepsOf(answer.priceListId)).toEqual([
      { productId: ram.id, minQuantity: 10, unitPricePoisha: 45_000, percentOffBp: null },
      { productId: cpu.id, minQuantity: 20, unitPricePoisha: 80_000, percentOffBp: null },
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'price_list.contract_from_quote'),
          eq(auditLog.targetId, answer.priceListId),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetType: 'price_list',
      actorEmail: admin.email,
      before: null,
      after: {
        quote: quote.number,
        company: 'Chittagong Traders Ltd.',
        entries: [
          { sku: cpu.sku, minQuantity: 20, unitPrice: 800 },
          { sku: ram.sku, minQuantity: 10, unitPrice: 450 },
        ],
      },
    });
  });

  it("sets the steps from the products' minimum orders in an existing list, keeping its validity", async () => {
    const { quote, cpu, ram } = await quoteOf();
    const [list] = await t.db
      .insert(priceLists)
      .values({ name: `Existing ${quote.number}`, endsAt: new Date('2032-06-30T18:00:00Z') })
      .returning();
    await t.db.insert(priceListEntries).values({
      priceListId: list!.id,
      productId: cpu.id,
      minQuantity: 5,
      unitPricePoisha: 95_000,
    });
    const res = await makeContract(quote.id, {
      priceListId: list!.id,
      fromQuantity: 'minimum',
      startsAt: '2020-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(QuoteContractPricesSchema.parse(res.json())).toEqual({
      priceListId: list!.id,
      entries: 2,
    });
    expect(await stepsOf(list!.id)).toEqual([
      { productId: ram.id, minQuantity: 2, unitPricePoisha: 45_000, percentOffBp: null },
      { productId: cpu.id, minQuantity: 5, unitPricePoisha: 80_000, percentOffBp: null },
    ]);
    const [after] = await t.db.select().from(priceLists).where(eq(priceLists.id, list!.id));
    expect(after!.startsAt).toBeNull();
    expect(after!.endsAt?.toISOString()).toBe('2032-06-30T18:00:00.000Z');
    const named = await t.db
      .select()
      .from(priceListCompanies)
      .where(eq(priceListCompanies.priceListId, list!.id));
    expect(named.map((row) => row.companyId)).toEqual([companyId]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, list!.id));
    expect(entry?.before).toEqual({
      entries: [{ sku: cpu.sku, minQuantity: 5, unitPrice: 950 }],
    });
  });

  it('answers 409 for a quote not accepted and for a buyer without a company, writing nothing', async () => {
    const quoted = (await quoteOf('quoted')).quote;
    const refused = await makeContract(quoted.id, { newPriceListName: `Early ${quoted.number}` });
    expect(refused.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(refused.json()).error.message).toBe(
      PRICE_LIST_IMPORT_MESSAGES.quoteNotAccepted,
    );
    const alone = (await quoteOf('accepted', loner, false)).quote;
    const noCompany = await makeContract(alone.id, { newPriceListName: `Alone ${alone.number}` });
    expect(noCompany.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(noCompany.json()).error.message).toBe(
      PRICE_LIST_IMPORT_MESSAGES.quoteWithoutCompany,
    );
    const made = await t.db.select().from(priceLists);
    expect(made.map((list) => list.name)).not.toContain(`Early ${quoted.number}`);
    expect(made.map((list) => list.name)).not.toContain(`Alone ${alone.number}`);
  });

  it('answers 409 for a list name taken, 404 for an unknown list or quote, 400 without a list', async () => {
    const { quote } = await quoteOf();
    const name = `Taken ${quote.number}`;
    await t.db.insert(priceLists).values({ name });
    const taken = await makeContract(quote.id, { newPriceListName: name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(taken.json()).error.message).toBe(PRICE_LIST_MESSAGES.nameTaken);
    const unknownList = await makeContract(quote.id, {
      priceListId: '7d0f5f4e-9a8b-4c3d-8e2f-1a2b3c4d5e6f',
    });
    expect(unknownList.statusCode).toBe(404);
    const unknownQuote = await makeContract('7d0f5f4e-9a8b-4c3d-8e2f-1a2b3c4d5e6f', {
      newPriceListName: 'Nobody',
    });
    expect(unknownQuote.statusCode).toBe(404);
    const neither = await makeContract(quote.id, {});
    expect(neither.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(neither.json()).error.details?.priceListId).toEqual([
      PRICE_LIST_IMPORT_MESSAGES.listOrName,
    ]);
  });

  it('is for admins only: the quoting buyer gets 403', async () => {
    const { quote } = await quoteOf();
    const res = await makeContract(quote.id, { newPriceListName: `Mine ${quote.number}` }, buyer);
    expect(res.statusCode).toBe(403);
    const made = await t.db
      .select()
      .from(priceLists)
      .where(eq(priceLists.name, `Mine ${quote.number}`));
    expect(made).toEqual([]);
  });
});
