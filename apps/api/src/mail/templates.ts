import {
  formatPieces,
  formatShopDateTime,
  formatTaka,
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
  return { to, subject: truncateAtWord(subject, MAIL_SUBJECT_MAX_CHARS), text, html };
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
  buyerName: string;
  productName: string;
  quantity: number;
  /** Every line of an order of several lines (decision 126). */
  lines?: InvoiceLine[] | undefined;
  unitPricePoisha: number;
  totalPoisha: number;
  /** ISO 8601. */
  placedAt: string;
}

/** What the payment receipt shows (from the invoice). */
export interface PaymentReceiptMailData {
  invoiceNumber: string;
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
  buyerName: string;
  productName: string;
  quantity: number;
  /** Every line of an order of several lines (decision 126). */
  lines?: InvoiceLine[] | undefined;
  address: string | null;
  /** ISO 8601. */
  deliveredAt: string;
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
const myOrders = (publicUrl: string) => `${publicUrl}/dashboard/my-orders`;

/** Sent when a client places an order (decision 062). */
export function orderPlacedMail(to: string, data: OrderPlacedMailData, publicUrl: string) {
  return withLink(
    to,
    `Your Partline order: ${formatPieces(data.quantity)} of ${data.productName}`,
    `Hello ${data.buyerName},`,
    [
      data.lines && data.lines.length > 1
        ? `Thank you for your order of ${data.lines.length} lines, ${formatPieces(data.quantity)} ` +
          `in all, ${money(data.totalPoisha)} in total, placed on ${when(data.placedAt)}.`
        : `Thank you for your order of ${formatPieces(data.quantity)} of ${data.productName} at ` +
          `${money(data.unitPricePoisha)} each, ${money(data.totalPoisha)} in total, placed on ` +
          `${when(data.placedAt)}.`,
      ...lineList(data.lines),
      data.lines && data.lines.length > 1
        ? 'The parts are reserved for you. Pay for the order from My Orders.'
        : 'The parts are reserved for you once the order is paid. Pay for it from My Orders.',
      `Order number: ${data.orderId}`,
    ],
    'Pay from My Orders',
    myOrders(publicUrl),
  );
}

/** Sent when an order is paid, with its invoice attached by the mail worker (decision 062). */
export function paymentReceiptMail(to: string, data: PaymentReceiptMailData, publicUrl: string) {
  return withLink(
    to,
    `Payment received: invoice ${data.invoiceNumber}`,
    `Hello ${data.buyerName},`,
    [
      `We received your payment of ${money(data.totalPoisha)} for ${formatPieces(data.quantity)} of ` +
        `${data.productName} on ${when(data.paidAt)}.`,
      ...lineList(data.lines),
      `Your invoice ${data.invoiceNumber} is attached as a PDF. You can download it again from ` +
        'My Orders at any time.',
      `Payment reference: ${data.paymentReference}`,
    ],
    'See my orders',
    myOrders(publicUrl),
  );
}

/** Sent when an admin delivers an order (decision 062). */
export function orderShippedMail(to: string, data: OrderShippedMailData, publicUrl: string) {
  return withLink(
    to,
    `Your Partline order has shipped: ${formatPieces(data.quantity)} of ${data.productName}`,
    `Hello ${data.buyerName},`,
    [
      `Your order of ${formatPieces(data.quantity)} of ${data.productName} left our factory on ` +
        `${when(data.deliveredAt)}${data.address ? ` and is on its way to ${data.address}` : ''}.`,
      ...lineList(data.lines),
      'Once it has arrived, tell other buyers what you think: add a review from your dashboard.',
      `Order number: ${data.orderId}`,
    ],
    'See my orders',
    myOrders(publicUrl),
  );
}
