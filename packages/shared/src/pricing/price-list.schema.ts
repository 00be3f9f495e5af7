import { z } from 'zod';
import { SUPPORTED_CURRENCIES } from '../currency/currencies.js';
import { InstantSchema } from '../common/instant.js';
import { PageQuerySchema } from '../common/keyset-page.js';
import { SearchTextSchema } from '../common/list-search.js';
import { PRICING_MESSAGES as M } from './pricing.messages.js';
import { unitPriceField } from './price-tier.schema.js';

/*
 * Contract pricing (decision 320): price lists per company and customer group, with a validity
 * window, fixed prices with their own tiers or a discount off the list tiers, priced by the one
 * rule of `buyerUnitPrice` (contract-pricing.ts).
 */

// The buyer's own price, on every product answer: a module of its own, so that a page that only
// reads products does not load the price lists' schemas.
export {
  BuyerPriceTierSchema,
  hasContractPrice,
  YourPriceSchema,
  type BuyerPriceTier,
  type YourPrice,
} from './your-price.schema.js';

/** Texts of price lists and customer groups (ours; decision 320). */
export const PRICE_LIST_MESSAGES = {
  nameRequired: 'Name is Required',
  nameTaken: 'A price list of this name exists',
  groupNameTaken: 'A customer group of this name exists',
  windowOrder: 'Valid until must be after valid from',
  percentRange: 'Discount must be more than 0 and less than 100 %',
  percentDecimals: 'Discount has at most two decimals',
  oneOfPriceOrPercent: 'Give a unit price or a discount, not both',
  priceOrPercentRequired: 'Give a unit price or a discount',
  stepsAscending: 'Each step starts above the one before',
  unknownSku: 'No product has this SKU',
  currencyUnsupported: 'Choose BDT, USD or EUR',
  currencyFixed:
    "This list has prices: its currency can no longer change, or they would be read as another currency's",
  notFound: 'Price list not found',
  groupNotFound: 'Customer group not found',
  companyNotFound: 'Company not found',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  duplicateIds: 'Each one at most once',
} as const;

/** A discount field in percent (12.5 is 12.5 %): more than 0, less than 100, two decimals. */
export const percentOffField = z
  .number({ error: PRICE_LIST_MESSAGES.priceOrPercentRequired })
  .gt(0, { error: PRICE_LIST_MESSAGES.percentRange })
  .lt(100, { error: PRICE_LIST_MESSAGES.percentRange })
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
    error: PRICE_LIST_MESSAGES.percentDecimals,
  });

/** Percent (12.5) to basis points (1250). */
export const percentToBp = (percent: number): number => Math.round(percent * 100);
/** Basis points (1250) to percent (12.5). */
export const bpToPercent = (bp: number): number => bp / 100;

/** A price list's validity as a buyer and an admin read it, at the moment of the answer. */
export const PRICE_LIST_STATES = ['scheduled', 'active', 'expired'] as const;
/** A price list's validity state. */
export type PriceListState = (typeof PRICE_LIST_STATES)[number];

/**
 * The currencies a price list can be in (decisions 320, 327): Taka or an export currency the shop
 * enabled (the server checks it is enabled). A list applies only to companies billed in its
 * currency; its prices are amounts of it.
 */
export const PRICE_LIST_CURRENCIES = SUPPORTED_CURRENCIES;

/** A company or group a price list applies to: its id and name. */
const NamedRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** A price list's discount on a category and its subcategories, percent. */
export const CategoryRuleSchema = z
  .object({
    categoryId: z.uuid(),
    categoryName: z.string(),
    percentOff: z.number().describe('Percent off the list tier price, e.g. 12.5'),
  })
  .meta({ id: 'PriceListCategoryRule' });

/** A price list as the back-office reads it (decision 320). */
export const PriceListSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    currency: z.enum(PRICE_LIST_CURRENCIES),
    startsAt: InstantSchema.nullable().describe('Valid from; null: from its creation'),
    endsAt: InstantSchema.nullable().describe('Valid until (exclusive); null: open-ended'),
    state: z.enum(PRICE_LIST_STATES),
    companies: z.array(NamedRefSchema),
    customerGroups: z.array(NamedRefSchema),
    categoryRules: z.array(CategoryRuleSchema),
    entryCount: z.number().int().describe('Entries (product steps) in the list'),
    createdAt: InstantSchema,
    updatedAt: InstantSchema,
  })
  .meta({ id: 'PriceList' });

/** A price list. */
export type PriceList = z.infer<typeof PriceListSchema>;

/** A price list as the admin sends it: `POST /price-lists`, `PATCH /price-lists/{id}`. */
export const PriceListInputSchema = z
  .object({
    name: z
      .string({ error: PRICE_LIST_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: PRICE_LIST_MESSAGES.nameRequired })
      .max(120),
    currency: z
      .enum(PRICE_LIST_CURRENCIES, { error: PRICE_LIST_MESSAGES.currencyUnsupported })
      .default('BDT'),
    startsAt: InstantSchema.nullable().default(null),
    endsAt: InstantSchema.nullable().default(null),
    companyIds: z.array(z.uuid()).max(1000).default([]),
    customerGroupIds: z.array(z.uuid()).max(100).default([]),
    categoryRules: z
      .array(z.object({ categoryId: z.uuid(), percentOff: percentOffField }))
      .max(200)
      .default([]),
  })
  .refine((list) => !list.startsAt || !list.endsAt || list.startsAt < list.endsAt, {
    path: ['endsAt'],
    error: PRICE_LIST_MESSAGES.windowOrder,
  })
  .meta({ id: 'CreatePriceListInput' });

/** A price list as the admin sends it. */
export type PriceListInput = z.input<typeof PriceListInputSchema>;
/** A parsed {@link PriceListInputSchema}. */
export type PriceListInputValues = z.output<typeof PriceListInputSchema>;

/**
 * `PATCH /price-lists/{id}` body (decision 320): any field of {@link PriceListInputSchema}; a
 * field left out keeps its value, an array sent replaces the stored one whole.
 */
export const PriceListEditInputSchema = z
  .object({
    name: PriceListInputSchema.shape.name.optional(),
    currency: z
      .enum(PRICE_LIST_CURRENCIES, { error: PRICE_LIST_MESSAGES.currencyUnsupported })
      .optional(),
    startsAt: InstantSchema.nullable().optional(),
    endsAt: InstantSchema.nullable().optional(),
    companyIds: z.array(z.uuid()).max(1000).optional(),
    customerGroupIds: z.array(z.uuid()).max(100).optional(),
    categoryRules: z
      .array(z.object({ categoryId: z.uuid(), percentOff: percentOffField }))
      .max(200)
      .optional(),
  })
  .refine((list) => !list.startsAt || !list.endsAt || list.startsAt < list.endsAt, {
    path: ['endsAt'],
    error: PRICE_LIST_MESSAGES.windowOrder,
  })
  .meta({ id: 'EditPriceListInput' });
/** A parsed {@link PriceListEditInputSchema}. */
export type PriceListEditInput = z.output<typeof PriceListEditInputSchema>;

/** `GET /price-lists`: a page of price lists by name. */
export const PriceListListSchema = z.array(PriceListSchema).meta({ id: 'PriceLists' });

/**
 * `GET /price-lists` and `GET /price-lists/{id}/entries` query (decision 320): the paging
 * parameters `limit` and `cursor` (decision 210), and `q`: the lists whose name contains it, or
 * the entries whose SKU or product name contains it, ignoring case.
 */
export const PriceListPageQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema.describe('Search text, ignoring case; blank: the whole list.'),
});
/** A parsed {@link PriceListPageQuerySchema}. */
export type PriceListPageQuery = z.output<typeof PriceListPageQuerySchema>;

/** One step of a product in a price list, as the admin reads it (Taka, percent). */
export const PriceListEntrySchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    sku: z.string(),
    productName: z.string(),
    minQuantity: z.number().int(),
    unitPrice: z.number().nullable().describe('Fixed price per piece, Taka; null for a discount'),
    percentOff: z.number().nullable().describe('Percent off the list tier price; null for a price'),
    listUnitPrice: z.number().describe('The list tier price at `minQuantity`, Taka'),
  })
  .meta({ id: 'PriceListEntry' });

/** A price list entry. */
export type PriceListEntry = z.infer<typeof PriceListEntrySchema>;

/** `GET /price-lists/{id}/entries` and `PUT /price-lists/{id}/products/{productId}`. */
export const PriceListEntryListSchema = z
  .array(PriceListEntrySchema)
  .meta({ id: 'PriceListEntries' });

/** One step as the admin sends it: a fixed unit price (Taka) or a discount (percent). */
export const PriceListStepInputSchema = z
  .object({
    minQuantity: z.number().int().min(1),
    unitPrice: unitPriceField(M.tierPriceRequired).optional(),
    percentOff: percentOffField.optional(),
  })
  .superRefine((step, context) => {
    if (step.unitPrice === undefined && step.percentOff === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['unitPrice'],
        message: PRICE_LIST_MESSAGES.priceOrPercentRequired,
      });
    } else if (step.unitPrice !== undefined && step.percentOff !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: PRICE_LIST_MESSAGES.oneOfPriceOrPercent,
      });
    }
  });

/**
 * A product's whole step table in one price list, as the admin sends it (`PUT
 * /price-lists/{id}/products/{productId}`): 1 to 10 steps, ascending by `minQuantity`.
 */
export const PriceListProductInputSchema = z
  .object({
    steps: z
      .array(PriceListStepInputSchema)
      .min(1)
      .max(10)
      .refine(
        (steps) =>
          steps.every((step, i) => i === 0 || step.minQuantity > steps[i - 1]!.minQuantity),
        { error: PRICE_LIST_MESSAGES.stepsAscending },
      ),
  })
  .meta({ id: 'PriceListStepsInput' });
/** `/price-lists/{id}/products/{productId}` path parameters. */
export const PriceListProductParamsSchema = z.object({
  id: z.string().max(100),
  productId: z.string().max(100),
});

/** A parsed {@link PriceListProductInputSchema}. */
export type PriceListProductInput = z.output<typeof PriceListProductInputSchema>;
/** The product steps form's values. */
export type PriceListProductInputValues = z.input<typeof PriceListProductInputSchema>;

/** A customer group as the back-office reads it. */
export const CustomerGroupSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    companyCount: z.number().int(),
    createdAt: InstantSchema,
  })
  .meta({ id: 'CustomerGroup' });

/** A customer group. */
export type CustomerGroup = z.infer<typeof CustomerGroupSchema>;

/** `GET /customer-groups`: every customer group, by name. */
export const CustomerGroupListSchema = z.array(CustomerGroupSchema).meta({ id: 'CustomerGroups' });

/** A customer group as the admin sends it. */
export const CustomerGroupInputSchema = z
  .object({
    name: z
      .string({ error: PRICE_LIST_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: PRICE_LIST_MESSAGES.nameRequired })
      .max(80),
  })
  .meta({ id: 'CustomerGroupNameInput' });
/** A parsed {@link CustomerGroupInputSchema}. */
export type CustomerGroupInput = z.output<typeof CustomerGroupInputSchema>;

/**
 * The columns of a price list's CSV (decision 320), export order: SKU, the step's minimum
 * quantity, and either `unit_price` (Taka, two decimals) or `percent_off` (e.g. 12.5).
 */
export const PRICE_LIST_CSV_COLUMNS = ['sku', 'min_quantity', 'unit_price', 'percent_off'] as const;
