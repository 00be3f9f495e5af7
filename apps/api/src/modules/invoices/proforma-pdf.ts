import {
  BANK_TRANSFER_MESSAGES,
  type InvoiceLine,
  type InvoiceSeller,
  type Locale,
  type PayeeBankAccount,
} from '@partline/shared';
import { inCurrency, translatorFor } from '../../i18n/translator.js';
import {
  drawFooter,
  drawPayeeAccounts,
  drawSection,
  PDF_COLOURS,
  PDF_PAGE,
  startPdf,
} from '../../pdf/layout.js';
import { toPdfText, toWinAnsi } from '../../pdf/win-ansi.js';
import {
  drawTaxBuyer,
  drawTaxDocumentHeader,
  amountsSentence,
  drawTaxLinesTable,
  drawTaxSummary,
  type TaxDocumentBuyer,
} from './invoice-pdf.js';

/** RTGS carries transfers of Tk 1,00,000 or more (Bangladesh Bank's RTGS operating rules). */
const RTGS_MINIMUM_TAKA = 100_000;

/**
 * What a proforma invoice shows (decision 314): the order, cart or quote it is for, priced and
 * taxed as the coming tax invoice will be. Amounts in poisha.
 */
export interface ProformaDocument {
  /** The proforma's number: the order's (`SO-…`), the quote's (`QT-…`) or a cart's `PF-…`. */
  number: string;
  /** What the buyer quotes as the transfer's reference (the order number for an order). */
  reference: string;
  /** Why that reference, when it is not the order's number; printed under it. */
  referenceNote?: string | undefined;
  /** When it was made (its date) and until when it holds. */
  issuedAt: Date;
  validUntil: Date;
  /** The order or quote it is for, printed with the facts; `undefined` for a cart. */
  source?: readonly [label: string, value: string] | undefined;
  poNumber?: string | null | undefined;
  seller: InvoiceSeller;
  /** The shop's bank accounts to transfer into (the shop settings). */
  payTo: readonly PayeeBankAccount[];
  buyer: TaxDocumentBuyer;
  lines: readonly InvoiceLine[];
  zeroRated: boolean;
  /**
   * The currency of its amounts (default BDT; the amounts are its minor units) and, in another
   * currency, the rate that gives their Taka values (decision 327).
   */
  currency?: string | undefined;
  bdtPerUnit?: string | null | undefined;
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  totalPoisha: number;
}

/** The file name of a proforma invoice: `proforma-<number>.pdf`. */
export const proformaFileName = (number: string) => `proforma-${number}.pdf`;

/**
 * Renders a proforma invoice as an A4 PDF (decision 314) with the tax invoice's layout
 * (`invoice-pdf.ts`): titled "Proforma invoice" and "This is not a tax invoice"; the seller's legal
 * identity, the buyer (name, company, BIN, address), the number, date and validity, "Payment
 * reference: <reference>"; the lines with VAT and SD as the tax invoice will show them, the totals
 * in figures and words; how to pay (BEFTN, or RTGS from Tk 1,00,000) and the shop's bank accounts.
 * In `locale`, the reader's language (decision 328).
 */
export async function renderProformaPdf(
  proforma: ProformaDocument,
  locale: Locale = 'en',
): Promise<Buffer> {
  const tr = translatorFor(locale);
  const { doc, done } = await startPdf({
    Title: `Proforma invoice ${proforma.number}`,
    Author: toWinAnsi(proforma.seller.name),
    Subject: `Proforma invoice ${proforma.number}: ${BANK_TRANSFER_MESSAGES.notTaxInvoice}`,
    CreationDate: proforma.issuedAt,
    ModDate: proforma.issuedAt,
  });
  const left = PDF_PAGE.margin;
  let y = drawTaxDocumentHeader(
    doc,
    proforma.seller,
    [tr.t('pdf.proforma.title'), tr.t('pdf.proforma.notTaxInvoice')],
    [
      [tr.t('pdf.proforma.number'), proforma.number],
      [tr.t('pdf.quote.date'), tr.stamp(proforma.issuedAt)],
      [tr.t('pdf.quote.validUntil'), tr.stamp(proforma.validUntil)],
      ...(proforma.source ? [proforma.source] : []),
      ...(proforma.poNumber
        ? [[tr.t('pdf.invoice.poNumber'), toPdfText(proforma.poNumber)] as const]
        : []),
    ],
    tr,
  );
  y = drawTaxBuyer(doc, proforma.buyer, y, tr);

  y = drawTaxLinesTable(
    doc,
    proforma.lines,
    proforma.zeroRated,
    y,
    680,
    inCurrency(tr, proforma.currency),
  );
  y = drawTaxSummary(
    doc,
    {
      lines: proforma.lines,
      zeroRated: proforma.zeroRated,
      currency: proforma.currency,
      bdtPerUnit: proforma.bdtPerUnit,
      valueExclVatPoisha: proforma.valueExclVatPoisha,
      sdPoisha: proforma.sdPoisha,
      vatPoisha: proforma.vatPoisha,
      totalPoisha: proforma.totalPoisha,
    },
    y,
    tr,
  );

  if (y > 640) {
    doc.addPage();
    y = PDF_PAGE.margin;
  }
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(tr.t('pdf.proforma.reference', { reference: toWinAnsi(proforma.reference) }), left, y);
  if (proforma.referenceNote) {
    doc.font('Helvetica').fontSize(8.5).text(toPdfText(proforma.referenceNote));
  }
  y = doc.y + 8;
  y = drawSection(
    doc,
    tr.t('pdf.proforma.howToPay'),
    tr.t('pdf.proforma.transfer', {
      total: inCurrency(tr, proforma.currency).money(proforma.totalPoisha),
      rtgsMinimum: tr.money(RTGS_MINIMUM_TAKA * 100),
      validUntil: tr.stamp(proforma.validUntil),
    }),
    y,
  );
  drawPayeeAccounts(doc, tr.t('pdf.payInto'), proforma.payTo, y + 6, tr);

  const footer = [
    proforma.seller.invoiceFooter?.trim(),
    `${amountsSentence(tr, proforma.currency)} ${tr.t('pdf.proforma.footer', {
      notTaxInvoice: tr.t('pdf.proforma.notTaxInvoice'),
    })}`,
  ]
    .filter(Boolean)
    .join('\n');
  if (doc.y > 740) doc.addPage();
  drawFooter(doc, toPdfText(footer), 756, 7.5);

  doc.end();
  return done;
}
