/**
 * Texts of issuing tax documents (Mushak-6.3 tax invoices, Mushak-6.7 credit notes, Mushak-6.8
 * debit notes; VAT and Supplementary Duty Act 2012, s. 51; VAT Rules 2016, r. 40), shown to the
 * shop admin when a document cannot be issued.
 */
export const TAX_DOCUMENT_MESSAGES = {
  /**
   * 409 while the shop's BIN is empty: a tax document names the supplier's BIN (VAT Rules 2016,
   * r. 40(1)), so none is issued without it and nothing of the action that asked for it is kept.
   */
  binMissing: "Enter the shop's BIN on the Shop settings page before issuing tax documents",
} as const;
