/**
 * Invoices (docs/decisions/060-invoice-numbering.md): every paid order has exactly one, numbered without gaps per calendar
 * year of the shop's time zone. Numbers look like `PL-2026-000001`; amounts on an invoice are
 * shown with `formatTaka` (`Tk. 1,400`).
 */

/** Prefix of every invoice number. */
export const INVOICE_NUMBER_PREFIX = 'PL';

/** Digits of the sequence part of an invoice number (more once a year passes 999,999). */
export const INVOICE_SEQUENCE_DIGITS = 6;

/** An invoice number: `PL-<year>-<sequence of at least 6 digits>`. */
export const INVOICE_NUMBER_PATTERN = /^PL-\d{4}-\d{6,}$/;

/**
 * The invoice number of the `sequence`-th invoice (1-based) of `year`: `formatInvoiceNumber(2026,
 * 1)` → `"PL-2026-000001"`.
 * @throws RangeError when `year` is not a 4-digit year or `sequence` is not a whole number ≥ 1.
 */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Not a 4-digit year: ${year}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`Not an invoice sequence: ${sequence}`);
  }
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}

/** The file name an invoice is downloaded as: `invoice-PL-2026-000001.pdf`. */
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber}.pdf`;
}

/** The seller printed on invoices (a snapshot of it is stored with each invoice). */
export interface InvoiceSeller {
  /** Legal name. */
  name: string;
  addressLines: readonly string[];
  phone: string;
  email: string;
  /** Business identification number (VAT registration). */
  bin: string;
  /** Taxpayer identification number; on documents issued since the shop settings (decision 309). */
  tin?: string;
  tradeLicenceNumber?: string;
  /** `vat` or `turnover_tax` (decision 309). */
  vatRegistrationType?: 'vat' | 'turnover_tax';
  /** The shop's invoice footer text as it was when the document was issued (decision 306). */
  invoiceFooter?: string;
}

/** Partline's details as a seller (fictional company; the same as the contact page). */
export const PARTLINE_SELLER: InvoiceSeller = Object.freeze({
  name: 'Partline Components Ltd.',
  addressLines: Object.freeze([
    'Plot 27, Road 4, Tejgaon Industrial Area',
    'Dhaka 1208, Bangladesh',
  ]),
  phone: '+880 9612-345678',
  email: 'support@partline.com.bd',
  bin: '004512378-0101',
});

/** Texts of the invoice download (`GET /orders/{id}/invoice`). */
export const INVOICE_MESSAGES = {
  /** 409 for an unpaid order: it has no invoice yet. */
  notPaid: 'This order is not paid yet: its invoice is issued when it is paid',
  /** Button label. */
  download: 'Download invoice',
  /** The download failed and the API gave no message. */
  downloadFailed: 'We could not download the invoice. Please try again.',
} as const;

/** One line of an invoice (decision 126): SKU, name, pieces, tier price and line total, poisha. */
export interface InvoiceLine {
  sku: string;
  productName: string;
  quantity: number;
  unitPricePoisha: number;
  /** Price × quantity as the catalog priced it (with or without VAT: the document says). */
  lineTotalPoisha: number;
  /**
   * The line's tax (decision 305), on documents issued since the shop charged VAT: the rates
   * applied (basis points), the value excluding SD and VAT, the SD, the VAT and the total
   * including all, poisha.
   */
  vatRate?: number;
  sdRate?: number;
  valueExclVatPoisha?: number;
  sdPoisha?: number;
  vatPoisha?: number;
  totalPoisha?: number;
  /**
   * The contract price list that priced the line, by its name when the order was placed (decision
   * 320); absent on a line at the list price or a quoted price, and on documents issued before.
   */
  priceListName?: string | null;
  /**
   * The product's warranty when the invoice was issued, whole months from shipment (decision
   * 322); absent when it has none, and on documents issued before.
   */
  warrantyMonths?: number;
}

/**
 * An {@link InvoiceLine} with its tax figures all there, and its price list's name and warranty
 * when it has them.
 */
export type TaxedInvoiceLine = Required<Omit<InvoiceLine, 'priceListName' | 'warrantyMonths'>> &
  Pick<InvoiceLine, 'priceListName' | 'warrantyMonths'>;

/**
 * The invoice's (and the order e-mails') copy of an order's lines (decision 126): SKU, name,
 * pieces, tier price and line total in poisha, and nothing else a stored line holds.
 */
export function invoiceLinesOf(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return lines.map(({ sku, productName, quantity, unitPricePoisha, lineTotalPoisha }) => ({
    sku,
    productName,
    quantity,
    unitPricePoisha,
    lineTotalPoisha,
  }));
}
