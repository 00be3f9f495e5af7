import {
  RETURN_MESSAGES,
  type ApproveReturnInputSchema,
  type RejectReturnInputSchema,
  type ReceiveReturnInputSchema,
  type Return,
  type ReturnStatus,
} from '@partline/shared';
import type { z } from 'zod';
import { recordAudit, type AuditActor, type AuditChange } from '../audit/audit-log.js';
import type { Database, Transaction } from '../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { queueReturnMail, type ReturnMailKind } from '../mail/order-mails.js';
import {
  findReturn,
  lockReturn,
  moveReturn,
  type ReturnStep,
} from '../modules/returns/returns.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { isRowId } from '../row-id.js';
import { enqueueOrderEvent } from '../webhooks/order-events.js';
import { returnAnswers } from './read-returns.js';

const M = RETURN_MESSAGES;

/** One step of a return's life that a shop admin takes. */
interface ReturnTransition {
  from: ReturnStatus;
  to: ReturnStatus;
  /** The 409 when the return is not `from`. */
  refused: string;
  fields: ReturnStep;
  mail: ReturnMailKind;
  event: 'return.approved' | 'return.rejected' | 'return.received';
  audit: AuditChange['action'];
  /** What the e-mail quotes: the instructions, the comment or the note. */
  text: string | null;
}

/**
 * `POST /returns/{id}/approve` (shop admins; decision 322): a requested return is approved with
 * the return instructions; its label (`GET /returns/{id}/label.pdf`) can be printed from now on.
 * The 'return approved' e-mail (with the instructions and a link to the label), the
 * `return.approved` webhook event and the audit entry `return.approve` are written with it. Of
 * two concurrent approvals one wins; the other answers 409.
 * @throws ForbiddenError; NotFoundError 'Return not found'; ConflictError notRequested.
 */
export function approveReturn(
  db: Database,
  caller: RequestUser,
  id: string,
  input: z.output<typeof ApproveReturnInputSchema>,
  actor: AuditActor,
): Promise<Return> {
  return takeStep(db, caller, id, actor, {
    from: 'requested',
    to: 'approved',
    refused: M.notRequested,
    fields: { instructions: input.instructions, decidedAt: new Date(), decidedBy: actor.id },
    mail: 'return_approved',
    event: 'return.approved',
    audit: 'return.approve',
    text: input.instructions,
  });
}

/**
 * `POST /returns/{id}/reject` (shop admins; decision 322): a requested return is rejected with a
 * comment; its items close, so their serials may be under another return. E-mail
 * 'return rejected', webhook event `return.rejected`, audit entry `return.reject`.
 * @throws ForbiddenError; NotFoundError 'Return not found'; ConflictError notRequested.
 */
export function rejectReturn(
  db: Database,
  caller: RequestUser,
  id: string,
  input: z.output<typeof RejectReturnInputSchema>,
  actor: AuditActor,
): Promise<Return> {
  return takeStep(db, caller, id, actor, {
    from: 'requested',
    to: 'rejected',
    refused: M.notRequested,
    fields: { decisionComment: input.comment, decidedAt: new Date(), decidedBy: actor.id },
    mail: 'return_rejected',
    event: 'return.rejected',
    audit: 'return.reject',
    text: input.comment,
  });
}

/**
 * `POST /returns/{id}/receive` (shop admins; decision 322): the goods of an approved return
 * arrived, with an optional note on their state. E-mail 'goods received', webhook event
 * `return.received`, audit entry `return.receive`.
 * @throws ForbiddenError; NotFoundError 'Return not found'; ConflictError notApproved.
 */
export function receiveReturn(
  db: Database,
  caller: RequestUser,
  id: string,
  input: z.output<typeof ReceiveReturnInputSchema>,
  actor: AuditActor,
): Promise<Return> {
  return takeStep(db, caller, id, actor, {
    from: 'approved',
    to: 'received',
    refused: M.notApproved,
    fields: { receivedNote: input.note, receivedAt: new Date() },
    mail: 'return_received',
    event: 'return.received',
    audit: 'return.receive',
    text: input.note,
  });
}

/** Moves the locked return along `step`, with its e-mail, webhook event and audit entry. */
async function takeStep(
  db: Database,
  caller: RequestUser,
  id: string,
  actor: AuditActor,
  step: ReturnTransition,
): Promise<Return> {
  if (caller.role !== 'admin') throw new ForbiddenError('Only admins decide returns');
  if (!isRowId(id)) throw new NotFoundError(M.notFound);
  await db.transaction(async (tx) => {
    const row = await lockReturn(tx, id);
    if (!row) throw new NotFoundError(M.notFound);
    if (row.status !== step.from) throw new ConflictError(step.refused);
    const moved = await moveReturn(tx, row.id, step.from, step.to, step.fields);
    if (!moved) throw new ConflictError(step.refused);
    await announce(tx, { ...moved, items: row.items }, step, actor);
  });
  const now = await findReturn(db, id);
  return (await returnAnswers(db, [now!]))[0]!;
}

/** The e-mail, webhook event and audit entry of a step the return took. */
async function announce(
  tx: Transaction,
  row: Parameters<typeof returnAnswers>[1][number],
  step: ReturnTransition,
  actor: AuditActor,
): Promise<void> {
  const [answer] = await returnAnswers(tx, [row]);
  const items = answer!.items.map((item) => ({
    sku: item.sku,
    productName: item.productName,
    serial: item.serial,
    quantity: item.quantity,
  }));
  await queueReturnMail(tx, step.mail, row.requesterEmail, {
    returnId: row.id,
    rmaNumber: row.number,
    orderNumber: answer!.orderNumber,
    requesterName: row.requesterName,
    items,
    text: step.text,
  });
  await enqueueOrderEvent(tx, row.orderId, step.event, {
    _id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: answer!.orderNumber,
    status: step.to,
    ...(step.to === 'approved' ? { instructions: step.text } : {}),
    ...(step.to === 'rejected' ? { comment: step.text } : {}),
    ...(step.to === 'received' ? { note: step.text } : {}),
  });
  await recordAudit(tx, actor, {
    action: step.audit,
    targetType: 'return',
    targetId: row.id,
    targetLabel: `${row.number} (${answer!.orderNumber})`,
    before: { status: step.from },
    after: { status: step.to, ...(step.text ? { text: step.text } : {}) },
  });
}
