import {
  formatPieces,
  formatQuantity,
  formatTaka,
  ORDER_MESSAGES,
  paymentLabel,
  type Order,
} from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { QueryState } from '@/components/ui/query-state';
import { useDeliverOrder } from '../api/deliver-order';
import { useAllOrders } from '../api/get-all-orders';
import { InvoiceDownloadButton } from './invoice-download-button';

/** The payment column's badge colours: the state as {@link paymentLabel} reads it. */
const PAYMENT_BADGE = {
  cancelled: { bg: 'secondary' },
  paid: { bg: 'success' },
  unpaid: { bg: 'warning', text: 'dark' },
} as const;

/** Old orders may have no address or phone (stored as empty, null or 'N/A'). */
const given = (value: string | null) =>
  value && value.trim() !== '' && value !== 'N/A' ? value : null;

/**
 * Manage Orders (spec §2, admin): every order with its client and payment state; 'Deliver' asks
 * 'Do You Want to Deliver This Order?' and marks a paid order delivered. Paid orders offer their
 * invoice (docs/decisions/063-invoice-download.md).
 */
export function ManageOrders() {
  const orders = useAllOrders();
  const deliverOrder = useDeliverOrder();
  const delivery = useConfirm<Order>();

  const askToDeliver = (order: Order) => {
    // Spec §5: an unpaid order is refused here, before the server is asked.
    if (!order.isPaid) {
      toast.error(ORDER_MESSAGES.notPaidYet);
      return;
    }
    delivery.ask(order);
  };

  const confirmDeliver = () => {
    const toDeliver = delivery.target;
    if (!toDeliver) return;
    deliverOrder.mutate(toDeliver._id, {
      onSuccess: () => toast.success(ORDER_MESSAGES.delivered),
      onError: (error) => toast.error(error.message),
      onSettled: () => delivery.close(),
    });
  };

  return (
    <>
      <QueryState
        query={orders}
        loadingLabel="Loading orders…"
        errorMessage="We could not load the orders."
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No orders yet.">
            <p className="mb-0">Orders placed by clients appear here.</p>
          </EmptyState>
        }
      >
        {(list) => (
          <div className="admin-table admin-table--sticky-action">
            <DataTable label="All orders">
              <thead>
                <tr>
                  <th scope="col">No.</th>
                  <th scope="col">Product</th>
                  <th scope="col" className="text-end">
                    Quantity
                  </th>
                  <th scope="col" className="text-end">
                    Total
                  </th>
                  <th scope="col">Client Name</th>
                  <th scope="col">Client Email</th>
                  <th scope="col">Address</th>
                  <th scope="col">Contact Number</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Delivery</th>
                </tr>
              </thead>
              <tbody>
                {list.map((order, index) => {
                  const address = given(order.address);
                  const phone = given(order.phoneNumber);
                  const cancelled = order.status === 'cancelled';
                  return (
                    <tr key={order._id}>
                      <td>{index + 1}</td>
                      <td className="admin-table__name">{order.productName}</td>
                      <td className="text-end">{formatQuantity(order.quantity)}</td>
                      <td className="text-end text-nowrap">{formatTaka(order.totalPrice)}</td>
                      <td>{order.userName}</td>
                      <td className="admin-table__email">{order.userEmail}</td>
                      <td className="admin-table__address">
                        {address ?? <span className="text-muted">No address given</span>}
                      </td>
                      <td className="text-nowrap">
                        {phone ?? <span className="text-muted">No phone given</span>}
                      </td>
                      <td>
                        <Badge
                          {...PAYMENT_BADGE[
                            cancelled ? 'cancelled' : order.isPaid ? 'paid' : 'unpaid'
                          ]}
                        >
                          {paymentLabel(order)}
                        </Badge>
                        {order.isPaid ? (
                          <InvoiceDownloadButton
                            order={order}
                            size="sm"
                            variant="link"
                            className="admin-table__invoice"
                            buyerName={order.userName}
                          />
                        ) : null}
                      </td>
                      <td>
                        {order.isDelivered ? (
                          <span className="admin-table__shipped">
                            <Icon name="truck" size={16} className="me-1" />
                            Shipped
                          </span>
                        ) : cancelled ? (
                          <span className="text-muted">—</span>
                        ) : (
                          <Button
                            size="sm"
                            variant="primary"
                            onClick={() => askToDeliver(order)}
                            aria-label={`Deliver ${order.productName} to ${order.userName}`}
                          >
                            Deliver
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        show={delivery.target !== null}
        title="Do You Want to Deliver This Order?"
        confirmLabel="Yes, Deliver"
        cancelLabel="Not Now"
        variant="primary"
        pending={deliverOrder.isPending}
        onConfirm={confirmDeliver}
        onCancel={() => delivery.close()}
      >
        {delivery.shown ? (
          <p className="mb-0">
            {formatPieces(delivery.shown.quantity)} of <strong>{delivery.shown.productName}</strong>{' '}
            to {delivery.shown.userName} ({formatTaka(delivery.shown.totalPrice)}). The stock drops
            by {formatQuantity(delivery.shown.quantity)}.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
