import { z } from 'zod';
import { DESCRIPTION_MAX_CHARS, DESCRIPTION_MIN_CHARS } from '../common/constants.js';
import { numericText, wholeNumberField } from '../common/number.js';
import { WarrantyMonthsSchema } from '../returns/warranty.js';
import {
  orderIncrementField,
  PriceTiersInputSchema,
  skuField,
  unitPriceField,
} from '../pricing/price-tier.schema.js';
import { priceTierProblems } from '../pricing/pricing.js';
import { BACKORDER_MESSAGES, PRODUCT_MESSAGES as M } from './product.messages.js';
import { MAX_SD_RATE, PRODUCT_TAX_MESSAGES, SdRateSchema, VatRateSchema } from '../tax/vat-rate.js';
import { SpecificationsInputSchema } from '../catalog/attribute-input.schema.js';
import { CATEGORY_MESSAGES } from '../catalog/category.schema.js';
import { SlugSchema } from '../catalog/slug.js';
import { ProductTranslationsInputSchema } from '../catalog/translations.schema.js';
import { CountryOfOriginSchema, HsCodeInputSchema } from '../export/hs-code.js';
import { formatQuantity } from '../common/quantity.js';

/**
 * The product writes (spec §5, §7; decisions 120, 121, 305, 316): the fields of `POST /product`,
 * `PATCH /products/{id}`, `PUT /product/{id}` and the tax rates, with their forms. Apart from
 * the read shape (`ProductSchema`), so that a page that only lists products does not load
 * the write rules (and the catalog's slug, attribute and category rules they use).
 */
/** An empty or blank optional field (an HTML input left empty) counts as absent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** Longest Markdown `details` of a product page, characters (decision 316). */
export const PRODUCT_DETAILS_MAX_CHARS = 20_000;
/** Most pictures of a product's gallery after its main image (decision 316). */
export const PRODUCT_GALLERY_MAX = 8;

/** The API's texts for a product's page fields (decision 316). */
export const PRODUCT_PAGE_MESSAGES = {
  detailsTooLong: `Details have at most ${formatQuantity(PRODUCT_DETAILS_MAX_CHARS)} characters`,
  galleryTooMany: `A gallery has at most ${PRODUCT_GALLERY_MAX} pictures`,
  galleryImageInvalid: 'Each picture is an image URL of at most 2048 characters',
} as const;

/**
 * The catalog fields of a product write (decision 316), each optional: `categoryId` (`null`: no
 * category), `slug` (the page's path segment; default from the name), `specifications` (attribute
 * key → value; `null` or `''` removes one, checked by the server against the category's
 * attributes), `details` (Markdown, ≤ {@link PRODUCT_DETAILS_MAX_CHARS} characters) and `gallery`
 * (≤ {@link PRODUCT_GALLERY_MAX} image URLs, as `productImage`).
 */
const productCatalogFields = {
  categoryId: z.uuid({ error: CATEGORY_MESSAGES.notFound }).nullable().optional(),
  slug: SlugSchema.optional(),
  specifications: SpecificationsInputSchema.optional(),
  details: z
    .string()
    .max(PRODUCT_DETAILS_MAX_CHARS, { error: PRODUCT_PAGE_MESSAGES.detailsTooLong })
    .optional(),
  gallery: z
    .array(
      z
        .string({ error: PRODUCT_PAGE_MESSAGES.galleryImageInvalid })
        .trim()
        .min(1, { error: PRODUCT_PAGE_MESSAGES.galleryImageInvalid })
        .max(2048, { error: PRODUCT_PAGE_MESSAGES.galleryImageInvalid }),
    )
    .max(PRODUCT_GALLERY_MAX, { error: PRODUCT_PAGE_MESSAGES.galleryTooMany })
    .optional(),
};

/**
 * The backorder fields of a product write (decision 321), each optional: `allowBackorder` (a
 * line beyond the buyable stock is accepted, the rest waiting for a restock) and
 * `backorderAvailableOn` (the day more is expected, `YYYY-MM-DD`; `null` or blank: not known).
 */
const backorderFields = {
  allowBackorder: z.boolean().optional(),
  backorderAvailableOn: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.iso.date({ error: BACKORDER_MESSAGES.dateInvalid }).nullable().optional(),
  ),
  serialTracked: z
    .boolean()
    .optional()
    .describe('Each piece ships with a serial number, recorded at shipment (decision 322)'),
  warrantyMonths: WarrantyMonthsSchema.optional().describe(
    'Warranty, whole months from shipment, 0–120; 0: none (decision 322)',
  ),
};

/**
 * A product write's texts in other languages (decision 326): `translations.bn` — name, short
 * description, details — each optional; absent keeps, blank or `null` removes.
 */
const contentFields = {
  translations: ProductTranslationsInputSchema.optional(),
};

/**
 * The export fields of a product write (decision 323), each optional: `hsCode` (with or without
 * dots, `8471.30.00`; stored as digits; blank or `null` clears it) and `countryOfOrigin` (ISO
 * alpha-2; default `BD`).
 */
const exportFields = {
  hsCode: HsCodeInputSchema.optional().describe(
    'Harmonized System code, 6, 8 or 10 digits, dots allowed (`8471.30.00`); `null` or blank: none',
  ),
  countryOfOrigin: CountryOfOriginSchema.optional().describe(
    'Where it is made, ISO 3166-1 alpha-2 (default `BD`)',
  ),
};

/**
 * The fields of `POST /product` (spec §5, §7), each with its rule: description 100–200
 * characters, price > 0 Taka, minimum order ≥ 1 and available ≥ 0 whole pieces; and ours: `sku`,
 * `orderIncrement` ≥ 1, `priceTiers` (decision 120).
 */
const productFields = {
  productName: requiredText(M.nameRequired).pipe(
    z.string().max(120, { error: 'Maximum 120 character required' }),
  ),
  productPrice: unitPriceField(M.priceRequired),
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
  sku: skuField,
  orderIncrement: orderIncrementField,
  priceTiers: PriceTiersInputSchema,
  // A form's select and text field send text: `"1500"` is taken as 1500.
  vatRate: z.preprocess(numericText, VatRateSchema),
  sdRate: z.preprocess(numericText, SdRateSchema),
};

/**
 * A supplementary-duty rate as an admin types it, in per cent (`"12.5"` → 1250 basis points):
 * 0 to 500 % (the VAT and SD Act 2012's highest schedule rate, {@link MAX_SD_RATE}), at most two
 * decimals. Forms send text; the parse answers basis points, as the API takes them.
 */
export const SdPercentField = z
  .preprocess(
    numericText,
    z
      .number({ error: PRODUCT_TAX_MESSAGES.sdPercentInvalid })
      .min(0, { error: PRODUCT_TAX_MESSAGES.sdPercentRange }),
  )
  .pipe(
    z
      .number()
      .max(MAX_SD_RATE / 100, { error: PRODUCT_TAX_MESSAGES.sdPercentRange })
      .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
        error: PRODUCT_TAX_MESSAGES.sdPercentDecimals,
      })
      .transform((percent) => Math.round(percent * 100)),
  );

/** Adds the tier table's problems ({@link priceTierProblems}) to a parse, field by field. */
function checkTiers(
  body: {
    minOrder: number;
    orderIncrement?: number | undefined;
    productPrice: number;
    priceTiers?: { minQuantity: number; unitPrice: number }[] | undefined;
  },
  context: z.RefinementCtx,
) {
  if (!body.priceTiers) return;
  for (const problem of priceTierProblems({
    minOrder: body.minOrder,
    orderIncrement: body.orderIncrement ?? 1,
    productPrice: body.productPrice,
    priceTiers: body.priceTiers,
  })) {
    context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
}

/**
 * `POST /product` body (spec §5, §7; the Add Product form is {@link AddProductFormSchema}): the specification's fields are
 * required; `sku` (default: one made from the new id, `PL-…`), `orderIncrement` (default 1) — blank
 * counts as absent for both — and
 * `priceTiers` (default: one tier at the price from the minimum order), `vatRate` (basis points,
 * default the standard 15 %), `sdRate` (basis points, default 0; decision 305) and the backorder
 * fields (default: no backorders; decision 321) and the export fields (no HS code, made in `BD`;
 * decision 323) are optional — the
 * specification's request still adds a product. Tiers are checked by {@link priceTierProblems}.
 */
const addProductFields = z.object({
  ...productFields,
  sku: z.preprocess(blankAsAbsent, productFields.sku.optional()),
  orderIncrement: z.preprocess(blankAsAbsent, productFields.orderIncrement.optional()),
  priceTiers: productFields.priceTiers.optional(),
  vatRate: z.preprocess(blankAsAbsent, productFields.vatRate.optional()),
  sdRate: z.preprocess(blankAsAbsent, productFields.sdRate.optional()),
  ...productCatalogFields,
  ...backorderFields,
  ...contentFields,
  ...exportFields,
});

export const AddProductInputSchema = addProductFields
  .superRefine(checkTiers)
  .meta({ id: 'AddProductInput' });

/**
 * The Add Product form: {@link AddProductInputSchema} but the SD rate typed in per cent
 * ({@link SdPercentField}: `"12.5"` → 1250 basis points); it parses to a `POST /product` body.
 */
export const AddProductFormSchema = addProductFields
  .extend({ sdRate: z.preprocess(blankAsAbsent, SdPercentField.optional()) })
  .superRefine(checkTiers);

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

/** The fields an admin edits (all but the stock). */
const editableFields = z.object({
  productName: productFields.productName,
  sku: productFields.sku,
  productPrice: productFields.productPrice,
  minOrder: productFields.minOrder,
  orderIncrement: productFields.orderIncrement,
  priceTiers: productFields.priceTiers,
  productImage: productFields.productImage,
  productDescription: productFields.productDescription,
  vatRate: productFields.vatRate,
  sdRate: productFields.sdRate,
  ...productCatalogFields,
  ...backorderFields,
  ...contentFields,
  ...exportFields,
});

/**
 * The Edit Product form (admin): every field of a product but its stock, each required and
 * checked as in Add Product (stock changes go through Restock, `PUT /product/{id}`); the SD rate
 * is typed in per cent ({@link SdPercentField}) and parses to basis points, as the API takes it.
 */
export const EditProductFormSchema = editableFields
  .extend({ sdRate: SdPercentField })
  .superRefine(checkTiers);
/** The Edit Product form's values, parsed. */
export type EditProductForm = z.output<typeof EditProductFormSchema>;

/**
 * `PATCH /products/{id}` body (admin; decision 121): any of the fields of
 * {@link EditProductFormSchema}, at least one; what is absent stays. `priceTiers` is the whole
 * table, the first tier at the minimum order; `productPrice` is the first tier's price — sending
 * one of the two changes the other. The merged product must pass {@link priceTierProblems}
 * (checked by the server). Unknown fields, the stock among them, are ignored.
 */
export const EditProductInputSchema = editableFields
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one field to change',
  })
  .meta({ id: 'EditProductInput' });
/** Parsed `PATCH /products/{id}` body. */
export type EditProductInput = z.output<typeof EditProductInputSchema>;

/** Most products one `POST /products/tax-rates` changes. */
export const TAX_RATES_BULK_MAX = 500;

/**
 * `POST /products/tax-rates` body (admin; decision 305): the VAT rate (and, when sent, the SD rate)
 * of up to {@link TAX_RATES_BULK_MAX} products at once, all or none.
 */
export const SetTaxRatesInputSchema = z
  .object({
    productIds: z
      .array(z.uuid({ error: 'Unknown product' }), { error: PRODUCT_TAX_MESSAGES.bulkNone })
      .min(1, { error: PRODUCT_TAX_MESSAGES.bulkNone })
      .max(TAX_RATES_BULK_MAX, { error: PRODUCT_TAX_MESSAGES.bulkTooMany(TAX_RATES_BULK_MAX) }),
    vatRate: productFields.vatRate,
    sdRate: productFields.sdRate.optional(),
  })
  .meta({ id: 'SetTaxRatesInput' });
/**
 * The Manage Products "Set VAT rate" dialog: a VAT rate (basis points) and, when filled in, a
 * supplementary-duty rate in per cent ({@link SdPercentField}, answered in basis points); an empty
 * SD field keeps each product's SD rate. Sent with the chosen ids as {@link SetTaxRatesInputSchema}.
 */
export const SetTaxRatesFormSchema = z.object({
  vatRate: productFields.vatRate,
  sdRate: z.preprocess(blankAsAbsent, SdPercentField.optional()),
});
/** The "Set VAT rate" dialog's values, parsed (rates in basis points). */
export type SetTaxRatesForm = z.output<typeof SetTaxRatesFormSchema>;

/** Parsed `POST /products/tax-rates` body. */
export type SetTaxRatesInput = z.output<typeof SetTaxRatesInputSchema>;

/** `POST /products/tax-rates` answer: how many products now carry the rates. */
export const SetTaxRatesResultSchema = z
  .object({ modifiedCount: z.number().int() })
  .meta({ id: 'SetTaxRatesResult' });
/** A {@link SetTaxRatesResultSchema}. */
export type SetTaxRatesResult = z.infer<typeof SetTaxRatesResultSchema>;
