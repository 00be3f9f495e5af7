import { type TopProduct } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { quantityColumn, takaColumn } from '@/components/ui/figure-columns';
import { useFormat } from '@/lib/i18n/format';

export interface TopProductsTableProps {
  /** Names the table, e.g. 'Top products by revenue'. */
  label: string;
  products: TopProduct[];
}

/** A ranked list of products with what they sold in the window. */
export function TopProductsTable({ label, products }: TopProductsTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  if (products.length === 0) {
    return (
      <p className="text-muted mb-0">
        <Trans>No paid orders in the last 30 days.</Trans>
      </p>
    );
  }
  const columns: DataColumn<TopProduct>[] = [
    { header: '#', kind: 'index', cell: (_product, index) => format.number(index + 1) },
    {
      header: t`Product`,
      kind: 'title',
      className: 'overview-table__name',
      cell: (product) => product.productName,
    },
    takaColumn(t`Revenue`, (product) => product.revenue),
    quantityColumn(t`Pieces`, (product) => product.quantity),
  ];
  return (
    <DataTable
      label={label}
      rows={products}
      rowKey={(product) => product.productId ?? product.productName}
      columns={columns}
    />
  );
}
