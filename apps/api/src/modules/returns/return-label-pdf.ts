import type { InvoiceSeller, Locale } from '@partline/shared';
import { translatorFor } from '../../i18n/translator.js';
import {
  drawFooter,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH,
  PDF_PAGE,
  startPdf,
} from '../../pdf/layout.js';
import { toPdfText, toWinAnsi } from '../../pdf/win-ansi.js';

/**
 * What a return label shows (decision 322): the RMA number large enough to read across a
 * warehouse, where the parcel goes (the shop) and where it comes from (the buyer), and what is in
 * it.
 */
export interface ReturnLabelDocument {
  /** The RMA number, `RMA-<year>-<sequence>`. */
  number: string;
  /** When the return was approved: the file's dates, so one label gives the same bytes. */
  approvedAt: Date;
  orderNumber: string;
  /** The shop settings' seller: the parcel's destination. */
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'phone' | 'email'>;
  /** The sender: the buyer (their company, if any), the order's address and phone. */
  from: { name: string; companyName: string | null; address: string | null; phone: string | null };
  /** The pieces in the parcel. */
  items: readonly { sku: string; productName: string; serial: string | null; quantity: number }[];
  /** The approval's return instructions. */
  instructions: string;
}

const LEFT = PDF_PAGE.margin;
/** The padding inside the label's frame, pt. */
const INSET = 14;
const HALF = (PDF_CONTENT_WIDTH - 2 * INSET - 20) / 2;
const FOOTER_Y = 770;

type PdfDocument = PDFKit.PDFDocument;

/** A muted bold heading at (`x`, `y`). */
function heading(doc: PdfDocument, text: string, x: number, y: number, width: number): void {
  doc.fillColor(PDF_COLOURS.muted).font('Helvetica-Bold').fontSize(9).text(text, x, y, { width });
}

/** A box with a heading and lines of text; its bottom y. */
function addressBox(
  doc: PdfDocument,
  title: string,
  lines: readonly string[],
  x: number,
  y: number,
  bold: boolean,
): number {
  heading(doc, title, x + 10, y + 10, HALF - 20);
  doc.fillColor(PDF_COLOURS.ink).font(bold ? 'Helvetica-Bold' : 'Helvetica');
  let first = true;
  for (const line of lines) {
    doc.fontSize(first && bold ? 13 : 10.5).text(toPdfText(line), x + 10, undefined, {
      width: HALF - 20,
    });
    first = false;
  }
  return doc.y + 10;
}

/**
 * Renders a return label as an A4 PDF to cut out and tape on the parcel (decision 322): "Return
 * label" with the RMA number in large type in a framed box (the warehouse matches the parcel by
 * it), the order number; "Ship to" the shop (name, address, phone) in bold and "From" the buyer
 * (name, company, the order's address and phone); the items (SKU, product, serial or pieces); the
 * return instructions; and a note to write the RMA number on the parcel if the label cannot be
 * printed. Dated by the approval, so the same label gives the same bytes. In `locale`, the
 * reader's language (decision 328).
 */
export async function renderReturnLabelPdf(
  label: ReturnLabelDocument,
  locale: Locale = 'en',
): Promise<Buffer> {
  const tr = translatorFor(locale);
  const { doc, done } = await startPdf({
    Title: `Return label ${label.number}`,
    Author: toWinAnsi(label.seller.name),
    Subject: `Return ${label.number} for order ${label.orderNumber}`,
    CreationDate: label.approvedAt,
    ModDate: label.approvedAt,
  });

  // The label itself: a dashed frame to cut along.
  const top = 50;
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(tr.t('pdf.returnLabel.title'), LEFT + 14, top + 14, {
      width: PDF_CONTENT_WIDTH - 28,
      align: 'left',
    });
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica')
    .fontSize(9)
    .text(tr.t('pdf.returnLabel.order', { number: label.orderNumber }), LEFT + 14, top + 16, {
      width: PDF_CONTENT_WIDTH - 28,
      align: 'right',
    });
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(40)
    .text(label.number, LEFT + 14, top + 40, { width: PDF_CONTENT_WIDTH - 28, align: 'center' });
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica')
    .fontSize(9)
    .text(tr.t('pdf.returnLabel.rma'), LEFT + 14, doc.y + 2, {
      width: PDF_CONTENT_WIDTH - 28,
      align: 'center',
    });

  const boxesY = doc.y + 16;
  const shipTo = addressBox(
    doc,
    tr.t('pdf.returnLabel.shipTo'),
    [
      label.seller.name,
      tr.t('pdf.returnLabel.department'),
      ...label.seller.addressLines,
      ...(label.seller.phone ? [tr.t('pdf.returnLabel.phone', { phone: label.seller.phone })] : []),
    ],
    LEFT + INSET,
    boxesY,
    true,
  );
  const from = addressBox(
    doc,
    tr.t('pdf.returnLabel.from'),
    [
      label.from.name,
      ...(label.from.companyName ? [label.from.companyName] : []),
      ...(label.from.address ?? '').split(/\r?\n/).filter((line) => line.trim() !== ''),
      ...(label.from.phone ? [tr.t('pdf.returnLabel.phone', { phone: label.from.phone })] : []),
    ],
    LEFT + INSET + HALF + 20,
    boxesY,
    false,
  );
  const boxesBottom = Math.max(shipTo, from);
  doc.lineWidth(0.8).strokeColor(PDF_COLOURS.rule);
  doc.rect(LEFT + INSET, boxesY, HALF, boxesBottom - boxesY).stroke();
  doc.rect(LEFT + INSET + HALF + 20, boxesY, HALF, boxesBottom - boxesY).stroke();
  const frameBottom = boxesBottom + 14;
  doc
    .rect(LEFT, top, PDF_CONTENT_WIDTH, frameBottom - top)
    .lineWidth(1)
    .dash(4, { space: 3 })
    .strokeColor(PDF_COLOURS.ink)
    .stroke()
    .undash();

  // What is in the parcel, and how to send it: for the sender, below the cut.
  let y = frameBottom + 24;
  heading(doc, tr.t('pdf.returnLabel.contents'), LEFT, y, PDF_CONTENT_WIDTH);
  y = doc.y + 4;
  label.items.forEach((item, index) => {
    const what = item.serial
      ? tr.t('pdf.returnLabel.serial', { serial: item.serial })
      : tr.pieces(item.quantity);
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica')
      .fontSize(10)
      .text(
        `${tr.number(index + 1)}.  ${item.sku}  ${toPdfText(item.productName)}: ${what}`,
        LEFT,
        y,
        {
          width: PDF_CONTENT_WIDTH,
        },
      );
    y = doc.y + 3;
    if (y > FOOTER_Y - 60) {
      doc.addPage();
      y = PDF_PAGE.margin;
    }
  });
  y += 12;
  heading(doc, tr.t('pdf.returnLabel.instructions'), LEFT, y, PDF_CONTENT_WIDTH);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica')
    .fontSize(10)
    .text(toPdfText(label.instructions), LEFT, doc.y + 4, { width: PDF_CONTENT_WIDTH });

  drawFooter(doc, tr.t('pdf.returnLabel.footer', { number: label.number }), FOOTER_Y, 8);
  doc.end();
  return done;
}
