import { formatCalendarDay, formatShopDateTime, type OrderDetail } from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { QueryState } from '@/components/ui/query-state';
import { useBankTransfers } from '../api/bank-transfers';
import { ProformaDownloadButton } from './proforma-download-button';
import { RecordBankTransferForm } from './record-bank-transfer-form';

type Transfer = NonNullable<ReturnType<typeof useBankTransfers>['data']>['transfers'][number];

const columns: DataColumn<Transfer>[] = [
  { header: 'Received on', cell: (transfer) => formatCalendarDay(transfer.receivedOn) },
  { header: 'Bank reference', kind: 'title', cell: (transfer) => transfer.bankReference },
  { header: 'Amount', align: 'end', cell: (transfer) => <Money taka={transfer.amount} /> },
];

export interface BankTransferPanelProps {
  order: OrderDetail;
  /** Its buyer or a shop admin: the proforma invoice can be downloaded. */
  canDownload: boolean;
  /** A shop admin: transfers that reached the shop's account are recorded here. */
  canRecord: boolean;
}

/**
 * An order paid by bank transfer (decision 311): until when its stock is held, its proforma
 * invoice (which carries the shop's bank accounts and the order number as the reference), the
 * transfers received and what is still awaited; for the shop admin, 'Record bank transfer'.
 */
export function BankTransferPanel({ order, canDownload, canRecord }: BankTransferPanelProps) {
  const transfers = useBankTransfers(order._id);
  const awaiting = order.status === 'unpaid';
  return (
    <Card as="section" aria-labelledby="order-transfer">
      <Card.Body>
        <h2 id="order-transfer" className="h5">
          Bank transfer
        </h2>
        {awaiting ? (
          <>
            <p className="mb-2">
              Transfer the total by BEFTN or RTGS to one of the shop&apos;s bank accounts on the
              proforma invoice, with <strong className="text-nowrap">{order.orderNumber}</strong> as
              the reference.
              {order.transferDueAt ? (
                <>
                  {' '}
                  The stock is held until{' '}
                  <strong>{formatShopDateTime(new Date(order.transferDueAt))}</strong>.
                </>
              ) : null}
            </p>
            {canDownload ? <ProformaDownloadButton order={order} /> : null}
          </>
        ) : null}
        <QueryState query={transfers} what="the transfers">
          {(data) => (
            <div className="mt-3">
              {data.transfers.length > 0 ? (
                <DataTable
                  label="Transfers received"
                  columns={columns}
                  rows={data.transfers}
                  rowKey={(transfer) => transfer.id}
                />
              ) : (
                <p className="text-body-secondary mb-2">No transfer received yet.</p>
              )}
              <dl className="order-detail__facts mb-0">
                <div>
                  <dt>Received</dt>
                  <dd>
                    <Money taka={data.received} />
                  </dd>
                </div>
                <div>
                  <dt>Awaited</dt>
                  <dd>
                    <Money taka={data.awaited} />
                  </dd>
                </div>
              </dl>
              {canRecord && awaiting && data.awaited > 0 ? (
                <RecordBankTransferForm orderId={order._id} awaited={data.awaited} />
              ) : null}
            </div>
          )}
        </QueryState>
      </Card.Body>
    </Card>
  );
}
