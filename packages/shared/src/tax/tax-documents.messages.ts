/**
 * Texts of tax documents (Mushak-6.3 tax invoices, Mushak-6.7 credit and Mushak-6.8 debit notes;
 * decision 306), used by the API and the web app.
 */
export const TAX_DOCUMENT_MESSAGES = {
  /**
   * 409 when a tax document would be issued while the shop's BIN is empty: the VAT Rules 2016
   * (r. 40) put the supplier's BIN on every tax invoice.
   */
  binMissing:
    "Tax documents cannot be issued while the shop's BIN is missing: enter it on the Shop settings page",
  /** Printed in place of a buyer's BIN when the buyer has none. */
  notRegistered: 'Not registered',
  /** 404 for an unknown invoice number, or one the caller may not read. */
  invoiceNotFound: 'Invoice not found',
  /** A zero-rated line's VAT (VAT and SD Act 2012 s. 21: exports). */
  zeroRatedLine: 'VAT 0 % — export (zero-rated)',
} as const;
