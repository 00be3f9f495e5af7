import { type AdminOverview, formatQuantity, LOW_STOCK_MIN_ORDERS } from '@partline/shared';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';

export interface LowStockTableProps {
  lowStock: AdminOverview['lowStock'];
}

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
      <DataTable label="Low stock">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="text-end">
              Buyable
            </th>
            <th scope="col" className="text-end">
              Stock
            </th>
            <th scope="col" className="text-end">
              Held
            </th>
            <th scope="col" className="text-end">
              Min. order
            </th>
          </tr>
        </thead>
        <tbody>
          {lowStock.products.map((product) => (
            <tr key={product._id}>
              <th scope="row" className="overview-table__name">
                {product.productName}
              </th>
              <td className="text-end">
                <span className={product.buyable === 0 ? 'text-danger fw-semibold' : undefined}>
                  {formatQuantity(product.buyable)}
                </span>
              </td>
              <td className="text-end">{formatQuantity(product.availableQuantity)}</td>
              <td className="text-end">{formatQuantity(product.heldQuantity)}</td>
              <td className="text-end">{formatQuantity(product.minOrder)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className="overview-card__footer">
        {lowStock.total > lowStock.products.length
          ? `The ${lowStock.products.length} lowest of ${lowStock.total} are shown. `
          : null}
        <Link to={paths.dashboard.manageProduct.getHref()}>Restock in Manage Product</Link>
      </p>
    </>
  );
}
