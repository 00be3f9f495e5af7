import {
  canonicalRate,
  lineTax,
  TAX_NOTE_MESSAGES,
  toPoisha,
  toTaka,
  type CreditNoteInput,
  type CurrencyCode,
  type DebitNoteInput,
  type InvoiceLine,
  type TaxedInvoiceLine,
  type TaxNote,
  type TaxNoteKind,
} from '@partline/shared';
import { takeTaxDocumentNumber } from './tax-document-numbers.js';
import type { Transaction } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { InvoiceRow } from './invoices.repository.js';
import {
  enqueueNoteEvent,
  insertNote,
  lockInvoiceByNumber,
  lockInvoiceOfOrder,
  notesOfInvoice,
  type TaxNoteRow,
} from './tax-notes.repository.js';

const M = TAX_NOTE_MESSAGES;

/** A line's tax figures, poisha: `valueExclVat + sd + vat = total`. */
export interface Figures {
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  totalPoisha: number;
}

/** An invoice line with every tax figure known (rates in basis points, amounts in poisha). */
export type TaxedLine = TaxedInvoiceLine;

/** A product's rates as its order line recorded them, basis points, by SKU. */
export type RatesBySku = ReadonlyMap<string, { vatRate: number; sdRate: number }>;

const ZERO: Figures = { valueExclVatPoisha: 0, sdPoisha: 0, vatPoisha: 0, totalPoisha: 0 };

function add(a: Figures, b: Figures, sign = 1): Figures {
  return {
    valueExclVatPoisha: a.valueExclVatPoisha + sign * b.valueExclVatPoisha,
    sdPoisha: a.sdPoisha + sign * b.sdPoisha,
    vatPoisha: a.vatPoisha + sign * b.vatPoisha,
    totalPoisha: a.totalPoisha + sign * b.totalPoisha,
  };
}

function figuresOf(line: Figures): Figures {
  const { valueExclVatPoisha, sdPoisha, vatPoisha, totalPoisha } = line;
  return { valueExclVatPoisha, sdPoisha, vatPoisha, totalPoisha };
}

/** How the invoice priced its lines (decision 305). */
function basisOf(invoice: InvoiceRow) {
  return { pricesIncludeVat: invoice.pricesIncludeVat ?? true, zeroRated: !!invoice.zeroRated };
}

/**
 * The invoice's lines with their tax figures (decision 310): an invoice issued before the shop
 * charged VAT (`fiscalYear` null, a `PL-` number) charged none, so each line is its amount at
 * VAT 0 and SD 0; a tax invoice's line keeps the figures it printed, and one missing a figure is
 * computed with `lineTax` at the line's rates (else the order line's, `rates`). An invoice issued
 * before orders had lines is one line without SKU.
 */
export function taxedLinesOf(invoice: InvoiceRow, rates: RatesBySku = new Map()): TaxedLine[] {
  const lines: InvoiceLine[] = invoice.lines ?? [
    {
      sku: '',
      productName: invoice.productName,
      quantity: invoice.quantity,
      unitPricePoisha: invoice.unitPricePoisha,
      lineTotalPoisha: invoice.totalPoisha,
    },
  ];
  return lines.map((line) => {
    if (invoice.fiscalYear === null) {
      return {
        ...line,
        vatRate: 0,
        sdRate: 0,
        valueExclVatPoisha: line.lineTotalPoisha,
        sdPoisha: 0,
        vatPoisha: 0,
        totalPoisha: line.lineTotalPoisha,
      };
    }
    if (
      line.vatRate !== undefined &&
      line.sdRate !== undefined &&
      line.valueExclVatPoisha !== undefined &&
      line.sdPoisha !== undefined &&
      line.vatPoisha !== undefined &&
      line.totalPoisha !== undefined
    ) {
      return line as TaxedLine;
    }
    const tax = lineTax({
      unitPricePoisha: line.unitPricePoisha,
      quantity: line.quantity,
      vatRate: line.vatRate ?? rates.get(line.sku)?.vatRate ?? 0,
      sdRate: line.sdRate ?? rates.get(line.sku)?.sdRate ?? 0,
      ...basisOf(invoice),
    });
    return { ...line, ...tax };
  });
}

/** `numerator ÷ denominator` (both ≥ 0) rounded to the nearest integer, a half up (decision 305). */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** What earlier notes did to one invoice line: pieces credited, figures credited and debited. */
interface LineHistory {
  creditedQuantity: number;
  /** Invoice line + debits − credits: what a credit note may still take back. */
  left: Figures;
}

function historyOf(line: TaxedLine, notes: readonly TaxNoteRow[]): LineHistory {
  let creditedQuantity = 0;
  let left = figuresOf(line);
  for (const note of notes) {
    for (const noted of note.lines) {
      if (noted.sku !== line.sku) continue;
      const figures = figuresOf(noted as TaxedLine);
      if (note.kind === 'credit') {
        creditedQuantity += noted.quantity;
        left = add(left, figures, -1);
      } else {
        left = add(left, figures);
      }
    }
  }
  return { creditedQuantity, left };
}

/**
 * The lines of a credit note taking back `takeBack` (pieces by SKU) of an invoice with its
 * earlier `notes` (decision 310): the last pieces of a line take exactly what is left of it (so a
 * line's notes add up to its figures to the poisha); fewer pieces are priced with `lineTax` at the
 * line's unit price and rates, each figure capped at what is left — on a zero-rated invoice, as
 * their share of the line's value (its price without the VAT it included).
 * @throws ConflictError (409) naming the SKU when the invoice has no such line or fewer pieces left.
 */
export function creditLinesFor(
  lines: readonly TaxedLine[],
  notes: readonly TaxNoteRow[],
  takeBack: readonly { sku: string; quantity: number }[],
  basis: { pricesIncludeVat: boolean; zeroRated: boolean },
): TaxedLine[] {
  return takeBack.map(({ sku, quantity }) => {
    const line = lines.find((candidate) => candidate.sku === sku);
    if (!line) throw new ConflictError(M.unknownLine(sku));
    const { creditedQuantity, left } = historyOf(line, notes);
    const piecesLeft = line.quantity - creditedQuantity;
    if (quantity > piecesLeft) throw new ConflictError(M.overCredit(sku, Math.max(0, piecesLeft)));
    let figures: Figures;
    if (quantity === piecesLeft) {
      figures = left;
    } else if (basis.zeroRated) {
      // A zero-rated line (an export) recorded its value without the VAT its prices included and
      // rates 0: its pieces take their share of that value, never their price again.
      const share = divideHalfUp(
        BigInt(line.valueExclVatPoisha) * BigInt(quantity),
        BigInt(line.quantity),
      );
      const valueExclVatPoisha = Math.min(share, left.valueExclVatPoisha);
      figures = { valueExclVatPoisha, sdPoisha: 0, vatPoisha: 0, totalPoisha: valueExclVatPoisha };
    } else {
      const tax = lineTax({
        unitPricePoisha: line.unitPricePoisha,
        quantity,
        vatRate: line.vatRate,
        sdRate: line.sdRate,
        pricesIncludeVat: basis.pricesIncludeVat,
        zeroRated: basis.zeroRated,
      });
      const valueExclVatPoisha = Math.min(tax.valueExclVatPoisha, left.valueExclVatPoisha);
      const sdPoisha = Math.min(tax.sdPoisha, left.sdPoisha);
      const vatPoisha = Math.min(tax.vatPoisha, left.vatPoisha);
      figures = {
        valueExclVatPoisha,
        sdPoisha,
        vatPoisha,
        totalPoisha: valueExclVatPoisha + sdPoisha + vatPoisha,
      };
    }
    return {
      sku: line.sku,
      productName: line.productName,
      quantity,
      unitPricePoisha: line.unitPricePoisha,
      lineTotalPoisha: figures.totalPoisha,
      vatRate: line.vatRate,
      sdRate: line.sdRate,
      ...figures,
    };
  });
}

/**
 * The lines of a debit note raising invoice lines by `amountPoisha` each (decision 310): the
 * increase is taxed like the line — on the invoice's basis (VAT taken out when its prices include
 * it, added when not) at the line's rates — as one piece priced at the increase.
 * @throws ConflictError (409) naming the SKU when the invoice has no such line.
 */
export function debitLinesFor(
  lines: readonly TaxedLine[],
  increases: readonly { sku: string; amountPoisha: number }[],
  basis: { pricesIncludeVat: boolean; zeroRated: boolean },
): TaxedLine[] {
  return increases.map(({ sku, amountPoisha }) => {
    const line = lines.find((candidate) => candidate.sku === sku);
    if (!line) throw new ConflictError(M.unknownLine(sku));
    const tax = lineTax({
      unitPricePoisha: amountPoisha,
      quantity: 1,
      vatRate: line.vatRate,
      sdRate: line.sdRate,
      ...basis,
    });
    return {
      sku: line.sku,
      productName: `${line.productName} (price adjustment)`,
      quantity: 1,
      unitPricePoisha: amountPoisha,
      lineTotalPoisha: tax.totalPoisha,
      ...tax,
    };
  });
}

/** Who issues a note and why; `refundReference` for a card refund. */
export interface NoteContext {
  reason: string;
  issuedById: string | null;
  refundReference?: string | null;
  /** The order's rates by SKU, for invoice lines without them. */
  rates?: RatesBySku;
}

async function issueNote(
  tx: Transaction,
  kind: TaxNoteKind,
  invoice: InvoiceRow,
  lines: TaxedLine[],
  context: NoteContext,
): Promise<TaxNoteRow> {
  const totals = lines.reduce((sum, line) => add(sum, figuresOf(line)), ZERO);
  const { number, fiscalYear, issuedAt } = await takeTaxDocumentNumber(
    tx,
    kind === 'credit' ? 'credit_note' : 'debit_note',
  );
  const note = await insertNote(tx, {
    kind,
    number,
    fiscalYear,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    orderId: invoice.orderId,
    companyId: invoice.companyId,
    issuedAt,
    reason: context.reason,
    seller: invoice.seller,
    buyerName: invoice.companyName ?? invoice.buyerName,
    buyerBin: invoice.buyerBin,
    buyerAddress: invoice.deliveryAddress ?? invoice.buyerAddress,
    lines,
    ...totals,
    refundReference: context.refundReference ?? null,
    issuedById: context.issuedById,
    // In its invoice's currency at the invoice's recorded rate (decision 327).
    currency: invoice.currency,
    exchangeRateId: invoice.exchangeRateId,
    bdtPerUnit: invoice.bdtPerUnit,
  });
  await enqueueNoteEvent(tx, note, invoice.orderNumber);
  return note;
}

/**
 * Issues the credit note (Mushak-6.7) that cancels the rest of an order's invoice, inside the
 * transaction that cancels the order (decision 310; VAT Rules 2016 r. 42): every line's pieces
 * not yet credited, with exactly what is left of its figures — for an invoice without earlier
 * notes, exactly the invoice's value, SD, VAT and total. `undefined` when the order has no
 * invoice or nothing is left to credit.
 */
export async function creditWholeInvoice(
  tx: Transaction,
  orderId: string,
  context: NoteContext,
): Promise<TaxNoteRow | undefined> {
  const invoice = await lockInvoiceOfOrder(tx, orderId);
  if (!invoice) return undefined;
  const lines = taxedLinesOf(invoice, context.rates);
  const notes = await notesOfInvoice(tx, invoice.id);
  const takeBack = lines
    .map((line) => ({
      sku: line.sku,
      quantity: line.quantity - historyOf(line, notes).creditedQuantity,
    }))
    .filter((line) => line.quantity > 0);
  if (takeBack.length === 0) return undefined;
  const credit = creditLinesFor(lines, notes, takeBack, basisOf(invoice));
  return issueNote(tx, 'credit', invoice, credit, context);
}

/** A credit note of some pieces of an order's invoice, priced but not issued yet. */
export interface PendingCredit {
  invoice: InvoiceRow;
  lines: TaxedLine[];
  /** What the note gives back, VAT and SD included, poisha. */
  totalPoisha: number;
}

/**
 * Prices the credit note (Mushak-6.7) taking back `takeBack` (pieces by SKU) of an order's invoice
 * behind the invoice's row lock (decision 310; VAT Rules 2016 r. 42): each line with `lineTax` at
 * the line's unit price and rates, or exactly what is left of it for its last pieces — so the
 * refund of a cancelled part is the note's total to the poisha. Issue it with
 * {@link issuePendingCredit} in the same transaction. `undefined` when the order has no invoice.
 * @throws ConflictError (409) for a SKU the invoice lacks or more pieces than are left on it.
 */
export async function creditPiecesOf(
  tx: Transaction,
  orderId: string,
  takeBack: readonly { sku: string; quantity: number }[],
  rates?: RatesBySku,
): Promise<PendingCredit | undefined> {
  const invoice = await lockInvoiceOfOrder(tx, orderId);
  if (!invoice) return undefined;
  const lines = creditLinesFor(
    taxedLinesOf(invoice, rates),
    await notesOfInvoice(tx, invoice.id),
    takeBack,
    basisOf(invoice),
  );
  return {
    invoice,
    lines,
    totalPoisha: lines.reduce((sum, line) => sum + line.totalPoisha, 0),
  };
}

/** Issues a {@link creditPiecesOf} note under the next credit-note number, with its webhook event. */
export function issuePendingCredit(
  tx: Transaction,
  pending: PendingCredit,
  context: NoteContext,
): Promise<TaxNoteRow> {
  return issueNote(tx, 'credit', pending.invoice, pending.lines, context);
}

/** The invoice of a number, locked, with its lines and earlier notes; 404 when unknown. */
async function invoiceForNote(tx: Transaction, number: string, rates?: RatesBySku) {
  const invoice = await lockInvoiceByNumber(tx, number);
  if (!invoice) throw new NotFoundError(M.invoiceNotFound);
  return {
    invoice,
    lines: taxedLinesOf(invoice, rates),
    notes: await notesOfInvoice(tx, invoice.id),
  };
}

/**
 * `POST /admin/invoices/{number}/credit-notes`: a credit note taking back pieces of invoice lines
 * (decision 310), behind the invoice's row lock so concurrent take-backs never together exceed it.
 * @throws NotFoundError (404) for an unknown invoice; ConflictError (409) for an unknown line or
 *   more pieces than are left after the earlier credit notes.
 */
export async function issueCreditNote(
  tx: Transaction,
  invoiceNumber: string,
  input: CreditNoteInput,
  context: Omit<NoteContext, 'reason'>,
): Promise<TaxNoteRow> {
  const { invoice, lines, notes } = await invoiceForNote(tx, invoiceNumber, context.rates);
  const credit = creditLinesFor(lines, notes, input.lines, basisOf(invoice));
  return issueNote(tx, 'credit', invoice, credit, { ...context, reason: input.reason });
}

/**
 * `POST /admin/invoices/{number}/debit-notes`: a debit note (Mushak-6.8) raising invoice lines
 * by the amounts given (decision 310).
 * @throws NotFoundError (404) for an unknown invoice; ConflictError (409) for an unknown line.
 */
export async function issueDebitNote(
  tx: Transaction,
  invoiceNumber: string,
  input: DebitNoteInput,
  context: Omit<NoteContext, 'reason'>,
): Promise<TaxNoteRow> {
  const { invoice, lines } = await invoiceForNote(tx, invoiceNumber, context.rates);
  const increases = input.lines.map((line) => ({
    sku: line.sku,
    amountPoisha: toPoisha(line.amount),
  }));
  const debit = debitLinesFor(lines, increases, basisOf(invoice));
  return issueNote(tx, 'debit', invoice, debit, { ...context, reason: input.reason });
}

/** A note as the API answers it: money in Taka. */
export function taxNoteOf(note: TaxNoteRow): TaxNote {
  return {
    _id: note.id,
    kind: note.kind,
    number: note.number,
    invoiceNumber: note.invoiceNumber,
    orderId: note.orderId,
    issuedAt: note.issuedAt.toISOString(),
    reason: note.reason,
    buyerName: note.buyerName,
    buyerBin: note.buyerBin,
    lines: note.lines.map((line) => ({
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity,
      vatRate: line.vatRate ?? 0,
      sdRate: line.sdRate ?? 0,
      valueExclVat: toTaka(line.valueExclVatPoisha ?? 0),
      sd: toTaka(line.sdPoisha ?? 0),
      vat: toTaka(line.vatPoisha ?? 0),
      total: toTaka(line.totalPoisha ?? 0),
    })),
    valueExclVat: toTaka(note.valueExclVatPoisha),
    sd: toTaka(note.sdPoisha),
    vat: toTaka(note.vatPoisha),
    total: toTaka(note.totalPoisha),
    refundReference: note.refundReference,
    // Its amounts are in its invoice's currency, at the invoice's rate (decision 327).
    currency: note.currency as CurrencyCode,
    bdtPerUnit: note.bdtPerUnit === null ? null : canonicalRate(note.bdtPerUnit),
  };
}
