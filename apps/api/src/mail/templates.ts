import {
  formatCalendarDay,
  formatPieces,
  formatShopDateTime,
  formatTaka,
  PAYMENT_RAIL_MESSAGES,
  TAKA_SPACE,
  toTaka,
  truncateAtWord,
  type InvoiceLine,
} from '@partline/shared';
import type { MailMessage } from './mailer.js';

/**
 * Longest subject, characters: RFC 5322 §2.1.1's 78-character line, which mail clients' lists
 * show whole. A longer one (a long product name) is cut at a word, with an ellipsis, rather than
 * mid-word by the client.
 */
export const MAIL_SUBJECT_MAX_CHARS = 78;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function withLink(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', 'Partline'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>If the button does not work, open this link: ${escapeHtml(url)}</p>`,
    '<p>Partline</p>',
  ].join('\n');
  // A subject is one line that never wraps: the no-break space of a money figure (formatTaka)
  // would only make it an encoded word, so it is an ordinary space there.
  const oneLine = subject.replaceAll(TAKA_SPACE, ' ');
  return { to, subject: truncateAtWord(oneLine, MAIL_SUBJECT_MAX_CHARS), text, html };
}

/** The verification mail sent at sign-up; `url` verifies the address when opened. */
export function verificationMail(to: string, name: string, url: string): MailMessage {
  return withLink(
    to,
    'Verify your e-mail address for Partline',
    `Hello ${name},`,
    [
      'Thank you for creating a Partline account.',
      'Please confirm that this e-mail address is yours. The link is valid for one hour.',
    ],
    'Verify my e-mail address',
    url,
  );
}

/** The password-reset mail; `url` opens the web app's reset form with the token. */
export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  return withLink(
    to,
    'Reset your Partline password',
    `Hello ${name},`,
    [
      'Someone (hopefully you) asked to reset the password of your Partline account.',
      'Choose a new password with the link below; it is valid for one hour.',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
    'Choose a new password',
    url,
  );
}

/** What the 'order placed' e-mail shows (a snapshot taken when the order was placed). */
export interface OrderPlacedMailData {
  orderId: string;
  /** The order number (decision 300); absent from e-mails queued before orders had one. */
  orderNumber?: string | undefined;
  buyerName: string;
  productName: string;
  quantity: number;
  /** Every line of an order of several lines (decision 126). */
  lines?: InvoiceLine[] | undefined;
  unitPricePoisha: number;
  totalPoisha: number;
  /** ISO 8601. */
  placedAt: string;
  /** Where it goes, as the buyer chose it (absent in mails queued before it was kept). */
  address?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** The buyer's purchase order number, when given. */
  poNumber?: string | null | undefined;
  /** An order confirmed on account (decision 140): its invoice, attached, and when it is due. */
  onAccount?: { invoiceNumber: string; dueDate: string; poNumber: string | null } | undefined;
  /**
   * An order paid by bank transfer (decision 314): until when its stock is held (ISO 8601); the
   * mail worker attaches its proforma invoice.
   */
  bankTransfer?: { dueAt: string } | undefined;
}

/** What the payment receipt shows (from the invoice). */
export interface PaymentReceiptMailData {
  invoiceNumber: string;
  /** The order number (decision 300); absent from e-mails queued before orders had one. */
  orderNumber?: string | undefined;
  buyerName: string;
  productName: string;
  quantity: number;
  /** Every line of an order of several lines (decision 126). */
  lines?: InvoiceLine[] | undefined;
  totalPoisha: number;
  paymentReference: string;
  /** ISO 8601. */
  paidAt: string;
}

/** What the 'shipped' e-mail shows (a snapshot taken at delivery). */
export interface OrderShippedMailData {
  orderId: string;
  /** The order number (decision 300); absent from e-mails queued before orders had one. */
  orderNumber?: string | undefined;
  buyerName: string;
  productName: string;
  quantity: number;
  /** Every line of an order of several lines (decision 126). */
  lines?: InvoiceLine[] | undefined;
  address: string | null;
  /** ISO 8601. */
  deliveredAt: string;
  /**
   * The shipment this e-mail reports (decision 321): its challan number, carrier and references,
   * its tracking link, the day it left, and whether it completes the order. Absent from e-mails
   * queued before shipments: those shipped the whole order.
   */
  shipment?:
    | {
        number: string;
        carrierName: string;
        trackingNumber: string | null;
        vehicleNumber: string | null;
        trackingUrl: string | null;
        shippedOn: string;
        complete: boolean;
        /**
         * The serial numbers of the shipment's serial-tracked pieces, by SKU (decision 322); absent
         * from e-mails queued before they were part of it.
         */
        serials?: { sku: string; serials: string[] }[] | undefined;
      }
    | undefined;
}

/** What the 'not paid in time' e-mail shows (a snapshot taken when the order was cancelled). */
export interface OrderExpiredMailData {
  orderId: string;
  /** The order number (decision 300); absent from e-mails queued before orders had one. */
  orderNumber?: string | undefined;
  buyerName: string;
  productName: string;
  quantity: number;
  /** Every line of an order of several lines (decision 126). */
  lines?: InvoiceLine[] | undefined;
  totalPoisha: number;
  /** ISO 8601. */
  placedAt: string;
  /** How long the order held its stock unpaid (a card order). */
  holdMinutes?: number | undefined;
  /**
   * A bank-transfer order whose proforma expired (decision 314): its due time (ISO 8601) and what
   * was received by then, poisha — with a part received the order stays open, without its stock.
   */
  bankTransfer?: { dueAt: string; receivedPoisha: number } | undefined;
}

const money = (poisha: number) => formatTaka(toTaka(poisha));

/** One sentence per line of an order of several lines; nothing for one line (the text says it). */
function lineList(lines: InvoiceLine[] | undefined): string[] {
  if (!lines || lines.length < 2) return [];
  return [
    'The lines of your order:',
    ...lines.map(
      (line) =>
        `${formatPieces(line.quantity)} of ${line.productName} (${line.sku}) at ` +
        `${money(line.unitPricePoisha)} each: ${money(line.lineTotalPoisha)}`,
    ),
  ];
}
const when = (iso: string) => formatShopDateTime(new Date(iso));

/** A mail to a buyer about their order: greeted by name, closing with a link to My Orders. */
function orderMail(
  to: string,
  subject: string,
  buyerName: string,
  lines: string[],
  publicUrl: string,
  action = 'See my orders',
  orderNumber?: string,
): MailMessage {
  // The order's own page when it has a number (decision 300), else My Orders.
  const link = orderNumber
    ? `${publicUrl}/dashboard/orders/${encodeURIComponent(orderNumber)}`
    : `${publicUrl}/dashboard/my-orders`;
  return withLink(to, subject, `Hello ${buyerName},`, lines, action, link);
}

/**
 * The order's delivery address (its lines joined: a mail line is one paragraph), phone number
 * and PO number, as the buyer gave them; nothing for what was not given.
 */
function deliveryFacts(data: OrderPlacedMailData): string[] {
  const facts: string[] = [];
  if (data.address) {
    const address = data.address
      .split(/\r?\n/)
      .map((part) => part.trim())
      .filter(Boolean);
    facts.push(
      `Deliver to: ${address.join(', ')}${data.phoneNumber ? ` (phone ${data.phoneNumber})` : ''}`,
    );
  }
  if (data.poNumber) facts.push(`Your PO number: ${data.poNumber}`);
  return facts;
}

/** Sent when a client places an order (decision 062). */
export function orderPlacedMail(to: string, data: OrderPlacedMailData, publicUrl: string) {
  return orderMail(
    to,
    `Your Partline order: ${formatPieces(data.quantity)} of ${data.productName}`,
    data.buyerName,
    [
      data.lines && data.lines.length > 1
        ? `Thank you for your order of ${data.lines.length} lines, ${formatPieces(data.quantity)} ` +
          `in all, ${money(data.totalPoisha)} in total, placed on ${when(data.placedAt)}.`
        : `Thank you for your order of ${formatPieces(data.quantity)} of ${data.productName} at ` +
          `${money(data.unitPricePoisha)} each, ${money(data.totalPoisha)} in total, placed on ` +
          `${when(data.placedAt)}.`,
      ...lineList(data.lines),
      data.onAccount
        ? `The order is confirmed on your company's account and the parts are reserved for you. ` +
          `Invoice ${data.onAccount.invoiceNumber}${data.onAccount.poNumber ? ` for PO ${data.onAccount.poNumber}` : ''} ` +
          `is attached; it is due on ${formatCalendarDay(data.onAccount.dueDate)}.`
        : data.bankTransfer
          ? `The parts are reserved for you until ${when(data.bankTransfer.dueAt)}. Transfer ` +
            `${money(data.totalPoisha)} by BEFTN or RTGS to the account on the attached proforma ` +
            `invoice, with ${data.orderNumber ?? data.orderId} as the payment reference; we ` +
            'confirm the order once the transfer reaches us.'
          : data.lines && data.lines.length > 1
            ? 'The parts are reserved for you. Pay for the order from My Orders.'
            : 'The parts are reserved for you once the order is paid. Pay for it from My Orders.',
      ...deliveryFacts(data),
      `Order number: ${data.orderNumber ?? data.orderId}`,
    ],
    publicUrl,
    data.onAccount || data.bankTransfer ? 'See my orders' : 'Pay from My Orders',
  );
}

/** Sent when an order is paid, with its invoice attached by the mail worker (decision 062). */
export function paymentReceiptMail(to: string, data: PaymentReceiptMailData, publicUrl: string) {
  return orderMail(
    to,
    `Payment received: invoice ${data.invoiceNumber}`,
    data.buyerName,
    [
      `We received your payment of ${money(data.totalPoisha)} for ${formatPieces(data.quantity)} of ` +
        `${data.productName} on ${when(data.paidAt)}.`,
      ...lineList(data.lines),
      `Your invoice ${data.invoiceNumber} is attached as a PDF. You can download it again from ` +
        'My Orders at any time.',
      ...(data.orderNumber ? [`Order number: ${data.orderNumber}`] : []),
      `Payment reference: ${data.paymentReference}`,
    ],
    publicUrl,
    data.orderNumber ? 'See the order' : 'See my orders',
    data.orderNumber,
  );
}

/**
 * Sent when an unpaid order is cancelled because it was not paid in time and its stock released
 * (decision 160).
 */
export function orderExpiredMail(to: string, data: OrderExpiredMailData, publicUrl: string) {
  if (data.bankTransfer) return proformaExpiredMail(to, data, data.bankTransfer, publicUrl);
  return orderMail(
    to,
    'Your Partline order was cancelled: not paid in time',
    data.buyerName,
    [
      `Your order of ${formatPieces(data.quantity)} of ${data.productName}, ` +
        `${money(data.totalPoisha)} in total, placed on ${when(data.placedAt)}, was not paid ` +
        `within ${data.holdMinutes ?? 0} minutes. We cancelled it ` +
        'and released the parts reserved for it; nothing was charged.',
      ...lineList(data.lines),
      'If you still need these parts, use Buy again on the order in My Orders and check out again.',
      `Order number: ${data.orderNumber ?? data.orderId}`,
    ],
    publicUrl,
    'See the order',
    data.orderNumber,
  );
}

/**
 * A bank-transfer order's proforma expired (decision 314): its stock was released; with nothing
 * received it was cancelled, with a part received it stays open for the shop to settle.
 */
function proformaExpiredMail(
  to: string,
  data: OrderExpiredMailData,
  transfer: { dueAt: string; receivedPoisha: number },
  publicUrl: string,
) {
  const received = transfer.receivedPoisha > 0;
  return orderMail(
    to,
    `Your Partline proforma invoice expired: order ${data.orderNumber ?? data.orderId}`,
    data.buyerName,
    [
      `${PAYMENT_RAIL_MESSAGES.proformaExpired}: the transfer for your order of ` +
        `${money(data.totalPoisha)}, placed on ${when(data.placedAt)}, was not complete by ` +
        `${when(transfer.dueAt)}.`,
      ...lineList(data.lines),
      received
        ? `We received ${money(transfer.receivedPoisha)} of it, so the order stays open; the ` +
          'parts are no longer reserved. We will contact you to settle the rest or refund it.'
        : 'We cancelled the order; nothing was received for it. If you still need these parts, ' +
          'use Buy again on the order in My Orders and check out again.',
      `Order number: ${data.orderNumber ?? data.orderId}`,
    ],
    publicUrl,
    'See the order',
    data.orderNumber,
  );
}

/** Sent when an admin delivers an order (decision 062). */
export function orderShippedMail(to: string, data: OrderShippedMailData, publicUrl: string) {
  const shipment = data.shipment;
  const partial = shipment !== undefined && !shipment.complete;
  return orderMail(
    to,
    partial
      ? `Part of your Partline order ${data.orderNumber ?? data.orderId} has shipped (${shipment.number})`
      : `Your Partline order has shipped: ${formatPieces(data.quantity)} of ${data.productName}`,
    data.buyerName,
    [
      partial
        ? `These pieces of your order left our factory on ${when(data.deliveredAt)}` +
          `${data.address ? ` and are on their way to ${data.address}` : ''}; the rest follows.`
        : `Your order of ${formatPieces(data.quantity)} of ${data.productName} left our factory on ` +
          `${when(data.deliveredAt)}${data.address ? ` and is on its way to ${data.address}` : ''}.`,
      ...lineList(data.lines),
      ...(shipment ? shipmentFacts(shipment) : []),
      'Once it has arrived, tell other buyers what you think: add a review from your dashboard.',
      `Order number: ${data.orderNumber ?? data.orderId}`,
    ],
    publicUrl,
    'See the order',
    data.orderNumber,
  );
}

/**
 * What the 'backordered pieces allocated' e-mail shows (decision 321): the order and, per line a
 * restock served, the pieces now reserved for it and those still waiting.
 */
export interface BackorderAllocatedMailData {
  orderId: string;
  orderNumber: string;
  buyerName: string;
  lines: { sku: string; productName: string; allocated: number; stillBackordered: number }[];
}

/**
 * Sent when a restock allocates backordered pieces of an order to it (decision 321): they are
 * reserved and can ship; pieces still waiting are named with the line.
 */
export function backorderAllocatedMail(
  to: string,
  data: BackorderAllocatedMailData,
  publicUrl: string,
) {
  const waiting = data.lines.some((line) => line.stillBackordered > 0);
  return orderMail(
    to,
    `Backordered parts of your Partline order ${data.orderNumber} are in stock`,
    data.buyerName,
    [
      'Parts you ordered on backorder are now in stock and reserved for your order; they can ship:',
      ...data.lines.map(
        (line) =>
          `${formatPieces(line.allocated)} of ${line.productName} (${line.sku})` +
          (line.stillBackordered > 0
            ? `; ${formatPieces(line.stillBackordered)} still on backorder`
            : ''),
      ),
      waiting
        ? 'We will write again when the pieces still on backorder arrive.'
        : 'Nothing of your order is on backorder any more.',
      `Order number: ${data.orderNumber}`,
    ],
    publicUrl,
    'See the order',
    data.orderNumber,
  );
}

/** A shipment's challan, carrier and tracking, one fact per paragraph. */
function shipmentFacts(shipment: NonNullable<OrderShippedMailData['shipment']>): string[] {
  const reference = shipment.trackingNumber
    ? `, tracking number ${shipment.trackingNumber}`
    : shipment.vehicleNumber
      ? `, vehicle ${shipment.vehicleNumber}`
      : '';
  return [
    `Delivery challan ${shipment.number}: ${shipment.carrierName}${reference}.`,
    ...(shipment.trackingUrl ? [`Track it: ${shipment.trackingUrl}`] : []),
    ...(shipment.serials ?? []).map(serialsFact),
  ];
}

/** Serial numbers an e-mail lists per SKU; the challan and the order's page carry them all. */
const SERIALS_IN_MAIL = 50;

/** `Serial numbers of SKU: A, B, C.`, at most {@link SERIALS_IN_MAIL} of them (decision 322). */
function serialsFact({ sku, serials }: { sku: string; serials: string[] }): string {
  const shown = serials.slice(0, SERIALS_IN_MAIL).join(', ');
  const more = serials.length - SERIALS_IN_MAIL;
  return more > 0
    ? `Serial numbers of ${sku}: ${shown} and ${more} more (all are on the challan and the order's page).`
    : `Serial numbers of ${sku}: ${shown}.`;
}

/** What the 'quote answered' e-mail shows (a snapshot of the shop's answer, decision 151). */
export interface QuoteAnsweredMailData {
  quoteId: string;
  /** The short reference, e.g. `3F2A9C1B`. */
  quoteNumber: string;
  buyerName: string;
  version: number;
  lines: InvoiceLine[];
  totalPoisha: number;
  /** ISO 8601: the end of the last valid shop day. */
  validUntil: string;
  message: string;
}

/** Sent when the shop answers a quote request with a new version. */
export function quoteAnsweredMail(to: string, data: QuoteAnsweredMailData, publicUrl: string) {
  return withLink(
    to,
    `Your Partline quote ${data.quoteNumber} is ready: ${formatTaka(toTaka(data.totalPoisha))}`,
    `Hello ${data.buyerName},`,
    [
      `We have answered your request for quotation ${data.quoteNumber} (version ${data.version}).`,
      ...lineList(data.lines),
      `Total: ${formatTaka(toTaka(data.totalPoisha))}, valid until ${when(data.validUntil)}.`,
      ...(data.message ? [`Our message: ${data.message}`] : []),
      'Accept it from your dashboard to place the order at these prices.',
    ],
    'See my quote',
    `${publicUrl}/dashboard/my-quotes/${data.quoteId}`,
  );
}

/** What the invitation e-mail shows (decision 131). */
export interface InvitationMailData {
  companyName: string;
  inviterName: string;
  roleLabel: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** Sent to an invited colleague; `url` opens the invitation page with the link's token. */
export function invitationMail(to: string, data: InvitationMailData, url: string): MailMessage {
  return withLink(
    to,
    `${data.inviterName} invites you to ${data.companyName} on Partline`,
    'Hello,',
    [
      `${data.inviterName} invites you to order for ${data.companyName} on Partline as ` +
        `${data.roleLabel.toLowerCase()}.`,
      'Open the link to accept. If you have no Partline account yet, create one with this ' +
        'e-mail address from the same page.',
      `The link can be used once and is valid until ${when(data.expiresAt)}.`,
    ],
    'Accept the invitation',
    url,
  );
}

/** What the 'approval requested' e-mail to the company admins shows (decision 132). */
export interface ApprovalRequestedMailData {
  orderId: string;
  /** The order number (decision 300); absent from e-mails queued before orders had one. */
  orderNumber?: string | undefined;
  buyerName: string;
  buyerEmail: string;
  productName: string;
  quantity: number;
  totalPoisha: number;
  /** ISO 8601. */
  placedAt: string;
}

const companyArea = (publicUrl: string) => `${publicUrl}/dashboard/company`;

/** Sent to a company's admins when a buyer's order is over their monthly spending limit. */
export function approvalRequestedMail(
  to: string,
  data: ApprovalRequestedMailData,
  publicUrl: string,
) {
  return withLink(
    to,
    `Approval needed: ${data.buyerName}'s order of ${money(data.totalPoisha)}`,
    'Hello,',
    [
      `${data.buyerName} (${data.buyerEmail}) placed an order of ${formatPieces(data.quantity)} of ` +
        `${data.productName}, ${money(data.totalPoisha)} in total, on ${when(data.placedAt)}.`,
      'It takes their spending this month above their limit, so it waits for a company ' +
        'admin: no stock is reserved and nothing is charged until you approve it.',
      `Order number: ${data.orderNumber ?? data.orderId}`,
    ],
    'Approve or decline',
    companyArea(publicUrl),
  );
}

/** What the buyer's 'order approved' or 'order declined' e-mail shows. */
export interface ApprovalDecisionMailData {
  orderId: string;
  /** The order number (decision 300); absent from e-mails queued before orders had one. */
  orderNumber?: string | undefined;
  buyerName: string;
  productName: string;
  quantity: number;
  totalPoisha: number;
  approved: boolean;
  deciderName: string;
  comment: string | null;
  /**
   * An approved order paid by bank transfer (decision 314): until when its stock is held (ISO
   * 8601); the mail worker attaches its proforma invoice.
   */
  bankTransfer?: { dueAt: string } | undefined;
}

/** Sent to the buyer when a company admin approves or declines their order (decision 132). */
export function approvalDecisionMail(
  to: string,
  data: ApprovalDecisionMailData,
  publicUrl: string,
) {
  const what = `${formatPieces(data.quantity)} of ${data.productName}`;
  return orderMail(
    to,
    data.approved ? `Your order was approved: ${what}` : `Your order was declined: ${what}`,
    data.buyerName,
    [
      data.approved
        ? `${data.deciderName} approved your order of ${what}, ${money(data.totalPoisha)} in ` +
          (data.bankTransfer
            ? `total. The parts are reserved for you until ${when(data.bankTransfer.dueAt)}: ` +
              'transfer the total by BEFTN or RTGS to the account on the attached proforma ' +
              `invoice, with ${data.orderNumber ?? data.orderId} as the payment reference.`
            : 'total. The parts are reserved for you; pay for it from My Orders.')
        : `${data.deciderName} declined your order of ${what}.`,
      ...(data.comment ? [`Their comment: ${data.comment}`] : []),
      `Order number: ${data.orderNumber ?? data.orderId}`,
    ],
    publicUrl,
  );
}

/** What an overdue reminder shows (a snapshot taken when it is queued; decision 144). */
export interface InvoiceOverdueMailData {
  invoiceNumber: string;
  buyerName: string;
  companyName: string | null;
  /** `YYYY-MM-DD`, the shop's calendar. */
  dueDate: string;
  totalPoisha: number;
  openPoisha: number;
  poNumber: string | null;
}

/** Sent by the overdue-reminder job, once per invoice and reminder period (decision 144). */
export function invoiceOverdueMail(to: string, data: InvoiceOverdueMailData, publicUrl: string) {
  return withLink(
    to,
    `Payment overdue: invoice ${data.invoiceNumber}`,
    `Hello ${data.buyerName},`,
    [
      `Invoice ${data.invoiceNumber}${data.companyName ? ` to ${data.companyName}` : ''}` +
        `${data.poNumber ? ` (PO ${data.poNumber})` : ''} was due on ` +
        `${formatCalendarDay(data.dueDate)}. ${money(data.openPoisha)} of ` +
        `${money(data.totalPoisha)} is still open.`,
      'Please pay it by bank transfer, quoting the invoice number. Until it is paid, your ' +
        'company cannot order on account.',
      'If you have paid already, thank you: the payment may not have reached us yet.',
    ],
    'See the statement',
    `${publicUrl}/dashboard/company-statement`,
  );
}

/** What the e-mails of a return show (decision 322): a snapshot of the return at that step. */
export interface ReturnMailData {
  returnId: string;
  rmaNumber: string;
  orderNumber: string;
  requesterName: string;
  items: {
    sku: string;
    productName: string;
    serial: string | null;
    quantity: number;
    /** How people read its resolution (`Replaced`), for the 'resolved' e-mail. */
    resolution?: string | null;
    /** The replacement's serial, the credit note or the refund: what the resolution gave. */
    outcome?: string | null;
  }[];
  /** The approval's return instructions, the rejection's comment or the receipt's note. */
  text?: string | null;
  /** All items resolved (the 'resolved' e-mail). */
  complete?: boolean;
}

/** The items of a return, one per paragraph. */
function returnItemLines(data: ReturnMailData): string[] {
  return data.items.map((item) => {
    const piece = item.serial
      ? `${item.productName} (${item.sku}), serial number ${item.serial}`
      : `${formatPieces(item.quantity)} of ${item.productName} (${item.sku})`;
    const resolved = item.resolution
      ? `: ${item.resolution}${item.outcome ? `, ${item.outcome}` : ''}`
      : '';
    return `${piece}${resolved}`;
  });
}

/** A return's e-mail, with the link to the order it belongs to. */
function returnMail(
  to: string,
  subject: string,
  data: ReturnMailData,
  lines: string[],
  publicUrl: string,
): MailMessage {
  return orderMail(
    to,
    subject,
    data.requesterName,
    [...lines, `Return number: ${data.rmaNumber}`, `Order number: ${data.orderNumber}`],
    publicUrl,
    'See the order',
    data.orderNumber,
  );
}

/** Sent to the requester when a return is requested (decision 322). */
export function returnRequestedMail(to: string, data: ReturnMailData, publicUrl: string) {
  return returnMail(
    to,
    `Your Partline return ${data.rmaNumber} is requested`,
    data,
    [
      'We received your return request for:',
      ...returnItemLines(data),
      'Please do not send anything yet: we will write with the return instructions once the shop approves it.',
    ],
    publicUrl,
  );
}

/** Sent when the shop approves a return: the instructions and the label to print. */
export function returnApprovedMail(to: string, data: ReturnMailData, publicUrl: string) {
  return returnMail(
    to,
    `Your Partline return ${data.rmaNumber} is approved`,
    data,
    [
      'Your return is approved for:',
      ...returnItemLines(data),
      `Return instructions: ${data.text ?? ''}`,
      `Print the return label and put it on the parcel: ${publicUrl}/api/returns/${data.returnId}/label.pdf`,
    ],
    publicUrl,
  );
}

/** Sent when the shop rejects a return, with its comment. */
export function returnRejectedMail(to: string, data: ReturnMailData, publicUrl: string) {
  return returnMail(
    to,
    `Your Partline return ${data.rmaNumber} is rejected`,
    data,
    [
      'The shop could not accept your return of:',
      ...returnItemLines(data),
      `Why: ${data.text ?? ''}`,
      'Please do not send these items back.',
    ],
    publicUrl,
  );
}

/** Sent when the shop receives a return's goods. */
export function returnReceivedMail(to: string, data: ReturnMailData, publicUrl: string) {
  return returnMail(
    to,
    `We received your Partline return ${data.rmaNumber}`,
    data,
    [
      'The goods of your return arrived:',
      ...returnItemLines(data),
      ...(data.text ? [`Note: ${data.text}`] : []),
      'We will write again when each item is repaired, replaced or credited.',
    ],
    publicUrl,
  );
}

/** Sent when the shop resolves items of a return: repaired, replaced or credited. */
export function returnResolvedMail(to: string, data: ReturnMailData, publicUrl: string) {
  return returnMail(
    to,
    `Items of your Partline return ${data.rmaNumber} are resolved`,
    data,
    [
      'The shop resolved these items of your return:',
      ...returnItemLines(data),
      data.complete
        ? 'Every item of the return is resolved: the return is closed.'
        : 'We will write again when the other items are resolved.',
    ],
    publicUrl,
  );
}
