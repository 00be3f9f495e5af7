import {
  addDays,
  canonicalRate,
  documentPoisha,
  type CurrencyCode,
  amountInWords,
  dueDateOf,
  fiscalYearLabel,
  INVOICE_MESSAGES,
  lineTax,
  PAGE_LIMIT_DEFAULT,
  toTaka,
  STANDARD_VAT_RATE,
  taxTotals,
  type InvoiceLine,
  type TaxedInvoiceLine,
  type InvoiceListQuery,
  type InvoiceSeller,
  type KeysetPage,
  type PayeeBankAccount,
  type TaxInvoice,
  type TaxInvoiceSummary,
} from '@partline/shared';
import type { SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { ConflictError } from '../../errors.js';
import { decodeInstantCursor, toKeysetPage } from '../../keyset-page.js';
import { invoiceAttachment, type InvoiceShipping } from './invoice-pdf.js';
import {
  findInvoice,
  findInvoiceByOrder,
  insertInvoice,
  listInvoices,
  type InvoiceRow,
} from './invoices.repository.js';
import { takeTaxDocumentNumber, type TaxDocumentNumber } from './tax-document-numbers.js';

/**
 * A line of an order as the invoice reads it: SKU, name, pieces, the tier price and line total,
 * and the tax figures checkout stored (decision 305), poisha; rates in basis points.
 */
export interface InvoicedLine {
  sku: string;
  productName: string;
  quantity: number;
  unitPricePoisha: number;
  lineTotalPoisha: number;
  vatRate: number;
  sdRate: number;
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  /** The price list that priced the line, as the order keeps it (decision 320). */
  priceListName?: string | null;
  /** The product's warranty now, whole months from shipment; 0 or absent: none (decision 322). */
  warrantyMonths?: number;
}

/** What an invoice copies of its order: buyer, lines (poisha), tax basis and payment. */
export interface InvoicedOrder {
  id: string;
  /** The order number (decision 300). */
  number: string;
  userName: string;
  userEmail: string;
  /** Where the order is delivered. */
  address: string | null;
  phoneNumber: string | null;
  productName: string;
  productPricePoisha: number;
  quantity: number;
  totalPoisha: number;
  paymentProvider: string | null;
  transactionId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  poNumber?: string | null;
  /** Whether the order's prices included VAT and SD, and whether it is a zero-rated export. */
  pricesIncludeVat: boolean;
  zeroRated: boolean;
  /** Every line (decision 126); empty for orders paid before lines existed. */
  lines: readonly InvoicedLine[];
  /**
   * The order's currency and recorded rate (decision 327): its amounts are minor units of
   * `currency` (poisha for BDT); absent: BDT.
   */
  currency?: string;
  exchangeRateId?: string | null;
  bdtPerUnit?: string | null;
}

/**
 * Who a tax invoice is between (VAT Rules 2016 r. 40): the seller as the shop's settings name it
 * (its BIN set), and the buyer — the order's company when it has one (its name, billing address,
 * BIN and country), else the person who ordered.
 */
export interface InvoiceParties {
  seller: InvoiceSeller;
  buyer: {
    /** The company's legal name; `null` for a buyer in no company. */
    companyName: string | null;
    /** The buyer's BIN; `null` or empty: not registered. */
    bin: string | null;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** The billing address; `null`: the order's delivery address. */
    address: string | null;
  };
}

/** The company an invoice on account is issued to, and its terms (decision 141). */
export interface OnAccountTerms {
  companyId: string;
  companyName: string;
  paymentTermsDays: number;
}

/**
 * The tax figures of each line of `order` (decision 305): those checkout stored, or — for a line
 * whose figures are all 0 while it costs something (an order placed before the shop charged VAT) —
 * {@link lineTax} of its stored rates and the order's basis. An order paid before it had lines is
 * one line at the standard rate, prices including VAT (as migration 0029 backfilled old lines).
 * A line a price list priced keeps the list's name (decision 320).
 */
export function taxedLinesOf(
  order: Pick<
    InvoicedOrder,
    | 'lines'
    | 'pricesIncludeVat'
    | 'zeroRated'
    | 'productName'
    | 'quantity'
    | 'productPricePoisha'
    | 'totalPoisha'
  >,
): TaxedInvoiceLine[] {
  const lines: readonly InvoicedLine[] =
    order.lines.length > 0
      ? order.lines
      : [
          {
            sku: '',
            productName: order.productName,
            quantity: order.quantity,
            unitPricePoisha: order.productPricePoisha,
            lineTotalPoisha: order.totalPoisha,
            vatRate: STANDARD_VAT_RATE,
            sdRate: 0,
            valueExclVatPoisha: 0,
            sdPoisha: 0,
            vatPoisha: 0,
          },
        ];
  return lines.map((line) => {
    const stored = line.valueExclVatPoisha + line.sdPoisha + line.vatPoisha > 0;
    const tax = stored
      ? {
          vatRate: line.vatRate,
          sdRate: line.sdRate,
          valueExclVatPoisha: line.valueExclVatPoisha,
          sdPoisha: line.sdPoisha,
          vatPoisha: line.vatPoisha,
          totalPoisha: line.valueExclVatPoisha + line.sdPoisha + line.vatPoisha,
        }
      : lineTax({
          unitPricePoisha: line.unitPricePoisha,
          quantity: line.quantity,
          vatRate: line.vatRate,
          sdRate: line.sdRate,
          pricesIncludeVat: order.pricesIncludeVat,
          zeroRated: order.zeroRated,
        });
    return {
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity,
      unitPricePoisha: line.unitPricePoisha,
      lineTotalPoisha: line.lineTotalPoisha,
      vatRate: tax.vatRate,
      sdRate: tax.sdRate,
      valueExclVatPoisha: tax.valueExclVatPoisha,
      sdPoisha: tax.sdPoisha,
      vatPoisha: tax.vatPoisha,
      totalPoisha: tax.totalPoisha,
      ...(line.priceListName ? { priceListName: line.priceListName } : {}),
      ...(line.warrantyMonths ? { warrantyMonths: line.warrantyMonths } : {}),
    };
  });
}

/**
 * Issues the tax invoice (Mushak-6.3) of an order that has just become paid, inside the
 * transaction that marked it paid (decisions 061, 306): takes the next serial of the fiscal year
 * ({@link takeTaxDocumentNumber}, `INV-2026-27-000001`) and stores the snapshot — `parties`'
 * seller and buyer (name, address, BIN, country), the delivery address, the PO number, every line
 * with its tax figures, the totals (poisha) and the payment (provider, intent id, card, `paidAt`).
 * A rollback of the transaction gives the serial back; the database enqueues `invoice.issued`.
 * @throws Error when the order carries no payment (a programming error: call it only after the
 *   paid transition); the unique order id refuses a second invoice for the same order.
 */
export async function issueInvoice(
  tx: Transaction,
  order: InvoicedOrder,
  parties: InvoiceParties,
): Promise<InvoiceRow> {
  if (!order.transactionId || !order.paymentProvider || !order.paidAt) {
    throw new Error(`order ${order.id} is not paid: no invoice`);
  }
  const taken = await takeTaxDocumentNumber(tx, 'invoice');
  return insertInvoice(tx, {
    ...snapshotOf(order, taken, parties),
    companyName: parties.buyer.companyName,
    paymentProvider: order.paymentProvider,
    paymentReference: order.transactionId,
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
    paidAt: order.paidAt,
  });
}

/**
 * Issues the tax invoice of an order confirmed on account (decision 141), inside the transaction
 * that confirmed it: the same snapshot and serial as a paid order's, with the company, its net
 * terms and the due date — the shop's day of issue plus the terms — and no payment.
 */
export async function issueOnAccountInvoice(
  tx: Transaction,
  order: Omit<
    InvoicedOrder,
    'paymentProvider' | 'transactionId' | 'cardBrand' | 'cardLast4' | 'paidAt'
  >,
  terms: OnAccountTerms,
  parties: InvoiceParties,
): Promise<InvoiceRow> {
  const taken = await takeTaxDocumentNumber(tx, 'invoice');
  return insertInvoice(tx, {
    ...snapshotOf(order, taken, parties),
    paymentProvider: 'on_account',
    paymentReference: order.poNumber || 'On account',
    paidAt: null,
    companyId: terms.companyId,
    companyName: terms.companyName,
    paymentTermsDays: terms.paymentTermsDays,
    dueDate: dueDateOf(taken.issuedAt, terms.paymentTermsDays),
  });
}

/** What every tax invoice copies of its order and parties. */
function snapshotOf(
  order: Omit<
    InvoicedOrder,
    'paymentProvider' | 'transactionId' | 'cardBrand' | 'cardLast4' | 'paidAt'
  >,
  { number, fiscalYear, issuedAt }: TaxDocumentNumber,
  { seller, buyer }: InvoiceParties,
) {
  const lines = taxedLinesOf(order);
  const totals = taxTotals(lines);
  return {
    number,
    fiscalYear,
    orderId: order.id,
    orderNumber: order.number,
    issuedAt,
    seller,
    buyerName: order.userName,
    buyerEmail: order.userEmail,
    buyerAddress: buyer.address ?? order.address,
    buyerPhone: order.phoneNumber,
    buyerBin: buyer.bin?.trim() ? buyer.bin.trim() : null,
    buyerCountry: buyer.country,
    deliveryAddress: order.address,
    productName: order.productName,
    unitPricePoisha: order.productPricePoisha,
    quantity: order.quantity,
    totalPoisha: order.totalPoisha,
    poNumber: order.poNumber ?? null,
    lines,
    pricesIncludeVat: order.pricesIncludeVat,
    zeroRated: order.zeroRated,
    valueExclVatPoisha: totals.valueExclVatPoisha,
    sdPoisha: totals.sdPoisha,
    vatPoisha: totals.vatPoisha,
    // In its order's currency at the order's recorded rate (decision 327).
    currency: order.currency ?? 'BDT',
    exchangeRateId: order.exchangeRateId ?? null,
    bdtPerUnit: order.bdtPerUnit ?? null,
  };
}

/**
 * The PDF of the invoice of `orderId` (the caller of `GET /orders/{id}/invoice` has been checked),
 * with the destination and vehicles of the order's shipments when `shipping` gives them.
 * @throws ConflictError 'This order is not paid yet: …' when the order has no invoice.
 */
export async function invoicePdfOfOrder(
  db: Database,
  orderId: string,
  payTo: readonly PayeeBankAccount[],
  shipping?: InvoiceShipping,
): Promise<{ filename: string; content: Buffer }> {
  const invoice = await findInvoiceByOrder(db, orderId);
  if (!invoice) throw new ConflictError(INVOICE_MESSAGES.notPaid);
  return invoiceAttachment(invoice, payTo, shipping);
}

/**
 * The PDF of the invoice of `invoiceId` as a mail attachment, one on account naming `payTo`;
 * `undefined` when there is none.
 */
export async function invoicePdf(
  db: Database,
  invoiceId: string,
  payTo: readonly PayeeBankAccount[],
): Promise<{ filename: string; content: Buffer; contentType: 'application/pdf' } | undefined> {
  const invoice = await findInvoice(db, invoiceId);
  return invoice && invoiceAttachment(invoice, payTo);
}

/** The lines an invoice holds; one issued before orders had lines holds its one product. */
function linesOfInvoice(invoice: InvoiceRow): InvoiceLine[] {
  return (
    invoice.lines ?? [
      {
        sku: '',
        productName: invoice.productName,
        quantity: invoice.quantity,
        unitPricePoisha: invoice.unitPricePoisha,
        lineTotalPoisha: invoice.totalPoisha,
      },
    ]
  );
}

const takaOrNull = (poisha: number | null | undefined) =>
  poisha === null || poisha === undefined ? null : toTaka(poisha);

/**
 * An invoice as `GET /invoices/{number}` answers it (`TaxInvoiceSchema`, amounts in Taka): its
 * stored snapshot only, so the answer never changes. The VAT fields are `null` on an invoice
 * issued before the shop charged VAT.
 */
export function toTaxInvoice(invoice: InvoiceRow): TaxInvoice {
  const lines = linesOfInvoice(invoice);
  const taxed = invoice.fiscalYear !== null;
  const byRate = taxed
    ? taxTotals(
        lines.map((line) => ({
          vatRate: line.vatRate ?? 0,
          sdRate: line.sdRate ?? 0,
          valueExclVatPoisha: line.valueExclVatPoisha ?? 0,
          sdPoisha: line.sdPoisha ?? 0,
          vatPoisha: line.vatPoisha ?? 0,
          totalPoisha: line.totalPoisha ?? line.lineTotalPoisha,
        })),
      ).byRate
    : [];
  return {
    number: invoice.number,
    fiscalYear: taxed ? fiscalYearLabel(invoice.fiscalYear ?? 0) : null,
    issuedAt: invoice.issuedAt.toISOString(),
    orderId: invoice.orderId,
    orderNumber: invoice.orderNumber,
    poNumber: invoice.poNumber,
    seller: {
      name: invoice.seller.name,
      addressLines: [...invoice.seller.addressLines],
      phone: invoice.seller.phone,
      email: invoice.seller.email,
      bin: invoice.seller.bin,
      tin: invoice.seller.tin || null,
      tradeLicenceNumber: invoice.seller.tradeLicenceNumber || null,
    },
    buyer: {
      name: invoice.companyName ?? invoice.buyerName,
      orderedBy: invoice.buyerName,
      email: invoice.buyerEmail,
      address: invoice.buyerAddress,
      bin: invoice.buyerBin || null,
      country: invoice.buyerCountry,
    },
    deliveryAddress: invoice.deliveryAddress,
    pricesIncludeVat: invoice.pricesIncludeVat,
    zeroRated: invoice.zeroRated,
    lines: lines.map((line) => ({
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: toTaka(line.unitPricePoisha),
      unitPriceExclVat:
        line.valueExclVatPoisha === undefined
          ? null
          : toTaka(Math.round(line.valueExclVatPoisha / line.quantity)),
      valueExclVat: takaOrNull(line.valueExclVatPoisha),
      sdRate: line.sdRate ?? null,
      sd: takaOrNull(line.sdPoisha),
      vatRate: line.vatRate ?? null,
      vat: takaOrNull(line.vatPoisha),
      total: toTaka(line.totalPoisha ?? line.lineTotalPoisha),
      priceList: line.priceListName ?? null,
      warrantyMonths: line.warrantyMonths ?? null,
    })),
    valueExclVat: takaOrNull(invoice.valueExclVatPoisha),
    sd: takaOrNull(invoice.sdPoisha),
    vat: takaOrNull(invoice.vatPoisha),
    total: toTaka(invoice.totalPoisha),
    totalInWords: amountInWords(invoice.totalPoisha),
    byRate: byRate.map((rate) => ({
      vatRate: rate.vatRate,
      sdRate: rate.sdRate,
      valueExclVat: toTaka(rate.valueExclVatPoisha),
      sd: toTaka(rate.sdPoisha),
      vat: toTaka(rate.vatPoisha),
      total: toTaka(rate.totalPoisha),
    })),
    payment: {
      method: invoice.paidAt ? 'card' : 'on_account',
      paidAt: invoice.paidAt?.toISOString() ?? null,
      dueDate: invoice.dueDate,
      reference: invoice.paymentReference,
    },
  };
}

/** An invoice as a row of `GET /invoices` (`TaxInvoiceSummarySchema`, Taka). */
export function toTaxInvoiceSummary(invoice: InvoiceRow): TaxInvoiceSummary {
  return {
    number: invoice.number,
    fiscalYear: invoice.fiscalYear === null ? null : fiscalYearLabel(invoice.fiscalYear),
    issuedAt: invoice.issuedAt.toISOString(),
    orderId: invoice.orderId,
    orderNumber: invoice.orderNumber,
    buyerName: invoice.companyName ?? invoice.buyerName,
    buyerBin: invoice.buyerBin || null,
    valueExclVat: takaOrNull(invoice.valueExclVatPoisha),
    vat: takaOrNull(invoice.vatPoisha),
    total: toTaka(invoice.totalPoisha),
    currency: invoice.currency as CurrencyCode,
    bdtPerUnit: invoice.bdtPerUnit === null ? null : canonicalRate(invoice.bdtPerUnit),
    totalBdt: toTaka(documentPoisha(invoice.currency, invoice.totalPoisha, invoice.bdtPerUnit)),
  };
}

/**
 * A page of invoices, newest first, of `orderIds` (a subquery; absent: all), issued from the
 * start of shop day `query.from` to the end of `query.to` (Asia/Dhaka, UTC+6 all year), after the
 * query's cursor (decision 210).
 * @throws ValidationError 400 for a cursor of no page of this list.
 */
export async function invoicesPage(
  db: Database,
  query: InvoiceListQuery,
  orderIds: SQLWrapper | undefined,
): Promise<KeysetPage<TaxInvoiceSummary>> {
  const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
  const rows = await listInvoices(db, {
    ...(orderIds ? { orderIds } : {}),
    ...(query.from ? { from: shopDayStart(query.from) } : {}),
    ...(query.to ? { before: shopDayStart(addDays(query.to, 1)) } : {}),
    ...(query.cursor ? { after: decodeInstantCursor(query.cursor) } : {}),
    limit: limit + 1,
  });
  const page = toKeysetPage(rows, limit, (row) => [row.issuedAtKey, row.id]);
  return { items: page.items.map(toTaxInvoiceSummary), nextCursor: page.nextCursor };
}

/** The first instant of a shop day (`YYYY-MM-DD`, Asia/Dhaka: UTC+6, no summer time). */
function shopDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+06:00`);
}
