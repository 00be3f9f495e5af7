import {
  documentPoisha,
  formatExchangeRate,
  isForeignCurrency,
  buyerBinLabel,
  fiscalYearLabel,
  formatRate,
  HOME_COUNTRY,
  invoiceFileName,
  taxTotals,
  type InvoiceLine,
  type Locale,
  type InvoiceSeller,
  paymentTermsLabel,
  type PayeeBankAccount,
} from '@partline/shared';
import {
  drawBuyer,
  drawFooter,
  drawLinesTable,
  drawTable,
  drawPayeeAccounts,
  payByTransfer,
  drawSection,
  drawSeller,
  drawTitleAndFacts,
  drawTotals,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH,
  PDF_ENGLISH,
  PDF_PAGE,
  startPdf,
  type PdfColumn,
} from '../../pdf/layout.js';
import { inCurrency, translatorFor, type Translator } from '../../i18n/translator.js';
import { toPdfText, toWinAnsi } from '../../pdf/win-ansi.js';
import type { InvoiceRow } from './invoices.repository.js';

function paymentLine(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[],
  tr: Translator,
): string {
  if (!invoice.paidAt) {
    return tr.t('pdf.invoice.onAccount', {
      days: tr.number(invoice.paymentTermsDays ?? 0),
      dueDate: tr.calendarDay(invoice.dueDate ?? ''),
      payBy: payByTransfer(payTo, tr.t('pdf.invoice.theInvoiceNumber'), tr),
    });
  }
  const card =
    invoice.cardBrand && invoice.cardLast4
      ? tr.t('pdf.invoice.cardEnding', {
          brand: `${invoice.cardBrand.charAt(0).toUpperCase()}${invoice.cardBrand.slice(1)}`,
          last4: invoice.cardLast4,
        })
      : tr.t('pdf.invoice.card');
  return tr.t('pdf.invoice.paidBy', { card, paidAt: tr.stamp(invoice.paidAt) });
}

/** The terms of an invoice on account: `Net 30`; `নিট ৩০ দিন`. */
const termsOf = (invoice: InvoiceRow, tr: Translator) =>
  tr.locale === 'en'
    ? paymentTermsLabel(invoice.paymentTermsDays ?? 0)
    : tr.t('pdf.invoice.termsNet', { days: tr.number(invoice.paymentTermsDays ?? 0) });

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
  locale: Locale = 'en',
): Promise<Buffer> {
  const tr = translatorFor(locale);
  return invoice.fiscalYear === null
    ? renderReceiptInvoicePdf(invoice, payTo, tr)
    : renderTaxInvoicePdf(invoice, payTo, shipping, tr);
}

/** An invoice issued before the shop charged VAT (`PL-…`), as it was printed then. */
async function renderReceiptInvoicePdf(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[],
  tr: Translator,
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
  doc.text(tr.t('pdf.tax.bin', { bin: seller.bin }));

  const facts: [string, string][] = [
    [tr.t('pdf.invoice.number'), invoice.number],
    [tr.t('pdf.invoice.date'), tr.stamp(invoice.issuedAt)],
    [tr.t('pdf.invoice.order'), invoice.orderNumber],
    ...(invoice.poNumber
      ? [[tr.t('pdf.invoice.poNumber'), toPdfText(invoice.poNumber)] as [string, string]]
      : []),
    // An invoice on account (decision 141): its terms and due date.
    ...(invoice.dueDate
      ? ([
          [tr.t('pdf.invoice.terms'), termsOf(invoice, tr)],
          [tr.t('pdf.invoice.dueDate'), tr.calendarDay(invoice.dueDate)],
        ] as [string, string][])
      : []),
  ];
  drawTitleAndFacts(doc, tr.t('pdf.invoice.title'), facts);

  // Buyer.
  const billTo = tr.t('pdf.invoice.billTo');
  if (invoice.companyName) {
    drawBuyer(doc, billTo, invoice.companyName, invoice.buyerEmail, invoice.buyerName, tr);
  } else {
    drawBuyer(doc, billTo, invoice.buyerName, invoice.buyerEmail, undefined, tr);
  }
  if (invoice.buyerAddress) doc.text(toPdfText(invoice.buyerAddress), { width: 300 });
  if (invoice.buyerPhone) doc.text(toPdfText(invoice.buyerPhone));

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
  let y = drawLinesTable(doc, lines, Math.max(doc.y + 24, 270), 690, tr);

  // Totals: what was paid when the invoice was issued — all by card, nothing on account.
  const paid = invoice.paidAt ? invoice.totalPoisha : 0;
  y = drawTotals(
    doc,
    [
      [tr.t('pdf.total'), tr.money(invoice.totalPoisha), true],
      [tr.t('pdf.paid'), tr.money(paid), false],
      [tr.t('pdf.balanceDue'), tr.money(invoice.totalPoisha - paid), false],
    ],
    y + 12,
  );

  y = drawSection(doc, tr.t('pdf.payment'), paymentLine(invoice, payTo, tr), y + 18);
  if (invoice.paidAt) {
    doc.text(referenceLine(invoice, tr));
  } else {
    drawPayeeAccounts(doc, tr.t('pdf.payInto'), payTo, y + 8, tr);
  }

  drawFooter(
    doc,
    invoice.paidAt ? tr.t('pdf.invoice.footerPaid') : tr.t('pdf.invoice.footerOnAccount'),
    760,
    8.5,
  );

  doc.end();
  return done;
}

/** The payment's reference and provider, under a paid invoice's payment line. */
const referenceLine = (invoice: InvoiceRow, tr: Translator) =>
  tr.t('pdf.reference', {
    reference: toWinAnsi(invoice.paymentReference),
    provider: invoice.paymentProvider,
  });

const FOOTER_Y = 770;

/** The Mushak-6.3 columns of the lines table: label, width (pt), alignment. */
const taxColumns = (tr: Translator): PdfColumn[] => [
  { label: tr.t('pdf.tax.col.description'), width: 128, align: 'left' },
  { label: tr.t('pdf.tax.col.qty'), width: 34, align: 'right' },
  { label: tr.t('pdf.tax.col.unitPrice'), width: 58, align: 'right' },
  { label: tr.t('pdf.tax.col.value'), width: 62, align: 'right' },
  { label: tr.t('pdf.tax.col.sd'), width: 46, align: 'right' },
  { label: tr.t('pdf.tax.col.vatRate'), width: 36, align: 'right' },
  { label: tr.t('pdf.tax.col.vat'), width: 56, align: 'right' },
  { label: tr.t('pdf.tax.col.total'), width: PDF_CONTENT_WIDTH - 420, align: 'right' },
];

/** A rate as the document's language writes it: `15 %`; `১৫ %`. */
const rateOf = (rate: number, tr: Translator) => digitsOf(formatRate(rate), tr);

/** `text` with its ASCII digits in the document's language (Bangla digits for Bangla). */
function digitsOf(text: string, tr: Translator): string {
  return tr.locale === 'en'
    ? text
    : text.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x09e6 + Number(digit)));
}

/** The SD cell: the amount, and its rate under it when charged. */
const sdCell = (line: InvoiceLine, tr: Translator) =>
  line.sdPoisha ? `${tr.money(line.sdPoisha)}\n(${rateOf(line.sdRate ?? 0, tr)})` : tr.money(0);

/**
 * A line's description cell: the product's name, its SKU under it, the price list that priced it
 * when one did ("Price list: Distributors 2026"; decision 320), and its warranty when it has one
 * ("Warranty 36 months from shipment"; decision 322).
 */
function descriptionOf(line: InvoiceLine, tr: Translator): string {
  return [
    line.productName,
    line.sku,
    line.priceListName && tr.t('pdf.tax.priceList', { name: line.priceListName }),
    line.warrantyMonths && tr.t('pdf.tax.warranty', { months: tr.number(line.warrantyMonths) }),
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
  tr: Translator = PDF_ENGLISH,
): number {
  const rows = lines.map((line) => {
    const value = line.valueExclVatPoisha ?? 0;
    return [
      toPdfText(descriptionOf(line, tr)),
      tr.pieces(line.quantity),
      tr.money(Math.round(value / line.quantity)),
      tr.money(value),
      sdCell(line, tr),
      zeroRated
        ? digitsOf('0%', tr)
        : line.vatRate
          ? rateOf(line.vatRate, tr)
          : tr.t('pdf.tax.exempt'),
      tr.money(line.vatPoisha ?? 0),
      tr.money(line.totalPoisha ?? line.lineTotalPoisha),
    ];
  });
  return drawTable(doc, taxColumns(tr), rows, startY, pageBreakY);
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
  tr: Translator = PDF_ENGLISH,
): number {
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  // Seller (left).
  doc
    .fillColor(PDF_COLOURS.brand)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(toPdfText(seller.name), left, 50, { width: 250 });
  doc.moveDown(0.2).fillColor(PDF_COLOURS.ink).font('Helvetica').fontSize(8.5);
  for (const line of seller.addressLines) doc.text(toPdfText(line), { width: 250 });
  if (seller.phone || seller.email) {
    doc.text(toWinAnsi([seller.phone, seller.email].filter(Boolean).join(' · ')), { width: 250 });
  }
  if (seller.bin) {
    doc
      .font('Helvetica-Bold')
      .text(tr.t('pdf.tax.bin', { bin: toWinAnsi(seller.bin) }), { width: 250 });
  }
  doc.font('Helvetica');
  if (seller.tin) doc.text(tr.t('pdf.tax.tin', { tin: toWinAnsi(seller.tin) }), { width: 250 });
  if (seller.tradeLicenceNumber) {
    doc.text(tr.t('pdf.tax.tradeLicence', { number: toWinAnsi(seller.tradeLicenceNumber) }), {
      width: 250,
    });
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
  tr: Translator = PDF_ENGLISH,
): number {
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  const y = ruleY + 8;
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text(tr.t('pdf.tax.buyer'), left, y);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(toPdfText(buyer.name), { width: 260 });
  doc.font('Helvetica').fontSize(8.5);
  if (buyer.address) doc.text(toPdfText(buyer.address), { width: 260 });
  const bin = buyer.bin?.trim()
    ? toWinAnsi(buyerBinLabel(buyer.bin))
    : tr.t('pdf.tax.notRegistered');
  doc.text(tr.t('pdf.tax.buyerBin', { bin }), { width: 260 });
  if (buyer.country && buyer.country !== HOME_COUNTRY) {
    doc.text(tr.t('pdf.tax.country', { country: buyer.country }), { width: 260 });
  }
  doc.text(toPdfText(buyer.contact), { width: 260 });
  if (buyer.phone) doc.text(toPdfText(buyer.phone), { width: 260 });
  const buyerBottom = doc.y;
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text(tr.t('pdf.tax.destination'), right - 220, y, { width: 220 });
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica')
    .fontSize(8.5)
    .text(toPdfText(buyer.deliveryAddress ?? '-'), right - 220, doc.y, { width: 220 });
  if (buyer.vehicles?.length) {
    doc
      .fillColor(PDF_COLOURS.muted)
      .font('Helvetica-Bold')
      .text(tr.t('pdf.tax.vehicles'), right - 220, doc.y + 6, { width: 220 });
    for (const vehicle of buyer.vehicles) {
      doc.fillColor(PDF_COLOURS.ink).font('Helvetica-Bold').text(vehicle.challanNumber, {
        width: 220,
      });
      doc.font('Helvetica').text(toPdfText(vehicle.conveyance), { width: 220 });
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
   * The currency of the amounts (default BDT; the figures above are its minor units) and, in
   * another currency, the rate they convert to Taka at: the summary then states the Taka values
   * the VAT law asks for (decision 327).
   */
  currency?: string | undefined;
  bdtPerUnit?: string | null | undefined;
}

/**
 * The sentence that says what currency a document's amounts are in (decision 327): Taka, or its
 * currency with their Taka values at the order's recorded rate.
 */
export function amountsSentence(tr: Translator, currency = 'BDT'): string {
  return isForeignCurrency(currency)
    ? tr.t('pdf.amountsIn', { currency })
    : tr.t('pdf.amountsInTaka');
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
  tr: Translator = PDF_ENGLISH,
): number {
  const left = PDF_PAGE.margin;
  const { lines, zeroRated } = summary;
  // Amounts in the document's currency; their Taka values at its recorded rate (decision 327).
  const currency = summary.currency ?? 'BDT';
  const money = inCurrency(tr, currency).money;
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
  doc.text(tr.t('pdf.tax.byRate'), left, y);
  let rateY = y + 13;
  for (const rate of byRate) {
    const label = zeroRated
      ? tr.t('pdf.tax.zeroRatedLine')
      : tr.t('pdf.tax.rateVat', {
          rate: rate.vatRate ? rateOf(rate.vatRate, tr) : tr.t('pdf.tax.rateExempt'),
        }) + (rate.sdRate ? tr.t('pdf.tax.rateSd', { rate: rateOf(rate.sdRate, tr) }) : '');
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica')
      .fontSize(8)
      .text(
        toPdfText(
          tr.t('pdf.tax.rateLine', {
            label,
            value: money(rate.valueExclVatPoisha),
            sd: money(rate.sdPoisha),
            vat: money(rate.vatPoisha),
          }),
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
      [tr.t('pdf.tax.totalValue'), money(summary.valueExclVatPoisha), false],
      [tr.t('pdf.tax.totalSd'), money(summary.sdPoisha), false],
      [tr.t('pdf.tax.totalVat'), money(summary.vatPoisha), false],
      [tr.t('pdf.tax.totalAll'), money(summary.totalPoisha), true],
      ...(paid === undefined
        ? []
        : ([
            [tr.t('pdf.paid'), money(paid), false],
            [tr.t('pdf.balanceDue'), money(summary.totalPoisha - paid), false],
          ] as const)),
    ],
    y,
  );
  y = Math.max(rateY, totalsY) + 6;
  if (rate && isForeignCurrency(currency)) {
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica')
      .fontSize(8.5)
      .text(
        toPdfText(
          tr.t('pdf.tax.inTaka', {
            rate: digitsOf(formatExchangeRate(currency, rate), tr),
            value: tr.money(taka(summary.valueExclVatPoisha)),
            sd: tr.money(taka(summary.sdPoisha)),
            vat: tr.money(taka(summary.vatPoisha)),
            total: tr.money(taka(summary.totalPoisha)),
          }),
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
    .text(
      tr.t('pdf.tax.inWords', { words: tr.amountInWords(taka(summary.totalPoisha)) }),
      left,
      y,
      {
        width: PDF_CONTENT_WIDTH,
      },
    );
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
  tr: Translator,
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
    // Its official name stays beside the translated one (decision 328).
    [tr.t('pdf.tax.title'), tr.t('pdf.tax.subtitle')],
    [
      [tr.t('pdf.invoice.number'), invoice.number],
      [tr.t('pdf.invoice.fiscalYear'), digitsOf(fiscalYearLabel(invoice.fiscalYear ?? 0), tr)],
      [tr.t('pdf.invoice.issuedAt'), tr.stamp(invoice.issuedAt)],
      [tr.t('pdf.invoice.order'), invoice.orderNumber],
      [tr.t('pdf.invoice.poNumber'), invoice.poNumber ? toPdfText(invoice.poNumber) : '-'],
      ...(invoice.dueDate
        ? ([
            [tr.t('pdf.invoice.terms'), termsOf(invoice, tr)],
            [tr.t('pdf.invoice.dueDate'), tr.calendarDay(invoice.dueDate)],
          ] as [string, string][])
        : []),
    ],
    tr,
  );
  y = drawTaxBuyer(
    doc,
    {
      name: invoice.companyName ?? invoice.buyerName,
      address: invoice.buyerAddress,
      bin: invoice.buyerBin,
      country: invoice.buyerCountry,
      contact: invoice.companyName
        ? `${tr.t('pdf.orderedBy', { name: invoice.buyerName })} · ${invoice.buyerEmail}`
        : invoice.buyerEmail,
      phone: invoice.buyerPhone,
      deliveryAddress: shipping ? shipping.destination : invoice.deliveryAddress,
      vehicles: shipping?.vehicles,
    },
    y,
    tr,
  );

  // Lines, then the totals (on a new page when they would not fit).
  const lines = invoice.lines ?? [];
  y = drawTaxLinesTable(doc, lines, zeroRated, y, 700, inCurrency(tr, invoice.currency));
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
    tr,
  );

  // Payment.
  if (y > 690) {
    doc.addPage();
    y = PDF_PAGE.margin;
  }
  y = drawSection(doc, tr.t('pdf.payment'), paymentLine(invoice, payTo, tr), y);
  if (invoice.paidAt) {
    doc.text(referenceLine(invoice, tr));
  } else {
    drawPayeeAccounts(doc, tr.t('pdf.payInto'), payTo, y + 6, tr);
  }

  const footer = [
    seller.invoiceFooter?.trim(),
    `${amountsSentence(tr, invoice.currency)} ${tr.t('pdf.tax.footer')}`,
  ]
    .filter(Boolean)
    .join('\n');
  if (doc.y > FOOTER_Y - 30) doc.addPage();
  drawFooter(doc, toPdfText(footer), FOOTER_Y - 14, 7.5);

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
  locale: Locale = 'en',
): Promise<{ filename: string; content: Buffer; contentType: 'application/pdf' }> {
  return {
    filename: invoiceFileName(invoice.number),
    content: await renderInvoicePdf(invoice, payTo, shipping, locale),
    contentType: 'application/pdf',
  };
}
