import { SHIPMENT_MESSAGES, type Carrier, type CarrierInputSchema } from '@partline/shared';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import {
  findCarrierRow,
  insertCarrier,
  listCarriers,
  lockOwnTransportCarriers,
  updateCarrier,
  type CarrierValues,
} from './carriers.repository.js';
import type { CarrierRow } from './shipments.repository.js';

const M = SHIPMENT_MESSAGES;

/** A carrier's fields as the shared schema parsed them. */
export type CarrierRequest = z.output<typeof CarrierInputSchema>;

/** A carrier as the API answers it (decision 321). */
export function toCarrier(row: CarrierRow): Carrier {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    trackingUrlTemplate: row.trackingUrlTemplate,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a carrier. */
const audited = (row: CarrierValues) => ({
  name: row.name,
  kind: row.kind,
  trackingUrlTemplate: row.trackingUrlTemplate,
  active: row.active,
});

/**
 * The 409 of a carrier name in use, ignoring case (decided by the unique index
 * `carriers_name_key`, so of concurrent writes exactly one wins); any other error as it is.
 */
function nameClashOf(error: unknown): unknown {
  if (isUniqueViolation(error, 'carriers_name_key')) {
    return new ConflictError(M.carrierNameTaken, { name: [M.carrierNameTaken] });
  }
  return error;
}

/**
 * `GET /carriers` (admin; decision 321): every carrier by name, ignoring case; with `active`
 * only those offered for new shipments (`true`, the ship dialog's choice) or only retired ones.
 */
export async function getCarriers(db: Database, active?: boolean): Promise<Carrier[]> {
  return (await listCarriers(db, active)).map(toCarrier);
}

/**
 * `POST /carriers` (admin; decision 321): a new carrier (`name` trimmed; `trackingUrlTemplate`
 * an `https://` link holding `{tracking}`, or none), audited (`carrier.create`) in the same
 * transaction.
 * @throws ConflictError 409 on `name`, 'A carrier of this name exists'.
 */
export async function createCarrier(
  db: Database,
  input: CarrierRequest,
  actor: AuditActor,
): Promise<Carrier> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertCarrier(tx, input);
      await recordAudit(tx, actor, {
        action: 'carrier.create',
        targetType: 'carrier',
        targetId: row.id,
        targetLabel: row.name,
        before: null,
        after: audited(row),
      });
      return toCarrier(row);
    });
  } catch (error) {
    throw nameClashOf(error);
  }
}

/**
 * `PUT /carriers/{id}` (admin; decision 321): sets a carrier's name, kind, tracking link and
 * whether it is offered for new shipments. Carriers are never deleted — shipments keep theirs —
 * so one no longer used is made inactive. Audited (`carrier.edit`, its fields before and after)
 * in the same transaction.
 * The last own-transport carrier keeps its kind: the specification's Deliver ships by it.
 * @throws NotFoundError 'Carrier not found'; ConflictError 409 on `name` ('A carrier of this name
 *   exists') or on `kind` ('Deliver ships by own transport: keep one carrier of that kind').
 */
export async function editCarrier(
  db: Database,
  id: string,
  input: CarrierRequest,
  actor: AuditActor,
): Promise<Carrier> {
  if (!isRowId(id)) throw new NotFoundError(M.carrierNotFound);
  try {
    return await db.transaction(async (tx) => {
      const before = await findCarrierRow(tx, id);
      if (!before) throw new NotFoundError(M.carrierNotFound);
      if (before.kind === 'own_transport' && input.kind !== 'own_transport') {
        // Deliver ships the rest by own transport (ownTransportCarrier): one must stay.
        const others = (await lockOwnTransportCarriers(tx)).filter((other) => other !== id);
        if (others.length === 0) {
          throw new ConflictError(M.ownTransportNeeded, { kind: [M.ownTransportNeeded] });
        }
      }
      const after = await updateCarrier(tx, id, input);
      if (!after) throw new NotFoundError(M.carrierNotFound);
      await recordAudit(tx, actor, {
        action: 'carrier.edit',
        targetType: 'carrier',
        targetId: id,
        targetLabel: after.name,
        before: audited(before),
        after: audited(after),
      });
      return toCarrier(after);
    });
  } catch (error) {
    throw nameClashOf(error);
  }
}
