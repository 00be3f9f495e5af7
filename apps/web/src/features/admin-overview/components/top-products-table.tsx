import { formatQuantity, formatTaka, type TopProduct } from '@partline/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table';

export interface TopProductsTableProps {
  /** Names the table, e.g. 'Top products by revenue'. */
  label: string;
  products: TopProduct[];
}

const columns: DataColumn<TopProduct>[] = [
  { header: '#', kind: 'index', cell: (_product, index) => index + 1 },
  {
    header: 'Product',
    kind: 'title',
    className: 'overview-table__name',
    cell: (product) => product.productName,
  },
  {
    header: 'Revenue',
    align: 'end',
    className: 'text-nowrap',
    cell: (product) => formatTaka(product.revenue),
  },
  { header: 'Pieces', align: 'end', cell: (product) => formatQuantity(product.quantity) },
];

/** A ranked list of products with what they sold in the window. */
export function TopProductsTable({ label, products }: TopProductsTableProps) {
  if (products.length === 0) {
    return <p className="text-muted mb-0">No paid orders in the last 30 days.</p>;
  }
  return (
    <DataTable
      label={label}
      rows={products}
      rowKey={(product) => product.productId ?? product.productName}
      columns={columns}
    />
  );
}
