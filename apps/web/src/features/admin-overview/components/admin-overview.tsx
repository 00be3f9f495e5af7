import {
  FULFILMENT_WATCH_MESSAGES,
  formatQuantity,
  formatCalendarDay,
  formatTaka,
  LOW_STOCK_MIN_ORDERS,
} from '@partline/shared';
import { lazy } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAdminOverview } from '../api/get-admin-overview';
import { ChartFrame } from './chart-frame';
import { LowStockTable } from './low-stock-table';
import { OverviewFigure } from './overview-figure';
import { RevenueTable } from './revenue-table';
import { StatusTable } from './status-table';
import { TopProductsTable } from './top-products-table';
import { Money } from '@/components/ui/money';

// recharts is a large library: its chunk loads only here, on an admin's overview.
const RevenueChart = lazy(() => import('./revenue-chart'));
const OrdersByStatusChart = lazy(() => import('./orders-by-status-chart'));

/**
 * The admin overview at the bare `/dashboard` (decision 071): headline figures (the open returns
 * linking to their queue, decision 322), revenue of the last
 * 30 days (chart and table), orders by status, top products and low stock. Days are shop days
 * (Asia/Dhaka); money is Taka.
 */
export function AdminOverview() {
  const overview = useAdminOverview();

  // Until the figures arrive, or when a read fails, the page is its title and the read's state.
  if (overview.isPending || overview.isError) {
    return (
      <DashboardPage title="Overview">
        <QueryState query={overview} what="the overview">
          {() => null}
        </QueryState>
      </DashboardPage>
    );
  }

  const data = overview.data;
  const today = data.revenueByDay[data.revenueByDay.length - 1];

  return (
    <DashboardPage
      title="Overview"
      className="admin-overview"
      lead={
        <>
          Last 30 days: {formatCalendarDay(data.from)} – {formatCalendarDay(data.to)}, Dhaka time.
        </>
      }
    >
      <div className="overview-figures">
        <OverviewFigure
          label="Revenue today"
          value={<Money taka={today?.revenue ?? 0} />}
          note={`${today?.orders ?? 0} paid ${today?.orders === 1 ? 'order' : 'orders'}`}
        />
        <OverviewFigure
          label="Revenue, last 30 days"
          value={<Money taka={data.revenueTotal} />}
          note={`${data.paidOrders} paid ${data.paidOrders === 1 ? 'order' : 'orders'}`}
        />
        <OverviewFigure
          label="Ready to ship"
          value={formatQuantity(data.readyToShip)}
          note={`${data.readyToShip === 1 ? 'order' : 'orders'}, paid or on account`}
        />
        <OverviewFigure
          label={FULFILMENT_WATCH_MESSAGES.lateOrders}
          value={
            <Link to={paths.dashboard.shippingQueue.getHref()}>
              {formatQuantity(data.lateOrders)}
            </Link>
          }
          note="paid, past the delivery deadline"
        />
        <OverviewFigure
          label="Open returns"
          value={
            <Link to={paths.dashboard.manageReturns.getHref()}>
              {formatQuantity(data.openReturns)}
            </Link>
          }
          note="requested, approved or received"
        />
        <OverviewFigure
          label="Low stock"
          value={formatQuantity(data.lowStock.total)}
          note={`under ${LOW_STOCK_MIN_ORDERS} minimum orders`}
        />
      </div>

      <section className="overview-card" aria-labelledby="overview-revenue">
        <h2 id="overview-revenue">Revenue by day</h2>
        <p className="overview-card__lead">
          Paid and delivered orders by the day they were paid; cancelled orders are refunded and not
          counted.
        </p>
        <ChartFrame
          label={`Bar chart of revenue per day for the last 30 days, ${formatTaka(data.revenueTotal)} in all`}
          height={260}
        >
          <RevenueChart days={data.revenueByDay} />
        </ChartFrame>
        <RevenueTable days={data.revenueByDay} />
      </section>

      <div className="overview-grid">
        <section className="overview-card" aria-labelledby="overview-status">
          <h2 id="overview-status">Orders by status</h2>
          <ChartFrame label="Bar chart of orders per status" height={200}>
            <OrdersByStatusChart counts={data.ordersByStatus} />
          </ChartFrame>
          <StatusTable counts={data.ordersByStatus} />
        </section>

        <section className="overview-card" aria-labelledby="overview-low-stock">
          <h2 id="overview-low-stock">Low stock</h2>
          <p className="overview-card__lead">
            Products with fewer than {LOW_STOCK_MIN_ORDERS} minimum orders left to buy (in stock
            minus held by paid orders).
          </p>
          <LowStockTable lowStock={data.lowStock} />
        </section>
      </div>

      <div className="overview-grid">
        <section className="overview-card" aria-labelledby="overview-top-revenue">
          <h2 id="overview-top-revenue">Top products by revenue</h2>
          <TopProductsTable label="Top products by revenue" products={data.topProducts.byRevenue} />
        </section>
        <section className="overview-card" aria-labelledby="overview-top-quantity">
          <h2 id="overview-top-quantity">Top products by pieces</h2>
          <TopProductsTable label="Top products by pieces" products={data.topProducts.byQuantity} />
        </section>
      </div>
    </DashboardPage>
  );
}
