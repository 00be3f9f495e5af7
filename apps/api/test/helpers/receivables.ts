import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import {
  companies,
  companyMembers,
  invoices,
  orderLines,
  orders,
} from '../../src/db/schema/index.js';
import { expect } from 'vitest';
import { sendAs, signUpUser, type TestUser } from './auth.js';
import { addAddress } from './cart.js';

let companyCount = 0;

/** Inserts a company and returns its id. */
export async function insertCompany(db: Database, name?: string) {
  companyCount += 1;
  const [row] = await db
    .insert(companies)
    .values({
      name: name ?? `Company ${companyCount} Ltd.`,
      tradeLicenceNumber: `TRAD/DNCC/${100000 + companyCount}/2026`,
      bin: `00${1000000 + companyCount}-0101`,
      billingAddress: 'Plot 9, Tejgaon, Dhaka 1208',
    })
    .returning();
  if (!row) throw new Error('company not inserted');
  return row;
}

/** Makes `user` a member of the company with `role`, written straight into the table. */
export async function insertMember(
  db: Database,
  companyId: string,
  user: TestUser,
  role: 'admin' | 'buyer' = 'buyer',
) {
  await db.insert(companyMembers).values({ companyId, userId: user.id, role });
}

/** `PUT /api/admin/companies/{id}/credit` as `admin`. */
export function setCredit(
  app: App,
  admin: TestUser,
  companyId: string,
  body: { paymentTermsDays: number | null; creditLimit: number },
) {
  return sendAs(app, admin, 'PUT', `/api/admin/companies/${companyId}/credit`, body);
}

/**
 * A company with a company admin and a buyer, each signed up with an address, and the payment
 * terms and credit limit `admin` grants when `terms` are given.
 */
export async function companyWithBuyer(
  app: App,
  db: Database,
  admin: TestUser,
  terms?: { paymentTermsDays: number | null; creditLimit: number },
) {
  const row = await insertCompany(db);
  const companyAdmin = await signUpUser(app);
  const buyer = await signUpUser(app);
  await insertMember(db, row.id, companyAdmin, 'admin');
  await insertMember(db, row.id, buyer, 'buyer');
  await addAddress(app, buyer);
  await addAddress(app, companyAdmin);
  if (terms) expect((await setCredit(app, admin, row.id, terms)).statusCode).toBe(200);
  return { id: row.id, name: row.name, companyAdmin, buyer };
}

/** `POST /api/admin/companies/{id}/payments` as `user`. */
export function recordPayment(app: App, user: TestUser, companyId: string, body: object) {
  return sendAs(app, user, 'POST', `/api/admin/companies/${companyId}/payments`, body);
}

/**
 * Inserts an order confirmed on account by `company`'s buyer and its invoice, issued `daysAgo` days
 * ago on net `termsDays` (an invoice past due when `daysAgo > termsDays`); returns the invoice.
 * With `vatPoisha`, a tax invoice (decision 306) whose total includes that VAT and no SD.
 */
export async function insertInvoiceOnAccount(
  db: Database,
  company: { id: string; name: string; buyer: TestUser },
  details: {
    totalPoisha: number;
    daysAgo: number;
    termsDays?: number;
    number: string;
    vatPoisha?: number;
  },
) {
  const options = {
    ...details,
    companyId: company.id,
    companyName: company.name,
    buyer: company.buyer,
  };
  const terms = options.termsDays ?? 30;
  const [order] = await db
    .insert(orders)
    .values({
      userId: options.buyer.id,
      userName: options.buyer.name,
      userEmail: options.buyer.email,
      productName: 'Old order',
      productPricePoisha: options.totalPoisha,
      productImage: '/x.png',
      productDescription: 'x',
      minOrder: 1,
      availableQuantityAtOrder: 1,
      quantity: 1,
      totalPoisha: options.totalPoisha,
      status: 'delivered',
      isDelivered: true,
      paymentMethod: 'on_account',
      paymentProvider: 'on_account',
      companyId: options.companyId,
      poNumber: 'PO-OLD',
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  // Every order has its lines (decision 126).
  await db.insert(orderLines).values({
    orderId: order.id,
    position: 0,
    sku: 'OLD-1',
    productName: 'Old order',
    productImage: '/x.png',
    quantity: 1,
    unitPricePoisha: options.totalPoisha,
    lineTotalPoisha: options.totalPoisha,
  });
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: options.number,
      orderId: order.id,
      orderNumber: order.number,
      issuedAt: sql`now() - make_interval(days => ${options.daysAgo})`,
      seller: { name: 'Partline', addressLines: [], phone: '', email: '', bin: '' },
      buyerName: options.buyer.name,
      buyerEmail: options.buyer.email,
      productName: 'Old order',
      unitPricePoisha: options.totalPoisha,
      quantity: 1,
      totalPoisha: options.totalPoisha,
      lines: [
        {
          sku: 'OLD-1',
          productName: 'Old order',
          quantity: 1,
          unitPricePoisha: options.totalPoisha,
          lineTotalPoisha: options.totalPoisha,
        },
      ],
      paymentProvider: 'on_account',
      paymentReference: 'PO-OLD',
      poNumber: 'PO-OLD',
      companyId: options.companyId,
      companyName: options.companyName,
      paymentTermsDays: terms,
      dueDate: sql`((now() AT TIME ZONE 'Asia/Dhaka')::date - ${options.daysAgo}::int + ${terms}::int)`,
      ...(options.vatPoisha !== undefined && {
        fiscalYear: 2026,
        pricesIncludeVat: true,
        zeroRated: false,
        valueExclVatPoisha: options.totalPoisha - options.vatPoisha,
        sdPoisha: 0,
        vatPoisha: options.vatPoisha,
      }),
    })
    .returning();
  if (!invoice) throw new Error('invoice not inserted');
  return invoice;
}
