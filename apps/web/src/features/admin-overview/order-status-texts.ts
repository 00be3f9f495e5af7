import type { OrderStatus } from '@partline/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * An order's status as the overview's table says it (`ORDER_STATUS_LONG_LABELS` of the shared
 * package, word for word in English), in the reader's language (decision 325).
 */
export const ORDER_STATUS_LONG_TEXTS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  awaiting_approval: msg`Awaiting a company admin's approval`,
  declined: msg`Declined by a company admin`,
  unpaid: msg`Unpaid`,
  paid: msg`Ready to ship (paid or on account)`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled (refunded)`,
};

/**
 * An order's status beside its bar in the chart: a word or two, on one line (the table beside it
 * says the rest).
 */
export const ORDER_STATUS_CHART_TEXTS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  awaiting_approval: msg`Awaiting approval`,
  declined: msg`Declined`,
  unpaid: msg`Unpaid`,
  paid: msg`Ready to ship`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};
