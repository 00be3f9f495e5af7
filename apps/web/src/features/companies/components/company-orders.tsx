import {
  formatShopShortDate,
  ORDER_STATUS_LABELS,
  paymentLabel,
  type Order,
} from '@partline/shared';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Identifier, Money } from '@/components/ui/money';
import { OrderNumberLink } from '@/components/ui/order-number-link';

const columns: DataColumn<Order>[] = [
  {
    header: 'Order',
    kind: 'title',
    cell: (o) => (
      <>
        <OrderNumberLink number={o.orderNumber} className="d-block small" />
        {o.productName}
      </>
    ),
  },
  { header: 'Buyer', cell: (o) => o.userName },
  { header: 'Placed', cell: (o) => formatShopShortDate(new Date(o.createdAt)) },
  {
    header: 'PO number',
    cell: (o) => (o.poNumber === null ? '—' : <Identifier>{o.poNumber}</Identifier>),
    details: 'narrow',
  },
  {
    header: 'Total',
    align: 'end',
    cell: (o) => <Money amount={o.totalPrice} currency={o.currency} />,
  },
  // An order confirmed on account is `paid` in its lifecycle but not paid: 'On account' (decision 140).
  {
    header: 'Status',
    cell: (o) => (o.status === 'delivered' ? ORDER_STATUS_LABELS.delivered : paymentLabel(o)),
  },
];

export interface CompanyOrdersProps {
  orders: readonly Order[];
}

/** Every order of the company, every buyer's, newest first (company admins; decision 133). */
export function CompanyOrders({ orders }: CompanyOrdersProps) {
  return <DataTable label="Company orders" columns={columns} rows={orders} rowKey={(o) => o._id} />;
}
