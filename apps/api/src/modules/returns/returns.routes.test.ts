import {
  addDays,
  shopDay,
  warrantyEndsOn,
  type OrderDetail,
  type Return,
  type TaxNote,
} from '@partline/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  companyMembers,
  invoices,
  mailJobs,
  orderLines,
  paymentIntents,
  products,
  returnItems,
  returns,
  shipmentSerials,
  shipments,
  webhookDeliveries,
} from '../../db/schema/index.js';
import { sendAs, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import { createCompany } from '../../../test/helpers/companies.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { pdfText } from '../../../test/helpers/pdf.js';
import {
  postReturn,
  returnStep,
  shipSerials,
  trackSerials,
} from '../../../test/helpers/returns.js';
import {
  carrierId,
  insertPaidOrderOfLines,
  postShipment,
  storedLines,
} from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Returns (RMA, decision 322), on PGlite and on PostgreSQL (api-postgres): requested by serial or
 * by pieces within the warranty or the return window, approved or rejected, received and resolved
 * by repair, replacement (a no-charge shipment with a new serial) or credit (a refund or a
 * Mushak-6.7 credit note, never more than was paid). The race tests are never retried (decision
 * 088).
 */

const t = useTestApp();
const who = useAccounts(t, { admin: { role: 'admin' }, buyer: {}, other: {} });

const today = () => shopDay();

async function stockOf(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return { available: row!.availableQuantity, held: row!.heldQuantity };
}

/** A paid order of one serial-tracked product (12 months' warranty) with `serials` shipped. */
async function shippedSerialOrder(
  buyer: TestUser,
  serials: readonly string[],
  options: { shippedOn?: string; warrantyMonths?: number; overrides?: object } = {},
) {
  const product = await insertProduct(t.db, { availableQuantity: 20, minOrder: 1 });
  const months = options.warrantyMonths ?? 12;
  await trackSerials(t.db, product.id, months);
  const { orderId, lineIds } = await insertPaidOrderOfLines(
    t.db,
    buyer,
    [[product, serials.length + 1]],
    options.overrides ?? {},
    { vatRate: 1500 },
  );
  const lineId = lineIds[0]!;
  const { serialIds } = await shipSerials(
    t.db,
    { orderId, orderLineId: lineId, productId: product.id },
    serials,
    { shippedOn: options.shippedOn ?? today(), warrantyMonths: months },
  );
  return { product, orderId, lineId, serialIds };
}

const defective = (orderId: string, items: object[], extra: object = {}) => ({
  orderId,
  reason: 'defective',
  description: 'Does not power on',
  items,
  ...extra,
});

async function opened(user: TestUser, body: object): Promise<Return> {
  const res = await postReturn(t.app, user, body as Record<string, unknown>);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Return>();
}

async function received(rma: Return): Promise<void> {
  const approved = await returnStep(t.app, who.admin, rma._id, 'approve', {
    instructions: 'Pack it in its box and send it by courier',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const got = await returnStep(t.app, who.admin, rma._id, 'receive', { note: 'Box intact' });
  expect(got.statusCode, got.body).toBe(200);
}

/**
 * A paid order of `quantity` pieces at Tk 115 (15 % VAT included) by the buyer, every piece
 * shipped, and a return of `pieces` of them per entry of `returned`, each received.
 */
async function receivedPieceReturns(
  quantity: number,
  overrides: Parameters<typeof insertPaidOrderOfLines>[3],
  returned: readonly { reason: string; pieces: number }[],
) {
  const product = await insertProduct(t.db, {
    availableQuantity: 30,
    minOrder: 1,
    productPrice: 115,
  });
  const { orderId, lineIds } = await insertPaidOrderOfLines(
    t.db,
    who.buyer,
    [[product, quantity]],
    overrides,
    { vatRate: 1500 },
  );
  const shipped = await postShipment(t.app, who.admin, orderId, {
    lines: [{ orderLineId: lineIds[0], quantity }],
    carrierId: await carrierId(t.db, 'RedX'),
    trackingNumber: `RX-${quantity}`,
  });
  expect(shipped.statusCode, shipped.body).toBe(201);
  const made: Return[] = [];
  for (const { reason, pieces } of returned) {
    const rma = await opened(who.buyer, {
      orderId,
      reason,
      description: `Returning ${pieces}`,
      items: [{ orderLineId: lineIds[0], quantity: pieces }],
    });
    await received(rma);
    made.push(rma);
  }
  return { product, orderId, returns: made };
}

async function notesOf(orderId: string): Promise<TaxNote[]> {
  const res = await sendAs(t.app, who.admin, 'GET', `/api/orders/${orderId}/tax-notes`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaxNote[]>();
}

function expectError(
  res: { statusCode: number; json: () => unknown; body: string },
  status: number,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { error: { message: string } }).error.message).toBe(message);
}

describe('POST /returns', () => {
  it('opens a warranty claim by serial, approved, received and replaced with a new serial', async () => {
    const shippedOn = addDays(today(), -400);
    const { product, orderId, lineId, serialIds } = await shippedSerialOrder(
      who.buyer,
      ['SSD-R-0001', 'SSD-R-0002'],
      { shippedOn, warrantyMonths: 24 },
    );
    const endpoint = await sendAs(t.app, who.buyer, 'POST', '/api/webhooks/endpoints', {
      url: 'http://erp.invalid/returns',
      events: [
        'return.requested',
        'return.approved',
        'return.received',
        'return.resolved',
        'shipment.created',
      ],
      currentPassword: who.buyer.password,
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);

    const rma = await opened(
      who.buyer,
      defective(orderId, [{ orderLineId: lineId, serial: 'ssd-r-0001' }]),
    );
    expect(rma.number).toMatch(/^RMA-\d{4}-\d{6}$/);
    expect(rma).toMatchObject({
      status: 'requested',
      reason: 'defective',
      requestedBy: { email: who.buyer.email },
      items: [
        {
          orderLineId: lineId,
          sku: product.sku,
          serial: 'SSD-R-0001',
          quantity: 1,
          shippedOn,
          warrantyStatus: 'under_warranty',
          resolution: null,
        },
      ],
    });
    // The label waits for the approval.
    const early = await sendAs(t.app, who.buyer, 'GET', `/api/returns/${rma._id}/label.pdf`);
    expectError(early, 409, 'The return label is ready once the return is approved');

    await received(rma);
    const label = await sendAs(t.app, who.buyer, 'GET', `/api/returns/${rma._id}/label.pdf`);
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toContain(`rma-label-${rma.number}.pdf`);
    const text = await pdfText(label.rawPayload);
    for (const part of [
      rma.number,
      'SHIP TO',
      'FROM',
      'Dhanmondi',
      '01700000000',
      product.sku,
      'SSD-R-0001',
      'Pack it in its box and send it by courier',
    ]) {
      expect(text).toContain(part);
    }

    const before = await stockOf(product.id);
    const resolved = await returnStep(t.app, who.admin, rma._id, 'resolve', {
      items: [
        { itemId: rma.items[0]!._id, resolution: 'replace', replacementSerial: 'SSD-R-0900' },
      ],
      carrierId: await carrierId(t.db, 'Pathao Courier'),
      trackingNumber: 'PTH-RMA-1',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const answer = resolved.json<Return>();
    expect(answer.status).toBe('resolved');
    expect(answer.items[0]).toMatchObject({
      resolution: 'replace',
      replacementSerial: 'SSD-R-0900',
    });
    expect(answer.items[0]!.replacementShipmentNumber).toMatch(/^CH-\d{4}-\d{6}$/);

    // The new piece: a no-charge shipment of the order, the same warranty end as the old one.
    const [replacement] = await t.db
      .select()
      .from(shipmentSerials)
      .where(eq(shipmentSerials.serial, 'SSD-R-0900'));
    const [returned] = await t.db
      .select()
      .from(shipmentSerials)
      .where(eq(shipmentSerials.id, serialIds[0]!));
    expect(replacement).toMatchObject({
      orderLineId: lineId,
      productId: product.id,
      replacesSerialId: serialIds[0],
      warrantyEndsOn: returned!.warrantyEndsOn,
    });
    expect(returned!.warrantyEndsOn).toBe(warrantyEndsOn(shippedOn, 24));
    const [shipment] = await t.db
      .select()
      .from(shipments)
      .where(eq(shipments.id, replacement!.shipmentId));
    expect(shipment).toMatchObject({ returnId: rma._id, orderId, trackingNumber: 'PTH-RMA-1' });
    // Not a shipped piece of the line; out of the buyable stock.
    const [line] = await storedLines(t.db, orderId);
    expect(line!.shippedQuantity).toBe(2);
    expect(await stockOf(product.id)).toEqual({
      available: before.available - 1,
      held: before.held,
    });

    // The order's detail lists the return for its timeline.
    const numberOf = (
      await sendAs(t.app, who.buyer, 'GET', `/api/returns/${rma._id}`)
    ).json<Return>().orderNumber;
    const detail = await sendAs(t.app, who.buyer, 'GET', `/api/orders/number/${numberOf}`);
    expect(detail.json<OrderDetail>().returns).toMatchObject([
      { _id: rma._id, number: rma.number, status: 'resolved' },
    ]);

    // Each step: an e-mail, a webhook event, an audit entry.
    const mails = await t.db.select().from(mailJobs).where(eq(mailJobs.orderId, rma._id));
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'return_approved',
      'return_received',
      'return_requested',
      'return_resolved',
    ]);
    expect(mails.every((mail) => mail.recipient === who.buyer.email)).toBe(true);
    const events = (await t.db.select().from(webhookDeliveries))
      .map((row) => row.payload as { type: string; data: { _id?: string; number?: string } })
      .filter((payload) => payload.data._id === rma._id);
    expect(events.map((event) => event.type).sort()).toEqual([
      'return.approved',
      'return.received',
      'return.requested',
      'return.resolved',
    ]);
    const replacementEvent = (await t.db.select().from(webhookDeliveries))
      .map((row) => row.payload as { type: string; data: Record<string, unknown> })
      .find((payload) => payload.type === 'shipment.created' && payload.data.returnNumber);
    expect(replacementEvent?.data).toMatchObject({
      _id: shipment!.id,
      returnNumber: rma.number,
      trackingNumber: 'PTH-RMA-1',
      lines: [{ sku: product.sku, quantity: 1 }],
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, rma._id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'return.approve',
      'return.receive',
      'return.request',
      'return.resolve',
    ]);

    // The replaced serial is settled: it cannot be returned again; the new one can.
    const again = await postReturn(
      t.app,
      who.buyer,
      defective(orderId, [{ orderLineId: lineId, serial: 'SSD-R-0001' }]),
    );
    expectError(again, 409, `Serial number SSD-R-0001 is already under return ${rma.number}`);
    await opened(who.buyer, defective(orderId, [{ orderLineId: lineId, serial: 'SSD-R-0900' }]));
  });

  it('opens one return of 20 concurrent requests for one serial', async () => {
    const { orderId, lineId } = await shippedSerialOrder(who.buyer, ['RACE-SERIAL-1']);
    const body = defective(orderId, [{ orderLineId: lineId, serial: 'RACE-SERIAL-1' }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postReturn(t.app, who.buyer, body)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = answers.find((res) => res.statusCode === 201)!.json<Return>();
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().error.message).toBe(
        `Serial number RACE-SERIAL-1 is already under return ${winner.number}`,
      );
    }
    const rows = await t.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(rows).toHaveLength(1);
    const items = await t.db.select().from(returnItems).where(eq(returnItems.returnId, winner._id));
    expect(items).toHaveLength(1);
    const mails = await t.db.select().from(mailJobs).where(eq(mailJobs.kind, 'return_requested'));
    expect(mails.filter((mail) => mail.orderId === winner._id)).toHaveLength(1);
  });

  it('checks lines, serials, quantities, the warranty and the return window', async () => {
    const { orderId, lineId } = await shippedSerialOrder(who.buyer, ['CHK-0001', 'CHK-0002'], {
      shippedOn: addDays(today(), -40),
      warrantyMonths: 1,
    });
    const plain = await insertProduct(t.db, { availableQuantity: 20, minOrder: 1 });
    const untracked = await insertPaidOrderOfLines(t.db, who.buyer, [[plain, 5]]);
    const redx = await carrierId(t.db, 'RedX');
    const shipped = await postShipment(t.app, who.admin, untracked.orderId, {
      lines: [{ orderLineId: untracked.lineIds[0], quantity: 3 }],
      carrierId: redx,
      trackingNumber: 'RX-CHK',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const plainLine = untracked.lineIds[0]!;

    // Someone else's order: 404, as if it did not exist.
    expectError(
      await postReturn(
        t.app,
        who.other,
        defective(orderId, [{ orderLineId: lineId, serial: 'CHK-0001' }]),
      ),
      404,
      'Order not found',
    );
    // A line of another order; a serial that did not ship in the line; none for a tracked line.
    const wrongLine = await postReturn(
      t.app,
      who.buyer,
      defective(orderId, [{ orderLineId: plainLine, quantity: 1 }]),
    );
    expect(wrongLine.statusCode).toBe(400);
    expect(wrongLine.json().error.details.items).toEqual(['This line is not in the order']);
    const notInLine = await postReturn(
      t.app,
      who.buyer,
      defective(orderId, [{ orderLineId: lineId, serial: 'NOPE-1' }]),
    );
    expect(notInLine.json().error.details.items).toEqual([
      'This serial number did not ship in this line',
    ]);
    const noSerial = await postReturn(
      t.app,
      who.buyer,
      defective(orderId, [{ orderLineId: lineId }]),
    );
    expect(noSerial.json().error.details.items).toEqual([
      'This product is serial-tracked: choose the serial number to return',
    ]);
    const serialOnPlain = await postReturn(
      t.app,
      who.buyer,
      defective(untracked.orderId, [{ orderLineId: plainLine, serial: 'X1' }]),
    );
    expect(serialOnPlain.json().error.details.items).toEqual([
      'This product is not serial-tracked: return pieces, not serial numbers',
    ]);

    // A month's warranty from 40 days ago has ended; the window of 30 days has closed.
    const expired = await postReturn(
      t.app,
      who.buyer,
      defective(orderId, [{ orderLineId: lineId, serial: 'CHK-0001' }]),
    );
    expect(expired.statusCode, expired.body).toBe(409);
    expect(expired.json().error.message).toBe(
      `The warranty of CHK-0001 ended on ${warrantyEndsOn(addDays(today(), -40), 1)}`,
    );
    expectError(
      await postReturn(t.app, who.buyer, {
        ...defective(orderId, [{ orderLineId: lineId, serial: 'CHK-0001' }]),
        reason: 'wrong_item',
      }),
      409,
      'Returns for this reason are accepted within 30 days of shipment',
    );
    // No warranty on the plain product.
    expectError(
      await postReturn(
        t.app,
        who.buyer,
        defective(untracked.orderId, [{ orderLineId: plainLine, quantity: 1 }]),
      ),
      409,
      'This product has no warranty',
    );
    // Pieces: at most those shipped and not under a return.
    const mistake = (quantity: number) => ({
      orderId: untracked.orderId,
      reason: 'ordered_by_mistake',
      description: 'Ordered one box too many',
      items: [{ orderLineId: plainLine, quantity }],
    });
    expectError(
      await postReturn(t.app, who.buyer, mistake(4)),
      409,
      'Only 3 shipped and not yet under a return',
    );
    await opened(who.buyer, mistake(2));
    expectError(
      await postReturn(t.app, who.buyer, mistake(2)),
      409,
      'Only 1 shipped and not yet under a return',
    );

    // The override: shop admins only, audited.
    const override = { warrantyOverride: 'Goodwill: the buyer reported it on day 29' };
    expectError(
      await postReturn(
        t.app,
        who.buyer,
        defective(orderId, [{ orderLineId: lineId, serial: 'CHK-0001' }], override),
      ),
      403,
      'Only shop admins override the warranty or the return window',
    );
    const lifted = await opened(
      who.admin,
      defective(orderId, [{ orderLineId: lineId, serial: 'CHK-0001' }], override),
    );
    expect(lifted).toMatchObject({
      warrantyOverride: override.warrantyOverride,
      items: [{ warrantyStatus: 'expired' }],
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, lifted._id), eq(auditLog.action, 'return.warranty_override')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ override: override.warrantyOverride });

    // An order that has not shipped has nothing to return.
    const unshipped = await insertPaidOrderOfLines(t.db, who.buyer, [[plain, 1]]);
    expectError(
      await postReturn(t.app, who.buyer, {
        ...mistake(1),
        orderId: unshipped.orderId,
        items: [{ orderLineId: unshipped.lineIds[0], quantity: 1 }],
      }),
      409,
      'Only a paid order with shipped pieces has items to return',
    );
    // Nothing half-written by the refusals: two returns only (the pieces and the override).
    const rows = await t.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(rows).toHaveLength(1);
  });
});

describe('the steps of a return', () => {
  it('approves once of two concurrent approvals, and walks the state machine', async () => {
    const { orderId, lineId } = await shippedSerialOrder(who.buyer, ['SM-0001']);
    const rma = await opened(
      who.buyer,
      defective(orderId, [{ orderLineId: lineId, serial: 'SM-0001' }]),
    );
    expectError(
      await returnStep(t.app, who.admin, rma._id, 'receive'),
      409,
      'Only an approved return is received',
    );
    expect(
      (await returnStep(t.app, who.buyer, rma._id, 'approve', { instructions: 'x' })).statusCode,
    ).toBe(403);
    const both = await Promise.all(
      [1, 2].map((n) =>
        returnStep(t.app, who.admin, rma._id, 'approve', { instructions: `Send it ${n}` }),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expectError(
      both.find((res) => res.statusCode === 409)!,
      409,
      'Only a requested return is approved or rejected',
    );
    expectError(
      await returnStep(t.app, who.admin, rma._id, 'reject', { comment: 'no' }),
      409,
      'Only a requested return is approved or rejected',
    );
    expectError(
      await returnStep(t.app, who.admin, rma._id, 'resolve', {
        items: [{ itemId: rma.items[0]!._id, resolution: 'repair' }],
      }),
      409,
      'Only received goods are resolved',
    );
    const approvals = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, rma._id), eq(auditLog.action, 'return.approve')));
    expect(approvals).toHaveLength(1);
  });

  it('rejects with a comment, freeing the serial for another return', async () => {
    const { orderId, lineId } = await shippedSerialOrder(who.buyer, ['REJ-0001']);
    const body = defective(orderId, [{ orderLineId: lineId, serial: 'REJ-0001' }]);
    const rma = await opened(who.buyer, body);
    const missing = await returnStep(t.app, who.admin, rma._id, 'reject', {});
    expect(missing.statusCode).toBe(400);
    const res = await returnStep(t.app, who.admin, rma._id, 'reject', {
      comment: 'The seal is broken',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Return>()).toMatchObject({
      status: 'rejected',
      decisionComment: 'The seal is broken',
    });
    const label = await sendAs(t.app, who.buyer, 'GET', `/api/returns/${rma._id}/label.pdf`);
    expect(label.statusCode).toBe(409);
    const [mail] = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, rma._id), eq(mailJobs.kind, 'return_rejected')));
    expect(mail!.payload).toMatchObject({ text: 'The seal is broken' });
    await opened(who.buyer, body);
  });

  it('repairs one return and credits another on account, the credit note with its VAT', async () => {
    const {
      product,
      orderId,
      returns: [first, second],
    } = await receivedPieceReturns(
      10,
      { paymentMethod: 'on_account', paymentProvider: 'on_account', isPaid: false },
      [
        { reason: 'damaged_in_transit', pieces: 2 },
        { reason: 'wrong_item', pieces: 1 },
      ],
    );
    const repaired = await returnStep(t.app, who.admin, second!._id, 'resolve', {
      items: [{ itemId: second!.items[0]!._id, resolution: 'repair', note: 'Reflashed' }],
    });
    expect(repaired.json<Return>()).toMatchObject({
      status: 'resolved',
      items: [{ resolution: 'repair', resolutionNote: 'Reflashed' }],
    });

    const credited = await returnStep(t.app, who.admin, first!._id, 'resolve', {
      items: [{ itemId: first!.items[0]!._id, resolution: 'credit' }],
    });
    expect(credited.statusCode, credited.body).toBe(200);
    const item = credited.json<Return>().items[0]!;
    // Tk 115 a piece with 15 % VAT included: 2 pieces are 230, of which VAT 30.
    expect(item).toMatchObject({ resolution: 'credit', creditAmount: 230, refundId: null });
    const [note] = await notesOf(orderId);
    expect(note).toMatchObject({
      kind: 'credit',
      number: item.creditNoteNumber,
      reason: `Goods returned under ${first!.number}`,
      refundReference: null,
      lines: [
        { sku: product.sku, quantity: 2, vatRate: 1500, valueExclVat: 200, vat: 30, total: 230 },
      ],
      valueExclVat: 200,
      vat: 30,
      total: 230,
    });
    expectError(
      await returnStep(t.app, who.admin, first!._id, 'resolve', {
        items: [{ itemId: first!.items[0]!._id, resolution: 'credit' }],
      }),
      409,
      'Only received goods are resolved',
    );
  });

  it('refunds a card payment in part through the provider, and never credits more than was paid', async () => {
    const intent = `pi_local_returns_${Date.now()}`;
    await t.db.insert(paymentIntents).values({
      id: intent,
      clientSecret: `${intent}_secret`,
      orderId: '00000000-0000-4000-8000-000000000000',
      amountPoisha: 115 * 100 * 3,
      currency: 'bdt',
      email: who.buyer.email,
      name: who.buyer.name,
      status: 'succeeded',
    });
    const {
      product,
      orderId,
      returns: [rma, later],
    } = await receivedPieceReturns(3, { transactionId: intent, paymentProvider: 'local' }, [
      { reason: 'ordered_by_mistake', pieces: 1 },
      { reason: 'ordered_by_mistake', pieces: 2 },
    ]);
    const res = await returnStep(t.app, who.admin, rma!._id, 'resolve', {
      items: [{ itemId: rma!.items[0]!._id, resolution: 'credit' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<Return>().items[0]!;
    expect(item.creditAmount).toBe(115);
    expect(item.refundId).toMatch(/^re_local_/);
    const [note] = await notesOf(orderId);
    expect(note).toMatchObject({
      number: item.creditNoteNumber,
      refundReference: item.refundId,
      reason: `Goods returned under ${rma!.number}: card payment refunded in part`,
      total: 115,
      vat: 15,
    });

    // The shop credits the other two pieces by hand: the return has nothing left to credit.
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const invoiceNumber = invoice!.number;
    const byHand = await sendAs(
      t.app,
      who.admin,
      'POST',
      `/api/admin/invoices/${invoiceNumber}/credit-notes`,
      {
        reason: 'Goodwill',
        lines: [{ sku: product.sku, quantity: 2 }],
      },
    );
    expect(byHand.statusCode, byHand.body).toBe(201);
    expectError(
      await returnStep(t.app, who.admin, later!._id, 'resolve', {
        items: [{ itemId: later!.items[0]!._id, resolution: 'credit' }],
      }),
      409,
      'This credit would be more than was paid for these items',
    );
    const [open] = await t.db
      .select()
      .from(returnItems)
      .where(eq(returnItems.returnId, later!._id));
    expect(open).toMatchObject({ open: true, resolution: null, creditPoisha: null });
  });

  it('credits an item once of two concurrent resolutions: one credit note', async () => {
    const {
      orderId,
      returns: [rma],
    } = await receivedPieceReturns(
      4,
      { paymentMethod: 'on_account', paymentProvider: 'on_account', isPaid: false },
      [{ reason: 'ordered_by_mistake', pieces: 2 }],
    );
    const body = { items: [{ itemId: rma!.items[0]!._id, resolution: 'credit' }] };
    const both = await Promise.all([
      returnStep(t.app, who.admin, rma!._id, 'resolve', body),
      returnStep(t.app, who.admin, rma!._id, 'resolve', body),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await notesOf(orderId)).toHaveLength(1);
  });

  it('resolves the items of one return in two calls: open until the last one', async () => {
    const { orderId, lineId } = await shippedSerialOrder(who.buyer, ['TWO-0001', 'TWO-0002'], {
      overrides: { paymentMethod: 'on_account', paymentProvider: 'on_account', isPaid: false },
    });
    const rma = await opened(
      who.buyer,
      defective(orderId, [
        { orderLineId: lineId, serial: 'TWO-0001' },
        { orderLineId: lineId, serial: 'TWO-0002' },
      ]),
    );
    await received(rma);
    const [a, b] = rma.items;
    const first = await returnStep(t.app, who.admin, rma._id, 'resolve', {
      items: [{ itemId: a!._id, resolution: 'repair', note: 'New capacitor' }],
    });
    expect(first.json<Return>()).toMatchObject({
      status: 'received',
      items: [{ resolution: 'repair' }, { resolution: null }],
    });
    expectError(
      await returnStep(t.app, who.admin, rma._id, 'resolve', {
        items: [{ itemId: a!._id, resolution: 'credit' }],
      }),
      409,
      'This item is resolved',
    );
    const second = await returnStep(t.app, who.admin, rma._id, 'resolve', {
      items: [{ itemId: b!._id, resolution: 'credit' }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<Return>()).toMatchObject({
      status: 'resolved',
      items: [{ resolution: 'repair' }, { resolution: 'credit' }],
    });
    const mails = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, rma._id), eq(mailJobs.kind, 'return_resolved')));
    expect(mails).toHaveLength(2);
    // The repaired piece may come back again; the credited one not.
    await opened(who.buyer, defective(orderId, [{ orderLineId: lineId, serial: 'TWO-0001' }]));
    expectError(
      await postReturn(
        t.app,
        who.buyer,
        defective(orderId, [{ orderLineId: lineId, serial: 'TWO-0002' }]),
      ),
      409,
      `Serial number TWO-0002 is already under return ${rma.number}`,
    );
  });

  it('refuses a replacement the buyable stock does not cover', async () => {
    const { product, orderId, lineId } = await shippedSerialOrder(who.buyer, ['OOS-0001']);
    const rma = await opened(
      who.buyer,
      defective(orderId, [{ orderLineId: lineId, serial: 'OOS-0001' }]),
    );
    await received(rma);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    await t.db
      .update(products)
      .set({ availableQuantity: row!.heldQuantity })
      .where(eq(products.id, product.id));
    const resolve = (replacementSerial?: string) =>
      returnStep(t.app, who.admin, rma._id, 'resolve', {
        items: [
          {
            itemId: rma.items[0]!._id,
            resolution: 'replace',
            ...(replacementSerial ? { replacementSerial } : {}),
          },
        ],
      });
    expect((await resolve('OOS-0900')).statusCode).toBe(400); // no carrier
    const redx = await carrierId(t.db, 'RedX');
    const missingSerial = await returnStep(t.app, who.admin, rma._id, 'resolve', {
      items: [{ itemId: rma.items[0]!._id, resolution: 'replace' }],
      carrierId: redx,
    });
    expect(missingSerial.json().error.details.items).toEqual([
      'Give the serial number of the replacement',
    ]);
    expectError(
      await returnStep(t.app, who.admin, rma._id, 'resolve', {
        items: [
          { itemId: rma.items[0]!._id, resolution: 'replace', replacementSerial: 'OOS-0900' },
        ],
        carrierId: redx,
      }),
      409,
      'Only 0 in stock to replace with',
    );
    const made = await t.db.select().from(shipments).where(eq(shipments.returnId, rma._id));
    expect(made).toHaveLength(0);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    expect(line!.shippedQuantity).toBe(1);
  });
});

describe('who reads returns', () => {
  it('buyers their own, company admins their company’s while admins, shop admins all; search and CSV', async () => {
    const boss = who.other;
    const companyId = await createCompany(t.app, boss);
    const { orderId, lineId } = await shippedSerialOrder(who.buyer, ['VIS-0001'], {
      overrides: { companyId },
    });
    const rma = await opened(
      who.buyer,
      defective(orderId, [{ orderLineId: lineId, serial: 'VIS-0001' }]),
    );
    const { orderId: ownOrder, lineId: ownLine } = await shippedSerialOrder(who.admin, [
      'VIS-0002',
    ]);
    const adminOwn = await opened(
      who.admin,
      defective(ownOrder, [{ orderLineId: ownLine, serial: 'VIS-0002' }]),
    );

    const listOf = async (user: TestUser, query = '') => {
      const res = await sendAs(t.app, user, 'GET', `/api/returns${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Return[]>().map((row) => row.number);
    };
    expect(await listOf(who.buyer)).toContain(rma.number);
    expect(await listOf(who.buyer)).not.toContain(adminOwn.number);
    expect(await listOf(who.admin)).toEqual(expect.arrayContaining([rma.number, adminOwn.number]));
    expect((await sendAs(t.app, who.buyer, 'GET', `/api/returns/${adminOwn._id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await sendAs(t.app, who.buyer, 'GET', `/api/returns/number/${rma.number}`)).json<Return>()
        ._id,
    ).toBe(rma._id);

    // The company's admin reads the buyer's return of the company's order…
    expect(await listOf(boss)).toEqual([rma.number]);
    expect((await sendAs(t.app, boss, 'GET', `/api/returns/${rma._id}`)).statusCode).toBe(200);
    // …until they no longer are its admin: a former admin reads none of them.
    await t.db.delete(companyMembers).where(eq(companyMembers.companyId, companyId));
    expect(await listOf(boss)).toEqual([]);
    expect((await sendAs(t.app, boss, 'GET', `/api/returns/${rma._id}`)).statusCode).toBe(404);
    expect((await sendAs(t.app, boss, 'GET', `/api/returns/${rma._id}/label.pdf`)).statusCode).toBe(
      404,
    );

    // Search by serial, RMA number and order number; status `open`; oldest first; paging.
    expect(await listOf(who.admin, '?q=vis-0001')).toEqual([rma.number]);
    expect(await listOf(who.admin, `?q=${rma.number}`)).toEqual([rma.number]);
    expect(await listOf(who.admin, `?q=${adminOwn.orderNumber}`)).toEqual([adminOwn.number]);
    expect(await listOf(who.admin, '?status=open&q=VIS-000')).toEqual([]);
    const page = await sendAs(
      t.app,
      who.admin,
      'GET',
      '/api/returns?status=open&limit=1&sort=oldest',
    );
    expect(page.json<Return[]>()).toHaveLength(1);
    expect(page.headers.link).toMatch(/rel="next"/);

    // The overview counts the open returns.
    const overview = await sendAs(t.app, who.admin, 'GET', '/api/admin/overview');
    expect(overview.json<{ openReturns: number }>().openReturns).toBeGreaterThanOrEqual(2);

    // The CSV: one row per item, shop admins only.
    expect((await sendAs(t.app, who.buyer, 'GET', '/api/admin/returns.csv')).statusCode).toBe(403);
    const csv = await sendAs(t.app, who.admin, 'GET', `/api/admin/returns.csv?q=${rma.number}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'RMA Number,Created At,Status,Reason,Order Number,Company,Requested By,Requester Email,Item,SKU,Product,Serial,Quantity,Warranty Ends On,Resolution,Replacement Serial,Credit,Currency,Credit Note,Refund ID,Decided At,Received At,Resolved At',
    );
    expect(row).toContain(`${rma.number},`);
    expect(row).toContain(',Requested,Defective under warranty,');
    expect(row).toContain(',VIS-0001,1,');
    expect(end).toBe('');
  });
});
