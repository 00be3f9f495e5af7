import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { ListPageQuerySchema } from '../common/keyset-page.js';
import { SearchTextSchema } from '../common/list-search.js';
import { PriceTierSchema } from '../pricing/price-tier.schema.js';
import type { PricedProduct } from '../pricing/pricing.js';
import { YourPriceSchema } from '../pricing/your-price.schema.js';
import { SdRateSchema, VatRateSchema } from '../tax/vat-rate.js';

/**
 * A product of the catalog as the API answers it (spec §3). Prices are Taka.
 * `heldQuantity` is stock held by paid, undelivered orders; what a client can still buy is
 * `availableQuantity − heldQuantity` (DESIGN.md, Data). `sku`, `orderIncrement` and `priceTiers`
 * are additions (decision 120): `productPrice` is the price at the minimum order, the first tier's.
 * `yourPrice` is the caller's own price (decisions 320, 327), absent from every shared answer: a
 * contract price in Taka, or every price of a buyer billed in another currency, in it.
 * `allowBackorder` and `backorderAvailableOn` (decision 321): a line beyond the buyable stock is
 * accepted, the rest waiting for a restock, expected on that day. `hsCode` and `countryOfOrigin`
 * (decision 323): what an export's commercial invoice prints.
 */
export const ProductSchema = z
  .object({
    _id: z.uuid(),
    productName: z.string(),
    productImage: z.string(),
    sku: z.string().describe('Stock keeping unit, unique in the catalog, e.g. PL-CPU-R7-7700X'),
    slug: z
      .string()
      .describe("The product page's path segment, /products/{slug}, unique in the catalog"),
    categoryId: z.uuid().nullable().describe('The category the product belongs to, if any'),
    productPrice: z
      .number()
      .describe('Price per piece at the minimum order (the first tier), Taka'),
    minOrder: z.number().int().describe('Minimum order quantity, pieces'),
    orderIncrement: z
      .number()
      .int()
      .describe('Pack size: orderable quantities are minOrder plus a multiple of it, pieces'),
    priceTiers: z
      .array(PriceTierSchema)
      .describe('Volume price tiers, ascending by minQuantity, the first at minOrder'),
    availableQuantity: z.number().int().describe('Pieces in stock'),
    heldQuantity: z.number().int().describe('Pieces held by paid, undelivered orders'),
    allowBackorder: z
      .boolean()
      .describe('Whether pieces beyond the buyable stock are accepted on backorder (decision 321)'),
    backorderAvailableOn: z.iso
      .date()
      .nullable()
      .describe('The day more stock is expected, YYYY-MM-DD; null when not known'),
    serialTracked: z
      .boolean()
      .describe('Each piece ships with a serial number, recorded at shipment (decision 322)'),
    warrantyMonths: z
      .number()
      .int()
      .describe('Warranty, whole months from the day a piece ships; 0: none (decision 322)'),
    hsCode: z
      .string()
      .nullable()
      .describe(
        'Harmonized System code, 6, 8 or 10 digits without dots (`84713000`, read 8471.30.00); ' +
          'null: not set (decision 323)',
      ),
    countryOfOrigin: z
      .string()
      .describe('Where it is made, ISO 3166-1 alpha-2, e.g. `BD` (decision 323)'),
    productDescription: z.string(),
    vatRate: VatRateSchema,
    sdRate: SdRateSchema,
    createdAt: InstantSchema,
    yourPrice: YourPriceSchema.optional(),
  })
  .meta({ id: 'Product' });

/** A product as the API answers it. */
export type Product = z.infer<typeof ProductSchema>;

/** `GET /products`: newest first (spec §2). */
export const ProductListSchema = z.array(ProductSchema).meta({ id: 'ProductList' });

/**
 * `GET /products` query (decisions 092, 210, 215, 247): `sort`, the paging parameters `limit` and
 * `cursor`, and `q`: words that must each appear in the name, the description or the SKU,
 * ignoring case — the catalog search's words (Manage Product's search box).
 */
export const ProductListQuerySchema = ListPageQuerySchema.extend({
  q: SearchTextSchema.describe(
    'Words that must each appear in the name, description or SKU, ignoring case (as `GET ' +
      '/products/search`).',
  ),
});
/** A parsed {@link ProductListQuerySchema}. */
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** Pieces a client can still order: available minus held, never negative. */
export function buyableQuantity(product: Pick<Product, 'availableQuantity' | 'heldQuantity'>) {
  return Math.max(0, product.availableQuantity - product.heldQuantity);
}

/**
 * Pieces of a line of `quantity` that would wait on backorder (decision 321): those beyond the
 * buyable stock of a product that allows backorders; 0 for one that does not (its line is all or
 * nothing, spec §5 'Not Enough').
 */
export function backorderedQuantity(
  product: Pick<Product, 'availableQuantity' | 'heldQuantity' | 'allowBackorder'>,
  quantity: number,
): number {
  if (!product.allowBackorder) return 0;
  return Math.max(0, quantity - buyableQuantity(product));
}

/**
 * The tiers the caller is priced by (decision 320), for `unitPriceFor` and `lineTotalFor`: their
 * own (`yourPrice`, in `yourPrice.currency`) when the answer has them, else the product's list
 * tiers (Taka).
 */
export function callerPricing(
  product: Pick<Product, 'productPrice' | 'minOrder' | 'priceTiers' | 'yourPrice'>,
): PricedProduct {
  const own = product.yourPrice;
  return own
    ? { productPrice: own.unitPrice, minOrder: product.minOrder, priceTiers: own.tiers }
    : product;
}
