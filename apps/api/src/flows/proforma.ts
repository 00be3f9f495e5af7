import { randomInt } from 'node:crypto';
import {
  BANK_TRANSFER_MESSAGES,
  HOME_COUNTRY,
  ORDER_MESSAGES,
  PAYMENT_RAIL_MESSAGES,
  shopDay,
  type InvoiceLine,
} from '@partline/shared';
import type { BankTransferConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { MailAttachment } from '../mail/mailer.js';
import {
  proformaFileName,
  renderProformaPdf,
  type ProformaDocument,
} from '../modules/invoices/proforma-pdf.js';
import { cartItemsOf, pricedLineOf } from '../modules/cart/cart.service.js';
import { priceTermsOf } from '../modules/price-lists/price-terms.repository.js';
import { findCompany, findMembership } from '../modules/companies/companies.repository.js';
import { linesOfOrder, type OrderRow } from '../modules/orders/orders.repository.js';
import { orderOf } from '../modules/orders/orders.service.js';
import { findProductsByIds } from '../modules/products/products.repository.js';
import { latestVersionOf, quoteFor } from '../modules/quotes/quotes.service.js';
import { readShopSettings } from '../modules/shop-settings/shop-settings.repository.js';
import type { PdfFile } from '../pdf/answer-pdf.js';
import type { RequestUser } from '../plugins/identity.js';
import { documentSellerOf } from '../shop-settings.js';
import { assertBankTransferOffered } from './bank-transfer.js';
import {
  quotedRates,
  taxBasisOf,
  taxBasisOfBuyer,
  taxedLine,
  type TaxedLine,
} from './order-tax.js';
import { pricingIn, productPricedIn } from './document-pricing.js';
import { quoteReaderOf } from './read-quotes.js';
import { mayReadInvoiceOf } from './read-invoices.js';

/*
 * Proforma invoices (decision 314): what a buyer pays by bank transfer against. Not a tax
 * document — nothing is numbered or stored; each is rendered from the order, cart or quote as it
 * is now, with the shop settings' seller and bank accounts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The letters of a cart proforma's random part: no 0/O or 1/I to misread on a bank slip. */
const PROFORMA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The number of a cart's proforma: `PF-<yyyymmdd>-<6 random>` (the shop's day, decision 314). It
 * is stored nowhere: the buyer quotes it when ordering so that the shop can match a transfer made
 * before the order existed.
 */
export function cartProformaNumber(now: Date = new Date()): string {
  let random = '';
  for (let i = 0; i < 6; i += 1) random += PROFORMA_ALPHABET[randomInt(PROFORMA_ALPHABET.length)];
  return `PF-${shopDay(now).replaceAll('-', '')}-${random}`;
}

/** The parts of a proforma every source shares: the seller and the accounts, read now. */
async function shopParts(db: Database): Promise<Pick<ProformaDocument, 'seller' | 'payTo'>> {
  const settings = await readShopSettings(db);
  if (settings.bankAccounts.length === 0) {
    throw new ConflictError(PAYMENT_RAIL_MESSAGES.noPayeeAccount);
  }
  return { seller: documentSellerOf(settings), payTo: settings.bankAccounts };
}

/** Lines with their tax as a document prints them, and their sums, poisha. */
function taxFigures(lines: readonly TaxedLine<InvoiceLine>[]) {
  const printed = lines.map((line) => ({
    ...line,
    totalPoisha: line.valueExclVatPoisha + line.sdPoisha + line.vatPoisha,
  }));
  const sum = (pick: (line: (typeof printed)[number]) => number) =>
    printed.reduce((total, line) => total + pick(line), 0);
  return {
    lines: printed,
    valueExclVatPoisha: sum((line) => line.valueExclVatPoisha),
    sdPoisha: sum((line) => line.sdPoisha),
    vatPoisha: sum((line) => line.vatPoisha),
    totalPoisha: sum((line) => line.totalPoisha),
  };
}

/** The buyer block of an order, quote or cart: the company when there is one. */
async function buyerOf(
  db: Database,
  person: { name: string; email: string },
  companyId: string | null,
  delivery: { address: string | null; phone: string | null },
): Promise<ProformaDocument['buyer']> {
  const company = companyId ? await findCompany(db, companyId) : undefined;
  return {
    name: company?.name ?? person.name,
    address: company?.billingAddress || null,
    bin: company?.bin ?? null,
    country: company?.country ?? HOME_COUNTRY,
    contact: company ? `Ordered by ${person.name} · ${person.email}` : person.email,
    phone: delivery.phone,
    deliveryAddress: delivery.address,
  };
}

/** The proforma of an order: its stored lines, tax and totals; valid until its due time. */
async function orderProforma(
  db: Database,
  order: OrderRow,
  holdDays: number,
): Promise<ProformaDocument> {
  const lines = await linesOfOrder(db, order.id);
  const now = new Date();
  return {
    ...(await shopParts(db)),
    number: order.number,
    reference: order.number,
    issuedAt: now,
    validUntil: order.transferDueAt ?? new Date(now.getTime() + holdDays * DAY_MS),
    poNumber: order.poNumber,
    buyer: await buyerOf(db, { name: order.userName, email: order.userEmail }, order.companyId, {
      address: order.address,
      phone: order.phoneNumber,
    }),
    zeroRated: order.zeroRated,
    lines: lines.map((line) => ({
      ...line,
      totalPoisha: line.valueExclVatPoisha + line.sdPoisha + line.vatPoisha,
    })),
    valueExclVatPoisha: order.totalPoisha - order.sdPoisha - order.vatPoisha,
    sdPoisha: order.sdPoisha,
    vatPoisha: order.vatPoisha,
    totalPoisha: order.totalPoisha,
  };
}

/**
 * `GET /orders/{id}/proforma` (decision 314): the order's proforma invoice as a PDF
 * (`proforma-SO-2026-000123.pdf`) for its buyer, an admin of its company or the shop admin —
 * who read its invoice (decision 063). Valid until its `transferDueAt` (an order not yet awaiting
 * a transfer: `holdDays` from now).
 * @throws NotFoundError 'Order not found' (unknown, malformed, or not the caller's to read: 404,
 *   not 403); ConflictError `PAYMENT_RAIL_MESSAGES.noPayeeAccount` while the shop has no account.
 */
export async function getOrderProforma(
  db: Database,
  config: BankTransferConfig,
  caller: RequestUser,
  id: string,
): Promise<PdfFile> {
  const order = await orderOf(db, id);
  if (!order || !(await mayReadInvoiceOf(db, caller, order))) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  return {
    filename: proformaFileName(order.number),
    content: await renderProformaPdf(await orderProforma(db, order, config.holdDays)),
  };
}

/**
 * The proforma invoice attached to the 'order placed' e-mail of a bank-transfer order (the mail
 * worker's `proformaPdf`); `undefined` when the order is gone or the shop has no account now.
 */
export async function orderProformaAttachment(
  db: Database,
  config: BankTransferConfig,
  orderId: string,
): Promise<MailAttachment | undefined> {
  const order = await orderOf(db, orderId);
  if (!order) return undefined;
  try {
    return {
      filename: proformaFileName(order.number),
      content: await renderProformaPdf(await orderProforma(db, order, config.holdDays)),
      contentType: 'application/pdf',
    };
  } catch (error) {
    if (error instanceof ConflictError) return undefined;
    throw error;
  }
}

/**
 * `GET /cart/proforma` (decision 314): a proforma invoice of the caller's cart, priced (at the
 * buyer's price, decision 320) and taxed by the server as `GET /cart` prices it, numbered {@link cartProformaNumber}, valid `holdDays`
 * from today; the buyer quotes its number when ordering.
 * @throws ForbiddenError for admins (no cart); ConflictError `BANK_TRANSFER_MESSAGES.emptyCart`,
 *   `PAYMENT_RAIL_MESSAGES.transferOff` or `.noPayeeAccount`.
 */
export async function getCartProforma(
  db: Database,
  config: BankTransferConfig,
  caller: RequestUser,
): Promise<PdfFile> {
  const items = await cartItemsOf(db, caller);
  await assertBankTransferOffered(db, config);
  const ids = items.map((item) => item.productId);
  const [products, basis, membership, terms] = await Promise.all([
    findProductsByIds(db, ids),
    taxBasisOfBuyer(db, caller.id),
    findMembership(db, caller.id),
    priceTermsOf(db, caller.id, ids, new Date()),
  ]);
  // In the buyer's billing currency at today's rate, as `GET /cart` (decision 327).
  const pricing = await pricingIn(db, basis.currency);
  const lines: TaxedLine<InvoiceLine>[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product || product.deletedAt) continue;
    const line = pricedLineOf(productPricedIn(pricing, product), item.quantity, terms);
    lines.push(taxedLine(line, product, basis));
  }
  if (lines.length === 0) throw new ConflictError(BANK_TRANSFER_MESSAGES.emptyCart);
  const now = new Date();
  const number = cartProformaNumber(now);
  return {
    filename: proformaFileName(number),
    content: await renderProformaPdf({
      ...(await shopParts(db)),
      ...taxFigures(lines),
      number,
      reference: number,
      referenceNote: "Quote this proforma's number when ordering, and with your transfer.",
      issuedAt: now,
      validUntil: new Date(now.getTime() + config.holdDays * DAY_MS),
      buyer: await buyerOf(db, caller, membership?.company.id ?? null, {
        address: null,
        phone: null,
      }),
      zeroRated: basis.zeroRated,
    }),
  };
}

/**
 * `GET /quotes/{id}/proforma` (decision 314): a proforma invoice of an answered quote of the
 * caller's (its buyer, an admin of its company or a shop admin, as `GET /quotes/{id}/pdf`).
 * Accepted: its order's proforma (reference the order number). Quoted: the latest version's lines
 * taxed as accepting it would tax them, numbered and referenced by the quote's number, valid
 * until the quote is.
 * @throws NotFoundError 'Quote not found'; ConflictError `BANK_TRANSFER_MESSAGES.
 *   answeredQuoteOnly` for a quote not answered or closed, `PAYMENT_RAIL_MESSAGES.transferOff` or
 *   `.noPayeeAccount`.
 */
export async function getQuoteProforma(
  db: Database,
  config: BankTransferConfig,
  caller: RequestUser,
  quoteId: string,
): Promise<PdfFile> {
  const quote = await quoteFor(db, await quoteReaderOf(db, caller), quoteId);
  await assertBankTransferOffered(db, config);
  if (quote.status === 'accepted' && quote.orderId) {
    const order = await orderOf(db, quote.orderId);
    if (order) {
      return {
        filename: proformaFileName(order.number),
        content: await renderProformaPdf({
          ...(await orderProforma(db, order, config.holdDays)),
          source: ['Quote', quote.number],
        }),
      };
    }
  }
  if (quote.status !== 'quoted' || !quote.validUntil) {
    throw new ConflictError(BANK_TRANSFER_MESSAGES.answeredQuoteOnly);
  }
  const version = await latestVersionOf(db, quote);
  const [products, basis] = await Promise.all([
    findProductsByIds(
      db,
      version.lines.map((line) => line.productId),
    ),
    taxBasisOf(db, quote.companyId),
  ]);
  const lines = version.lines.map((line) =>
    taxedLine<InvoiceLine>(
      {
        sku: line.sku,
        productName: line.productName,
        quantity: line.quantity,
        unitPricePoisha: line.unitPricePoisha,
        lineTotalPoisha: line.lineTotalPoisha,
      },
      quotedRates(line, products.get(line.productId)),
      basis,
    ),
  );
  return {
    filename: proformaFileName(quote.number),
    content: await renderProformaPdf({
      ...(await shopParts(db)),
      ...taxFigures(lines),
      number: quote.number,
      reference: quote.number,
      referenceNote:
        'Accept the quote by bank transfer and quote its order number; a transfer made before ' +
        'accepting quotes this number.',
      issuedAt: new Date(),
      validUntil: quote.validUntil,
      source: ['Quote', `${quote.number}, version ${version.version}`],
      buyer: await buyerOf(db, { name: quote.userName, email: quote.userEmail }, quote.companyId, {
        address: null,
        phone: null,
      }),
      zeroRated: basis.zeroRated,
    }),
  };
}
