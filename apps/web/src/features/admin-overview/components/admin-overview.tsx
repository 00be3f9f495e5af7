import { LOW_STOCK_MIN_ORDERS } from '@partline/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/format';
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
 * (Asia/Dhaka); money is Taka. In the reader's language (decisions 325, 330).
 */
export function AdminOverview() {
  const { t } = useLingui();
  const format = useFormat();
  const overview = useAdminOverview();

  // Until the figures arrive, or when a read fails, the page is its title and the read's state.
  if (overview.isPending || overview.isError) {
    return (
      <DashboardPage title={t`Overview`}>
        <QueryState query={overview} what={t`the overview`}>
          {() => null}
        </QueryState>
      </DashboardPage>
    );
  }

  const data = overview.data;
  const today = data.revenueByDay[data.revenueByDay.length - 1];
  const from = format.calendarDay(data.from);
  const to = format.calendarDay(data.to);
  const minOrders = format.number(LOW_STOCK_MIN_ORDERS);
  /** '3 paid orders' */
  const paidOrders = (orders: number) => {
    const count = format.number(orders);
    return t`${plural(orders, { one: `${count} paid order`, other: `${count} paid orders` })}`;
  };
  const revenueTotal = format.money(data.revenueTotal);

  return (
    <DashboardPage
      title={t`Overview`}
      className="admin-overview"
      lead={
        <Trans>
          Last 30 days: {from} – {to}, Dhaka time.
        </Trans>
      }
    >
      <div className="overview-figures">
        <OverviewFigure
          label={t`Revenue today`}
          value={<Money taka={today?.revenue ?? 0} />}
          note={paidOrders(today?.orders ?? 0)}
        />
        <OverviewFigure
          label={t`Revenue, last 30 days`}
          value={<Money taka={data.revenueTotal} />}
          note={paidOrders(data.paidOrders)}
        />
        <OverviewFigure
          label={t`Ready to ship`}
          value={format.number(data.readyToShip)}
          note={t`${plural(data.readyToShip, { one: 'order, paid or on account', other: 'orders, paid or on account' })}`}
        />
        <OverviewFigure
          label={t`Late orders`}
          value={
            <Link to={paths.dashboard.shippingQueue.getHref()}>
              {format.number(data.lateOrders)}
            </Link>
          }
          note={t`paid, past the delivery deadline`}
        />
        <OverviewFigure
          label={t`Open returns`}
          value={
            <Link to={paths.dashboard.manageReturns.getHref()}>
              {format.number(data.openReturns)}
            </Link>
          }
          note={t`requested, approved or received`}
        />
        <OverviewFigure
          label={t`Low stock`}
          value={format.number(data.lowStock.total)}
          note={t`under ${minOrders} minimum orders`}
        />
      </div>

      <section className="overview-card" aria-labelledby="overview-revenue">
        <h2 id="overview-revenue">
          <Trans>Revenue by day</Trans>
        </h2>
        <p className="overview-card__lead">
          <Trans>
            Paid and delivered orders by the day they were paid; cancelled orders are refunded and
            not counted.
          </Trans>
        </p>
        <ChartFrame
          label={t`Bar chart of revenue per day for the last 30 days, ${revenueTotal} in all`}
          height={260}
        >
          <RevenueChart days={data.revenueByDay} />
        </ChartFrame>
        <RevenueTable days={data.revenueByDay} />
      </section>

      <div className="overview-grid">
        <section className="overview-card" aria-labelledby="overview-status">
          <h2 id="overview-status">
            <Trans>Orders by status</Trans>
          </h2>
          <ChartFrame label={t`Bar chart of orders per status`} height={200}>
            <OrdersByStatusChart counts={data.ordersByStatus} />
          </ChartFrame>
          <StatusTable counts={data.ordersByStatus} />
        </section>

        <section className="overview-card" aria-labelledby="overview-low-stock">
          <h2 id="overview-low-stock">
            <Trans>Low stock</Trans>
          </h2>
          <p className="overview-card__lead">
            <Trans>
              Products with fewer than {minOrders} minimum orders left to buy (in stock minus held
              by paid orders).
            </Trans>
          </p>
          <LowStockTable lowStock={data.lowStock} />
        </section>
      </div>

      <div className="overview-grid">
        <section className="overview-card" aria-labelledby="overview-top-revenue">
          <h2 id="overview-top-revenue">
            <Trans>Top products by revenue</Trans>
          </h2>
          <TopProductsTable
            label={t`Top products by revenue`}
            products={data.topProducts.byRevenue}
          />
        </section>
        <section className="overview-card" aria-labelledby="overview-top-quantity">
          <h2 id="overview-top-quantity">
            <Trans>Top products by pieces</Trans>
          </h2>
          <TopProductsTable
            label={t`Top products by pieces`}
            products={data.topProducts.byQuantity}
          />
        </section>
      </div>
    </DashboardPage>
  );
}
