import {
  formatShopMonthName,
  SALES_REGISTER_MESSAGES,
  salesRegisterRateLabel,
  SHIPMENT_MESSAGES,
  VAT_RATE_LABELS,
  WARRANTY_MESSAGES,
} from '@partline/shared';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { formattersFor } from './format';
import { activeLocale } from './i18n';
import { translateSpecText } from './spec-texts';

/**
 * The shared package's texts a shop admin reads — the back office's validation messages, toasts
 * and API errors, in English in the schemas and the API — as messages of the catalog (decisions
 * 325, 330). Kept apart from `SPEC_TEXTS` so that only the back office's chunks carry them;
 * {@link translateBackOfficeText} falls back to the buyer's texts. `back-office-texts.test.ts`
 * holds each message equal to its key, word for word.
 */
export const BACK_OFFICE_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [SHIPMENT_MESSAGES.carrierNameRequired, msg`Carrier name is Required`],
  [SHIPMENT_MESSAGES.carrierNameTaken, msg`A carrier of this name exists`],
  [
    SHIPMENT_MESSAGES.trackingTemplate,
    msg({ message: 'The tracking link starts with https:// and holds {tracking}' }),
  ],
  [SHIPMENT_MESSAGES.carrierNotFound, msg`Carrier not found`],
  [SHIPMENT_MESSAGES.carrierInactive, msg`This carrier is no longer used`],
  [SHIPMENT_MESSAGES.linesRequired, msg`Choose at least one line to ship`],
  [SHIPMENT_MESSAGES.quantityPositive, msg`Ship at least one piece`],
  [SHIPMENT_MESSAGES.referenceRequired, msg`Give a tracking number or a vehicle number`],
  [SHIPMENT_MESSAGES.notShippable, msg`Only paid orders are shipped`],
  [SHIPMENT_MESSAGES.shipped, msg`Shipment created`],
  [SHIPMENT_MESSAGES.markedDelivered, msg`Shipment marked delivered`],
  [SHIPMENT_MESSAGES.shippedOnFormat, msg`Date must be YYYY-MM-DD`],
  [SHIPMENT_MESSAGES.carrierAdded, msg`Carrier added`],
  [SHIPMENT_MESSAGES.carrierSaved, msg`Carrier saved`],
  [SHIPMENT_MESSAGES.carrierRequired, msg`Choose a carrier`],
  [SHIPMENT_MESSAGES.quantityWhole, msg`Give a whole number of pieces, 0 or more`],
  [
    SHIPMENT_MESSAGES.ownTransportNeeded,
    msg`Deliver ships by own transport: keep one carrier of that kind`,
  ],
  [SHIPMENT_MESSAGES.serialsNeeded, msg`Ship serial-tracked items with their serial numbers`],
  [
    WARRANTY_MESSAGES.serialsRequired,
    msg`This product is serial-tracked: give one serial number per piece`,
  ],
  [WARRANTY_MESSAGES.warrantyMonthsRange, msg`Warranty is a whole number of months from 0 to 120`],
  [SALES_REGISTER_MESSAGES.title, msg`Sales register`],
  [SALES_REGISTER_MESSAGES.formTitle, msg`Sales register — Mushak-6.2`],
  [SALES_REGISTER_MESSAGES.monthLabel, msg`Month`],
  [SALES_REGISTER_MESSAGES.monthRequired, msg`Choose a month`],
  [SALES_REGISTER_MESSAGES.monthInvalid, msg`Use a month like 2026-10`],
  [SALES_REGISTER_MESSAGES.monthInFuture, msg`Choose this month or an earlier one`],
  [SALES_REGISTER_MESSAGES.downloadCsv, msg`Download CSV`],
  [SALES_REGISTER_MESSAGES.downloadPdf, msg`Download PDF`],
  [
    SALES_REGISTER_MESSAGES.downloadFailed,
    msg`We could not download the sales register. Please try again.`,
  ],
  [
    SALES_REGISTER_MESSAGES.noDocuments,
    msg`No tax invoice, credit note or debit note was issued in this month.`,
  ],
  [SALES_REGISTER_MESSAGES.notRegistered, msg`Not registered`],
  [SALES_REGISTER_MESSAGES.totalsHeading, msg`Totals by rate`],
  [SALES_REGISTER_MESSAGES.grandTotal, msg`Grand total`],
  [VAT_RATE_LABELS[1500], msg`Standard 15 %`],
  [VAT_RATE_LABELS[1000], msg`Reduced 10 %`],
  [VAT_RATE_LABELS[750], msg`Reduced 7.5 %`],
  [VAT_RATE_LABELS[500], msg`Reduced 5 %`],
  [VAT_RATE_LABELS[0], msg`Exempt`],
  [salesRegisterRateLabel(0, true), msg`Zero-rated export`],
]);

/** A shared text with figures or names in it: its English shape and its message. */
interface BackOfficePattern {
  pattern: RegExp;
  message: MessageDescriptor;
  /** The message's values from the groups; `number` writes a figure in the reader's digits. */
  values: (groups: string[], number: (text: string) => string) => Record<string, string>;
}

const BACK_OFFICE_PATTERNS: readonly BackOfficePattern[] = [
  {
    // SHIPMENT_MESSAGES.moreThanLeft
    pattern: /^Only ([\d,]+) left to ship$/,
    message: msg({ message: 'Only {left} left to ship' }),
    values: ([left = ''], number) => ({ left: number(left) }),
  },
  {
    // `${WARRANTY_MESSAGES.serialFormat}: PX-…` (the ship dialog's check)
    pattern: new RegExp(`^${escape(WARRANTY_MESSAGES.serialFormat)}: (.+)$`),
    message: msg({
      message:
        'A serial number is 1 to 64 letters, digits, dots, dashes, slashes or underscores, starting with a letter or digit: {serial}',
    }),
    values: ([serial = '']) => ({ serial }),
  },
  {
    // WARRANTY_MESSAGES.serialsCount
    pattern: /^Give one serial number per piece: ([\d,]+) pieces?, ([\d,]+) serials?$/,
    message: msg({
      message: 'Give one serial number per piece: {pieces} pieces, {serials} serial numbers given',
      comment: 'The English of the shared text words the plural itself',
    }),
    values: ([pieces = '', serials = ''], number) => ({
      pieces: number(pieces),
      serials: number(serials),
    }),
  },
  {
    // WARRANTY_MESSAGES.serialRepeated
    pattern: /^Serial number (\S+) is given twice$/,
    message: msg({ message: 'Serial number {serial} is given twice' }),
    values: ([serial = '']) => ({ serial }),
  },
  {
    // WARRANTY_MESSAGES.serialTaken
    pattern: /^Serial number (\S+) has already shipped for this product$/,
    message: msg({ message: 'Serial number {serial} has already shipped for this product' }),
    values: ([serial = '']) => ({ serial }),
  },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` — a shared English text of the back office or the shop — in the active language: its
 * message when {@link BACK_OFFICE_TEXTS}, a pattern or the buyer's texts know it, else as given.
 */
export function translateBackOfficeText(i18n: I18n, text: string): string {
  if (i18n.locale === 'en') return text;
  const known = BACK_OFFICE_TEXTS.get(text);
  if (known) return i18n._(known);
  const format = formattersFor(activeLocale());
  const number = (figure: string) => format.number(Number(figure.replaceAll(',', '')));
  for (const { pattern, message, values } of BACK_OFFICE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return i18n._({ ...message, values: values(match.slice(1), number) });
  }
  return translateSpecText(i18n, text);
}

/** A text in the reader's language; no text (a field without an error) stays none. */
export type BackOfficeText = <Text extends string | undefined>(text: Text) => Text;

/**
 * {@link translateBackOfficeText} for the active language (`undefined` stays `undefined`, for a
 * field's error); the component re-renders when the language changes.
 */
export function useBackOfficeText(): BackOfficeText {
  const { i18n } = useLingui();
  return ((text: string | undefined) =>
    text === undefined ? undefined : translateBackOfficeText(i18n, text)) as BackOfficeText;
}

const monthNames = new Map<string, Intl.DateTimeFormat>();

/**
 * A month `YYYY-MM` as its name and year in the active language: `October 2026`; `অক্টোবর ২০২৬`
 * (English by the shared `formatShopMonthName`).
 */
export function useMonthName(): (month: string) => string {
  const { i18n } = useLingui();
  return (month) => {
    if (i18n.locale === 'en') return formatShopMonthName(month);
    const tag = `${i18n.locale}-BD`;
    let format = monthNames.get(tag);
    if (!format) {
      format = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      monthNames.set(tag, format);
    }
    const [year = 0, number = 1] = month.split('-').map(Number);
    return format.format(new Date(Date.UTC(year, number - 1, 1)));
  };
}
