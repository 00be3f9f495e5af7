import { PassThrough, type Readable } from 'node:stream';
import {
  formatShopMonthName,
  formatShopStamp,
  formatTaka,
  SALES_REGISTER_DOCUMENT_KINDS,
  SALES_REGISTER_MESSAGES,
  salesRegisterRateLabel,
  toTaka,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { PDF_COLOURS } from '../../pdf/layout.js';
import { toWinAnsi } from '../../pdf/win-ansi.js';
import type { RegisterRow } from './sales-register.repository.js';
import {
  RegisterTotals,
  salesRegisterBatches,
  type RegisterStreamOptions,
} from './sales-register.service.js';

/** The seller the register's header names. */
export interface RegisterSeller {
  legalName: string;
  bin: string;
}

/** Landscape A4, pt. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW_HEIGHT = 13;
const BOTTOM = PAGE.height - PAGE.margin - 14;
const { ink: INK, muted: MUTED, brand: BRAND, rule: RULE } = PDF_COLOURS;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}
const COLUMNS: Column[] = [
  { label: 'Issued (Dhaka)', width: 70, align: 'left' },
  { label: 'Document', width: 50, align: 'left' },
  { label: 'Number', width: 86, align: 'left' },
  { label: 'Original invoice', width: 86, align: 'left' },
  { label: 'Buyer', width: 104, align: 'left' },
  { label: 'Buyer BIN', width: 66, align: 'left' },
  { label: 'Value excl. VAT', width: 68, align: 'right' },
  { label: 'SD', width: 52, align: 'right' },
  { label: 'VAT', width: 60, align: 'right' },
  { label: 'Total', width: 68, align: 'right' },
  // The rest of the width.
  { label: 'VAT rates', width: 0, align: 'right' },
];
COLUMNS[COLUMNS.length - 1]!.width = WIDTH - COLUMNS.reduce((sum, c) => sum + c.width, 0);
/** Where the money columns start (the totals block lines up with them). */
const MONEY_X = LEFT + COLUMNS.slice(0, 6).reduce((sum, c) => sum + c.width, 0);

const money = (poisha: number) => formatTaka(toTaka(poisha));

/**
 * `GET /admin/sales-register?format=pdf` (Mushak-6.2, decision 308): the month's tax documents
 * on landscape A4 pages, streamed as they are written — a header with the seller's legal name and
 * BIN, the month and "Sales register — Mushak-6.2", the table's header again on every page, a row
 * per document in issue order (a credit note's figures negative), then the totals by rate and
 * the grand total. One batch of documents is read at a time and the next only once what was
 * written has been taken by the client, so memory stays bounded whatever the month holds.
 */
export async function salesRegisterPdf(
  db: Database,
  month: string,
  seller: RegisterSeller,
  options: RegisterStreamOptions = {},
): Promise<Readable> {
  const batches = salesRegisterBatches(db, month, 'rows', options.batchSize);
  const first = await batches.next();
  const { default: PDFDocument } = await import('pdfkit');
  const monthName = formatShopMonthName(month);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: {
      Title: `Sales register (Mushak-6.2) ${month}`,
      Author: toWinAnsi(seller.legalName),
      Creator: 'Partline',
      Producer: 'Partline (PDFKit)',
    },
  });
  const out = new PassThrough();
  doc.on('data', (chunk: Buffer) => out.write(chunk));
  doc.on('end', () => out.end());
  doc.on('error', (error: Error) => out.destroy(error));

  let y = 0;
  const cells = (values: string[], bold: boolean, colour: string = INK) => {
    let x = LEFT;
    doc
      .fillColor(colour)
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7.5);
    COLUMNS.forEach((column, index) => {
      doc.text(values[index] ?? '', x + 2, y + 2, {
        width: column.width - 4,
        height: ROW_HEIGHT - 2,
        align: column.align,
        ellipsis: true,
        lineBreak: false,
      });
      x += column.width;
    });
    y += ROW_HEIGHT;
  };
  const tableHeader = () => {
    doc.rect(LEFT, y, WIDTH, ROW_HEIGHT + 2).fill('#f3f4f6');
    y += 1;
    cells(
      COLUMNS.map((column) => column.label),
      true,
      MUTED,
    );
    y += 2;
  };
  const newPage = () => {
    doc.addPage();
    y = PAGE.margin;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(
        toWinAnsi(
          `${SALES_REGISTER_MESSAGES.formTitle} · ${monthName} · ${seller.legalName} · BIN ${seller.bin}`,
        ),
        LEFT,
        y,
        { width: WIDTH, lineBreak: false },
      );
    y += 16;
    tableHeader();
  };
  const row = (document: RegisterRow) => {
    if (y + ROW_HEIGHT > BOTTOM) newPage();
    cells(
      [
        formatShopStamp(new Date(document.issuedAt)),
        SALES_REGISTER_DOCUMENT_KINDS[document.kind],
        document.number,
        document.invoiceNumber ?? '',
        toWinAnsi(document.buyerName),
        document.buyerBin ? toWinAnsi(document.buyerBin) : SALES_REGISTER_MESSAGES.notRegistered,
        money(document.valueExclVatPoisha),
        money(document.sdPoisha),
        money(document.vatPoisha),
        money(document.totalPoisha),
        document.rates,
      ],
      false,
    );
  };

  // The first page: who, what and which month.
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(toWinAnsi(seller.legalName), LEFT, PAGE.margin, { width: WIDTH / 2 });
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9)
    .text(`BIN ${toWinAnsi(seller.bin)}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(SALES_REGISTER_MESSAGES.formTitle, LEFT, PAGE.margin, { width: WIDTH, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${monthName} (Asia/Dhaka)`, { width: WIDTH, align: 'right' });
  y = PAGE.margin + 48;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  tableHeader();

  const totals = new RegisterTotals();
  /** Waits until the client has taken what was written (or went away). */
  const taken = () =>
    out.writableNeedDrain && !out.destroyed
      ? new Promise<void>((resolve) => {
          out.once('drain', resolve);
          out.once('close', resolve);
        })
      : Promise.resolve();

  async function write() {
    if (!first.done) {
      totals.add(first.value);
      for (const document of first.value.rows) row(document);
      for (;;) {
        await taken();
        if (out.destroyed) {
          await batches.return();
          return;
        }
        const next = await batches.next();
        if (next.done) break;
        totals.add(next.value);
        for (const document of next.value.rows) row(document);
      }
    } else {
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .fontSize(9)
        .text(SALES_REGISTER_MESSAGES.noDocuments, LEFT + 2, y + 2);
      y += ROW_HEIGHT + 4;
    }
    totalsBlock();
    doc.end();
  }

  const totalsBlock = () => {
    const rates = totals.byRate();
    if (y + ROW_HEIGHT * (rates.length + 4) > BOTTOM) newPage();
    y += 6;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    y += 6;
    doc
      .fillColor(MUTED)
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(SALES_REGISTER_MESSAGES.totalsHeading.toUpperCase(), LEFT + 2, y);
    doc
      .font('Helvetica')
      .text(
        `${totals.invoices} tax invoices, ${totals.creditNotes} credit notes, ${totals.debitNotes} debit notes`,
        LEFT + 2,
        y + 12,
      );
    const line = (label: string, sums: Omit<(typeof rates)[number], 'vatRate' | 'zeroRated'>) =>
      cells(
        [
          '',
          '',
          '',
          '',
          label,
          '',
          money(sums.valueExclVatPoisha),
          money(sums.sdPoisha),
          money(sums.vatPoisha),
          money(sums.totalPoisha),
          '',
        ],
        label === SALES_REGISTER_MESSAGES.grandTotal,
      );
    for (const rate of rates) line(salesRegisterRateLabel(rate.vatRate, rate.zeroRated), rate);
    doc
      .moveTo(MONEY_X, y + 1)
      .lineTo(LEFT + WIDTH, y + 1)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 3;
    line(SALES_REGISTER_MESSAGES.grandTotal, totals);
  };

  write().catch((error: unknown) => {
    options.onError?.(error);
    out.destroy(error as Error);
  });
  return out;
}
