import { type AdminOverview, formatQuantity, LOW_STOCK_MIN_ORDERS } from '@partline/shared';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { quantityColumn } from '@/components/ui/figure-columns';
import { paths } from '@/config/paths';

type LowStockProduct = AdminOverview['lowStock']['products'][number];

export interface LowStockTableProps {
  lowStock: AdminOverview['lowStock'];
}

const columns: DataColumn<LowStockProduct>[] = [
  {
    header: 'Product',
    kind: 'title',
    className: 'overview-table__name',
    cell: (product) => product.productName,
  },
  {
    header: 'Buyable',
    align: 'end',
    cell: (product) => (
      <span className={product.buyable === 0 ? 'text-danger fw-semibold' : undefined}>
        {formatQuantity(product.buyable)}
      </span>
    ),
  },
  quantityColumn('Stock', (product) => product.availableQuantity),
  quantityColumn('Held', (product) => product.heldQuantity),
  quantityColumn('Min. order', (product) => product.minOrder),
];

/** Products with fewer than two minimum orders buyable, fewest first, with a way to restock. */
export function LowStockTable({ lowStock }: LowStockTableProps) {
  if (lowStock.total === 0) {
    return (
      <p className="text-muted mb-0">
        Every product has at least {LOW_STOCK_MIN_ORDERS} minimum orders in stock.
      </p>
    );
  }
  return (
    <>
      <DataTable
        label="Low stock"
        rows={lowStock.products}
        rowKey={(product) => product._id}
        columns={columns}
      />
      <p className="overview-card__footer">
        {lowStock.total > lowStock.products.length
          ? `The ${lowStock.products.length} lowest of ${lowStock.total} are shown. `
          : null}
        <Link to={paths.dashboard.manageProduct.getHref()}>Restock in Manage Product</Link>
      </p>
    </>
  );
}
