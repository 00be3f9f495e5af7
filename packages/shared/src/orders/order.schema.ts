import { z } from 'zod';
import { TaxBreakdownSchema } from '../tax/tax-breakdown.js';
import { InstantSchema } from '../common/instant.js';
import { numericText } from '../common/number.js';
import { ListPageQuerySchema } from '../common/keyset-page.js';
import { SearchTextSchema } from '../common/list-search.js';
import { PAYMENT_METHODS } from '../receivables/receivables.js';
import { ORDER_MESSAGES as M } from './order.messages.js';
import { FULFILMENT_STATUSES, ShipmentSchema } from './shipment.schema.js';
import { ReturnSummarySchema } from '../returns/return.schema.js';
import { exportTermsShape } from '../export/incoterm.js';
import { documentCurrencyShape } from '../currency/document-currency.schema.js';

/**
 * Lifecycle of an order (DESIGN.md, Data). A company buyer's order over their monthly spending
 * limit starts `awaiting_approval` and becomes `unpaid` once approved, or `declined` (decision 132).
 */
export const ORDER_STATUSES = [
  'awaiting_approval',
  'declined',
  'unpaid',
  'paid',
  'delivered',
  'cancelled',
] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The fields of a stored line on the wire, in this order (what `lineInTaka` answers): `productId`
 * as given, the product's SKU, name and image copied into the line, the pieces, `unitPrice`
 * (described by `unitPriceDescription`) and `lineTotal`, both Taka. Order lines and quote lines
 * are this shape.
 */
export function lineShape<ProductId extends z.ZodType>(
  productId: ProductId,
  unitPriceDescription: string,
) {
  return {
    productId,
    sku: z.string(),
    productName: z.string(),
    productImage: z.string(),
    quantity: z.number().int(),
    unitPrice: z.number().describe(unitPriceDescription),
    lineTotal: z.number().describe('unitPrice × quantity, Taka'),
    vatRate: z
      .number()
      .int()
      .optional()
      .describe('VAT rate applied, basis points (0 exempt or zero-rated; decision 305)'),
    sdRate: z.number().int().optional().describe('Supplementary-duty rate applied, basis points'),
    sd: z.number().optional().describe("The line's supplementary duty, Taka"),
    vat: z.number().optional().describe("The line's VAT, Taka"),
  };
}

/**
 * One line of an order (decision 126): the product, its SKU, name and image copied when the order
 * was placed, the quantity and the unit price at the tier of that quantity, Taka. A line priced by
 * the buyer's contract price list (decision 320) keeps the list's name as it was then
 * (`priceList`) and the list tier price it beat (`listUnitPrice`, Taka); both `null` otherwise
 * (list price, or a quoted price).
 */
export const OrderLineSchema = z
  .object({
    ...lineShape(z.uuid().nullable(), 'Tier price per piece when ordered, Taka'),
    priceList: z
      .string()
      .nullable()
      .describe('The price list that priced the line, its name when ordered; `null` otherwise'),
    listUnitPrice: z
      .number()
      .nullable()
      .describe('The list tier price per piece it beat, Taka; `null` without a price list'),
    _id: z.uuid().optional().describe('The line, for a shipment of its pieces (decision 321)'),
    shippedQuantity: z.number().int().optional().describe('Pieces shipped so far'),
    cancelledQuantity: z.number().int().optional().describe('Pieces cancelled before they shipped'),
    backorderedQuantity: z
      .number()
      .int()
      .optional()
      .describe('Pieces waiting for stock on a backorder (decision 321)'),
  })
  .meta({ id: 'OrderLine' });
/** An order line. */
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * Why a payment that succeeded could not be used and was refunded (decision 087): the product
 * was deleted, the order cancelled, the stock taken by others, or the order already paid.
 */
export const REFUSED_PAYMENT_REASONS = [
  'product_gone',
  'order_cancelled',
  'stock_gone',
  'paid_twice',
] as const;
/** One of {@link REFUSED_PAYMENT_REASONS}. */
export type RefusedPaymentReason = (typeof REFUSED_PAYMENT_REASONS)[number];

/**
 * An order as the API answers it: the fields of spec §3 (a snapshot of the product at ordering
 * time, the buyer, the flags) plus `status`, `productId`, timestamps and its `lines`. Money is
 * Taka. `requiredQuantity` equals `quantity`; `availableQuantity` is the stock seen when ordering.
 * An order of several lines speaks the one-product fields as decision 126 says: the first line's
 * product, `productName` with ` + N more`, `quantity` the pieces of every line, `totalPrice`
 * the sum of the line totals. An export (`tax.zeroRated`) carries the incoterm and named place it is
 * sold under (decision 323), copied from its company when placed.
 */
export const OrderSchema = z
  .object({
    _id: z.uuid(),
    orderNumber: z
      .string()
      .describe('The order number, `SO-<year>-<sequence>`, sequential per year (decision 300)'),
    productId: z.uuid().nullable(),
    userName: z.string(),
    userEmail: z.string(),
    productName: z.string(),
    productPrice: z.number().describe('Price per piece at ordering time, Taka'),
    productImage: z.string(),
    productDescription: z.string(),
    minOrder: z.number().int(),
    availableQuantity: z.number().int(),
    quantity: z.number().int(),
    requiredQuantity: z.number().int(),
    totalPrice: z
      .number()
      .describe(
        'What the buyer pays, Taka, by the server: the sum of the line totals (one line: ' +
          'productPrice × quantity) when prices include VAT, else `tax.total` (decision 305)',
      ),
    address: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    isPaid: z.boolean(),
    isDelivered: z.boolean(),
    isReviewed: z.boolean(),
    transactionId: z.string().nullable(),
    createdAt: InstantSchema,
    paidAt: InstantSchema.nullable(),
    deliveredAt: InstantSchema.nullable(),
    cancelledAt: InstantSchema.nullable(),
    refusedPaymentAt: InstantSchema.nullable().describe(
      'When the last payment that could not be used was refunded (decision 087)',
    ),
    refusedPaymentReason: z
      .enum(REFUSED_PAYMENT_REASONS)
      .nullable()
      .describe('Why that payment could not be used'),
    lines: z.array(OrderLineSchema).describe('The lines, in the order of the cart (decision 126)'),
    poNumber: z.string().nullable().describe("The buyer's purchase order number"),
    note: z.string().nullable().describe("The buyer's note for the shop"),
    companyId: z
      .uuid()
      .nullable()
      .describe("The buyer's company when the order was placed (decision 130)"),
    companyName: z
      .string()
      .nullable()
      .optional()
      .describe("That company's name, in Manage Orders and on the order's own page (decision 300)"),
    approvedAt: InstantSchema.nullable().describe(
      'When a company admin approved it (decision 132)',
    ),
    declinedAt: InstantSchema.nullable().describe('When a company admin declined it'),
    approvalComment: z
      .string()
      .nullable()
      .describe("The company admin's comment on approving or declining it"),
    paymentMethod: z
      .enum(PAYMENT_METHODS)
      .describe('`on_account`: confirmed without a card, invoiced to the company (decision 140)'),
    dueDate: z.iso
      .date()
      .nullable()
      .optional()
      .describe(
        "In `GET /orders` and `GET /orders/{email}`: its invoice on account's due date, `YYYY-MM-DD`; `null` without one",
      ),
    tax: TaxBreakdownSchema.describe('Its VAT and SD, fixed when it was placed (decision 305)'),
    paymentProvider: z
      .string()
      .nullable()
      .optional()
      .describe(
        'Who took the money once paid: `local`, `stripe`, `sslcommerz`, `bkash`, `bank_transfer` or `on_account` (decision 311)',
      ),
    fulfilmentStatus: z
      .enum(FULFILMENT_STATUSES)
      .optional()
      .describe(
        'Where its goods are (decision 321): `unshipped`, `partially_shipped` or `shipped`',
      ),
    transferDueAt: InstantSchema.nullable()
      .optional()
      .describe(
        '`bank_transfer`: until when the order holds its stock for the transfer (decision 311)',
      ),
    ...exportTermsShape,
    // The currency of every amount of the order and the rate it was priced at (decision 327).
    ...documentCurrencyShape,
  })
  .meta({ id: 'Order' });

/** An order. */
export type Order = z.infer<typeof OrderSchema>;

/** An order number, `SO-<year>-<sequence>` (decision 300). */
export const ORDER_NUMBER_PATTERN = /^SO-\d{4}-\d{6,}$/;

/** `GET /orders/number/{number}` path: the order number, any case. */
export const OrderNumberParamsSchema = z.object({
  number: z.string().trim().toUpperCase().describe('The order number, `SO-<year>-<sequence>`'),
});

/**
 * One order as its detail page reads it (`GET /orders/number/{number}`, decision 300): the order
 * with its lines, its invoice when issued, the quote it was accepted from, its shipments and
 * returns, and the changes of its incoterm (decision 323).
 */
export const OrderDetailSchema = OrderSchema.extend({
  invoice: z
    .object({
      number: z
        .string()
        .describe('`INV-<fiscal year>-<serial>` (`PL-<year>-<sequence>` before VAT)'),
      issuedAt: InstantSchema,
      dueDate: z.string().nullable().describe('On account: the due date, `YYYY-MM-DD`'),
    })
    .nullable()
    .describe('Its invoice, once issued (paid, or confirmed on account)'),
  quote: z
    .object({ _id: z.uuid(), number: z.string() })
    .nullable()
    .describe('The quote it was accepted from'),
  shipments: z
    .array(ShipmentSchema)
    .describe('Its shipments, oldest first, each with its challan and tracking (decision 321)'),
  returns: z
    .array(ReturnSummarySchema)
    .describe('Its returns (RMA), oldest first, for its timeline (decision 322)'),
  incotermChanges: z
    .array(
      z.object({
        at: InstantSchema,
        ...exportTermsShape,
      }),
    )
    .describe(
      'Each change of its incoterm by the shop after it was placed, oldest first, with the terms ' +
        'it set (decision 323)',
    ),
}).meta({ id: 'OrderDetail' });
/** An {@link OrderDetailSchema}. */
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** Lists of orders, newest first. */
export const OrderListSchema = z.array(OrderSchema).meta({ id: 'OrderList' });

/** An empty `?status=` counts as absent: every status. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** The `status` filter of the order lists: one of {@link ORDER_STATUSES}, or absent for all. */
export const OrderStatusFilterSchema = z
  .preprocess(
    blankAsAbsent,
    z
      .enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(', ')}` })
      .optional(),
  )
  .describe('Only orders of this status.');

/** The order lists' search text (decisions 247, 300). */
const OrderSearchSchema = SearchTextSchema.describe(
  'Orders whose order number (`SO-…`), id (8 characters or more), client e-mail or PO number ' +
    'starts with this text, or whose invoice number (`INV-…`, or `PL-…` before VAT) is this text, ignoring case.',
);

/**
 * `GET /orders` (admins, Manage Orders; decisions 092, 210, 211, 247, 300): `sort` (`oldest` by
 * default), the paging parameters `limit` and `cursor`, `status`, and `q`: the orders whose order
 * number (`SO-…`) or id (8 characters or more) starts with it, whose invoice number is it, or
 * whose client e-mail or PO number starts with it, ignoring case. Without `limit` and `cursor` the
 * list is the specification's array, capped at `SPEC_LIST_CAP`.
 */
export const OrderListQuerySchema = ListPageQuerySchema.extend({
  status: OrderStatusFilterSchema,
  q: OrderSearchSchema,
});

/** `GET /orders/{email}` (My Orders): the paging parameters and `q`, as {@link OrderListQuerySchema}'s. */
export const OrdersOfEmailQuerySchema = ListPageQuerySchema.extend({ q: OrderSearchSchema });
/** A parsed {@link OrderListQuerySchema}. */
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;

/** Longest address and phone number accepted, characters. */
export const ADDRESS_MAX_CHARS = 300;
export const PHONE_MAX_CHARS = 30;

/**
 * `POST /orders` body (DESIGN.md, open payloads). Other order fields of spec §3 may be sent and are
 * ignored: the server fills them. Address and phone are required (spec §5: 'Please fill up
 * correctly'). Quantity bounds against the product are checked by the server and by
 * {@link quantityError} in the form.
 */
export const PlaceOrderInputSchema = z
  .object({
    productId: z.uuid({ error: 'Unknown product' }),
    quantity: z.preprocess(
      numericText,
      z.coerce
        .number({ error: 'Quantity is Required' })
        .int({ error: 'Quantity must be a whole number' })
        .positive({ error: 'Quantity is Required' })
        .max(1_000_000_000, { error: M.notEnough }),
    ),
    address: z
      .string({ error: M.fillUpCorrectly })
      .trim()
      .min(1, { error: M.fillUpCorrectly })
      .max(ADDRESS_MAX_CHARS, { error: M.fillUpCorrectly }),
    phoneNumber: z
      .string({ error: M.fillUpCorrectly })
      .trim()
      .min(1, { error: M.fillUpCorrectly })
      .max(PHONE_MAX_CHARS, { error: M.fillUpCorrectly })
      .regex(/^[+()\d][\d\s()+-]*$/, { error: M.fillUpCorrectly }),
  })
  .meta({ id: 'PlaceOrderInput' });

/** Parsed `POST /orders` body. */
export type PlaceOrderInput = z.output<typeof PlaceOrderInputSchema>;

/**
 * The purchase rule of spec §5 for one quantity: below the minimum → 'Minimum order is
 * {minOrder}', above what is buyable → 'Not Enough', otherwise `null`.
 */
export function quantityError(quantity: number, minOrder: number, buyable: number): string | null {
  if (!Number.isInteger(quantity) || quantity < minOrder) return M.minimumOrder(minOrder);
  if (quantity > buyable) return M.notEnough;
  return null;
}

/** `POST /orders` answer (spec §7). */
export const InsertedIdSchema = z.object({ insertedId: z.uuid() }).meta({ id: 'InsertedId' });
/** `PUT /orders/{id}` answer (spec §7). */
export const ModifiedCountSchema = z
  .object({ modifiedCount: z.number().int() })
  .meta({ id: 'ModifiedCount' });
/** `DELETE …` answers (spec §7). */
export const DeletedCountSchema = z
  .object({ deletedCount: z.number().int() })
  .meta({ id: 'DeletedCount' });

/**
 * `PUT /orders/{id}` body (spec §7; DESIGN.md, open payloads): exactly one action —
 * `{ transactionId, isPaid: true }` (owner: mark paid after the provider confirms the intent),
 * `{ isDelivered: true }` (admin) or `{ isReviewed: true }` (owner). Other fields (`role`,
 * `totalPrice`, `availableQuantity`, …) are ignored, never trusted.
 */
export const UpdateOrderInputSchema = z
  .object({
    transactionId: z.string().trim().min(1).max(255).optional(),
    isPaid: z.literal(true).optional(),
    isDelivered: z.literal(true).optional(),
    isReviewed: z.literal(true).optional(),
  })
  .refine(
    (body) =>
      [body.isPaid, body.isDelivered, body.isReviewed].filter((flag) => flag === true).length === 1,
    { error: 'Send exactly one of isPaid, isDelivered or isReviewed (true)' },
  )
  .refine((body) => !body.isPaid || body.transactionId !== undefined, {
    error: 'transactionId is required with isPaid',
    path: ['transactionId'],
  })
  .meta({ id: 'UpdateOrderInput' });
/** Parsed `PUT /orders/{id}` body. */
export type UpdateOrderInput = z.output<typeof UpdateOrderInputSchema>;

/**
 * `DELETE /orders/{id}` answer: `deletedCount` as spec §7 reads it (1 when the order was cancelled)
 * and what happened to it: `deleted` (it was unpaid) or `cancelled` (it was paid: refunded, kept).
 */
export const CancelOrderResultSchema = z
  .object({ deletedCount: z.number().int(), status: z.enum(['deleted', 'cancelled']) })
  .meta({ id: 'CancelOrderResult' });
/** A cancelled order. */
export type CancelOrderResult = z.infer<typeof CancelOrderResultSchema>;
