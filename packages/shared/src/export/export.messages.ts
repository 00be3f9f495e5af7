/** Longest named place of an incoterm ("Chittagong", "Hamburg, Germany"), characters. */
export const INCOTERM_PLACE_MAX_CHARS = 80;

/**
 * Texts of export sales (ours; decision 323): HS codes and origin on products, incoterms on
 * companies and orders, the commercial invoice.
 */
export const EXPORT_SALE_MESSAGES = {
  hsCodeInvalid: 'An HS code is 6, 8 or 10 digits, e.g. 8471.30.00',
  originInvalid: 'Choose the country of origin',
  incotermInvalid: 'Choose an incoterm of Incoterms 2020',
  placeRequired: 'Name the place of the incoterm, e.g. Chittagong',
  placeTooLong: `At most ${INCOTERM_PLACE_MAX_CHARS} characters`,
  homeCompany:
    'Incoterms are for companies outside Bangladesh: change the country in the tax profile first',
  notExport: 'This order is not an export: it has no incoterm and no commercial invoice',
  shipped: 'This order has shipped: its incoterm can no longer change',
  closed: 'This order is closed: its incoterm can no longer change',
  incotermSaved: 'Incoterm saved',
  noIncoterm: 'None agreed',
} as const;
