import { type TopProduct } from '@partline/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { quantityColumn, takaColumn } from '@/components/ui/figure-columns';

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
  takaColumn('Revenue', (product) => product.revenue),
  quantityColumn('Pieces', (product) => product.quantity),
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
