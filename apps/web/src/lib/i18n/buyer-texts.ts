import {
  API_KEY_MESSAGES,
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  INVOICE_STATUS_LABELS,
  MEMBERSHIP_MESSAGES,
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  RETURN_MESSAGES,
  RETURN_RESOLUTION_LABELS,
  USER_MESSAGES,
  WARRANTY_MESSAGES,
  WITHHOLDING_KIND_LABELS,
  WEBHOOK_MESSAGES,
} from '@partline/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addSpecTexts, useSpecText } from './spec-texts';
import './limit-texts';

/**
 * The shared texts of the buyer's own pages — quotes, returns, warranty, the company, API keys —
 * as messages of the catalog (decision 325), like `SPEC_TEXTS` but loaded with those pages' code
 * instead of the first load: importing this module adds them to `SPEC_TEXTS`, so form errors,
 * toasts and API errors of these pages show in the reader's language too.
 */
export const BUYER_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [USER_MESSAGES.notAvailable, msg`N/A`],
  [QUOTE_STATUS_LABELS.requested, msg`Awaiting the shop`],
  [QUOTE_STATUS_LABELS.quoted, msg`Quoted`],
  [QUOTE_STATUS_LABELS.accepted, msg`Accepted`],
  [QUOTE_STATUS_LABELS.declined, msg`Declined`],
  [QUOTE_STATUS_LABELS.expired, msg`Expired`],
  [QUOTE_MESSAGES.notFound, msg`Quote not found`],
  [QUOTE_MESSAGES.notOpen, msg`This quote is closed`],
  [QUOTE_MESSAGES.notQuoted, msg`The shop has not answered this quote yet`],
  [
    QUOTE_MESSAGES.superseded,
    msg`This version was replaced by a newer one: review the latest version`,
  ],
  [QUOTE_MESSAGES.expired, msg`This quote has expired`],
  [QUOTE_MESSAGES.accepted, msg`Quote accepted: your order is placed`],
  [QUOTE_MESSAGES.declined, msg`Quote declined`],
  [QUOTE_MESSAGES.messageSent, msg`Message sent`],
  [QUOTE_MESSAGES.stockRefused, msg`The order was not placed: a line cannot be served`],
  [QUOTE_MESSAGES.messageRequired, msg`Write a message`],
  [
    QUOTE_MESSAGES.terms,
    msg`Prices in Taka per piece, excluding delivery. The quote is valid until the end of its validity date (Dhaka time); only its latest version can be accepted. Accepting places one order at these prices, holds its stock and is paid by card from your dashboard, or on your company's account where the shop granted it payment terms.`,
  ],
  [QUOTE_MESSAGES.otherCompany, msg`This quote belongs to another company: pay it by card`],
  [
    QUOTE_MESSAGES.overSpendingLimit,
    msg`This quote is above your monthly spending limit: an admin of your company can accept it`,
  ],
  [RETURN_MESSAGES.notFound, msg`Return not found`],
  [RETURN_MESSAGES.itemsRequired, msg`Choose at least one item to return`],
  [RETURN_MESSAGES.itemRepeated, msg`Each line or serial number at most once`],
  [RETURN_MESSAGES.reasonRequired, msg`Choose a reason`],
  [RETURN_MESSAGES.descriptionRequired, msg`Describe the problem`],
  [RETURN_MESSAGES.photoInvalid, msg`Each photo is an uploaded image`],
  [RETURN_MESSAGES.quantityPositive, msg`Return at least one piece`],
  [
    RETURN_MESSAGES.serialRequired,
    msg`This product is serial-tracked: choose the serial number to return`,
  ],
  [RETURN_MESSAGES.noWarranty, msg`This product has no warranty`],
  [
    RETURN_MESSAGES.orderNotReturnable,
    msg`Only a paid order with shipped pieces has items to return`,
  ],
  [RETURN_MESSAGES.labelNotYet, msg`The return label is ready once the return is approved`],
  [RETURN_MESSAGES.requested, msg`Return requested`],
  [RETURN_RESOLUTION_LABELS.repair, msg`Repaired`],
  [RETURN_RESOLUTION_LABELS.replace, msg`Replaced`],
  [RETURN_RESOLUTION_LABELS.credit, msg`Credited`],
  [WARRANTY_MESSAGES.serialNotFound, msg`No piece you bought has this serial number`],
  [WARRANTY_MESSAGES.checkNotFound, msg`No piece with this serial number is in this order`],
  [WARRANTY_MESSAGES.orderNumberRequired, msg`Order number is Required`],
  [WARRANTY_MESSAGES.serialRequired, msg`Serial number is Required`],
  [
    WARRANTY_MESSAGES.serialFormat,
    msg`A serial number is 1 to 64 letters, digits, dots, dashes, slashes or underscores, starting with a letter or digit`,
  ],
  [WARRANTY_MESSAGES.underWarranty, msg`Under warranty`],
  [WARRANTY_MESSAGES.warrantyExpired, msg`Warranty expired`],
  [WARRANTY_MESSAGES.noWarranty, msg`No warranty`],
  [COMPANY_ROLE_LABELS.admin, msg`Company admin`],
  [COMPANY_ROLE_LABELS.buyer, msg`Buyer`],
  [COMPANY_MESSAGES.nameRequired, msg`Enter the company name`],
  [COMPANY_MESSAGES.tradeLicenceRequired, msg`Enter the trade licence number`],
  [COMPANY_MESSAGES.binRequired, msg`Enter the BIN (VAT registration number)`],
  [COMPANY_MESSAGES.binInvalid, msg`A BIN is 9 or 13 digits`],
  [COMPANY_MESSAGES.binTaken, msg`A company with this BIN is already registered`],
  [COMPANY_MESSAGES.billingAddressRequired, msg`Enter the billing address`],
  [COMPANY_MESSAGES.emailInvalid, msg`Enter a valid e-mail address`],
  [
    COMPANY_MESSAGES.limitInvalid,
    msg`Enter a limit in Taka of 0 or more, or leave it empty for no limit`,
  ],
  [COMPANY_MESSAGES.commentRequired, msg`Say why the order is declined`],
  [COMPANY_MESSAGES.created, msg`Company created`],
  [COMPANY_MESSAGES.saved, msg`Company saved`],
  [COMPANY_MESSAGES.invited, msg`Invitation sent`],
  [COMPANY_MESSAGES.invitationRevoked, msg`Invitation revoked`],
  [COMPANY_MESSAGES.memberSaved, msg`Member saved`],
  [COMPANY_MESSAGES.memberRemoved, msg`Member removed`],
  [COMPANY_MESSAGES.approved, msg`Order approved`],
  [COMPANY_MESSAGES.declined, msg`Order declined`],
  [COMPANY_MESSAGES.joined, msg`You joined the company`],
  [COMPANY_MESSAGES.lastAdmin, msg`A company keeps at least one company admin`],
  [COMPANY_MESSAGES.invitationNotFound, msg`This invitation link is not valid`],
  [COMPANY_MESSAGES.invitationExpired, msg`This invitation has expired; ask for a new one`],
  [COMPANY_MESSAGES.invitationUsed, msg`This invitation has already been used`],
  [COMPANY_MESSAGES.invitationWithdrawn, msg`This invitation was withdrawn`],
  [
    MEMBERSHIP_MESSAGES.personalIntegrationsEnd,
    msg`Keys and webhook endpoints you make now stop working if you join or found a company.`,
  ],
  [
    MEMBERSHIP_MESSAGES.personalIntegrationsRevoked,
    msg`Your own API keys and webhook endpoints are revoked when you join or found a company; the company's admins make the company's.`,
  ],
  [WITHHOLDING_KIND_LABELS.vds, msg`VAT deducted at source (Mushak-6.6)`],
  [WITHHOLDING_KIND_LABELS.tds, msg`Income tax deducted at source`],
  [INVOICE_STATUS_LABELS.open, msg({ message: 'Open', context: 'invoice not yet paid' })],
  [INVOICE_STATUS_LABELS.partly_paid, msg`Partly paid`],
  [INVOICE_STATUS_LABELS.paid, msg`Paid`],
  [INVOICE_STATUS_LABELS.overdue, msg`Overdue`],
  [INVOICE_STATUS_LABELS.credited, msg`Credited`],
  [API_KEY_MESSAGES.nameRequired, msg`Name the key`],
  [API_KEY_MESSAGES.scopesRequired, msg`Choose at least one scope`],
  [API_KEY_MESSAGES.expiryInPast, msg`The expiry must be in the future`],
  [API_KEY_MESSAGES.created, msg`API key created`],
  [API_KEY_MESSAGES.revoked, msg`API key revoked`],
  [API_KEY_MESSAGES.passwordRequired, msg`Enter your current password`],
  [API_KEY_MESSAGES.passwordWrong, msg`The current password is not correct`],
  [API_KEY_MESSAGES.signInAgain, msg`Sign in again, then try within 10 minutes`],
  [WEBHOOK_MESSAGES.urlInvalid, msg`Enter an http or https URL`],
  [WEBHOOK_MESSAGES.eventsRequired, msg`Choose at least one event`],
  [WEBHOOK_MESSAGES.created, msg`Webhook endpoint added`],
  [WEBHOOK_MESSAGES.removed, msg`Webhook endpoint removed`],
  [WEBHOOK_MESSAGES.resent, msg`Delivery queued again`],
  [WEBHOOK_MESSAGES.testQueued, msg`Test event queued: see the delivery log`],
]);

addSpecTexts(BUYER_TEXTS);

/**
 * {@link useSpecText} with {@link BUYER_TEXTS} known: a shared English text of the buyer's pages
 * in the active language (else as given).
 */
export function useBuyerText(): (text: string) => string {
  return useSpecText();
}
