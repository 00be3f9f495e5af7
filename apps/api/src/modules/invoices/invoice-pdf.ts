import {
  amountInWords,
  documentPoisha,
  formatExchangeRate,
  isForeignCurrency,
  buyerBinLabel,
  fiscalYearLabel,
  formatCalendarDay,
  formatPieces,
  formatRate,
  formatShopDocumentStamp,
  HOME_COUNTRY,
  invoiceFileName,
  taxTotals,
  TAX_DOCUMENT_MESSAGES,
  type InvoiceLine,
  type InvoiceSeller,
  payByTransferSentence,
  paymentTermsLabel,
  type PayeeBankAccount,
} from '@partline/shared';
import {
  drawBuyer,
  drawFooter,
  drawLinesTable,
  drawTable,
  drawPayeeAccounts,
  drawSection,
  drawSeller,
  drawTitleAndFacts,
  drawTotals,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH,
  PDF_PAGE,
  pdfMoney as money,
  pdfMoney,
  pdfMoneyIn,
  startPdf,
} from '../../pdf/layout.js';
import { toWinAnsi } from '../../pdf/win-ansi.js';
import type { InvoiceRow } from './invoices.repository.js';

function paymentLine(invoice: InvoiceRow, payTo: readonly PayeeBankAccount[]): string {
  if (!invoice.paidAt) {
    return (
      `On account, ${paymentTermsLabel(invoice.paymentTermsDays ?? 0).toLowerCase()} days: ` +
      `due on ${formatCalendarDay(invoice.dueDate ?? '')}. ` +
      payByTransferSentence(payTo, 'the invoice number')
    );
  }
  const card =
    invoice.cardBrand && invoice.cardLast4
      ? `${invoice.cardBrand.charAt(0).toUpperCase()}${invoice.cardBrand.slice(1)} card ending ${invoice.cardLast4}`
      : 'card';
  return `Paid by ${card} on ${formatShopDocumentStamp(invoice.paidAt)}`;
}

/**
 * How the goods of an invoiced order went, from its shipments (decision 321): the ship-to address
 * they went to, and each shipment for Mushak-6.3's "vehicle type and number".
 */
export interface InvoiceShipping {
  destination: string | null;
  vehicles: readonly ShippedBy[];
}

/**
 * Renders an invoice as an A4 PDF from its stored snapshot, so the same invoice gives the same
 * bytes: the document's dates are its `issuedAt` (the file id is derived from them), the fonts are
 * the PDF standard fonts, and nothing reads the clock or the live order, product or user. A tax
 * invoice (`INV-…`) is a Mushak-6.3 (decision 306); one issued before the shop charged VAT (`PL-…`)
 * renders as it always did. Beside the snapshot: an invoice on account that is not paid also names
 * `payTo`, the shop's bank accounts to pay into (decision 304); and a tax invoice of an order that
 * has shipped takes its destination and vehicles from `shipping`, the order's shipments (decision
 * 321) — without them, the destination stored at issue and no vehicle.
 */
export function renderInvoicePdf(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[] = [],
  shipping?: InvoiceShipping,
): Promise<Buffer> {
  return invoice.fiscalYear === null
    ? renderReceiptInvoicePdf(invoice, payTo)
    : renderTaxInvoicePdf(invoice, payTo, shipping);
}

/** An invoice issued before the shop charged VAT (`PL-…`), as it was printed then. */
async function renderReceiptInvoicePdf(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[] = [],
): Promise<Buffer> {
  const { doc, done } = await startPdf({
    Title: `Invoice ${invoice.number}`,
    Author: toWinAnsi(invoice.seller.name),
    Subject: `Invoice ${invoice.number} for order ${invoice.orderNumber}`,
    CreationDate: invoice.issuedAt,
    ModDate: invoice.issuedAt,
  });

  const { seller } = invoice;

  // Seller (left) and the invoice's identity (right).
  drawSeller(doc, seller);
  doc.text(`BIN ${seller.bin}`);

  const facts: [string, string][] = [
    ['Invoice no.', invoice.number],
    ['Invoice date', formatShopDocumentStamp(invoice.issuedAt)],
    ['Order', invoice.orderNumber],
    ...(invoice.poNumber ? [['PO number', toWinAnsi(invoice.poNumber)] as [string, string]] : []),
    // An invoice on account (decision 141): its terms and due date.
    ...(invoice.dueDate
      ? ([
          ['Terms', paymentTermsLabel(invoice.paymentTermsDays ?? 0)],
          ['Due date', formatCalendarDay(invoice.dueDate)],
        ] as [string, string][])
      : []),
  ];
  drawTitleAndFacts(doc, 'INVOICE', facts);

  // Buyer.
  if (invoice.companyName) {
    drawBuyer(doc, 'BILL TO', invoice.companyName, invoice.buyerEmail, invoice.buyerName);
  } else {
    drawBuyer(doc, 'BILL TO', invoice.buyerName, invoice.buyerEmail);
  }
  if (invoice.buyerAddress) doc.text(toWinAnsi(invoice.buyerAddress), { width: 300 });
  if (invoice.buyerPhone) doc.text(toWinAnsi(invoice.buyerPhone));

  // Every line of the order (decision 126); invoices issued before orders had lines hold one.
  const lines = invoice.lines ?? [
    {
      sku: '',
      productName: invoice.productName,
      quantity: invoice.quantity,
      unitPricePoisha: invoice.unitPricePoisha,
      lineTotalPoisha: invoice.totalPoisha,
    },
  ];
  let y = drawLinesTable(doc, lines, Math.max(doc.y + 24, 270), 690);

  // Totals: what was paid when the invoice was issued — all by card, nothing on account.
  const paid = invoice.paidAt ? invoice.totalPoisha : 0;
  y = drawTotals(
    doc,
    [
      ['Total', money(invoice.totalPoisha), true],
      ['Paid', money(paid), false],
      ['Balance due', money(invoice.totalPoisha - paid), false],
    ],
    y + 12,
  );

  y = drawSection(doc, 'PAYMENT', paymentLine(invoice, payTo), y + 18);
  if (invoice.paidAt) {
    doc.text(`Reference: ${toWinAnsi(invoice.paymentReference)} (${invoice.paymentProvider})`);
  } else {
    drawPayeeAccounts(doc, 'PAY INTO', payTo, y + 8);
  }

  drawFooter(
    doc,
    invoice.paidAt
      ? 'Amounts are in Bangladeshi Taka (Tk.). This invoice was issued electronically when ' +
          'the payment was received and is valid without a signature. Thank you for your business.'
      : 'Amounts are in Bangladeshi Taka (Tk.). This invoice was issued electronically when ' +
          'the order was confirmed on account and is valid without a signature. Payments ' +
          'received are shown on your statement of account. Thank you for your business.',
    760,
    8.5,
  );

  doc.end();
  return done;
}

const FOOTER_Y = 770;

/** The Mushak-6.3 columns of the lines table: label, width (pt), alignment. */
const TAX_COLUMNS = [
  { label: 'Description', width: 128, align: 'left' },
  { label: 'Qty', width: 34, align: 'right' },
  { label: 'Unit price excl. VAT', width: 58, align: 'right' },
  { label: 'Value excl. VAT', width: 62, align: 'right' },
  { label: 'SD', width: 46, align: 'right' },
  { label: 'VAT rate', width: 36, align: 'right' },
  { label: 'VAT', width: 56, align: 'right' },
  { label: 'Value incl. all', width: PDF_CONTENT_WIDTH - 420, align: 'right' },
] as const;

/** The SD cell: the amount (as `format` writes it), and its rate under it when charged. */
const sdCell = (line: InvoiceLine, format: (minor: number) => string = money) =>
  line.sdPoisha ? `${format(line.sdPoisha)}\n(${formatRate(line.sdRate ?? 0)})` : format(0);

/**
 * A line's description cell: the product's name, its SKU under it, the price list that priced it
 * when one did ("Price list: Distributors 2026"; decision 320), and its warranty when it has one
 * ("Warranty 36 months from shipment"; decision 322).
 */
function descriptionOf(line: InvoiceLine): string {
  return [
    line.productName,
    line.sku,
    line.priceListName && `Price list: ${line.priceListName}`,
    line.warrantyMonths && `Warranty ${line.warrantyMonths} months from shipment`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The table of a tax invoice's lines from `startY` (the Mushak-6.3 columns: description, quantity,
 * unit price and value excluding VAT, SD, VAT rate, VAT, value including all; poisha printed as
 * Taka), a new page (with the header again) past `pageBreakY`; the y below its closing rule. The
 * proforma invoice prints its lines the same way (decision 314).
 */
export function drawTaxLinesTable(
  doc: PDFKit.PDFDocument,
  lines: readonly InvoiceLine[],
  zeroRated: boolean,
  startY: number,
  pageBreakY: number,
  currency = 'BDT',
): number {
  // Amounts in the document's currency (decision 327).
  const m = (minor: number) => toWinAnsi(pdfMoneyIn(minor, currency));
  const rows = lines.map((line) => {
    const value = line.valueExclVatPoisha ?? 0;
    return [
      toWinAnsi(descriptionOf(line)),
      formatPieces(line.quantity),
      m(Math.round(value / line.quantity)),
      m(value),
      sdCell(line, m),
      zeroRated ? '0%' : line.vatRate ? formatRate(line.vatRate) : 'Exempt',
      m(line.vatPoisha ?? 0),
      m(line.totalPoisha ?? line.lineTotalPoisha),
    ];
  });
  return drawTable(doc, TAX_COLUMNS, rows, startY, pageBreakY);
}

/**
 * The head of a tax document (VAT Rules 2016 r. 40): the seller on the left (name, address, phone
 * and e-mail, BIN when set, TIN, trade licence), `title` and its subtitle at the top right with
 * the document's `facts` (label, value) under them, then a rule; the y below the rule. The tax
 * invoice and the proforma invoice (decision 314) share it.
 */
export function drawTaxDocumentHeader(
  doc: PDFKit.PDFDocument,
  seller: InvoiceSeller,
  [title, subtitle]: readonly [string, string],
  facts: readonly (readonly [string, string])[],
): number {
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  // Seller (left).
  doc
    .fillColor(PDF_COLOURS.brand)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(toWinAnsi(seller.name), left, 50, { width: 250 });
  doc.moveDown(0.2).fillColor(PDF_COLOURS.ink).font('Helvetica').fontSize(8.5);
  for (const line of seller.addressLines) doc.text(toWinAnsi(line), { width: 250 });
  if (seller.phone || seller.email) {
    doc.text(toWinAnsi([seller.phone, seller.email].filter(Boolean).join(' · ')), { width: 250 });
  }
  if (seller.bin) doc.font('Helvetica-Bold').text(`BIN ${toWinAnsi(seller.bin)}`, { width: 250 });
  doc.font('Helvetica');
  if (seller.tin) doc.text(`TIN ${toWinAnsi(seller.tin)}`, { width: 250 });
  if (seller.tradeLicenceNumber) {
    doc.text(`Trade licence ${toWinAnsi(seller.tradeLicenceNumber)}`, { width: 250 });
  }
  const sellerBottom = doc.y;

  // Title and the document's identity (right).
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, right - 230, 50, { width: 230, align: 'right' });
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica')
    .fontSize(9)
    .text(subtitle, right - 230, 74, { width: 230, align: 'right' });
  let factsY = 90;
  for (const [label, value] of facts) {
    doc
      .fillColor(PDF_COLOURS.muted)
      .font('Helvetica')
      .fontSize(8.5)
      .text(label, right - 230, factsY, { width: 100 });
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text(value, right - 130, factsY, { width: 130, align: 'right' });
    factsY += 13;
  }
  const y = Math.max(sellerBottom, factsY) + 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(PDF_COLOURS.rule).stroke();
  return y;
}

/** The buyer of a tax document as {@link drawTaxBuyer} prints it. */
export interface TaxDocumentBuyer {
  /** The company, or the person buying for themselves. */
  name: string;
  address: string | null;
  /** `null` or empty: "Not registered". */
  bin: string | null;
  country: string | null;
  /** "Ordered by … · e-mail" for a company, else the buyer's e-mail. */
  contact: string;
  phone: string | null;
  deliveryAddress: string | null;
  /**
   * Mushak-6.3's "vehicle type and number": how the goods went, per consignment; absent or empty:
   * not printed.
   */
  vehicles?: readonly ShippedBy[] | undefined;
}

/**
 * How one consignment went: its challan number and its carrier with the tracking or vehicle
 * number ("Own transport, vehicle DM-TA 11-2233", `shipmentConveyance`).
 */
export interface ShippedBy {
  challanNumber: string;
  conveyance: string;
}

/**
 * The buyer (name, address, BIN, country when abroad, contact, phone) on the left and the delivery
 * destination (with the vehicles, when given) on the right, from the rule at `ruleY`; the y below
 * them.
 */
export function drawTaxBuyer(
  doc: PDFKit.PDFDocument,
  buyer: TaxDocumentBuyer,
  ruleY: number,
): number {
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  const y = ruleY + 8;
  doc.fillColor(PDF_COLOURS.muted).font('Helvetica-Bold').fontSize(8.5).text('BUYER', left, y);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(toWinAnsi(buyer.name), { width: 260 });
  doc.font('Helvetica').fontSize(8.5);
  if (buyer.address) doc.text(toWinAnsi(buyer.address), { width: 260 });
  doc.text(`BIN: ${toWinAnsi(buyerBinLabel(buyer.bin))}`, { width: 260 });
  if (buyer.country && buyer.country !== HOME_COUNTRY) {
    doc.text(`Country: ${buyer.country}`, { width: 260 });
  }
  doc.text(toWinAnsi(buyer.contact), { width: 260 });
  if (buyer.phone) doc.text(toWinAnsi(buyer.phone), { width: 260 });
  const buyerBottom = doc.y;
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text('DELIVERY DESTINATION', right - 220, y, { width: 220 });
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica')
    .fontSize(8.5)
    .text(toWinAnsi(buyer.deliveryAddress ?? '-'), right - 220, doc.y, { width: 220 });
  if (buyer.vehicles?.length) {
    doc
      .fillColor(PDF_COLOURS.muted)
      .font('Helvetica-Bold')
      .text('VEHICLE TYPE AND NUMBER', right - 220, doc.y + 6, { width: 220 });
    for (const vehicle of buyer.vehicles) {
      doc.fillColor(PDF_COLOURS.ink).font('Helvetica-Bold').text(vehicle.challanNumber, {
        width: 220,
      });
      doc.font('Helvetica').text(toWinAnsi(vehicle.conveyance), { width: 220 });
    }
  }
  return Math.max(buyerBottom, doc.y) + 14;
}

/** The figures {@link drawTaxSummary} prints, poisha. */
export interface TaxSummary {
  lines: readonly InvoiceLine[];
  zeroRated: boolean;
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  totalPoisha: number;
  /** What was paid (a "Paid" and a "Balance due" row); `undefined`: neither row (a proforma). */
  paidPoisha?: number | undefined;
  /**
   * The currency of the amounts (default BDT) and, in another currency, the rate they convert to
   * Taka at: the summary then states the Taka values the VAT law asks for (decision 327).
   */
  currency?: string | undefined;
  bdtPerUnit?: string | null | undefined;
}

/**
 * The totals of a tax invoice under its lines, from `startY` (a new page first past y = 560): by
 * rate on the left, the value excluding VAT, SD, VAT and the total including all on the right
 * (with what was paid and the balance when `paidPoisha` is given), then the total in words
 * (`amountInWords`); the y below them. The proforma invoice shows them as the coming tax invoice
 * will (decision 314).
 */
export function drawTaxSummary(
  doc: PDFKit.PDFDocument,
  summary: TaxSummary,
  startY: number,
): number {
  const left = PDF_PAGE.margin;
  const { lines, zeroRated } = summary;
  const currency = summary.currency ?? 'BDT';
  const money = (minor: number) => toWinAnsi(pdfMoneyIn(minor, currency));
  const rate = isForeignCurrency(currency) ? (summary.bdtPerUnit ?? null) : null;
  const taka = (minor: number) => (rate ? documentPoisha(currency, minor, rate) : minor);
  let y = startY;
  const byRate = taxTotals(
    lines.map((line) => ({
      vatRate: line.vatRate ?? 0,
      sdRate: line.sdRate ?? 0,
      valueExclVatPoisha: line.valueExclVatPoisha ?? 0,
      sdPoisha: line.sdPoisha ?? 0,
      vatPoisha: line.vatPoisha ?? 0,
      totalPoisha: line.totalPoisha ?? line.lineTotalPoisha,
    })),
  ).byRate;
  if (y > 560) {
    doc.addPage();
    y = PDF_PAGE.margin;
  }
  y += 10;

  // Totals by rate (left).
  doc.fillColor(PDF_COLOURS.muted).font('Helvetica-Bold').fontSize(8.5);
  doc.text('BY RATE', left, y);
  let rateY = y + 13;
  for (const rate of byRate) {
    const label = zeroRated
      ? TAX_DOCUMENT_MESSAGES.zeroRatedLine
      : `VAT ${rate.vatRate ? formatRate(rate.vatRate) : '0% (exempt)'}` +
        (rate.sdRate ? `, SD ${formatRate(rate.sdRate)}` : '');
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica')
      .fontSize(8)
      .text(
        toWinAnsi(
          `${label}: value ${money(rate.valueExclVatPoisha)}, SD ${money(rate.sdPoisha)}, ` +
            `VAT ${money(rate.vatPoisha)}`,
        ),
        left,
        rateY,
        { width: 250 },
      );
    rateY = doc.y + 2;
  }

  // Totals (right).
  const paid = summary.paidPoisha;
  const totalsY = drawTotals(
    doc,
    [
      ['Value excl. VAT', money(summary.valueExclVatPoisha), false],
      ['Supplementary duty', money(summary.sdPoisha), false],
      ['VAT', money(summary.vatPoisha), false],
      ['Total incl. all', money(summary.totalPoisha), true],
      ...(paid === undefined
        ? []
        : ([
            ['Paid', money(paid), false],
            ['Balance due', money(summary.totalPoisha - paid), false],
          ] as const)),
    ],
    y,
  );
  y = Math.max(rateY, totalsY) + 6;
  if (rate && isForeignCurrency(currency)) {
    // The Taka values at the order's recorded rate, beside the foreign amounts (decision 327).
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica')
      .fontSize(8.5)
      .text(
        toWinAnsi(
          `In Taka at ${formatExchangeRate(currency, rate)}: value excl. VAT ` +
            `${pdfMoney(taka(summary.valueExclVatPoisha))}, SD ${pdfMoney(taka(summary.sdPoisha))}, ` +
            `VAT ${pdfMoney(taka(summary.vatPoisha))}, total ${pdfMoney(taka(summary.totalPoisha))}`,
        ),
        left,
        y,
        { width: PDF_CONTENT_WIDTH },
      );
    y = doc.y + 4;
  }
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text(`In words: ${amountInWords(taka(summary.totalPoisha))}`, left, y, {
      width: PDF_CONTENT_WIDTH,
    });
  return doc.y + 12;
}

/**
 * A tax invoice, Mushak-6.3 (VAT Rules 2016 r. 40; decision 306): the seller's name, address,
 * BIN and TIN; the buyer's name, address and BIN ("Not registered" without one); the number, the
 * date and time of issue (Asia/Dhaka), the delivery destination and the vehicles that carried the
 * goods (from `shipping`, once shipped), PO and order numbers; a row per
 * line (description, quantity, unit price and value excluding VAT, SD, VAT rate, VAT, value
 * including all); the totals by rate, in figures and in words; the payment and the shop's footer.
 */
async function renderTaxInvoicePdf(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[],
  shipping: InvoiceShipping | undefined,
): Promise<Buffer> {
  const { doc, done } = await startPdf({
    Title: `Tax invoice ${invoice.number} (Mushak-6.3)`,
    Author: toWinAnsi(invoice.seller.name),
    Subject: `Tax invoice ${invoice.number} for order ${invoice.orderNumber}`,
    CreationDate: invoice.issuedAt,
    ModDate: invoice.issuedAt,
  });
  const { seller } = invoice;
  const zeroRated = invoice.zeroRated === true;

  let y = drawTaxDocumentHeader(
    doc,
    seller,
    ['Tax invoice', 'Mushak-6.3'],
    [
      ['Invoice no.', invoice.number],
      ['Fiscal year', fiscalYearLabel(invoice.fiscalYear ?? 0)],
      ['Date and time of issue', formatShopDocumentStamp(invoice.issuedAt)],
      ['Order', invoice.orderNumber],
      ['PO number', invoice.poNumber ? toWinAnsi(invoice.poNumber) : '-'],
      ...(invoice.dueDate
        ? ([
            ['Terms', paymentTermsLabel(invoice.paymentTermsDays ?? 0)],
            ['Due date', formatCalendarDay(invoice.dueDate)],
          ] as [string, string][])
        : []),
    ],
  );
  y = drawTaxBuyer(
    doc,
    {
      name: invoice.companyName ?? invoice.buyerName,
      address: invoice.buyerAddress,
      bin: invoice.buyerBin,
      country: invoice.buyerCountry,
      contact: invoice.companyName
        ? `Ordered by ${invoice.buyerName} · ${invoice.buyerEmail}`
        : invoice.buyerEmail,
      phone: invoice.buyerPhone,
      deliveryAddress: shipping ? shipping.destination : invoice.deliveryAddress,
      vehicles: shipping?.vehicles,
    },
    y,
  );

  // Lines, then the totals (on a new page when they would not fit).
  const lines = invoice.lines ?? [];
  y = drawTaxLinesTable(doc, lines, zeroRated, y, 700, invoice.currency);
  y = drawTaxSummary(
    doc,
    {
      lines,
      zeroRated,
      currency: invoice.currency,
      bdtPerUnit: invoice.bdtPerUnit,
      valueExclVatPoisha: invoice.valueExclVatPoisha ?? 0,
      sdPoisha: invoice.sdPoisha ?? 0,
      vatPoisha: invoice.vatPoisha ?? 0,
      totalPoisha: invoice.totalPoisha,
      paidPoisha: invoice.paidAt ? invoice.totalPoisha : 0,
    },
    y,
  );

  // Payment.
  if (y > 690) {
    doc.addPage();
    y = PDF_PAGE.margin;
  }
  y = drawSection(doc, 'PAYMENT', paymentLine(invoice, payTo), y);
  if (invoice.paidAt) {
    doc.text(`Reference: ${toWinAnsi(invoice.paymentReference)} (${invoice.paymentProvider})`);
  } else {
    drawPayeeAccounts(doc, 'PAY INTO', payTo, y + 6);
  }

  const footer = [
    seller.invoiceFooter?.trim(),
    (invoice.currency === 'BDT'
      ? 'Amounts are in Bangladeshi Taka (Tk.). '
      : `Amounts are in ${invoice.currency}, with their Taka values at the order's rate. `) +
      'This tax invoice (Mushak-6.3) was issued electronically and is valid without a signature.',
  ]
    .filter(Boolean)
    .join('\n');
  if (doc.y > FOOTER_Y - 30) doc.addPage();
  drawFooter(doc, toWinAnsi(footer), FOOTER_Y - 14, 7.5);

  doc.end();
  return done;
}

/**
 * The PDF of an invoice and the file name it is downloaded or attached as; `shipping` as
 * {@link renderInvoicePdf} takes it.
 */
export async function invoiceAttachment(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[],
  shipping?: InvoiceShipping,
): Promise<{ filename: string; content: Buffer; contentType: 'application/pdf' }> {
  return {
    filename: invoiceFileName(invoice.number),
    content: await renderInvoicePdf(invoice, payTo, shipping),
    contentType: 'application/pdf',
  };
}
