import {
  BASE_CURRENCY,
  hasContractPrice,
  type CurrencyCode,
  type Product,
  type YourPrice,
} from '@partline/shared';

/** How a product's page or card shows the caller's price (decisions 320, 327). */
export interface ShownPrice {
  /** The caller's own price, if the answer has one. */
  own: YourPrice | undefined;
  /** The currency of every price shown: `own.currency`, else Taka (the list prices). */
  currency: CurrencyCode;
  /** A price list prices it at some step: "Your price" beside the struck list price. */
  contract: boolean;
  /**
   * Only converted into the buyer's billing currency at today's rate, no list of theirs in it:
   * "Your price in USD", with no list price beside it.
   */
  converted: boolean;
  /** The price per item at the minimum order, in `currency`. */
  unitPrice: number;
  /** The list price at the minimum order, in `currency`. */
  listUnitPrice: number;
}

/**
 * What `product`'s card or page shows as its price: the caller's own (`yourPrice`, in its
 * currency) when the answer has it, else the list price in Taka.
 */
export function shownPriceOf(product: Pick<Product, 'productPrice' | 'yourPrice'>): ShownPrice {
  const own = product.yourPrice;
  if (!own) {
    return {
      own,
      currency: BASE_CURRENCY,
      contract: false,
      converted: false,
      unitPrice: product.productPrice,
      listUnitPrice: product.productPrice,
    };
  }
  const currency = own.currency;
  const contract = hasContractPrice(own);
  return {
    own,
    currency,
    contract,
    converted: !contract && currency !== BASE_CURRENCY,
    unitPrice: own.unitPrice,
    // In Taka the list price is the product's (as before); elsewhere it is the first step's,
    // converted alike.
    listUnitPrice:
      currency === BASE_CURRENCY
        ? product.productPrice
        : (own.tiers[0]?.listUnitPrice ?? own.unitPrice),
  };
}
