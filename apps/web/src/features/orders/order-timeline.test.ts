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
});
