import { z } from 'zod';
import { addDays, daysBetween, shopDay } from '../admin/shop-day.js';
import { InstantSchema } from '../common/instant.js';
import { DELIVERY_DEADLINE_DAYS } from './shipment.schema.js';

/*
 * The fulfilment watch (decision 321): the paid orders still to ship, each against its delivery
 * deadline by Bangladesh's Digital Commerce Operation Guidelines 2021 — within 5 days of payment
 * in the seller's city, 10 days elsewhere.
 */

/**
 * The shop's city, where its goods leave from. The shop settings keep the registered address as
 * free lines printed on tax documents, with no city of their own, so the city is Dhaka, where
 * Partline sells from (as its calendar is Asia/Dhaka's, see `shopDay`).
 */
export const SHOP_CITY = 'Dhaka';

/**
 * How an order's address names {@link SHOP_CITY}: its English name and its Bangla one. Addresses are
 * free text (the address book has no city field), so an order ships to the shop's city when its
 * address holds one of these, ignoring case, not inside a longer Latin word: 'Dhanmondi, Dhaka-1205'
 * does, 'Dhakaiya Road, Khulna' does not. A POSIX regular expression that PostgreSQL's `~*` and
 * JavaScript's `RegExp(…, 'i')` read alike; the API matches it in SQL.
 */
export const SHOP_CITY_PATTERN = '(^|[^a-z0-9])(dhaka|ঢাকা)([^a-z0-9]|$)';

/**
 * The delivery deadline of an order paid at `paidAt` (decision 321; Digital Commerce Operation
 * Guidelines 2021): the shop day (Asia/Dhaka) of payment plus {@link DELIVERY_DEADLINE_DAYS} —
 * 5 days in the shop's city, 10 elsewhere — and the shop days left until it from `today`
 * (`YYYY-MM-DD`): 0 on the deadline itself, negative once it has passed (the order is late).
 */
export function deliveryDeadline(
  paidAt: Date,
  sameCity: boolean,
  today: string = shopDay(),
): { deadline: string; daysLeft: number } {
  const days = sameCity ? DELIVERY_DEADLINE_DAYS.sameCity : DELIVERY_DEADLINE_DAYS.elsewhere;
  const deadline = addDays(shopDay(paidAt), days);
  return { deadline, daysLeft: daysBetween(today, deadline) - 1 };
}

/** Texts of the fulfilment watch (ours; decision 321). */
export const FULFILMENT_WATCH_MESSAGES = {
  title: 'Shipping queue',
  lead: `Paid orders still to ship, oldest payment first. The Digital Commerce Operation Guidelines 2021 give 5 days from payment to deliver in ${SHOP_CITY}, 10 days elsewhere.`,
  late: 'Late',
  empty: 'Every paid order has shipped.',
  lateOrders: 'Late orders',
} as const;

/** The pieces of a paid order, summed over its lines (decision 321). */
export const FulfilmentPiecesSchema = z.object({
  ordered: z.number().int(),
  shipped: z.number().int(),
  backordered: z.number().int().describe('Waiting for stock on a backorder'),
  left: z.number().int().describe('Left to ship now: not shipped, cancelled or backordered'),
});

/**
 * A paid order still to ship, as the fulfilment watch lists it (decision 321): who bought it, when
 * it was paid, its pieces, whether it ships to the shop's city and its deadline by
 * {@link deliveryDeadline}.
 */
export const FulfilmentWatchItemSchema = z
  .object({
    _id: z.uuid(),
    orderNumber: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    companyName: z.string().nullable(),
    paidAt: InstantSchema,
    address: z.string().nullable(),
    sameCity: z
      .boolean()
      .describe(`Whether the address is in ${SHOP_CITY}, the shop's city (5 days, else 10)`),
    pieces: FulfilmentPiecesSchema,
    deadline: z.iso.date().describe('The last shop day (Asia/Dhaka) to deliver on'),
    daysLeft: z.number().int().describe('Shop days to the deadline; negative: late'),
    late: z.boolean().describe('The deadline has passed'),
  })
  .meta({ id: 'FulfilmentWatchItem' });
/** A paid order to ship. */
export type FulfilmentWatchItem = z.infer<typeof FulfilmentWatchItemSchema>;

/** `GET /admin/fulfilment`: one page, oldest payment first; the next in the `Link` header. */
export const FulfilmentWatchListSchema = z
  .array(FulfilmentWatchItemSchema)
  .meta({ id: 'FulfilmentWatchList' });
