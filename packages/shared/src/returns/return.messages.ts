import type { ReturnReason, ReturnResolution, ReturnStatus } from './return.schema.js';

/** Texts of returns (ours; decision 322). */
export const RETURN_MESSAGES = {
  notFound: 'Return not found',
  itemsRequired: 'Choose at least one item to return',
  itemRepeated: 'Each line or serial number at most once',
  reasonRequired: 'Choose a reason',
  descriptionRequired: 'Describe the problem',
  descriptionTooLong: 'At most 2000 characters',
  photoInvalid: 'Each photo is an uploaded image',
  tooManyPhotos: (max: number) => `At most ${max} photos`,
  quantityPositive: 'Return at least one piece',
  lineNotInOrder: 'This line is not in the order',
  serialNotInLine: 'This serial number did not ship in this line',
  serialRequired: 'This product is serial-tracked: choose the serial number to return',
  serialNotTracked: 'This product is not serial-tracked: return pieces, not serial numbers',
  moreThanShipped: (left: number) => `Only ${left} shipped and not yet under a return`,
  serialUnderReturn: (serial: string, rma: string) =>
    `Serial number ${serial} is already under return ${rma}`,
  warrantyExpired: (serial: string, endedOn: string) =>
    `The warranty of ${serial} ended on ${endedOn}`,
  noWarranty: 'This product has no warranty',
  returnWindowClosed: (days: number) =>
    `Returns for this reason are accepted within ${days} days of shipment`,
  overrideAdminsOnly: 'Only shop admins override the warranty or the return window',
  orderNotReturnable: 'Only a paid order with shipped pieces has items to return',
  instructionsRequired: 'Give the return instructions',
  commentRequired: 'Say why the return is rejected',
  notRequested: 'Only a requested return is approved or rejected',
  notApproved: 'Only an approved return is received',
  notReceived: 'Only received goods are resolved',
  itemResolved: 'This item is resolved',
  itemNotInReturn: 'This item is not in the return',
  resolutionRequired: 'Choose repair, replace or credit',
  replacementSerialRequired: 'Give the serial number of the replacement',
  carrierRequired: 'A replacement ships: choose a carrier',
  replacementOutOfStock: (left: number) => `Only ${left} in stock to replace with`,
  creditBeyondPaid: 'This credit would be more than was paid for these items',
  labelNotYet: 'The return label is ready once the return is approved',
  /** The reason of a return's Mushak-6.7 credit note: on account (its balance lowers). */
  creditReason: (rma: string) => `Goods returned under ${rma}`,
  /** … refunded in part through the card provider. */
  creditReasonRefunded: (rma: string) =>
    `Goods returned under ${rma}: card payment refunded in part`,
  /** … paid otherwise (bKash, SSLCommerz, bank transfer): the shop refunds outside. */
  creditReasonOutside: (rma: string) =>
    `Goods returned under ${rma}: the shop refunds the amount outside the shop`,
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Goods received',
  resolved: 'Items resolved',
} as const;

/** How people read a return status. */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  resolved: 'Resolved',
};

/** How people read a return reason. */
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  defective: 'Defective under warranty',
  wrong_item: 'Wrong item',
  damaged_in_transit: 'Damaged in transit',
  ordered_by_mistake: 'Ordered by mistake',
};

/** How people read a resolution. */
export const RETURN_RESOLUTION_LABELS: Readonly<Record<ReturnResolution, string>> = {
  repair: 'Repaired',
  replace: 'Replaced',
  credit: 'Credited',
};
