import { formatQuantity, formatTaka, type TopProduct } from '@partline/shared';
import { DataTable } from '@/components/ui/data-table';

export interface TopProductsTableProps {
  /** Names the table, e.g. 'Top products by revenue'. */
  label: string;
  products: TopProduct[];
}

/** A ranked list of products with what they sold in the window. */
export function TopProductsTable({ label, products }: TopProductsTableProps) {
  if (products.length === 0) {
    return <p className="text-muted mb-0">No paid orders in the last 30 days.</p>;
  }
  return (
    <DataTable label={label}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Product</th>
          <th scope="col" className="text-end">
            Revenue
          </th>
          <th scope="col" className="text-end">
            Pieces
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product, index) => (
          <tr key={product.productId ?? product.productName}>
            <td>{index + 1}</td>
            <th scope="row" className="overview-table__name">
              {product.productName}
            </th>
            <td className="text-end text-nowrap">{formatTaka(product.revenue)}</td>
            <td className="text-end">{formatQuantity(product.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
