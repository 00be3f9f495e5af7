import {
  deliveryDeadline,
  PAGE_LIMIT_DEFAULT,
  shopDay,
  type FulfilmentWatchItem,
  type KeysetPage,
  type PageQuery,
} from '@partline/shared';
import type { Database } from '../db/client.js';
import { decodeInstantCursor, toKeysetPage } from '../keyset-page.js';
import { paidOrdersToShip } from '../modules/orders/fulfilment-watch.repository.js';
import { companyById } from './company-of-caller.js';

/**
 * `GET /admin/fulfilment` (admin; decision 321): the paid orders with pieces still to ship, oldest
 * payment first, `limit` (default 20) a page after `cursor` — each with its buyer and company, its
 * pieces ordered, shipped, backordered and left to ship now, and its delivery deadline by the
 * Digital Commerce Operation Guidelines 2021 (`deliveryDeadline`: 5 days from payment when the
 * address is in the shop's city, Dhaka, else 10) with the shop days left on `now`'s shop day
 * (Asia/Dhaka; negative: late).
 * @throws ValidationError 400 for a cursor that is not this list's.
 */
export async function getFulfilmentWatch(
  db: Database,
  query: PageQuery,
  now = new Date(),
): Promise<KeysetPage<FulfilmentWatchItem>> {
  const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
  const after = query.cursor === undefined ? undefined : decodeInstantCursor(query.cursor);
  const rows = await paidOrdersToShip(db, limit + 1, after);
  const page = toKeysetPage(rows, limit, (row) => [row.paidKey, row.id]);
  const names = new Map<string, string | null>();
  for (const id of new Set(page.items.flatMap((row) => (row.companyId ? [row.companyId] : [])))) {
    names.set(id, (await companyById(db, id))?.name ?? null);
  }
  const today = shopDay(now);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => {
      const { deadline, daysLeft } = deliveryDeadline(row.paidAt, row.sameCity, today);
      return {
        _id: row.id,
        orderNumber: row.number,
        userName: row.userName,
        userEmail: row.userEmail,
        companyName: row.companyId ? (names.get(row.companyId) ?? null) : null,
        paidAt: row.paidAt.toISOString(),
        address: row.address,
        sameCity: row.sameCity,
        pieces: {
          ordered: row.ordered,
          shipped: row.shipped,
          backordered: row.backordered,
          left: row.ordered - row.shipped - row.cancelled - row.backordered,
        },
        deadline,
        daysLeft,
        late: daysLeft < 0,
      };
    }),
  };
}
