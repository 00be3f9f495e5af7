/** Most addresses in one client's address book. */
export const ADDRESS_BOOK_MAX = 20;

/** Texts of the address book (ours; decision 127). */
export const ADDRESS_BOOK_MESSAGES = {
  saved: 'Address saved',
  removed: 'Address removed',
  notFound: 'Address not found',
  full: `An address book holds at most ${ADDRESS_BOOK_MAX} addresses`,
  noAddress: 'Add a delivery address to your address book first',
} as const;
