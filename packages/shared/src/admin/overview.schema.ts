import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { ORDER_STATUSES } from '../orders/order.schema.js';

/** Days of revenue the admin overview shows, ending today (shop time). */
export const OVERVIEW_DAYS = 30;
/** Products in each top-products list. */
export const TOP_PRODUCTS_LIMIT = 5;
/**
 * Low stock: what clients can still buy (`availableQuantity − heldQuantity`) is below this many
 * minimum orders, i.e. fewer than two minimum orders are left.
 */
export const LOW_STOCK_MIN_ORDERS = 2;
/** Most low-stock products listed (the count covers all of them). */
export const LOW_STOCK_LIST_LIMIT = 20;

const day = z.iso.date();

/** Revenue of one shop day: paid orders (not cancelled) by the day they were paid. */
export const RevenueDaySchema = z.object({
  day: day.describe('Calendar day in the shop time zone, YYYY-MM-DD'),
  revenue: z.number().describe('Taka'),
  orders: z.number().int().describe('Paid orders'),
});
/** Revenue of one day. */
export type RevenueDay = z.infer<typeof RevenueDaySchema>;

/** A product's sales in the overview window, from the order lines of that product (decision 126). */
export const TopProductSchema = z.object({
  productId: z.uuid().nullable(),
  productName: z.string(),
  revenue: z.number().describe('Sum of the line totals, Taka'),
  quantity: z.number().int().describe('Pieces of the lines'),
  orders: z.number().int().describe('Orders with a line of the product'),
});
/** A top product. */
export type TopProduct = z.infer<typeof TopProductSchema>;

/** A product low on stock. */
export const LowStockProductSchema = z.object({
  _id: z.uuid(),
  productName: z.string(),
  minOrder: z.number().int(),
  availableQuantity: z.number().int(),
  heldQuantity: z.number().int(),
  buyable: z.number().int().describe('availableQuantity − heldQuantity, pieces'),
});
/** A low-stock product. */
export type LowStockProduct = z.infer<typeof LowStockProductSchema>;

/**
 * `GET /admin/overview` (admin; decision 071). Days are calendar days in `timeZone` (Asia/Dhaka);
 * money is Taka. Revenue counts orders that are paid or delivered — not unpaid, not cancelled
 * (cancelled paid orders are refunded) — on the day they were paid, over the {@link OVERVIEW_DAYS}
 * days `from`..`to` (every day present, zeros included, oldest first). `ordersByStatus` counts
 * every order ever placed, one entry per status; `readyToShip` is its `paid` entry: the orders a
 * shop admin may deliver now, paid by card or confirmed on a company's account (decision 140),
 * not yet delivered; `lateOrders` those of them past their delivery deadline by the Digital
 * Commerce Operation Guidelines 2021 (`deliveryDeadline`, decision 321). Top products rank the lines of the same paid
 * orders of the window, each line for its own product. Low stock: products on sale whose
 * buyable quantity is below {@link LOW_STOCK_MIN_ORDERS} × their minimum order, fewest minimum
 * orders left first.
 */
export const AdminOverviewSchema = z
  .object({
    timeZone: z.string(),
    from: day,
    to: day,
    generatedAt: InstantSchema,
    revenueByDay: z.array(RevenueDaySchema),
    revenueTotal: z.number().describe('Taka, sum of revenueByDay'),
    paidOrders: z.number().int().describe('Orders counted in revenueTotal'),
    ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
    readyToShip: z
      .number()
      .int()
      .describe('Orders paid by card or confirmed on account, not yet delivered'),
    lateOrders: z
      .number()
      .int()
      .describe(
        'Paid orders not fully shipped past their delivery deadline (decision 321): 5 days from payment in the shop city, 10 elsewhere',
      ),
    openReturns: z
      .number()
      .int()
      .describe(
        'Returns requested, approved or received: not yet resolved or rejected (decision 322)',
      ),
    topProducts: z.object({
      byRevenue: z.array(TopProductSchema),
      byQuantity: z.array(TopProductSchema),
    }),
    lowStock: z.object({
      total: z.number().int().describe('Every low-stock product'),
      products: z.array(LowStockProductSchema),
    }),
  })
  .meta({ id: 'AdminOverview' });
/** The admin overview. */
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
