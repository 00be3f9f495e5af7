import { type AdminOverview, LOW_STOCK_MIN_ORDERS } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { quantityColumn } from '@/components/ui/figure-columns';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/format';

type LowStockProduct = AdminOverview['lowStock']['products'][number];

export interface LowStockTableProps {
  lowStock: AdminOverview['lowStock'];
}

/** Products with fewer than two minimum orders buyable, fewest first, with a way to restock. */
export function LowStockTable({ lowStock }: LowStockTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  const minOrders = format.number(LOW_STOCK_MIN_ORDERS);
  if (lowStock.total === 0) {
    return (
      <p className="text-muted mb-0">
        <Trans>Every product has at least {minOrders} minimum orders in stock.</Trans>
      </p>
    );
  }
  const columns: DataColumn<LowStockProduct>[] = [
    {
      header: t`Product`,
      kind: 'title',
      className: 'overview-table__name',
      cell: (product) => product.productName,
    },
    {
      header: t`Buyable`,
      align: 'end',
      cell: (product) => (
        <span className={product.buyable === 0 ? 'text-danger fw-semibold' : undefined}>
          {format.number(product.buyable)}
        </span>
      ),
    },
    quantityColumn(t`Stock`, (product) => product.availableQuantity),
    quantityColumn(t`Held`, (product) => product.heldQuantity),
    quantityColumn(t`Min. order`, (product) => product.minOrder),
  ];
  const shown = format.number(lowStock.products.length);
  const total = format.number(lowStock.total);
  return (
    <>
      <DataTable
        label={t`Low stock`}
        rows={lowStock.products}
        rowKey={(product) => product._id}
        columns={columns}
      />
      <p className="overview-card__footer">
        {lowStock.total > lowStock.products.length
          ? `${t`The ${shown} lowest of ${total} are shown.`} `
          : null}
        <Link to={paths.dashboard.manageProduct.getHref()}>
          <Trans>Restock in Manage Product</Trans>
        </Link>
      </p>
    </>
  );
}
