import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS_LABELS, paymentLabel, type Order } from '@partline/shared';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useFormat } from '@/lib/i18n/format';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Identifier, Money } from '@/components/ui/money';
import { OrderNumberLink } from '@/components/ui/order-number-link';

/** The list's columns, in the reader's language. */
function useColumns(): DataColumn<Order>[] {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  return [
    {
      header: t`Order`,
      kind: 'title',
      cell: (o) => (
        <>
          <OrderNumberLink number={o.orderNumber} className="d-block small" />
          {o.productName}
        </>
      ),
    },
    { header: t`Buyer`, cell: (o) => o.userName },
    { header: t`Placed`, cell: (o) => format.shortDate(new Date(o.createdAt)) },
    {
      header: t`PO number`,
      cell: (o) => (o.poNumber === null ? '—' : <Identifier>{o.poNumber}</Identifier>),
      details: 'narrow',
    },
    {
      header: t`Total`,
      align: 'end',
      cell: (o) => <Money amount={o.totalPrice} currency={o.currency} />,
    },
    // An order confirmed on account is `paid` in its lifecycle but not paid: 'On account' (decision 140).
    {
      header: t`Status`,
      cell: (o) =>
        specText(o.status === 'delivered' ? ORDER_STATUS_LABELS.delivered : paymentLabel(o)),
    },
  ];
}

export interface CompanyOrdersProps {
  orders: readonly Order[];
}

/** Every order of the company, every buyer's, newest first (company admins; decision 133). */
export function CompanyOrders({ orders }: CompanyOrdersProps) {
  const { t } = useLingui();
  const columns = useColumns();
  return (
    <DataTable label={t`Company orders`} columns={columns} rows={orders} rowKey={(o) => o._id} />
  );
}
