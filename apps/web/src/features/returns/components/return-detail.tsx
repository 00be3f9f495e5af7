import { Trans, useLingui } from '@lingui/react/macro';
import {
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  WARRANTY_STATUS_LABELS,
  type CurrencyCode,
  type Return,
  type ReturnItem,
} from '@partline/shared';
import { useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFormat } from '@/lib/i18n/format';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Email } from '@/components/ui/email';
import { Identifier, Money } from '@/components/ui/money';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { TimelineTime } from '@/components/ui/timeline-time';
import { downloadReturnLabel } from '../api/returns';
import { returnSteps } from '../return-steps';
import { DownloadButton } from './download-button';
import { ReturnStatusBadge } from './return-status-badge';
import { SectionCard } from './section-card';

/** A label and its value in the return's facts. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What came of an item: its resolution and what it made (a new serial, a shipment, a credit — in
 * the return's `currency`, its order's; decision 327).
 */
function ItemOutcome({ item, currency }: { item: ReturnItem; currency: CurrencyCode }) {
  const specText = useBuyerText();
  const { replacementShipmentNumber: challan, creditNoteNumber: creditNote, refundId } = item;
  if (!item.resolution) {
    return (
      <span className="text-muted">
        <Trans>Open</Trans>
      </span>
    );
  }
  return (
    <>
      <strong>{specText(RETURN_RESOLUTION_LABELS[item.resolution])}</strong>
      {item.replacementSerial ? (
        <span className="d-block small">
          <Trans>New serial</Trans> <span className="font-monospace">{item.replacementSerial}</span>
        </span>
      ) : null}
      {item.replacementShipmentNumber ? (
        <span className="d-block small">
          <Trans>
            Challan <Identifier>{challan}</Identifier>
          </Trans>
        </span>
      ) : null}
      {item.creditNoteNumber ? (
        <span className="d-block small">
          <Trans>
            Credit note <Identifier>{creditNote}</Identifier>
          </Trans>
        </span>
      ) : null}
      {item.refundId ? (
        <span className="d-block small text-break">
          <Trans>Refund {refundId}</Trans>
        </span>
      ) : null}
      {item.creditAmount !== null ? (
        <span className="d-block small">
          <Money amount={item.creditAmount} currency={currency} />
        </span>
      ) : null}
      {item.resolutionNote ? (
        <span className="d-block small text-muted">{item.resolutionNote}</span>
      ) : null}
    </>
  );
}

function useItemColumns(currency: CurrencyCode): DataColumn<ReturnItem>[] {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useBuyerText();
  return [
    {
      header: t`Product`,
      kind: 'title',
      cell: (item) => (
        <>
          {item.productName} <span className="text-muted text-nowrap">({item.sku})</span>
        </>
      ),
    },
    {
      header: t`Serial or pieces`,
      cell: (item) =>
        item.serial ? (
          <span className="font-monospace">{item.serial}</span>
        ) : (
          format.pieces(item.quantity)
        ),
    },
    {
      header: t`Warranty`,
      cell: (item) => {
        const endsOn = item.warrantyEndsOn ? format.calendarDay(item.warrantyEndsOn) : null;
        return (
          <>
            {specText(WARRANTY_STATUS_LABELS[item.warrantyStatus])}
            {endsOn ? (
              <span className="d-block small text-muted text-nowrap">{t`ends ${endsOn}`}</span>
            ) : null}
          </>
        );
      },
    },
    {
      header: t`Resolution`,
      cell: (item) => <ItemOutcome item={item} currency={currency} />,
    },
  ];
}

/** The return's photos as thumbnails; one opens large in a dialog. */
function ReturnPhotos({ photos }: { photos: readonly string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const { t } = useLingui();
  const format = useFormat();
  const count = format.number(photos.length);
  const shown = open === null ? '' : format.number(open + 1);
  if (photos.length === 0) {
    return (
      <p className="text-muted mb-0">
        <Trans>No photos.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="return-photos list-unstyled mb-0" aria-label={t`Photos of the return`}>
        {photos.map((url, index) => {
          const position = format.number(index + 1);
          return (
            <li key={url} className="return-photos__item">
              <button
                type="button"
                className="return-photos__open"
                aria-label={t`Open photo ${position}`}
                onClick={() => setOpen(index)}
              >
                <img src={url} alt={t`Photo ${position}`} className="return-photos__image" />
              </button>
            </li>
          );
        })}
      </ul>
      <Modal
        show={open !== null}
        onHide={() => setOpen(null)}
        centered
        size="lg"
        aria-labelledby="return-photo-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="return-photo-title" as="h2" className="h6 mb-0">
            <Trans>
              Photo {shown} of {count}
            </Trans>
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-center">
          {open === null ? null : (
            <img
              src={photos[open]}
              alt={t`Photo ${shown}, large`}
              className="return-photos__large"
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}

export interface ReturnDetailProps {
  returnRequest: Return;
  /** The shop admin's actions for its status ({@link ReturnActions}), when the reader is one. */
  actions?: ReactNode;
}

/**
 * One return (decision 322), for its buyer, their company's admins and the shop admin: its
 * status, order, reason, who asked and when, the description and photos; the instructions once
 * approved (and its label), the comment when rejected, the note on the goods received; each item
 * with its serial number, warranty and resolution; and the timeline of its steps.
 */
export function ReturnDetail({ returnRequest, actions }: ReturnDetailProps) {
  const r = returnRequest;
  const { t } = useLingui();
  const format = useFormat();
  const specText = useBuyerText();
  const { number } = r;
  const itemColumns = useItemColumns(r.currency);
  const approved = r.status === 'approved' || r.status === 'received' || r.status === 'resolved';
  return (
    <div className="return-detail d-flex flex-column gap-3">
      <SectionCard
        id="return-facts"
        title={
          <>
            <Trans>Return</Trans> <ReturnStatusBadge status={r.status} />
          </>
        }
        aside={
          approved ? (
            <DownloadButton download={() => downloadReturnLabel(r)}>
              {t`Download return label`}
            </DownloadButton>
          ) : null
        }
      >
        <dl className="order-detail__facts mb-0">
          <Fact label={t`RMA number`}>
            <span className="text-nowrap">{r.number}</span>
          </Fact>
          <Fact label={t`Order`}>
            <OrderNumberLink number={r.orderNumber} />
          </Fact>
          <Fact label={t`Reason`}>{specText(RETURN_REASON_LABELS[r.reason])}</Fact>
          <Fact label={t`Requested`}>{format.date(new Date(r.createdAt))}</Fact>
          <Fact label={t`Requested by`}>
            {r.requestedBy.name} <Email address={r.requestedBy.email} />
          </Fact>
          {r.companyName ? <Fact label={t`Company`}>{r.companyName}</Fact> : null}
          <Fact label={t`Description`}>
            <span className="return-detail__text">{r.description}</span>
          </Fact>
          {r.warrantyOverride ? (
            <Fact label={t`Accepted past warranty or window`}>{r.warrantyOverride}</Fact>
          ) : null}
        </dl>
      </SectionCard>
      {r.instructions ? (
        <SectionCard id="return-instructions" title={t`Return instructions`} border="primary">
          <p className="return-detail__text mb-0">{r.instructions}</p>
        </SectionCard>
      ) : null}
      {r.decisionComment ? (
        <SectionCard id="return-comment" title={t`Why it was rejected`}>
          <p className="return-detail__text mb-0">{r.decisionComment}</p>
        </SectionCard>
      ) : null}
      {actions}
      <SectionCard id="return-items" title={t`Items`}>
        <DataTable
          label={t`Items of the return`}
          columns={itemColumns}
          rows={r.items}
          rowKey={(item) => item._id}
        />
        {r.receivedNote ? (
          <p className="small mt-2 mb-0">
            <strong>
              <Trans>Received:</Trans>
            </strong>{' '}
            {r.receivedNote}
          </p>
        ) : null}
      </SectionCard>
      <SectionCard id="return-photos-title" title={t`Photos`}>
        <ReturnPhotos photos={r.photos} />
      </SectionCard>
      <SectionCard id="return-timeline" title={t`Timeline`}>
        <ol className="order-timeline" aria-label={t`Timeline of return ${number}`}>
          {returnSteps(r).map((step) => (
            <li
              key={step.status}
              className={`order-timeline__step order-timeline__step--done order-timeline__step--${step.status === 'rejected' ? 'cancelled' : 'placed'}`}
            >
              <span className="order-timeline__marker" aria-hidden="true" />
              <span className="order-timeline__label">{specText(step.label)}</span>
              <TimelineTime at={step.at} />
            </li>
          ))}
        </ol>
      </SectionCard>
    </div>
  );
}
