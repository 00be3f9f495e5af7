import { z } from 'zod';
import { PAYMENT_METHODS } from '../receivables/receivables.js';
import { InstantSchema } from '../common/instant.js';
import { PageQuerySchema } from '../common/keyset-page.js';
import { TAX_DOCUMENT_NUMBER_PATTERN } from '../tax/vat.js';
import { TAX_DOCUMENT_MESSAGES } from '../tax/tax-documents.messages.js';
import { INVOICE_NUMBER_PATTERN } from './invoice.js';
import { documentCurrencyShape } from '../currency/document-currency.schema.js';

/** Amounts of a tax invoice on the wire: Taka, two decimals at most (DESIGN.md, Data). */
const Taka = z.number();

/**
 * `{number}` of `GET /invoices/{number}`: a tax invoice number (`INV-2026-27-000001`) or one
 * issued before the shop charged VAT (`PL-2026-000001`). Anything else is answered 404, as an
 * unknown number: the route reveals nothing of other buyers' numbers.
 */
export const InvoiceNumberParamsSchema = z.object({
  number: z
    .string()
    .max(40)
    .describe('The invoice number: `INV-2026-27-000001` (or `PL-2026-000001` before VAT).'),
});

/** One line of a tax invoice (Mushak-6.3), Taka; rates in basis points (1500 = 15 %). */
export const TaxInvoiceLineSchema = z
  .object({
    sku: z.string(),
    productName: z.string(),
    quantity: z.number().int(),
    /** Unit price as catalogued (with or without VAT: `pricesIncludeVat` says). */
    unitPrice: Taka,
    /** Unit price excluding SD and VAT (value ÷ quantity, rounded to the poisha). */
    unitPriceExclVat: Taka.nullable(),
    valueExclVat: Taka.nullable(),
    sdRate: z.number().int().nullable(),
    sd: Taka.nullable(),
    vatRate: z.number().int().nullable(),
    vat: Taka.nullable(),
    /** What the buyer pays for the line, including SD and VAT. */
    total: Taka,
    priceList: z
      .string()
      .nullable()
      .describe(
        'The price list that priced the line, its name when ordered (decision 320); `null` ' +
          'at the list price, a quoted price, or on an invoice issued before',
      ),
    warrantyMonths: z
      .number()
      .int()
      .nullable()
      .describe(
        "The product's warranty when the invoice was issued, whole months from shipment " +
          '(decision 322); `null`: none, or an invoice issued before',
      ),
  })
  .meta({ id: 'TaxInvoiceLine' });

/** The figures of one VAT (and SD) rate on a tax invoice, Taka. */
export const TaxInvoiceRateTotalSchema = z
  .object({
    vatRate: z.number().int(),
    sdRate: z.number().int(),
    valueExclVat: Taka,
    sd: Taka,
    vat: Taka,
    total: Taka,
  })
  .meta({ id: 'TaxInvoiceRateTotal' });

/**
 * A tax invoice (Mushak-6.3; VAT Rules 2016 r. 40) as `GET /invoices/{number}` answers it: the
 * immutable snapshot taken when it was issued (decisions 061, 306). Amounts in Taka. The VAT
 * fields (`fiscalYear`, `valueExclVat`, `sd`, `vat`, the lines' tax) are `null` on an invoice
 * issued before the shop charged VAT (`PL-…`).
 */
export const TaxInvoiceSchema = z
  .object({
    number: z.string(),
    /** `2026-27`: the fiscal year (1 July – 30 June) whose serial the number is. */
    fiscalYear: z.string().nullable(),
    issuedAt: InstantSchema,
    orderId: z.uuid(),
    orderNumber: z.string(),
    poNumber: z.string().nullable(),
    seller: z.object({
      name: z.string(),
      addressLines: z.array(z.string()),
      phone: z.string(),
      email: z.string(),
      bin: z.string(),
      tin: z.string().nullable(),
      tradeLicenceNumber: z.string().nullable(),
    }),
    buyer: z.object({
      /** The company (when the order was a company's), else the person. */
      name: z.string(),
      orderedBy: z.string(),
      email: z.string(),
      address: z.string().nullable(),
      /** `null`: not registered. */
      bin: z.string().nullable(),
      /** ISO 3166-1 alpha-2. */
      country: z.string().nullable(),
    }),
    deliveryAddress: z.string().nullable(),
    pricesIncludeVat: z.boolean().nullable(),
    zeroRated: z.boolean().nullable(),
    lines: z.array(TaxInvoiceLineSchema),
    valueExclVat: Taka.nullable(),
    sd: Taka.nullable(),
    vat: Taka.nullable(),
    total: Taka,
    totalInWords: z.string(),
    byRate: z.array(TaxInvoiceRateTotalSchema),
    payment: z.object({
      method: z.enum(PAYMENT_METHODS),
      /** Card: when it was paid. */
      paidAt: InstantSchema.nullable(),
      /** On account: the due date (`YYYY-MM-DD`, the shop's calendar). */
      dueDate: z.iso.date().nullable(),
      reference: z.string(),
    }),
  })
  .meta({ id: 'TaxInvoice' });
/** A {@link TaxInvoiceSchema}. */
export type TaxInvoice = z.infer<typeof TaxInvoiceSchema>;

/** One invoice of `GET /invoices`, Taka. */
export const TaxInvoiceSummarySchema = z
  .object({
    number: z.string(),
    fiscalYear: z.string().nullable(),
    issuedAt: InstantSchema,
    orderId: z.uuid(),
    orderNumber: z.string(),
    buyerName: z.string(),
    buyerBin: z.string().nullable(),
    valueExclVat: Taka.nullable(),
    vat: Taka.nullable(),
    total: Taka,
    // The amounts above are in `currency`, converted at `bdtPerUnit` for Taka (decision 327).
    ...documentCurrencyShape,
    totalBdt: z
      .number()
      .optional()
      .describe("`total` in Taka at the invoice's recorded rate (= `total` in BDT; decision 327)"),
  })
  .meta({ id: 'TaxInvoiceSummary' });
/** A {@link TaxInvoiceSummarySchema}. */
export type TaxInvoiceSummary = z.infer<typeof TaxInvoiceSummarySchema>;

/** `GET /invoices`: newest first. */
export const TaxInvoiceListSchema = z.array(TaxInvoiceSummarySchema).meta({ id: 'TaxInvoiceList' });

/** Texts of the invoice list's query. */
export const INVOICE_LIST_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeInvalid: "'from' must not be after 'to'",
} as const;

const day = z.iso.date({ error: INVOICE_LIST_MESSAGES.dateInvalid }).optional();

/**
 * `GET /invoices` query: the paging parameters (decision 210) and the days of issue, `from` and
 * `to` inclusive (`YYYY-MM-DD`, the shop's calendar, Asia/Dhaka).
 */
export const InvoiceListQuerySchema = PageQuerySchema.extend({
  from: day.describe('First day of issue (YYYY-MM-DD, Asia/Dhaka), inclusive.'),
  to: day.describe('Last day of issue (YYYY-MM-DD, Asia/Dhaka), inclusive.'),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  error: INVOICE_LIST_MESSAGES.rangeInvalid,
  path: ['to'],
});
/** A parsed {@link InvoiceListQuerySchema}. */
export type InvoiceListQuery = z.output<typeof InvoiceListQuerySchema>;

/** Whether `text` is an invoice number of either kind (`INV-…`, `PL-…`). */
export function isInvoiceNumber(text: string): boolean {
  return (
    (TAX_DOCUMENT_NUMBER_PATTERN.test(text) && text.startsWith('INV-')) ||
    INVOICE_NUMBER_PATTERN.test(text)
  );
}

/** The buyer BIN as a tax invoice prints it: the BIN, or "Not registered". */
export function buyerBinLabel(bin: string | null | undefined): string {
  return bin?.trim() ? bin : TAX_DOCUMENT_MESSAGES.notRegistered;
}
