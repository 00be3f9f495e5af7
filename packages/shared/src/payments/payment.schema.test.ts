import { describe, expect, it } from 'vitest';
import { UpdateOrderInputSchema } from '../orders/order.schema.js';
import { CreatePaymentIntentInputSchema, LocalConfirmInputSchema } from './payment.schema.js';

describe('UpdateOrderInputSchema (spec §7 PUT /orders/{id})', () => {
  it('takes exactly one action and drops fields it does not own', () => {
    expect(
      UpdateOrderInputSchema.parse({
        transactionId: 'pi_1',
        isPaid: true,
        totalPrice: 0,
        role: 'admin',
      }),
    ).toEqual({ transactionId: 'pi_1', isPaid: true });
    expect(UpdateOrderInputSchema.parse({ isDelivered: true })).toEqual({ isDelivered: true });
    expect(UpdateOrderInputSchema.parse({ isReviewed: true })).toEqual({ isReviewed: true });
  });

  it('refuses no action, two actions, false flags and isPaid without a transaction id', () => {
    for (const body of [
      {},
      { totalPrice: 1 },
      { isPaid: true, isDelivered: true, transactionId: 'pi_1' },
      { isPaid: false, transactionId: 'pi_1' },
      { isPaid: true },
      { isPaid: true, transactionId: '  ' },
    ]) {
      expect(UpdateOrderInputSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('payment inputs', () => {
  it('takes only the order id for an intent (a totalPrice is dropped)', () => {
    expect(CreatePaymentIntentInputSchema.parse({ orderId: 'o', totalPrice: 5 })).toEqual({
      orderId: 'o',
    });
  });

  it('accepts a card form with numeric strings', () => {
    expect(
      LocalConfirmInputSchema.parse({
        clientSecret: 'pi_x_secret_y',
        cardNumber: '4242 4242 4242 4242',
        expMonth: '04',
        expYear: '30',
        cvc: '123',
      }),
    ).toMatchObject({ expMonth: 4, expYear: 30 });
  });
});
