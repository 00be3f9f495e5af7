import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { moneySchema } from '../common/money.schema.js';
import { documentCurrencyShape } from '../currency/document-currency.schema.js';
import { isStorableText } from '../common/text.js';
import { TAX_NOTE_MESSAGES, TAX_NOTE_REASON_MAX } from './tax-note.messages.js';

/*
 * Credit notes (Mushak-6.7) and debit notes (Mushak-6.8), decision 310: the VAT and Supplementary
 * Duty Act 2012 s. 44 and the VAT Rules 2016 r. 42 — when a supply already invoiced is reduced,
 * cancelled or returned the supplier issues a credit note, when it is increased a debit note; each
 * references the original tax invoice, carries its own serial per fiscal year, and adjusts the
 * VAT and SD of that invoice. The invoice itself is never edited.
 */

/** `credit` (Mushak-6.7: reduces an invoice) or `debit` (Mushak-6.8: increases it). */
export const TAX_NOTE_KINDS = ['credit', 'debit'] as const;
/** One of {@link TAX_NOTE_KINDS}. */
export type TaxNoteKind = (typeof TAX_NOTE_KINDS)[number];

/** A credit note's number: `CN-2026-27-000001`. */
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-[0-9]{4}-[0-9]{2}-[0-9]{6,}$/;
/** A debit note's number: `DN-2026-27-000001`. */
export const DEBIT_NOTE_NUMBER_PATTERN = /^DN-[0-9]{4}-[0-9]{2}-[0-9]{6,}$/;
/** Any invoice number, old (`PL-2026-000001`) or Mushak-6.3 (`INV-2026-27-000001`). */
export const ANY_INVOICE_NUMBER_PATTERN = /^(PL-[0-9]{4}|INV-[0-9]{4}-[0-9]{2})-[0-9]{6,}$/;

/** Most lines one note names. */
export const TAX_NOTE_LINES_MAX = 100;
/** Largest increase one debit-note line takes, Taka. */
export const DEBIT_NOTE_LINE_MAX_TAKA = 10_000_000;

const reason = z
  .string({ error: TAX_NOTE_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: TAX_NOTE_MESSAGES.reasonRequired })
  .max(TAX_NOTE_REASON_MAX, { error: TAX_NOTE_MESSAGES.reasonTooLong })
  .refine(isStorableText, { error: TAX_NOTE_MESSAGES.reasonRequired });

const sku = z.string({ error: 'Enter the SKU' }).trim().min(1, { error: 'Enter the SKU' }).max(64);

function uniqueSkus(input: { lines: { sku: string }[] }, ctx: z.RefinementCtx) {
  if (new Set(input.lines.map((line) => line.sku)).size !== input.lines.length) {
    ctx.addIssue({ code: 'custom', path: ['lines'], message: TAX_NOTE_MESSAGES.duplicateLine });
  }
}

const lineList = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: TAX_NOTE_MESSAGES.linesRequired })
    .min(1, { error: TAX_NOTE_MESSAGES.linesRequired })
    .max(TAX_NOTE_LINES_MAX);

/**
 * `POST /admin/invoices/{number}/credit-notes` body: why, and the pieces of each invoice line
 * taken back (whole pieces, at least 1; at most what the invoice still has after its earlier
 * credit notes, else 409).
 */
export const CreditNoteInputSchema = z
  .object({
    reason,
    lines: lineList(
      z.object({
        sku,
        quantity: z
          .number({ error: 'Enter the pieces taken back' })
          .int({ error: 'Whole pieces only' })
          .min(1, { error: 'At least 1 piece' })
          .max(1_000_000),
      }),
    ),
  })
  .superRefine(uniqueSkus)
  .meta({ id: 'CreditNoteInput' });
/** A parsed {@link CreditNoteInputSchema}. */
export type CreditNoteInput = z.output<typeof CreditNoteInputSchema>;

/**
 * `POST /admin/invoices/{number}/debit-notes` body: why, and for each invoice line the amount its
 * price × quantity rises by, in the invoice's currency (decision 327), on the invoice's basis (including VAT and SD when the invoice's
 * prices include them, else excluding them); taxed at that line's rates.
 */
export const DebitNoteInputSchema = z
  .object({
    reason,
    lines: lineList(
      z.object({
        sku,
        amount: moneySchema({ min: 'positive', max: DEBIT_NOTE_LINE_MAX_TAKA }),
      }),
    ),
  })
  .superRefine(uniqueSkus)
  .meta({ id: 'DebitNoteInput' });
/** A parsed {@link DebitNoteInputSchema}. */
export type DebitNoteInput = z.output<typeof DebitNoteInputSchema>;

/** `{number}` of a credit note (`CN-…`) in a path. */
export const CreditNoteNumberParamsSchema = z.object({
  number: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN, { error: 'Not a credit note number' }),
});

/** `{number}` of a debit note (`DN-…`) in a path. */
export const DebitNoteNumberParamsSchema = z.object({
  number: z.string().regex(DEBIT_NOTE_NUMBER_PATTERN, { error: 'Not a debit note number' }),
});

/** One line of a note, money in the note's `currency`, rates in basis points. */
export const TaxNoteLineSchema = z
  .object({
    sku: z.string(),
    productName: z.string(),
    quantity: z.number().int().describe('Pieces taken back (credit) or re-priced (debit)'),
    vatRate: z.number().int().describe('Basis points'),
    sdRate: z.number().int().describe('Basis points'),
    valueExclVat: z.number(),
    sd: z.number(),
    vat: z.number(),
    total: z.number(),
  })
  .meta({ id: 'TaxNoteLine' });

/**
 * A credit or debit note as the API answers it (JSON; `Accept: application/pdf` for its PDF):
 * every amount positive in the note's `currency` (its invoice's; decision 327), converted at
 * `bdtPerUnit` for Taka — the kind says whether it reduces (`credit`) or increases (`debit`) the
 * invoice.
 */
export const TaxNoteSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(TAX_NOTE_KINDS),
    number: z.string().describe('`CN-2026-27-000001` or `DN-2026-27-000001`'),
    invoiceNumber: z.string(),
    orderId: z.uuid(),
    issuedAt: InstantSchema,
    reason: z.string(),
    buyerName: z.string(),
    buyerBin: z.string().nullable(),
    lines: z.array(TaxNoteLineSchema),
    valueExclVat: z.number(),
    sd: z.number(),
    vat: z.number(),
    total: z.number(),
    refundReference: z.string().nullable(),
    // The amounts above are in `currency`, its invoice's, at the invoice's rate (decision 327).
    ...documentCurrencyShape,
  })
  .meta({ id: 'TaxNote' });
/** A {@link TaxNoteSchema}. */
export type TaxNote = z.infer<typeof TaxNoteSchema>;

/** The notes of an order (its detail's "Credit notes" block), oldest first. */
export const TaxNoteListSchema = z.array(TaxNoteSchema).meta({ id: 'TaxNoteList' });

/** The file a note is downloaded as: `credit-note-CN-2026-27-000001.pdf`. */
export function taxNoteFileName(kind: TaxNoteKind, number: string): string {
  return `${kind}-note-${number}.pdf`;
}
