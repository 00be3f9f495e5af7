/** Texts of the back-office Shop settings page and its API (decision 309). */
export const SHOP_SETTINGS_MESSAGES = {
  legalNameRequired: "Enter the shop's legal name",
  addressRequired: 'Enter the registered address (at least one line)',
  addressTooManyLines: 'An address has at most 4 lines',
  addressLineRequired: 'An address line cannot be empty',
  binInvalid: 'A BIN is 13 digits, or 9 digits, a dash and 4 digits (004512378-0101)',
  tinInvalid: 'A TIN is 12 digits',
  emailInvalid: 'Enter a valid e-mail address',
  phoneInvalid: 'Enter a phone number of at most 40 characters',
  tooManyBankAccounts: 'At most 5 bank accounts',
  tooLong: (max: number) => `At most ${max} characters`,
  /** 409 when the settings changed since the form was opened. */
  stale:
    'Someone else saved the shop settings since you opened them. Reload the page to see their changes.',
  saved: 'Shop settings saved',
  /** The banner while the BIN is empty (admin overview, Shop settings page). */
  binMissingBanner: "Tax invoices cannot be issued until the shop's BIN is entered",
  binMissingLink: 'Enter it on the Shop settings page',
  /** The "Catalog prices include VAT" switch's explanation. */
  pricesIncludeVatHelp:
    'On: a catalog price is what the buyer pays, VAT included. Off: VAT is added at checkout on top of the catalog price.',
} as const;
