/**
 * The specification's texts for products (spec §5, §8). The name message is corrected from the
 * original, which reused the price message by mistake (issue: back-office).
 */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product Name is Required',
  priceRequired: 'Product Price is Required',
  minOrderRequired: 'Minimum Order Quantity is Required',
  availableRequired: 'Available quantity is Required',
  imageRequired: 'Product Image is Required',
  descriptionRequired: 'Product Description is Required',
  descriptionMin: 'Minimum 100 character required',
  descriptionMax: 'Maximum 200 character required',
  added: 'Product added successfully',
  addFailed: 'Failed to add the Product',
  alreadyExists: 'Product already exist',
  restocked: 'Product Restocked Successfully',
  /** Ours (Edit Product, decision 121), in the style of 'Profile Updated Successfully'. */
  updated: 'Product Updated Successfully',
  updateFailed: 'Failed to update the Product',
  deleted: 'Product Deleted Successfully',
  confirmDelete: 'Do You Want to Remove This Product?',
  outOfStock: 'Out Of the Stocks',
  notFound: 'Product not found',
} as const;

/**
 * Texts of backorders (decision 321): the product page of a product out of stock that allows
 * them, a cart line beyond the buyable stock, the admin's product form. Dates are `YYYY-MM-DD`
 * days shown by `formatCalendarDay` ('15 December 2026').
 */
export const BACKORDER_MESSAGES = {
  onBackorder: (expectedOn: string | null) =>
    expectedOn ? `Available on backorder — expected ${expectedOn}` : 'Available on backorder',
  linePieces: (pieces: number, expectedOn: string | null) =>
    `${pieces} on backorder${expectedOn ? `, expected ${expectedOn}` : ''}`,
  allowLabel: 'Accept backorders when out of stock',
  availableOnLabel: 'Expected availability date',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  orderLinePieces: (pieces: number) => `${pieces} on backorder`,
} as const;
