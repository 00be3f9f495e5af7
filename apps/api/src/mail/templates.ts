import { PAYMENT_RAIL_MESSAGES, TAKA_SPACE, type InvoiceLine, type Locale } from '@partline/shared';
import { inCurrency, translatorFor, type Translator } from '../i18n/translator.js';
import type { MailMessage } from './mailer.js';

/*
 * Every e-mail in its recipient's language (decision 328): each template takes the `locale` of
 * the person it goes to ('en' unless given), its texts come from the server's catalogue
 * (i18n/messages.*.ts) and its money, numbers and dates from that language's formatters. English
 * reads word for word as before.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function withLink(
  tr: Translator,
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
    `<p>${escapeHtml(tr.t('mail.linkFallback', { url }))}</p>`,
    '<p>Partline</p>',
  ].join('\n');
  // The subject is sent whole, however long: RFC 5322 §2.2.3 folds a long header field over
  // lines, and nodemailer folds (and encodes, RFC 2047) it. The no-break space of a money figure
  // (formatTaka) would only make it an encoded word, so it is an ordinary space there.
  return {
    to,
    subject: subject.replaceAll(TAKA_SPACE, ' '),
    text,
    html,
    ...(tr.locale === 'en' ? {} : { language: tr.locale }),
  };
}

/** The verification mail sent at sign-up; `url` verifies the address when opened. */
export function verificationMail(
  to: string,
  name: string,
  url: string,
  locale: Locale = 'en',
): MailMessage {
  const tr = translatorFor(locale);
  return withLink(
    tr,
    to,
    tr.t('mail.verify.subject'),
    tr.t('mail.hello', { name }),
    [tr.t('mail.verify.thanks'), tr.t('mail.verify.confirm')],
    tr.t('mail.verify.action'),
    url,
  );
}

/** The password-reset mail; `url` opens the web app's reset form with the token. */
export function resetPasswordMail(
  to: string,
  name: string,
  url: string,
  locale: Locale = 'en',
): MailMessage {
  const tr = translatorFor(locale);
  return withLink(
    tr,
    to,
    tr.t('mail.reset.subject'),
    tr.t('mail.hello', { name }),
    [tr.t('mail.reset.asked'), tr.t('mail.reset.choose'), tr.t('mail.reset.ignore')],
    tr.t('mail.reset.action'),
    url,
  );
}

/**
 * The currency of an e-mail's amounts (decision 327): its document's (the order's, quote's or
 * invoice's), ISO 4217; every `*Poisha` amount of the e-mail is in its minor units (cents for USD
 * and EUR). Absent, as in e-mails queued before it was part of them: BDT.
 */
export interface InDocumentCurrency {
  currency?: string | undefined;
}

/** What the 'order placed' e-mail shows (a snapshot taken when the order was placed). */
export interface OrderPlacedMailData extends InDocumentCurrency {
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
export interface PaymentReceiptMailData extends InDocumentCurrency {
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
export interface OrderExpiredMailData extends InDocumentCurrency {
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

/** One sentence per line of an order of several lines; nothing for one line (the text says it). */
function lineList(tr: Translator, lines: InvoiceLine[] | undefined): string[] {
  if (!lines || lines.length < 2) return [];
  return [
    tr.t('mail.linesHeading'),
    ...lines.map((line) =>
      tr.t('mail.line', {
        pieces: tr.pieces(line.quantity),
        product: line.productName,
        sku: line.sku,
        unitPrice: tr.money(line.unitPricePoisha),
        lineTotal: tr.money(line.lineTotalPoisha),
      }),
    ),
  ];
}

/** A mail to a buyer about their order: greeted by name, closing with a link to My Orders. */
function orderMail(
  tr: Translator,
  to: string,
  subject: string,
  buyerName: string,
  lines: string[],
  publicUrl: string,
  action = tr.t('mail.action.seeMyOrders'),
  orderNumber?: string,
): MailMessage {
  // The order's own page when it has a number (decision 300), else My Orders.
  const link = orderNumber
    ? `${publicUrl}/dashboard/orders/${encodeURIComponent(orderNumber)}`
    : `${publicUrl}/dashboard/my-orders`;
  return withLink(tr, to, subject, tr.t('mail.hello', { name: buyerName }), lines, action, link);
}

/**
 * The order's delivery address (its lines joined: a mail line is one paragraph), phone number
 * and PO number, as the buyer gave them; nothing for what was not given.
 */
function deliveryFacts(tr: Translator, data: OrderPlacedMailData): string[] {
  const facts: string[] = [];
  if (data.address) {
    const address = data.address
      .split(/\r?\n/)
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
    facts.push(
      data.phoneNumber
        ? tr.t('mail.deliverToWithPhone', { address, phone: data.phoneNumber })
        : tr.t('mail.deliverTo', { address }),
    );
  }
  if (data.poNumber) facts.push(tr.t('mail.yourPo', { po: data.poNumber }));
  return facts;
}

/** Sent when a client places an order (decision 062). */
export function orderPlacedMail(
  to: string,
  data: OrderPlacedMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = inCurrency(translatorFor(locale), data.currency);
  const reference = data.orderNumber ?? data.orderId;
  const several = data.lines !== undefined && data.lines.length > 1;
  return orderMail(
    tr,
    to,
    tr.t('mail.placed.subject', { pieces: tr.pieces(data.quantity), product: data.productName }),
    data.buyerName,
    [
      several
        ? tr.t('mail.placed.thanksLines', {
            lineCount: tr.number(data.lines?.length ?? 0),
            pieces: tr.pieces(data.quantity),
            total: tr.money(data.totalPoisha),
            placedAt: tr.dateTime(data.placedAt),
          })
        : tr.t('mail.placed.thanksOne', {
            pieces: tr.pieces(data.quantity),
            product: data.productName,
            unitPrice: tr.money(data.unitPricePoisha),
            total: tr.money(data.totalPoisha),
            placedAt: tr.dateTime(data.placedAt),
          }),
      ...lineList(tr, data.lines),
      data.onAccount
        ? tr.t('mail.placed.onAccount', {
            invoice: data.onAccount.invoiceNumber,
            forPo: data.onAccount.poNumber
              ? tr.t('mail.placed.forPo', { po: data.onAccount.poNumber })
              : '',
            dueDate: tr.calendarDay(data.onAccount.dueDate),
          })
        : data.bankTransfer
          ? tr.t('mail.placed.bankTransfer', {
              dueAt: tr.dateTime(data.bankTransfer.dueAt),
              total: tr.money(data.totalPoisha),
              reference,
            })
          : several
            ? tr.t('mail.placed.payLines')
            : tr.t('mail.placed.payOne'),
      ...deliveryFacts(tr, data),
      tr.t('mail.orderNumber', { number: reference }),
    ],
    publicUrl,
    data.onAccount || data.bankTransfer
      ? tr.t('mail.action.seeMyOrders')
      : tr.t('mail.action.payFromMyOrders'),
  );
}

/** Sent when an order is paid, with its invoice attached by the mail worker (decision 062). */
export function paymentReceiptMail(
  to: string,
  data: PaymentReceiptMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = inCurrency(translatorFor(locale), data.currency);
  return orderMail(
    tr,
    to,
    tr.t('mail.receipt.subject', { invoice: data.invoiceNumber }),
    data.buyerName,
    [
      tr.t('mail.receipt.received', {
        total: tr.money(data.totalPoisha),
        pieces: tr.pieces(data.quantity),
        product: data.productName,
        paidAt: tr.dateTime(data.paidAt),
      }),
      ...lineList(tr, data.lines),
      tr.t('mail.receipt.attached', { invoice: data.invoiceNumber }),
      ...(data.orderNumber ? [tr.t('mail.orderNumber', { number: data.orderNumber })] : []),
      tr.t('mail.receipt.reference', { reference: data.paymentReference }),
    ],
    publicUrl,
    data.orderNumber ? tr.t('mail.action.seeOrder') : tr.t('mail.action.seeMyOrders'),
    data.orderNumber,
  );
}

/**
 * Sent when an unpaid order is cancelled because it was not paid in time and its stock released
 * (decision 160).
 */
export function orderExpiredMail(
  to: string,
  data: OrderExpiredMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = inCurrency(translatorFor(locale), data.currency);
  if (data.bankTransfer) return proformaExpiredMail(tr, to, data, data.bankTransfer, publicUrl);
  return orderMail(
    tr,
    to,
    tr.t('mail.expired.subject'),
    data.buyerName,
    [
      tr.t('mail.expired.body', {
        pieces: tr.pieces(data.quantity),
        product: data.productName,
        total: tr.money(data.totalPoisha),
        placedAt: tr.dateTime(data.placedAt),
        minutes: tr.number(data.holdMinutes ?? 0),
      }),
      ...lineList(tr, data.lines),
      tr.t('mail.buyAgain'),
      tr.t('mail.orderNumber', { number: data.orderNumber ?? data.orderId }),
    ],
    publicUrl,
    tr.t('mail.action.seeOrder'),
    data.orderNumber,
  );
}

/**
 * A bank-transfer order's proforma expired (decision 314): its stock was released; with nothing
 * received it was cancelled, with a part received it stays open for the shop to settle.
 */
function proformaExpiredMail(
  tr: Translator,
  to: string,
  data: OrderExpiredMailData,
  transfer: { dueAt: string; receivedPoisha: number },
  publicUrl: string,
) {
  const received = transfer.receivedPoisha > 0;
  const reference = data.orderNumber ?? data.orderId;
  return orderMail(
    tr,
    to,
    tr.t('mail.proformaExpired.subject', { number: reference }),
    data.buyerName,
    [
      tr.t('mail.proformaExpired.body', {
        // The shared text (PAYMENT_RAIL_MESSAGES.proformaExpired) in English, word for word.
        expired:
          tr.locale === 'en'
            ? PAYMENT_RAIL_MESSAGES.proformaExpired
            : tr.t('mail.proformaExpired.expired'),
        total: tr.money(data.totalPoisha),
        placedAt: tr.dateTime(data.placedAt),
        dueAt: tr.dateTime(transfer.dueAt),
      }),
      ...lineList(tr, data.lines),
      received
        ? tr.t('mail.proformaExpired.partReceived', {
            received: tr.money(transfer.receivedPoisha),
          })
        : tr.t('mail.proformaExpired.cancelled'),
      tr.t('mail.orderNumber', { number: reference }),
    ],
    publicUrl,
    tr.t('mail.action.seeOrder'),
    data.orderNumber,
  );
}

/** Sent when an admin delivers an order (decision 062). */
export function orderShippedMail(
  to: string,
  data: OrderShippedMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = translatorFor(locale);
  const shipment = data.shipment;
  const partial = shipment !== undefined && !shipment.complete;
  const reference = data.orderNumber ?? data.orderId;
  const shippedAt = tr.dateTime(data.deliveredAt);
  const what = { pieces: tr.pieces(data.quantity), product: data.productName };
  const address = data.address ?? '';
  return orderMail(
    tr,
    to,
    partial
      ? tr.t('mail.shipped.subjectPart', { number: reference, challan: shipment.number })
      : tr.t('mail.shipped.subject', what),
    data.buyerName,
    [
      partial
        ? data.address
          ? tr.t('mail.shipped.partLeftTo', { shippedAt, address })
          : tr.t('mail.shipped.partLeft', { shippedAt })
        : data.address
          ? tr.t('mail.shipped.leftTo', { ...what, shippedAt, address })
          : tr.t('mail.shipped.left', { ...what, shippedAt }),
      ...lineList(tr, data.lines),
      ...(shipment ? shipmentFacts(tr, shipment) : []),
      tr.t('mail.shipped.review'),
      tr.t('mail.orderNumber', { number: reference }),
    ],
    publicUrl,
    tr.t('mail.action.seeOrder'),
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
  locale: Locale = 'en',
) {
  const tr = translatorFor(locale);
  const waiting = data.lines.some((line) => line.stillBackordered > 0);
  return orderMail(
    tr,
    to,
    tr.t('mail.backorder.subject', { number: data.orderNumber }),
    data.buyerName,
    [
      tr.t('mail.backorder.intro'),
      ...data.lines.map((line) => {
        const piece = {
          pieces: tr.pieces(line.allocated),
          product: line.productName,
          sku: line.sku,
        };
        return line.stillBackordered > 0
          ? tr.t('mail.backorder.lineWaiting', {
              ...piece,
              waiting: tr.pieces(line.stillBackordered),
            })
          : tr.t('mail.backorder.line', piece);
      }),
      waiting ? tr.t('mail.backorder.waiting') : tr.t('mail.backorder.done'),
      tr.t('mail.orderNumber', { number: data.orderNumber }),
    ],
    publicUrl,
    tr.t('mail.action.seeOrder'),
    data.orderNumber,
  );
}

/** A shipment's challan, carrier and tracking, one fact per paragraph. */
function shipmentFacts(
  tr: Translator,
  shipment: NonNullable<OrderShippedMailData['shipment']>,
): string[] {
  const reference = shipment.trackingNumber
    ? tr.t('mail.shipped.trackingNumber', { number: shipment.trackingNumber })
    : shipment.vehicleNumber
      ? tr.t('mail.shipped.vehicle', { number: shipment.vehicleNumber })
      : '';
  return [
    tr.t('mail.shipped.challan', {
      number: shipment.number,
      carrier: shipment.carrierName,
      reference,
    }),
    ...(shipment.trackingUrl ? [tr.t('mail.shipped.track', { url: shipment.trackingUrl })] : []),
    ...(shipment.serials ?? []).map((serials) => serialsFact(tr, serials)),
  ];
}

/** Serial numbers an e-mail lists per SKU; the challan and the order's page carry them all. */
const SERIALS_IN_MAIL = 50;

/** `Serial numbers of SKU: A, B, C.`, at most {@link SERIALS_IN_MAIL} of them (decision 322). */
function serialsFact(tr: Translator, { sku, serials }: { sku: string; serials: string[] }): string {
  const shown = serials.slice(0, SERIALS_IN_MAIL).join(', ');
  const more = serials.length - SERIALS_IN_MAIL;
  return more > 0
    ? tr.t('mail.shipped.serialsMore', { sku, serials: shown, more: tr.number(more) })
    : tr.t('mail.shipped.serials', { sku, serials: shown });
}

/** What the 'quote answered' e-mail shows (a snapshot of the shop's answer, decision 151). */
export interface QuoteAnsweredMailData extends InDocumentCurrency {
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
export function quoteAnsweredMail(
  to: string,
  data: QuoteAnsweredMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = inCurrency(translatorFor(locale), data.currency);
  return withLink(
    tr,
    to,
    tr.t('mail.quote.subject', { number: data.quoteNumber, total: tr.money(data.totalPoisha) }),
    tr.t('mail.hello', { name: data.buyerName }),
    [
      tr.t('mail.quote.answered', { number: data.quoteNumber, version: tr.number(data.version) }),
      ...lineList(tr, data.lines),
      tr.t('mail.quote.total', {
        total: tr.money(data.totalPoisha),
        validUntil: tr.dateTime(data.validUntil),
      }),
      ...(data.message ? [tr.t('mail.quote.message', { message: data.message })] : []),
      tr.t('mail.quote.accept'),
    ],
    tr.t('mail.quote.action'),
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

/**
 * Sent to an invited colleague; `url` opens the invitation page with the link's token. `locale`:
 * the invitee's own language when they have an account, else the inviter's (decision 328).
 */
export function invitationMail(
  to: string,
  data: InvitationMailData,
  url: string,
  locale: Locale = 'en',
): MailMessage {
  const tr = translatorFor(locale);
  const names = { inviter: data.inviterName, company: data.companyName };
  return withLink(
    tr,
    to,
    tr.t('mail.invitation.subject', names),
    tr.t('mail.helloAnonymous'),
    [
      tr.t('mail.invitation.body', { ...names, role: data.roleLabel.toLowerCase() }),
      tr.t('mail.invitation.open'),
      tr.t('mail.invitation.valid', { expiresAt: tr.dateTime(data.expiresAt) }),
    ],
    tr.t('mail.invitation.action'),
    url,
  );
}

/** What the 'approval requested' e-mail to the company admins shows (decision 132). */
export interface ApprovalRequestedMailData extends InDocumentCurrency {
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
  locale: Locale = 'en',
) {
  const tr = inCurrency(translatorFor(locale), data.currency);
  return withLink(
    tr,
    to,
    tr.t('mail.approvalRequested.subject', {
      buyer: data.buyerName,
      total: tr.money(data.totalPoisha),
    }),
    tr.t('mail.helloAnonymous'),
    [
      tr.t('mail.approvalRequested.body', {
        buyer: data.buyerName,
        email: data.buyerEmail,
        pieces: tr.pieces(data.quantity),
        product: data.productName,
        total: tr.money(data.totalPoisha),
        placedAt: tr.dateTime(data.placedAt),
      }),
      tr.t('mail.approvalRequested.waits'),
      tr.t('mail.orderNumber', { number: data.orderNumber ?? data.orderId }),
    ],
    tr.t('mail.approvalRequested.action'),
    companyArea(publicUrl),
  );
}

/** What the buyer's 'order approved' or 'order declined' e-mail shows. */
export interface ApprovalDecisionMailData extends InDocumentCurrency {
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
  locale: Locale = 'en',
) {
  const tr = inCurrency(translatorFor(locale), data.currency);
  const what = tr.t('mail.approval.what', {
    pieces: tr.pieces(data.quantity),
    product: data.productName,
  });
  const reference = data.orderNumber ?? data.orderId;
  const decided = { decider: data.deciderName, what };
  return orderMail(
    tr,
    to,
    data.approved
      ? tr.t('mail.approval.subjectApproved', { what })
      : tr.t('mail.approval.subjectDeclined', { what }),
    data.buyerName,
    [
      data.approved
        ? data.bankTransfer
          ? tr.t('mail.approval.approvedTransfer', {
              ...decided,
              total: tr.money(data.totalPoisha),
              dueAt: tr.dateTime(data.bankTransfer.dueAt),
              reference,
            })
          : tr.t('mail.approval.approved', { ...decided, total: tr.money(data.totalPoisha) })
        : tr.t('mail.approval.declined', decided),
      ...(data.comment ? [tr.t('mail.approval.comment', { comment: data.comment })] : []),
      tr.t('mail.orderNumber', { number: reference }),
    ],
    publicUrl,
  );
}

/** What an overdue reminder shows (a snapshot taken when it is queued; decision 144). */
export interface InvoiceOverdueMailData extends InDocumentCurrency {
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
export function invoiceOverdueMail(
  to: string,
  data: InvoiceOverdueMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = inCurrency(translatorFor(locale), data.currency);
  return withLink(
    tr,
    to,
    tr.t('mail.overdue.subject', { invoice: data.invoiceNumber }),
    tr.t('mail.hello', { name: data.buyerName }),
    [
      tr.t('mail.overdue.body', {
        invoice: data.invoiceNumber,
        toCompany: data.companyName
          ? tr.t('mail.overdue.toCompany', { company: data.companyName })
          : '',
        po: data.poNumber ? tr.t('mail.overdue.po', { po: data.poNumber }) : '',
        dueDate: tr.calendarDay(data.dueDate),
        open: tr.money(data.openPoisha),
        total: tr.money(data.totalPoisha),
      }),
      tr.t('mail.overdue.pay'),
      tr.t('mail.overdue.paidAlready'),
    ],
    tr.t('mail.overdue.action'),
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
function returnItemLines(tr: Translator, data: ReturnMailData): string[] {
  return data.items.map((item) => {
    const piece = item.serial
      ? tr.t('mail.return.itemSerial', {
          product: item.productName,
          sku: item.sku,
          serial: item.serial,
        })
      : tr.t('mail.return.itemPieces', {
          pieces: tr.pieces(item.quantity),
          product: item.productName,
          sku: item.sku,
        });
    const resolved = item.resolution
      ? `: ${item.resolution}${item.outcome ? `, ${item.outcome}` : ''}`
      : '';
    return `${piece}${resolved}`;
  });
}

/** A return's e-mail, with the link to the order it belongs to. */
function returnMail(
  tr: Translator,
  to: string,
  subject: string,
  data: ReturnMailData,
  lines: string[],
  publicUrl: string,
): MailMessage {
  return orderMail(
    tr,
    to,
    subject,
    data.requesterName,
    [
      ...lines,
      tr.t('mail.returnNumber', { number: data.rmaNumber }),
      tr.t('mail.orderNumber', { number: data.orderNumber }),
    ],
    publicUrl,
    tr.t('mail.action.seeOrder'),
    data.orderNumber,
  );
}

/** Sent to the requester when a return is requested (decision 322). */
export function returnRequestedMail(
  to: string,
  data: ReturnMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = translatorFor(locale);
  return returnMail(
    tr,
    to,
    tr.t('mail.return.requested.subject', { rma: data.rmaNumber }),
    data,
    [
      tr.t('mail.return.requested.intro'),
      ...returnItemLines(tr, data),
      tr.t('mail.return.requested.wait'),
    ],
    publicUrl,
  );
}

/** Sent when the shop approves a return: the instructions and the label to print. */
export function returnApprovedMail(
  to: string,
  data: ReturnMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = translatorFor(locale);
  return returnMail(
    tr,
    to,
    tr.t('mail.return.approved.subject', { rma: data.rmaNumber }),
    data,
    [
      tr.t('mail.return.approved.intro'),
      ...returnItemLines(tr, data),
      tr.t('mail.return.approved.instructions', { text: data.text ?? '' }),
      tr.t('mail.return.approved.label', {
        url: `${publicUrl}/api/returns/${data.returnId}/label.pdf`,
      }),
    ],
    publicUrl,
  );
}

/** Sent when the shop rejects a return, with its comment. */
export function returnRejectedMail(
  to: string,
  data: ReturnMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = translatorFor(locale);
  return returnMail(
    tr,
    to,
    tr.t('mail.return.rejected.subject', { rma: data.rmaNumber }),
    data,
    [
      tr.t('mail.return.rejected.intro'),
      ...returnItemLines(tr, data),
      tr.t('mail.return.rejected.why', { text: data.text ?? '' }),
      tr.t('mail.return.rejected.keep'),
    ],
    publicUrl,
  );
}

/** Sent when the shop receives a return's goods. */
export function returnReceivedMail(
  to: string,
  data: ReturnMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = translatorFor(locale);
  return returnMail(
    tr,
    to,
    tr.t('mail.return.received.subject', { rma: data.rmaNumber }),
    data,
    [
      tr.t('mail.return.received.intro'),
      ...returnItemLines(tr, data),
      ...(data.text ? [tr.t('mail.return.received.note', { text: data.text })] : []),
      tr.t('mail.return.received.next'),
    ],
    publicUrl,
  );
}

/** Sent when the shop resolves items of a return: repaired, replaced or credited. */
export function returnResolvedMail(
  to: string,
  data: ReturnMailData,
  publicUrl: string,
  locale: Locale = 'en',
) {
  const tr = translatorFor(locale);
  return returnMail(
    tr,
    to,
    tr.t('mail.return.resolved.subject', { rma: data.rmaNumber }),
    data,
    [
      tr.t('mail.return.resolved.intro'),
      ...returnItemLines(tr, data),
      data.complete ? tr.t('mail.return.resolved.closed') : tr.t('mail.return.resolved.more'),
    ],
    publicUrl,
  );
}
