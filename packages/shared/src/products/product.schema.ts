import { z } from 'zod';
import { DESCRIPTION_MAX_CHARS, DESCRIPTION_MIN_CHARS } from '../common/constants.js';
import { numberField, wholeNumberField } from '../common/number.js';
import { PRODUCT_MESSAGES as M } from './product.messages.js';

/**
 * A product of the catalog as the API answers it (spec §3). Prices are Taka.
 * `heldQuantity` is stock held by paid, undelivered orders; what a client can still buy is
 * `availableQuantity − heldQuantity` (DESIGN.md, Data).
 */
export const ProductSchema = z
  .object({
    _id: z.uuid(),
    productName: z.string(),
    productImage: z.string(),
    productPrice: z.number().describe('Price per piece, Taka'),
    minOrder: z.number().int().describe('Minimum order quantity, pieces'),
    availableQuantity: z.number().int().describe('Pieces in stock'),
    heldQuantity: z.number().int().describe('Pieces held by paid, undelivered orders'),
    productDescription: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Product' });

/** A product as the API answers it. */
export type Product = z.infer<typeof ProductSchema>;

/** `GET /products`: newest first (spec §2). */
export const ProductListSchema = z.array(ProductSchema).meta({ id: 'ProductList' });

/** Pieces a client can still order: available minus held, never negative. */
export function buyableQuantity(product: Pick<Product, 'availableQuantity' | 'heldQuantity'>) {
  return Math.max(0, product.availableQuantity - product.heldQuantity);
}

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/**
 * `POST /product` body and the Add Product form (spec §5, §7): every field required, description
 * 100–200 characters, price > 0 Taka, minimum order ≥ 1 and available ≥ 0 whole pieces.
 */
export const AddProductInputSchema = z
  .object({
    productName: requiredText(M.nameRequired).pipe(
      z.string().max(120, { error: 'Maximum 120 character required' }),
    ),
    productPrice: numberField(M.priceRequired).pipe(
      z
        .number()
        .positive({ error: 'Price must be greater than 0' })
        .max(100_000_000, { error: 'Price is too large' })
        .multipleOf(0.01, { error: 'At most two decimals' }),
    ),
    minOrder: wholeNumberField(M.minOrderRequired).pipe(
      z.number().min(1, { error: 'Minimum order must be at least 1' }),
    ),
    availableQuantity: wholeNumberField(M.availableRequired).pipe(
      z.number().min(0, { error: 'Available quantity cannot be negative' }),
    ),
    productImage: requiredText(M.imageRequired).pipe(z.string().max(2048)),
    productDescription: requiredText(M.descriptionRequired).pipe(
      z
        .string()
        .min(DESCRIPTION_MIN_CHARS, { error: M.descriptionMin })
        .max(DESCRIPTION_MAX_CHARS, { error: M.descriptionMax }),
    ),
  })
  .meta({ id: 'AddProductInput' });

/** Parsed `POST /product` body. */
export type AddProductInput = z.output<typeof AddProductInputSchema>;

/** `POST /product` answer: the new product's id (spec §7 `_id`). */
export const ProductCreatedSchema = z.object({ _id: z.uuid() }).meta({ id: 'ProductCreated' });
/** A created product. */
export type ProductCreated = z.infer<typeof ProductCreatedSchema>;

/**
 * `PUT /product/{id}` body (admin; DESIGN.md, open payloads): exactly one of `{ restock }` — a
 * positive whole number of pieces added to the stock atomically — or `{ availableQuantity }` — the
 * absolute stock, a whole number ≥ 0 (never below what paid orders hold). Numeric strings are
 * accepted. Other fields are ignored.
 */
export const UpdateProductInputSchema = z
  .object({
    restock: wholeNumberField('Restock amount is Required')
      .pipe(z.number().min(1, { error: 'Restock at least 1 piece' }))
      .optional(),
    availableQuantity: wholeNumberField(M.availableRequired)
      .pipe(z.number().min(0, { error: 'Available quantity cannot be negative' }))
      .optional(),
  })
  .refine((body) => (body.restock === undefined) !== (body.availableQuantity === undefined), {
    error: 'Send exactly one of restock or availableQuantity',
  })
  .meta({ id: 'UpdateProductInput' });
/** Parsed `PUT /product/{id}` body. */
export type UpdateProductInput = z.output<typeof UpdateProductInputSchema>;

/** `PUT /product/{id}` answer: `modifiedCount` (spec §7) and the stock after the change. */
export const UpdateProductResultSchema = z
  .object({
    modifiedCount: z.number().int(),
    availableQuantity: z.number().int().describe('Pieces in stock after the change'),
  })
  .meta({ id: 'UpdateProductResult' });
/** A restocked product. */
export type UpdateProductResult = z.infer<typeof UpdateProductResultSchema>;
