import {
  addDays,
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_MIN_ORDERS,
  ORDER_STATUSES,
  OVERVIEW_DAYS,
  SHOP_TIME_ZONE,
  shopDay,
  toTaka,
  type AdminOverview,
  type TopProduct,
} from '@partline/shared';
import type { FastifyInstance } from 'fastify';
import { openCatalogCache } from '../catalog-cache/index.js';
import type { Database } from '../db/client.js';
import { countLateOrders } from '../modules/orders/fulfilment-watch.repository.js';
import { followOrders } from '../modules/orders/order-list-cache.js';
import {
  countOrdersByStatus,
  revenueByShopDay,
  topProducts,
  type ShopDays,
} from '../modules/orders/order-figures.repository.js';
import { countOpenReturns } from '../modules/returns/returns.repository.js';
import {
  countLowStockProducts,
  lowStockProducts,
} from '../modules/products/products.repository.js';

type TopRow = Awaited<ReturnType<typeof topProducts>>[number];

const toTopProduct = (row: TopRow): TopProduct => ({
  productId: row.productId,
  productName: row.productName,
  revenue: toTaka(row.revenuePoisha),
  quantity: row.quantity,
  orders: row.orders,
});

/**
 * `GET /admin/overview` (admin; docs/back-office-contract.md, decision 071): the figures of {@link AdminOverview} for the
 * {@link OVERVIEW_DAYS} shop days (Asia/Dhaka) ending on the day of `now`.
 */
export async function getAdminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const to = shopDay(now);
  const days: ShopDays = { from: addDays(to, 1 - OVERVIEW_DAYS), to };
  const [
    revenueRows,
    statusRows,
    byRevenue,
    byQuantity,
    lowRows,
    lowTotal,
    lateOrders,
    openReturns,
  ] = await Promise.all([
    revenueByShopDay(db, days),
    countOrdersByStatus(db),
    topProducts(db, days, 'revenue'),
    topProducts(db, days, 'quantity'),
    lowStockProducts(db, LOW_STOCK_MIN_ORDERS, LOW_STOCK_LIST_LIMIT),
    countLowStockProducts(db, LOW_STOCK_MIN_ORDERS),
    countLateOrders(db, to),
    countOpenReturns(db),
  ]);

  const revenueOf = new Map(revenueRows.map((row) => [row.day, row]));
  const revenueByDay = Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
    const day = addDays(days.from, index);
    const row = revenueOf.get(day);
    return { day, revenue: toTaka(row?.revenuePoisha ?? 0), orders: row?.orders ?? 0 };
  });
  const totalPoisha = revenueRows.reduce((sum, row) => sum + row.revenuePoisha, 0);
  const countOf = new Map(statusRows.map((row) => [row.status, row.count]));

  return {
    timeZone: SHOP_TIME_ZONE,
    from: days.from,
    to: days.to,
    generatedAt: now.toISOString(),
    revenueByDay,
    revenueTotal: toTaka(totalPoisha),
    paidOrders: revenueRows.reduce((sum, row) => sum + row.orders, 0),
    ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    // `paid` is every order that may be delivered: paid by card, or confirmed on account.
    readyToShip: countOf.get('paid') ?? 0,
    lateOrders,
    openReturns,
    topProducts: {
      byRevenue: byRevenue.map(toTopProduct),
      byQuantity: byQuantity.map(toTopProduct),
    },
    lowStock: {
      total: lowTotal,
      products: lowRows.map((row) => ({
        _id: row.id,
        productName: row.name,
        minOrder: row.minOrder,
        availableQuantity: row.availableQuantity,
        heldQuantity: row.heldQuantity,
        buyable: row.buyable,
      })),
    },
  };
}

/**
 * The admin overview kept in memory until what it counts changes (decision 226): dropped by every
 * change of orders (`ordersChanged`, and other instances' announcements) and of the catalog's
 * stock (`catalogChanged`, `stockChanged`, and the catalog's NOTIFY), read again after 10 s
 * whatever happens (the date window moves at the shop's midnight), concurrent views sharing one
 * read. Returns what the route answers with; stopped when the app closes.
 */
export async function openAdminOverview(
  app: FastifyInstance,
): Promise<() => Promise<AdminOverview>> {
  const overview = await openCatalogCache(app, () => getAdminOverview(app.database.db));
  const unfollow = followOrders(app.database.db, {
    drop: () => overview.invalidate(),
    setShared: (shared) => overview.setShared(shared),
  });
  app.addHook('onClose', async () => unfollow());
  return () => overview.get();
}
