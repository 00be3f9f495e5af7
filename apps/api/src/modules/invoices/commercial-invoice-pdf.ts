import {
  commercialInvoiceDeclaration,
  countryName,
  formatCalendarDay,
  formatHsCode,
  formatPieces,
  shopDay,
  ZERO_RATING_BASIS,
  type InvoiceSeller,
  type PayeeBankAccount,
} from '@partline/shared';
import {
  drawFooter,
  drawPayeeAccounts,
  drawSection,
  drawTable,
  drawTotals,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH,
  PDF_PAGE,
  startPdf,
  type PdfColumn,
} from '../../pdf/layout.js';
import { toWinAnsi } from '../../pdf/win-ansi.js';
import { drawTaxBuyer, drawTaxDocumentHeader, type TaxDocumentBuyer } from './invoice-pdf.js';

/** One line of a commercial invoice: the goods, their customs facts and value (minor units). */
export interface CommercialInvoiceLine {
  sku: string;
  description: string;
  /** Digits as stored (`84713000`), printed dotted; `null`: not set on the product. */
  hsCode: string | null;
  /** ISO 3166-1 alpha-2; `null` when the product is gone. */
  countryOfOrigin: string | null;
  quantity: number;
  /** The value of the line without VAT (an export's whole price), in minor units. */
  amount: number;
}

/** One consignment of the order as the invoice lists it (decision 321), with its serials. */
export interface CommercialInvoiceShipment {
  number: string;
  /** `YYYY-MM-DD`, the shop's day it left. */
  shippedOn: string;
  carrier: string;
  lines: readonly { sku: string; quantity: number; serials: readonly string[] }[];
}

/**
 * What a commercial invoice shows (decision 323): rendered at each read from the order as it is,
 * like the proforma (decision 314) — it is not a tax document and takes no serial.
 */
export interface CommercialInvoiceDocument {
  /** The order's number, which the invoice is known by. */
  orderNumber: string;
  /** The order's Mushak-6.3 tax invoice, once issued. */
  taxInvoiceNumber: string | null;
  /** The invoice's date: its tax invoice's issue, else the order's placing. */
  date: Date;
  poNumber: string | null;
  seller: InvoiceSeller;
  /** The shop's bank accounts to pay into (the shop settings). */
  payTo: readonly PayeeBankAccount[];
  buyer: TaxDocumentBuyer;
  /** The incoterm and its named place, `FOB Chittagong`; `null`: none agreed. */
  incoterm: string | null;
  /** ISO 4217 of every amount: `BDT` while orders are in Taka. */
  currency: string;
  lines: readonly CommercialInvoiceLine[];
  /** What the buyer pays, in minor units: the lines' sum, VAT 0 on an export. */
  total: number;
  shipments: readonly CommercialInvoiceShipment[];
}

/** The file's columns: the goods, their customs facts, pieces, unit price and amount. */
const COLUMNS: readonly PdfColumn[] = [
  { label: 'SKU', width: 84, align: 'left' },
  { label: 'Description', width: 121, align: 'left' },
  { label: 'HS code', width: 52, align: 'left' },
  { label: 'Origin', width: 34, align: 'left' },
  { label: 'Qty', width: 38, align: 'right' },
  { label: 'Unit price', width: 76, align: 'right' },
  { label: 'Amount', width: PDF_CONTENT_WIDTH - 405, align: 'right' },
];

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount of minor units with its currency code in front, two decimals, the code and the figure
 * never parted: `BDT 14,500.00`.
 */
export function documentAmount(minor: number, currency: string): string {
  return `${currency}\u00a0${twoDecimals.format(minor / 100)}`;
}

/**
 * Renders a commercial invoice as an A4 PDF with the tax invoice's layout (`invoice-pdf.ts`):
 * the seller's legal identity (name, address, BIN, TIN, trade licence), the order and tax invoice
 * numbers, the date and the currency; the buyer with its address, country and BIN; the terms of
 * delivery (the incoterm and its named place);
 * a row per line (SKU, description, HS code, origin, pieces, unit price, amount); the totals with
 * VAT at 0 % and its zero-rating basis (decision 305); the accounts to pay into; the consignments
 * and their serial numbers (decisions 321, 322) once shipped; the exporter's declaration of
 * origin. Nothing reads the clock: the same order gives the same bytes.
 */
export async function renderCommercialInvoicePdf(
  invoice: CommercialInvoiceDocument,
): Promise<Buffer> {
  const { doc, done } = await startPdf({
    Title: `Commercial invoice ${invoice.orderNumber}`,
    Author: toWinAnsi(invoice.seller.name),
    Subject: `Commercial invoice for export order ${invoice.orderNumber}`,
    CreationDate: invoice.date,
    ModDate: invoice.date,
  });
  const left = PDF_PAGE.margin;
  const money = (minor: number) => documentAmount(minor, invoice.currency);

  let y = drawTaxDocumentHeader(
    doc,
    invoice.seller,
    ['Commercial invoice', 'Export, zero-rated'],
    [
      ['Order', invoice.orderNumber],
      ['Tax invoice', invoice.taxInvoiceNumber ?? 'Not issued yet'],
      ['Date', formatCalendarDay(shopDay(invoice.date))],
      ['PO number', invoice.poNumber ? toWinAnsi(invoice.poNumber) : '-'],
      ['Currency', invoice.currency],
    ],
  );
  y = drawTaxBuyer(doc, invoice.buyer, y);
  // The terms of delivery in full width: a named place may be long.
  y =
    drawSection(
      doc,
      'TERMS OF DELIVERY',
      invoice.incoterm ? toWinAnsi(`${invoice.incoterm} (Incoterms 2020)`) : 'No incoterm agreed',
      y - 4,
    ) + 12;

  const rows = invoice.lines.map((line) => [
    toWinAnsi(line.sku),
    toWinAnsi(line.description),
    line.hsCode ? formatHsCode(line.hsCode) : '-',
    line.countryOfOrigin ?? '-',
    formatPieces(line.quantity),
    money(Math.round(line.amount / line.quantity)),
    money(line.amount),
  ]);
  y = drawTable(doc, COLUMNS, rows, y, 690);
  if (y > 620) {
    doc.addPage();
    y = PDF_PAGE.margin;
  }
  y = drawTotals(
    doc,
    [
      ['Value of goods', money(invoice.total), false],
      ['VAT 0 %', money(0), false],
      ['Total', money(invoice.total), true],
    ],
    y + 10,
  );
  drawSection(doc, 'VAT', ZERO_RATING_BASIS, y + 6);
  drawPayeeAccounts(doc, 'PAY INTO', invoice.payTo, doc.y + 10);
  if (invoice.shipments.length > 0) {
    drawSection(doc, 'SHIPPED', shipmentsText(invoice.shipments), doc.y + 10);
  }

  // The declaration, signed for the seller.
  if (doc.y > 700) doc.addPage();
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(
      toWinAnsi(commercialInvoiceDeclaration(invoice.lines.flatMap(originOf))),
      left,
      doc.y + 14,
      {
        width: PDF_CONTENT_WIDTH,
      },
    );
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .text(toWinAnsi(`For ${invoice.seller.name}`), left, doc.y + 8, { width: PDF_CONTENT_WIDTH });

  const footer = [
    invoice.seller.invoiceFooter?.trim(),
    `Amounts are in ${currencyName(invoice.currency)} (${invoice.currency}). This commercial ` +
      'invoice was issued electronically and is valid without a signature; the Mushak-6.3 tax ' +
      'invoice of the order is a separate document.',
  ]
    .filter(Boolean)
    .join('\n');
  if (doc.y > 740) doc.addPage();
  drawFooter(doc, toWinAnsi(footer), 756, 7.5);

  doc.end();
  return done;
}

const originOf = (line: CommercialInvoiceLine) =>
  line.countryOfOrigin ? [line.countryOfOrigin] : [];

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** `BDT` → `Bangladeshi Taka`. */
function currencyName(code: string): string {
  return currencyNames.of(code) ?? code;
}

/**
 * The consignments as one paragraph each: "CH-2026-000004, 12 December 2026, DHL Express: 2 pcs
 * PL-SSD-2TB (serials S1, S2)".
 */
function shipmentsText(shipments: readonly CommercialInvoiceShipment[]): string {
  return shipments
    .map((shipment) => {
      const lines = shipment.lines
        .map(
          (line) =>
            `${formatPieces(line.quantity)} ${line.sku}` +
            (line.serials.length > 0 ? ` (serials ${line.serials.join(', ')})` : ''),
        )
        .join('; ');
      return toWinAnsi(
        `${shipment.number}, ${formatCalendarDay(shipment.shippedOn)}, ${shipment.carrier}: ${lines}`,
      );
    })
    .join('\n');
}

/** The buyer's country as the invoice prints it: `Germany (DE)`. */
export function countryOnDocument(code: string): string {
  return `${countryName(code)} (${code})`;
}
