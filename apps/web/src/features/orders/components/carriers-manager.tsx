import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CARRIER_KIND_LABELS, SHIPMENT_MESSAGES, type Carrier } from '@partline/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { RowAction } from '@/components/ui/row-action';
import { toastOutcome } from '@/lib/toast-outcome';
import { useAddCarrier, useCarriers, useEditCarrier } from '../api/carriers';
import { CarrierForm } from './carrier-form';

/** A carrier's fields as `PUT /carriers/{id}` takes them, `active` as given. */
const inputOf = (carrier: Carrier, active: boolean) => ({
  name: carrier.name,
  kind: carrier.kind,
  trackingUrlTemplate: carrier.trackingUrlTemplate,
  active,
});

/**
 * Carriers (admin; decision 321): every carrier by name with its kind, tracking link and whether
 * it is offered for new shipments; add one, edit one in a dialog, deactivate or activate one.
 * Carriers are never deleted: the shipments made with one keep it.
 */
export function CarriersManager() {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const carriers = useCarriers();
  const add = useAddCarrier();
  const edit = useEditCarrier();
  const [editing, setEditing] = useState<Carrier | null>(null);
  const editingName = editing?.name ?? '';
  const columns: DataColumn<Carrier>[] = [
    { header: t`Name`, kind: 'title', cell: (carrier) => carrier.name },
    { header: t`Kind`, cell: (carrier) => text(CARRIER_KIND_LABELS[carrier.kind]) },
    {
      header: t`Tracking link`,
      className: 'text-break',
      cell: (carrier) =>
        carrier.trackingUrlTemplate ? (
          <code className="text-body small">{carrier.trackingUrlTemplate}</code>
        ) : (
          <span className="text-muted">
            <Trans>None</Trans>
          </span>
        ),
    },
    {
      header: t`State`,
      cell: (carrier) =>
        carrier.active ? (
          <Badge bg="success-subtle" text="success-emphasis">
            <Trans>Active</Trans>
          </Badge>
        ) : (
          <Badge bg="secondary-subtle" text="secondary-emphasis">
            <Trans>Inactive</Trans>
          </Badge>
        ),
    },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (carrier) => (
        <div className="d-flex flex-wrap gap-1">
          <RowAction on={carrier.name} onClick={() => setEditing(carrier)}>
            {t`Edit`}
          </RowAction>
          <RowAction
            on={carrier.name}
            variant={carrier.active ? 'outline-secondary' : 'outline-primary'}
            disabled={edit.isPending}
            onClick={() =>
              edit.mutate(
                { id: carrier._id, input: inputOf(carrier, !carrier.active) },
                toastOutcome(text(SHIPMENT_MESSAGES.carrierSaved)),
              )
            }
          >
            {carrier.active ? t`Deactivate` : t`Activate`}
          </RowAction>
        </div>
      ),
    },
  ];
  return (
    <>
      <Card as="section" className="mb-3" aria-labelledby="new-carrier-title">
        <Card.Body>
          <h2 id="new-carrier-title" className="h6">
            <Trans>New carrier</Trans>
          </h2>
          <CarrierForm
            label={t`Add carrier`}
            saved={text(SHIPMENT_MESSAGES.carrierAdded)}
            pending={add.isPending}
            onSave={(input, callbacks) => add.mutate(input, callbacks)}
          />
        </Card.Body>
      </Card>
      <QueryState
        query={carriers}
        what={t`the carriers`}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <p>
            <Trans>No carriers yet.</Trans>
          </p>
        }
      >
        {(rows) => (
          <DataTable label={t`Carriers`} columns={columns} rows={rows} rowKey={(c) => c._id} />
        )}
      </QueryState>
      {editing ? (
        <Modal
          show
          centered
          size="lg"
          onHide={() => setEditing(null)}
          aria-labelledby="edit-carrier-title"
        >
          <Modal.Header closeButton>
            <Modal.Title id="edit-carrier-title" as="h2" className="h5">
              <Trans>Edit {editingName}</Trans>
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <CarrierForm
              carrier={editing}
              label={t`Save carrier`}
              saved={text(SHIPMENT_MESSAGES.carrierSaved)}
              pending={edit.isPending}
              onSave={(input, callbacks) => edit.mutate({ id: editing._id, input }, callbacks)}
              onSaved={() => setEditing(null)}
            />
          </Modal.Body>
        </Modal>
      ) : null}
    </>
  );
}
