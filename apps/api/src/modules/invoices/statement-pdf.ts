import {
  statementFileName,
  toPoisha,
  type InvoiceSeller,
  type Locale,
  type RecordedPayment,
  type Statement,
} from '@partline/shared';
import { inCurrency, translatorFor, type Translator } from '../../i18n/translator.js';
import {
  drawFooter,
  drawPayeeAccounts,
  payByTransfer,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH as CONTENT_WIDTH,
  PDF_PAGE as PAGE,
  startPdf,
} from '../../pdf/layout.js';
import { BENGALI_FONTS, scriptRuns } from '../../pdf/script-runs.js';
import { toPdfText, toWinAnsi } from '../../pdf/win-ansi.js';

const { ink: INK, muted: MUTED, brand: BRAND, rule: RULE } = PDF_COLOURS;

/**
 * The figures that head a statement, `[label, value]` in `tr`'s language; in English the shared
 * `statementFigures` word for word. `money` writes an amount in major units of the statement's
 * currency.
 */
function figuresOf(
  statement: Statement,
  tr: Translator,
  money: (amount: number) => string,
): [label: string, value: string][] {
  const days = statement.paymentTermsDays;
  return [
    [
      tr.t('pdf.invoice.terms'),
      days
        ? tr.t('pdf.invoice.termsNet', { days: tr.number(days) })
        : tr.t('pdf.statement.cardOnly'),
    ],
    [tr.t('pdf.statement.creditLimit'), money(statement.creditLimit)],
    [tr.t('pdf.statement.openBalance'), money(statement.openBalance)],
    [tr.t('pdf.statement.overdue'), money(statement.overdueBalance)],
    [tr.t('pdf.statement.availableCredit'), money(statement.availableCredit)],
  ];
}

/**
 * A recorded payment's parts in `tr`'s language (in English the shared `paymentPartsOf`): what was
 * received, then what was withheld at source with its certificate (decision 307).
 */
function paymentParts(
  payment: RecordedPayment,
  tr: Translator,
  money: (amount: number) => string,
): string[] {
  const parts = [tr.t('pdf.statement.received', { amount: money(payment.amount) })];
  if (payment.vdsCertificate) {
    parts.push(
      tr.t('pdf.statement.vatWithheld', {
        amount: money(payment.vatWithheld),
        number: toPdfText(payment.vdsCertificate.number),
        date: tr.calendarDay(payment.vdsCertificate.date),
      }),
    );
  }
  if (payment.tdsCertificate) {
    parts.push(
      tr.t('pdf.statement.incomeTaxWithheld', {
        amount: money(payment.incomeTaxWithheld),
        number: toPdfText(payment.tdsCertificate.number),
        date: tr.calendarDay(payment.tdsCertificate.date),
      }),
    );
  }
  return parts;
}

/** What a payment settled of one invoice (in English the shared `settledPartsOf`). */
function settledPart(
  invoice: RecordedPayment['invoices'][number],
  tr: Translator,
  money: (amount: number) => string,
): string {
  let text = tr.t('pdf.statement.settled', {
    number: invoice.number,
    amount: money(invoice.amount),
  });
  if (invoice.vatWithheld > 0) {
    text += tr.t('pdf.statement.settledVat', { amount: money(invoice.vatWithheld) });
  }
  if (invoice.incomeTaxWithheld > 0) {
    text += tr.t('pdf.statement.settledIncomeTax', { amount: money(invoice.incomeTaxWithheld) });
  }
  return text;
}

/**
 * Renders a company's statement of account (decision 145) as an A4 PDF in the invoice's style:
 * the seller, the company, its terms, credit limit and balances on the statement's day, every
 * invoice on account with its due date, what was paid and its status, and the recorded payments.
 * The seller is `seller`, the shop settings' legal name, registered address and BIN at the time of
 * the request (`ShopSettings.seller()`). The document's dates are the statement's day, so one
 * statement of one seller gives the same bytes. In `locale`, the reader's language (decision 328):
 * a Bangla statement has Bangla words, digits and dates, its Bengali set in the embedded font.
 */
export async function renderStatementPdf(
  statement: Statement,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'bin'>,
  locale: Locale = 'en',
): Promise<Buffer> {
  const tr = translatorFor(locale);
  // Amounts in the company's currency (decision 327), given in its major units.
  const inStatementCurrency = inCurrency(tr, statement.currency);
  const money = (amount: number) => toPdfText(inStatementCurrency.money(toPoisha(amount)));
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
  doc.text(tr.t('pdf.tax.bin', { bin: seller.bin }));
  doc.font('Helvetica-Bold').fontSize(18).text(tr.t('pdf.statement.title'), left, 50, {
    width: CONTENT_WIDTH,
    align: 'right',
  });

  let y = 140;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(RULE).stroke();
  doc
    .fillColor(MUTED)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(tr.t('pdf.statement.customer'), left, y + 12);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(toPdfText(statement.companyName));
  const facts: [string, string][] = [
    [tr.t('pdf.statement.date'), tr.calendarDay(statement.asOf)],
    ...figuresOf(statement, tr, money),
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
    { label: tr.t('pdf.statement.col.invoice'), width: 95, align: 'left' as const },
    { label: tr.t('pdf.statement.col.issued'), width: 70, align: 'left' as const },
    { label: tr.t('pdf.statement.col.due'), width: 70, align: 'left' as const },
    { label: tr.t('pdf.invoice.poNumber'), width: 70, align: 'left' as const },
    { label: tr.t('pdf.total'), width: 60, align: 'right' as const },
    { label: tr.t('pdf.statement.col.open'), width: 60, align: 'right' as const },
    { label: tr.t('pdf.quote.status'), width: CONTENT_WIDTH - 425, align: 'right' as const },
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
  // The shaded band holds the headings, on two lines where one is wider than its column (Bangla
  // পরিশোধের শেষ তারিখ for Due).
  const headingWidth = (label: string) =>
    scriptRuns(label).reduce(
      (width, run) =>
        width +
        doc
          .font(run.bengali ? BENGALI_FONTS.bold : 'Helvetica-Bold')
          .fontSize(8.5)
          .widthOfString(run.text),
      0,
    );
  const twoLines = columns.some((column) => headingWidth(column.label) > column.width - 6);
  doc.rect(left, y - 4, CONTENT_WIDTH, twoLines ? 32 : 18).fill('#f3f4f6');
  row(
    columns.map((column) => column.label),
    true,
  );
  if (statement.invoices.length === 0) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(tr.t('pdf.statement.noInvoices'), left + 3, y);
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
        tr.date(new Date(invoice.issuedAt)),
        tr.calendarDay(invoice.dueDate),
        toPdfText(invoice.poNumber ?? ''),
        money(invoice.total),
        money(invoice.open),
        tr.t(`pdf.statement.status.${invoice.status}`),
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
    doc
      .fillColor(MUTED)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(tr.t('pdf.statement.notes'), left, y);
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
          tr.t('pdf.statement.note', {
            date: tr.date(new Date(note.issuedAt)),
            number: note.number,
            invoice: note.invoiceNumber,
            amount: money(note.amount),
            reason: toPdfText(note.reason),
          }),
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
    doc
      .fillColor(MUTED)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(tr.t('pdf.statement.payments'), left, y);
    y = doc.y + 4;
    for (const payment of statement.payments) {
      if (y > 760) {
        doc.addPage();
        y = PAGE.margin;
      }
      const against = payment.invoices.map((invoice) => settledPart(invoice, tr, money)).join(', ');
      const [received = '', ...withheld] = paymentParts(payment, tr, money);
      const reference = payment.reference
        ? tr.t('pdf.statement.reference', { reference: toPdfText(payment.reference) })
        : '';
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(8.5)
        .text(
          tr.t('pdf.statement.payment', {
            date: tr.calendarDay(payment.receivedOn),
            received,
            reference,
            against,
          }),
          left,
          y,
          { width: CONTENT_WIDTH },
        );
      // What the company withheld at source, each with its certificate (decision 307).
      for (const part of withheld)
        doc.text(toPdfText(part), left + 12, doc.y, { width: CONTENT_WIDTH - 12 });
      y = doc.y + 3;
    }
  }

  if (statement.payTo.length > 0) {
    if (y > 700) {
      doc.addPage();
      y = PAGE.margin;
    }
    drawPayeeAccounts(doc, tr.t('pdf.payInto'), statement.payTo, y + 10, tr);
  }

  drawFooter(
    doc,
    [
      statement.currency === 'BDT'
        ? tr.t('pdf.amountsInTaka')
        : tr.t('pdf.statement.amountsIn', { currency: statement.currency }),
      payByTransfer(statement.payTo, tr.t('pdf.statement.theInvoiceNumbers'), tr),
      tr.t('pdf.statement.overdueBlocks'),
    ].join(' '),
    765,
    8,
  );
  doc.end();
  return done;
}

/**
 * The statement's PDF, printed with `seller` in `locale` ({@link renderStatementPdf}), and its file
 * name.
 */
export async function statementAttachment(
  statement: Statement,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'bin'>,
  locale: Locale = 'en',
): Promise<{ filename: string; content: Buffer }> {
  return {
    filename: statementFileName(statement.asOf),
    content: await renderStatementPdf(statement, seller, locale),
  };
}
