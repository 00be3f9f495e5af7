/** Longest reason a note records, characters. */
export const TAX_NOTE_REASON_MAX = 200;

/** Texts of credit and debit notes (ours). */
export const TAX_NOTE_MESSAGES = {
  notFound: 'Credit or debit note not found',
  invoiceNotFound: 'Invoice not found',
  reasonRequired: 'Say why the note is issued',
  reasonTooLong: `At most ${TAX_NOTE_REASON_MAX} characters`,
  linesRequired: 'Name at least one line',
  duplicateLine: 'Name each SKU once',
  unknownLine: (sku: string) => `The invoice has no line ${sku}`,
  overCredit: (sku: string, left: number) =>
    `Only ${left} of ${sku} is left on the invoice after its earlier credit notes`,
  orderCancelled: 'Order cancelled',
  cardRefunded: 'Order cancelled: card payment refunded',
  /** The order detail's block and its links. */
  creditNotes: 'Credit notes',
  debitNotes: 'Debit notes',
  download: (number: string) => `Download ${number}`,
  title: { credit: 'Credit note — Mushak-6.7', debit: 'Debit note — Mushak-6.8' },
} as const;
