import {
  formatCalendarDay,
  formatShopDate,
  moneyIn,
  INVOICE_STATUS_LABELS,
  paymentPartsOf,
  settledPartsOf,
  payByTransferSentence,
  statementFigures,
  statementFileName,
  type InvoiceSeller,
  type Statement,
} from '@partline/shared';
import {
  drawFooter,
  drawPayeeAccounts,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH as CONTENT_WIDTH,
  PDF_PAGE as PAGE,
  startPdf,
} from '../../pdf/layout.js';
import { toWinAnsi } from '../../pdf/win-ansi.js';

const { ink: INK, muted: MUTED, brand: BRAND, rule: RULE } = PDF_COLOURS;

/**
 * Renders a company's statement of account (decision 145) as an A4 PDF in the invoice's style:
 * the seller, the company, its terms, credit limit and balances on the statement's day, every
 * invoice on account with its due date, what was paid and its status, and the recorded payments.
 * The seller is `seller`, the shop settings' legal name, registered address and BIN at the time of
 * the request (`ShopSettings.seller()`). The document's dates are the statement's day, so one
 * statement of one seller gives the same bytes.
 */
export async function renderStatementPdf(
  statement: Statement,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'bin'>,
): Promise<Buffer> {
  // Amounts in the company's currency (decision 327).
  const money = (amount: number) => toWinAnsi(moneyIn(statement.currency)(amount));
  const asOf = new Date(`${statement.asOf}T00:00:00Z`);
  const { doc, done } = await startPdf({
    Title: `Statement of account ${statement.asOf}`,
    Author: toWinAnsi(seller.name),
    Subject: `Statement of account of ${toWinAnsi(statement.companyName)}`,
    CreationDate: asOf,
    ModDate: asOf,
  });
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(18).text(toWinAnsi(seller.name), left, 50);
  doc.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(9.5);
  for (const line of seller.addressLines) doc.text(toWinAnsi(line));
  doc.text(`BIN ${seller.bin}`);
  doc.font('Helvetica-Bold').fontSize(18).text('STATEMENT OF ACCOUNT', left, 50, {
    width: CONTENT_WIDTH,
    align: 'right',
  });

  let y = 140;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(RULE).stroke();
  doc
    .fillColor(MUTED)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('CUSTOMER', left, y + 12);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(toWinAnsi(statement.companyName));
  const facts: [string, string][] = [
    ['Statement date', formatCalendarDay(statement.asOf)],
    ...statementFigures(statement),
  ];
  let factY = y + 12;
  for (const [label, value] of facts) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(label, right - 250, factY, { width: 110 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .text(value, right - 140, factY, { width: 140, align: 'right' });
    factY += 14;
  }

  y = factY + 20;
  const columns = [
    { label: 'Invoice', width: 95, align: 'left' as const },
    { label: 'Issued', width: 70, align: 'left' as const },
    { label: 'Due', width: 70, align: 'left' as const },
    { label: 'PO number', width: 70, align: 'left' as const },
    { label: 'Total', width: 60, align: 'right' as const },
    { label: 'Open', width: 60, align: 'right' as const },
    { label: 'Status', width: CONTENT_WIDTH - 425, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    let x = left;
    let bottom = y;
    columns.forEach((column, index) => {
      doc
        .fillColor(bold ? MUTED : INK)
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8.5)
        .text(cells[index] ?? '', x + 3, y, { width: column.width - 6, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    y = bottom + 5;
  };
  doc.rect(left, y - 4, CONTENT_WIDTH, 18).fill('#f3f4f6');
  row(
    columns.map((column) => column.label),
    true,
  );
  if (statement.invoices.length === 0) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text('No invoices on account.', left + 3, y);
    y = doc.y + 6;
  }
  for (const invoice of statement.invoices) {
    if (y > 740) {
      doc.addPage();
      y = PAGE.margin;
    }
    row(
      [
        invoice.number,
        formatShopDate(new Date(invoice.issuedAt)),
        formatCalendarDay(invoice.dueDate),
        toWinAnsi(invoice.poNumber ?? ''),
        money(invoice.total),
        money(invoice.open),
        INVOICE_STATUS_LABELS[invoice.status],
      ],
      false,
    );
  }

  // Credit and debit notes as their own lines (decision 310): a credit note's amount negative.
  if (statement.notes.length > 0) {
    y += 14;
    if (y > 700) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text('CREDIT AND DEBIT NOTES', left, y);
    y = doc.y + 4;
    for (const note of statement.notes) {
      if (y > 760) {
        doc.addPage();
        y = PAGE.margin;
      }
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(8.5)
        .text(
          `${formatShopDate(new Date(note.issuedAt))}  ${note.number}  for ${note.invoiceNumber}  ` +
            `${money(note.amount)}  (${toWinAnsi(note.reason)})`,
          left,
          y,
          { width: CONTENT_WIDTH },
        );
      y = doc.y + 3;
    }
  }

  if (statement.payments.length > 0) {
    y += 14;
    if (y > 700) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text('PAYMENTS RECEIVED', left, y);
    y = doc.y + 4;
    for (const payment of statement.payments) {
      if (y > 760) {
        doc.addPage();
        y = PAGE.margin;
      }
      const against = payment.invoices
        .map((invoice) => settledPartsOf(invoice, statement.currency))
        .join(', ');
      const [received, ...withheld] = paymentPartsOf(payment, statement.currency);
      const reference = payment.reference ? `  ref. ${toWinAnsi(payment.reference)}` : '';
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(8.5)
        .text(
          `${formatCalendarDay(payment.receivedOn)}  ${received}${reference}  (${against})`,
          left,
          y,
          { width: CONTENT_WIDTH },
        );
      // What the company withheld at source, each with its certificate (decision 307).
      for (const part of withheld)
        doc.text(toWinAnsi(part), left + 12, doc.y, { width: CONTENT_WIDTH - 12 });
      y = doc.y + 3;
    }
  }

  if (statement.payTo.length > 0) {
    if (y > 700) {
      doc.addPage();
      y = PAGE.margin;
    }
    drawPayeeAccounts(doc, 'PAY INTO', statement.payTo, y + 10);
  }

  drawFooter(
    doc,
    `${statement.currency === 'BDT' ? 'Amounts are in Bangladeshi Taka (Tk.).' : `Amounts are in ${statement.currency}.`} ${payByTransferSentence(statement.payTo, 'the invoice numbers')} ` +
      'Invoices past their due date block new orders on account.',
    765,
    8,
  );
  doc.end();
  return done;
}

/** The statement's PDF, printed with `seller` ({@link renderStatementPdf}), and its file name. */
export async function statementAttachment(
  statement: Statement,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'bin'>,
): Promise<{ filename: string; content: Buffer }> {
  return {
    filename: statementFileName(statement.asOf),
    content: await renderStatementPdf(statement, seller),
  };
}
