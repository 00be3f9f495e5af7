import type { OrderDetail } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { QueryState } from '@/components/ui/query-state';
import { useFormat } from '@/lib/i18n/format';
import { useBankTransfers } from '../api/bank-transfers';
import { ProformaDownloadButton } from './proforma-download-button';
import { RecordBankTransferForm } from './record-bank-transfer-form';

type Transfer = NonNullable<ReturnType<typeof useBankTransfers>['data']>['transfers'][number];

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
  const { t } = useLingui();
  const format = useFormat();
  const transfers = useBankTransfers(order._id);
  const awaiting = order.status === 'unpaid';
  const columns: DataColumn<Transfer>[] = [
    { header: t`Received on`, cell: (transfer) => format.calendarDay(transfer.receivedOn) },
    { header: t`Bank reference`, kind: 'title', cell: (transfer) => transfer.bankReference },
    {
      header: t`Amount`,
      align: 'end',
      cell: (transfer) => <Money amount={transfer.amount} currency={order.currency} />,
    },
  ];
  const number = order.orderNumber;
  const heldUntil = order.transferDueAt ? format.stamp(new Date(order.transferDueAt)) : null;
  return (
    <Card as="section" aria-labelledby="order-transfer">
      <Card.Body>
        <h2 id="order-transfer" className="h5">
          <Trans>Bank transfer</Trans>
        </h2>
        {awaiting ? (
          <>
            <p className="mb-2">
              <Trans>
                Transfer the total by BEFTN or RTGS to one of the shop&apos;s bank accounts on the
                proforma invoice, with <strong className="text-nowrap">{number}</strong> as the
                reference.
              </Trans>
              {heldUntil ? (
                <>
                  {' '}
                  <Trans>
                    The stock is held until <strong>{heldUntil}</strong> (Dhaka time).
                  </Trans>
                </>
              ) : null}
            </p>
            {canDownload ? <ProformaDownloadButton order={order} /> : null}
          </>
        ) : null}
        <QueryState
          query={transfers}
          loadingLabel={t`Loading the transfers…`}
          errorMessage={t`We could not load the transfers.`}
        >
          {(data) => (
            <div className="mt-3">
              {data.transfers.length > 0 ? (
                <DataTable
                  label={t`Transfers received`}
                  columns={columns}
                  rows={data.transfers}
                  rowKey={(transfer) => transfer.id}
                />
              ) : (
                <p className="text-body-secondary mb-2">
                  <Trans>No transfer received yet.</Trans>
                </p>
              )}
              <dl className="order-detail__facts mb-0">
                <div>
                  <dt>
                    <Trans>Received</Trans>
                  </dt>
                  <dd>
                    <Money amount={data.received} currency={order.currency} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Awaited</Trans>
                  </dt>
                  <dd>
                    <Money amount={data.awaited} currency={order.currency} />
                  </dd>
                </div>
              </dl>
              {canRecord && awaiting && data.awaited > 0 ? (
                <RecordBankTransferForm
                  orderId={order._id}
                  awaited={data.awaited}
                  currency={order.currency}
                />
              ) : null}
            </div>
          )}
        </QueryState>
      </Card.Body>
    </Card>
  );
}
