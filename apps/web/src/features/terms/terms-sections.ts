import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '@/config/company';

/** One section of the terms: a heading and its paragraphs, as messages (decision 325). */
export interface TermsSection {
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

const { legalName, email } = company;

/** When the terms below took effect (a calendar day). */
export const TERMS_EFFECTIVE_DAY = '2026-01-01';

/**
 * The terms of sale a client accepts at sign-up ('Accept Terms and Conditions', spec §2): a short
 * plain-language summary of how a business-to-business parts order works at Partline.
 */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    heading: msg`1. Who these terms are for`,
    paragraphs: [
      msg`These terms apply to every account opened on this shop and every order placed with ${legalName} ("Partline", "we"). The shop sells to businesses, institutions and other professional buyers; by opening an account you confirm that you order for such an organisation and may bind it to these terms.`,
    ],
  },
  {
    heading: msg`2. Orders and minimum quantities`,
    paragraphs: [
      msg`Each product is sold from its minimum order quantity, which follows how the part is packed. An order is placed when you confirm it in the shop, and accepted once it is paid. We may decline an order whose stock has been taken in the meantime; the shop never takes more than it can deliver.`,
    ],
  },
  {
    heading: msg`3. Prices and payment`,
    paragraphs: [
      msg`Prices are in Bangladeshi Taka (Tk.) per piece, as shown when you order; the total is the price per piece times the quantity. Orders are paid by card through our payment provider. Card numbers never reach our servers. An invoice is issued for every paid order and can be downloaded from My Orders.`,
    ],
  },
  {
    heading: msg`4. Delivery`,
    paragraphs: [
      msg`We deliver to the address given with the order. Paid stock is held for you until it ships. Delivery dates are estimates; we tell you by e-mail when your order has shipped. Check each delivery on arrival and report missing or damaged cartons within 7 days.`,
    ],
  },
  {
    heading: msg`5. Cancelling an order`,
    paragraphs: [
      msg`You may cancel an order from My Orders until it has been delivered. An unpaid order is simply removed; a paid one is refunded to the card it was paid with.`,
    ],
  },
  {
    heading: msg`6. Warranty and returns`,
    paragraphs: [
      msg`Every part carries the manufacturer's warranty stated in its description, counted from delivery. A faulty part is repaired or replaced once our support team has confirmed the fault. The warranty does not cover damage from misuse, overvoltage or unauthorised modification.`,
    ],
  },
  {
    heading: msg`7. Liability`,
    paragraphs: [
      msg`Our liability for an order is limited to the amount paid for it. We are not liable for indirect losses such as lost profit or data. Nothing in these terms limits a liability that the law of Bangladesh does not allow to be limited.`,
    ],
  },
  {
    heading: msg`8. Your account and data`,
    paragraphs: [
      msg`Keep your password to yourself; orders placed from your account are treated as yours. We use your name, e-mail, phone number and address to process orders, send order e-mails and issue invoices, and keep records of payments as the law requires. Reviews you publish show your display name and profile photo.`,
    ],
  },
  {
    heading: msg`9. Changes and governing law`,
    paragraphs: [
      msg`We may update these terms; the version in force when you place an order applies to it. These terms are governed by the laws of Bangladesh, and the courts of Dhaka have jurisdiction. Questions: ${email}.`,
    ],
  },
];
