import { describe, expect, it } from 'vitest';
import { buildOrder } from '@/testing/data';
import { orderTimeline } from './order-timeline';

const placedAt = '2026-03-01T08:00:00.000Z';
const paidAt = '2026-03-01T08:05:00.000Z';

describe('orderTimeline (decision 064)', () => {
  it('an unpaid order: placed, then payment and delivery still to come', () => {
    const steps = orderTimeline(buildOrder({ createdAt: placedAt }));
    expect(steps.map((step) => [step.key, step.at, step.waiting])).toEqual([
      ['placed', placedAt, undefined],
      ['paid', null, 'Awaiting payment'],
      ['delivered', null, 'After payment'],
    ]);
  });

  it('a delivered order has every step with its time', () => {
    const deliveredAt = '2026-03-03T10:00:00.000Z';
    const steps = orderTimeline(
      buildOrder({ status: 'delivered', createdAt: placedAt, paidAt, deliveredAt }),
    );
    expect(steps.map((step) => [step.key, step.at])).toEqual([
      ['placed', placedAt],
      ['paid', paidAt],
      ['delivered', deliveredAt],
    ]);
  });

  it('a cancelled order ends with its cancellation instead of delivery', () => {
    const cancelledAt = '2026-03-02T09:00:00.000Z';
    const steps = orderTimeline(
      buildOrder({ status: 'cancelled', createdAt: placedAt, paidAt, cancelledAt }),
    );
    expect(steps.map((step) => step.key)).toEqual(['placed', 'paid', 'cancelled']);
    expect(steps.at(-1)?.at).toBe(cancelledAt);
  });

  it('a checkout order not paid in time: placed, cancelled, and its payment never came', () => {
    const cancelledAt = '2026-03-01T08:30:00.000Z';
    const steps = orderTimeline(
      buildOrder({ status: 'cancelled', createdAt: placedAt, paidAt: null, cancelledAt }),
    );
    expect(steps.map((step) => [step.key, step.at, step.waiting])).toEqual([
      ['placed', placedAt, undefined],
      ['cancelled', cancelledAt, undefined],
      ['paid', null, 'Not paid in time'],
    ]);
  });

  it('a payment refunded because the product was deleted: placed, refunded, and paying no longer possible', () => {
    const refusedAt = '2026-03-01T09:00:00.000Z';
    const steps = orderTimeline(
      buildOrder({
        createdAt: placedAt,
        refusedPaymentAt: refusedAt,
        refusedPaymentReason: 'product_gone',
      }),
    );
    expect(steps.map((step) => [step.key, step.at, step.waiting ?? step.note])).toEqual([
      ['placed', placedAt, undefined],
      ['refunded', refusedAt, 'The product is no longer sold'],
      ['paid', null, 'No longer possible'],
      ['delivered', null, 'After payment'],
    ]);
    expect(steps[1]?.label).toBe('Payment refunded');
  });

  it('a payment refunded after the order was cancelled comes after the cancellation', () => {
    const cancelledAt = '2026-03-02T09:00:00.000Z';
    const refusedAt = '2026-03-02T09:30:00.000Z';
    const steps = orderTimeline(
      buildOrder({
        status: 'cancelled',
        createdAt: placedAt,
        paidAt,
        cancelledAt,
        refusedPaymentAt: refusedAt,
        refusedPaymentReason: 'order_cancelled',
      }),
    );
    expect(steps.map((step) => [step.key, step.note])).toEqual([
      ['placed', undefined],
      ['paid', undefined],
      ['cancelled', undefined],
      ['refunded', 'The order was cancelled'],
    ]);
  });

  it('an order on account ships before it is paid, against its invoice (decision 140)', () => {
    const steps = orderTimeline(
      buildOrder({ status: 'paid', paymentMethod: 'on_account', createdAt: placedAt }),
    );
    expect(steps.map((step) => [step.key, step.at, step.waiting])).toEqual([
      ['placed', placedAt, undefined],
      ['delivered', null, 'Not shipped yet: ships on your terms, before payment'],
      ['paid', null, 'By bank transfer against the invoice, by its due date'],
    ]);
    expect(steps.some((step) => step.waiting === 'After payment')).toBe(false);

    const deliveredAt = '2026-03-03T10:00:00.000Z';
    const shipped = orderTimeline(
      buildOrder({
        status: 'delivered',
        paymentMethod: 'on_account',
        createdAt: placedAt,
        deliveredAt,
      }),
    );
    expect(shipped.map((step) => [step.key, step.at])).toEqual([
      ['placed', placedAt],
      ['delivered', deliveredAt],
      ['paid', null],
    ]);
  });

  it('each shipment is a step, in time order, before the delivery still to come (decision 321)', () => {
    const steps = orderTimeline({
      ...buildOrder({ status: 'paid', createdAt: placedAt, paidAt }),
      shipments: [
        {
          number: 'CH-2026-000001',
          carrierName: 'Pathao Courier',
          createdAt: '2026-03-02T09:00:00.000Z',
        },
        {
          number: 'CH-2026-000002',
          carrierName: 'Own transport',
          createdAt: '2026-03-03T09:00:00.000Z',
        },
      ],
    });
    expect(steps.map((step) => [step.id ?? step.key, step.label, step.note, step.at])).toEqual([
      ['placed', 'Placed', undefined, placedAt],
      ['paid', 'Paid', undefined, paidAt],
      [
        'shipment-CH-2026-000001',
        'Shipped CH-2026-000001',
        'Pathao Courier',
        '2026-03-02T09:00:00.000Z',
      ],
      [
        'shipment-CH-2026-000002',
        'Shipped CH-2026-000002',
        'Own transport',
        '2026-03-03T09:00:00.000Z',
      ],
      ['delivered', 'Delivered', undefined, null],
    ]);
  });

  it("each change of an export's incoterm is a step with the terms it set (decision 323)", () => {
    const steps = orderTimeline({
      ...buildOrder({ status: 'paid', createdAt: placedAt, paidAt }),
      incotermChanges: [
        { at: '2026-03-02T10:00:00.000Z', incoterm: 'CIF', incotermPlace: 'Hamburg' },
        { at: '2026-03-02T11:00:00.000Z', incoterm: null, incotermPlace: '' },
      ],
    });
    expect(steps.map((step) => [step.key, step.label, step.note, step.at])).toEqual([
      ['placed', 'Placed', undefined, placedAt],
      ['paid', 'Paid', undefined, paidAt],
      ['incoterm', 'Incoterm changed', 'CIF Hamburg', '2026-03-02T10:00:00.000Z'],
      ['incoterm', 'Incoterm changed', 'None agreed', '2026-03-02T11:00:00.000Z'],
      ['delivered', 'Delivered', undefined, null],
    ]);
  });
});
