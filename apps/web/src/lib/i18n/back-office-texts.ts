import {
  BACKORDER_MESSAGES,
  CARRIER_KIND_LABELS,
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  CURRENCY_MESSAGES,
  EXPORT_SALE_MESSAGES,
  formatShopMonthName,
  FULFILMENT_WATCH_MESSAGES,
  MONEY_MESSAGES,
  NUMBER_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_RAIL_MESSAGES,
  QUOTE_MESSAGES,
  RECEIVABLES_MESSAGES,
  QUOTE_STATUS_LABELS,
  RETURN_MESSAGES,
  PRICE_LIST_IMPORT_MESSAGES,
  PRICE_LIST_MESSAGES,
  PRICING_MESSAGES,
  PRODUCT_MESSAGES,
  PRODUCT_PAGE_MESSAGES,
  PRODUCT_TAX_MESSAGES,
  SALES_REGISTER_MESSAGES,
  salesRegisterRateLabel,
  SHIPMENT_MESSAGES,
  SHOP_SETTINGS_MESSAGES,
  UNIT_PRICE_MESSAGES,
  VAT_REGISTRATION_TYPE_LABELS,
  USER_MESSAGES,
  VAT_RATE_LABELS,
  WARRANTY_MESSAGES,
  WITHHOLDING_MESSAGES,
} from '@partline/shared';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { addSpecTexts, translateSpecText, type SpecPattern } from './spec-texts';
import './limit-texts';

/**
 * The shared package's texts a shop admin reads — the back office's validation messages, toasts
 * and API errors, in English in the schemas and the API — as messages of the catalog (decisions
 * 325, 330). Kept apart from `SPEC_TEXTS` so that only the back office's chunks carry them: this
 * module adds them to `translateSpecText` when it loads (`addSpecTexts`), so a form's field, a
 * toast or an API error of the back office shows them. `back-office-texts.test.ts` holds each
 * message equal to its key, word for word.
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
  [ORDER_MESSAGES.delivered, msg`Order Delivered`],
  [QUOTE_MESSAGES.answered, msg`Quote sent to the buyer`],
  [RECEIVABLES_MESSAGES.termsSaved, msg`Payment terms saved`],
  [RECEIVABLES_MESSAGES.paymentRecorded, msg`Payment recorded`],
  [RECEIVABLES_MESSAGES.notOnAccount, msg`Only invoices on account take bank payments`],
  [
    RECEIVABLES_MESSAGES.allocationsSum,
    msg`The amounts against the invoices must add up to the payment`,
  ],
  [RECEIVABLES_MESSAGES.duplicateInvoice, msg`Name each invoice once`],
  [WITHHOLDING_MESSAGES.countryInvalid, msg`Choose a country`],
  [
    WITHHOLDING_MESSAGES.notWithholdingEntity,
    msg`This company is not marked a VAT withholding entity: record no VAT deducted at source`,
  ],
  [
    WITHHOLDING_MESSAGES.notDeductor,
    msg`This company is not marked as deducting income tax at source: record no income tax deducted`,
  ],
  [
    WITHHOLDING_MESSAGES.certificateRequired,
    msg`Enter the certificate number and date of the amount deducted`,
  ],
  [
    WITHHOLDING_MESSAGES.certificateWithoutAmount,
    msg`A certificate goes with an amount deducted: enter the amount or clear it`,
  ],
  [WITHHOLDING_MESSAGES.certificateNumberRequired, msg`Enter the certificate number`],
  [WITHHOLDING_MESSAGES.certificateDateRequired, msg`Enter the certificate date`],
  [
    WITHHOLDING_MESSAGES.vdsSum,
    msg`The VAT deducted against the invoices must add up to the VAT deducted`,
  ],
  [
    WITHHOLDING_MESSAGES.tdsSum,
    msg`The income tax deducted against the invoices must add up to the income tax deducted`,
  ],
  [
    WITHHOLDING_MESSAGES.nothingReceived,
    msg`Enter the amount received or an amount deducted at source`,
  ],
  [WITHHOLDING_MESSAGES.referenceRequired, msg`Enter the bank reference`],
  [WITHHOLDING_MESSAGES.taxProfileSaved, msg`Tax profile saved`],
  [EXPORT_SALE_MESSAGES.incotermInvalid, msg`Choose an incoterm of Incoterms 2020`],
  [EXPORT_SALE_MESSAGES.placeRequired, msg`Name the place of the incoterm, e.g. Chittagong`],
  [
    EXPORT_SALE_MESSAGES.homeCompany,
    msg`Incoterms are for companies outside Bangladesh: change the country in the tax profile first`,
  ],
  [
    EXPORT_SALE_MESSAGES.notExport,
    msg`This order is not an export: it has no incoterm and no commercial invoice`,
  ],
  [EXPORT_SALE_MESSAGES.shipped, msg`This order has shipped: its incoterm can no longer change`],
  [EXPORT_SALE_MESSAGES.closed, msg`This order is closed: its incoterm can no longer change`],
  [EXPORT_SALE_MESSAGES.incotermSaved, msg`Incoterm saved`],
  [
    PRICE_LIST_IMPORT_MESSAGES.quoteNotAccepted,
    msg`Only an accepted quote can become contract prices`,
  ],
  [PRICE_LIST_IMPORT_MESSAGES.quoteWithoutCompany, msg`The quote's buyer has no company`],
  [PRICE_LIST_IMPORT_MESSAGES.listOrName, msg`Choose a price list or name a new one`],
  [PRICE_LIST_IMPORT_MESSAGES.noLines, msg`None of the quoted products is in the catalog any more`],
  // The price-list CSV import's file and cell messages (decision 320).
  [
    PRICE_LIST_IMPORT_MESSAGES.notCsv,
    msg`Send the price list as a CSV file (Content-Type: text/csv)`,
  ],
  [PRICE_LIST_IMPORT_MESSAGES.tooManyRows, msg`The file has more than 100,000 rows`],
  [PRICE_LIST_IMPORT_MESSAGES.empty, msg`The file is empty`],
  [PRICE_LIST_IMPORT_MESSAGES.hasErrors, msg`The file has errors: nothing was imported`],
  [PRICE_LIST_IMPORT_MESSAGES.minQuantityRequired, msg`Minimum quantity is Required`],
  [PRICE_LIST_IMPORT_MESSAGES.minQuantityTooSmall, msg`Minimum quantity must be at least 1`],
  [PRICE_LIST_IMPORT_MESSAGES.unitPriceRequired, msg`Unit price is Required`],
  [PRICE_LIST_IMPORT_MESSAGES.tooManySteps, msg`A product has at most 10 steps in a price list`],
  [PRICE_LIST_MESSAGES.unknownSku, msg`No product has this SKU`],
  [PRICE_LIST_MESSAGES.priceOrPercentRequired, msg`Give a unit price or a discount`],
  [PRICE_LIST_MESSAGES.oneOfPriceOrPercent, msg`Give a unit price or a discount, not both`],
  [PRICE_LIST_MESSAGES.percentRange, msg`Discount must be more than 0 and less than 100 %`],
  [PRICE_LIST_MESSAGES.percentDecimals, msg`Discount has at most two decimals`],
  [NUMBER_MESSAGES.wholeNumber, msg`Must be a whole number`],
  [NUMBER_MESSAGES.tooLarge, msg`Too large`],
  [NUMBER_MESSAGES.invalid, msg`Must be a number`],
  [UNIT_PRICE_MESSAGES.notPositive, msg`Price must be greater than 0`],
  [UNIT_PRICE_MESSAGES.tooLarge, msg`Price is too large`],
  [MONEY_MESSAGES.decimals, msg`At most two decimals`],
  [QUOTE_STATUS_LABELS.requested, msg`Awaiting the shop`],
  [QUOTE_STATUS_LABELS.quoted, msg`Quoted`],
  [QUOTE_STATUS_LABELS.accepted, msg`Accepted`],
  [QUOTE_STATUS_LABELS.declined, msg`Declined`],
  [QUOTE_STATUS_LABELS.expired, msg`Expired`],
  [COMPANY_ROLE_LABELS.admin, msg`Company admin`],
  [COMPANY_ROLE_LABELS.buyer, msg`Buyer`],
  [COMPANY_MESSAGES.saved, msg`Company saved`],
  [CURRENCY_MESSAGES.currencyUnsupported, msg`Choose BDT, USD or EUR`],
  [CURRENCY_MESSAGES.foreignCurrencyRequired, msg`Choose USD or EUR: Taka is the base currency`],
  [
    CURRENCY_MESSAGES.rateRequired,
    msg`Enter the rate: Taka for one unit of the currency, e.g. 122.50`,
  ],
  [
    CURRENCY_MESSAGES.rateInvalid,
    msg`Enter Taka for one unit with at most 6 decimals, e.g. 122.4567`,
  ],
  [CURRENCY_MESSAGES.rateNotPositive, msg`A rate is more than 0`],
  [CURRENCY_MESSAGES.dayTooEarly, msg`Rates are recorded from 1 January 2000 on`],
  [CURRENCY_MESSAGES.dayTooLate, msg`A rate can be recorded for tomorrow at the latest`],
  [CURRENCY_MESSAGES.sourceRequired, msg`Say where the rate comes from, e.g. Bangladesh Bank`],
  [
    CURRENCY_MESSAGES.baseAlwaysEnabled,
    msg`Taka (BDT) is the shop's base currency and cannot be disabled`,
  ],
  [CURRENCY_MESSAGES.rateRecorded, msg`Exchange rate recorded`],
  [SHOP_SETTINGS_MESSAGES.legalNameRequired, msg`Enter the shop's legal name`],
  [SHOP_SETTINGS_MESSAGES.addressRequired, msg`Enter the registered address (at least one line)`],
  [SHOP_SETTINGS_MESSAGES.addressTooManyLines, msg`An address has at most 4 lines`],
  [SHOP_SETTINGS_MESSAGES.addressLineRequired, msg`An address line cannot be empty`],
  [
    SHOP_SETTINGS_MESSAGES.binInvalid,
    msg`A BIN is 13 digits, or 9 digits, a dash and 4 digits (004512378-0101)`,
  ],
  [SHOP_SETTINGS_MESSAGES.tinInvalid, msg`A TIN is 12 digits`],
  [SHOP_SETTINGS_MESSAGES.emailInvalid, msg`Enter a valid e-mail address`],
  [SHOP_SETTINGS_MESSAGES.phoneInvalid, msg`Enter a phone number of at most 40 characters`],
  [SHOP_SETTINGS_MESSAGES.tooManyBankAccounts, msg`At most 5 bank accounts`],
  [
    SHOP_SETTINGS_MESSAGES.stale,
    msg`Someone else saved the shop settings since you opened them. Reload the page to see their changes.`,
  ],
  [SHOP_SETTINGS_MESSAGES.saved, msg`Shop settings saved`],
  [
    SHOP_SETTINGS_MESSAGES.binMissingBanner,
    msg`Tax invoices cannot be issued until the shop's BIN is entered`,
  ],
  [SHOP_SETTINGS_MESSAGES.binMissingLink, msg`Enter it on the Shop settings page`],
  [
    SHOP_SETTINGS_MESSAGES.pricesIncludeVatHelp,
    msg`On: a catalog price is what the buyer pays, VAT included. Off: VAT is added at checkout on top of the catalog price.`,
  ],
  [VAT_REGISTRATION_TYPE_LABELS.vat, msg`VAT registered (Mushak-2.3)`],
  [VAT_REGISTRATION_TYPE_LABELS.turnover_tax, msg`Enlisted for turnover tax`],
  [USER_MESSAGES.cannotRemoveYourself, msg`You can't remove yourself from admin`],
  [RETURN_MESSAGES.instructionsRequired, msg`Give the return instructions`],
  [RETURN_MESSAGES.commentRequired, msg`Say why the return is rejected`],
  [RETURN_MESSAGES.notRequested, msg`Only a requested return is approved or rejected`],
  [RETURN_MESSAGES.notApproved, msg`Only an approved return is received`],
  [RETURN_MESSAGES.notReceived, msg`Only received goods are resolved`],
  [RETURN_MESSAGES.itemResolved, msg`This item is resolved`],
  [RETURN_MESSAGES.resolutionRequired, msg`Choose repair, replace or credit`],
  [RETURN_MESSAGES.replacementSerialRequired, msg`Give the serial number of the replacement`],
  [RETURN_MESSAGES.carrierRequired, msg`A replacement ships: choose a carrier`],
  [RETURN_MESSAGES.creditBeyondPaid, msg`This credit would be more than was paid for these items`],
  [RETURN_MESSAGES.approved, msg`Return approved`],
  [RETURN_MESSAGES.rejected, msg`Return rejected`],
  [RETURN_MESSAGES.received, msg`Goods received`],
  [RETURN_MESSAGES.resolved, msg`Items resolved`],
  [
    PAYMENT_RAIL_MESSAGES.transferOverAwaited,
    msg`This is more than the amount still awaited for this order`,
  ],
  [
    PAYMENT_RAIL_MESSAGES.transferDuplicate,
    msg`A transfer with this bank reference is already recorded for this order`,
  ],
  [PAYMENT_RAIL_MESSAGES.transferRecorded, msg`Transfer recorded`],
  [CARRIER_KIND_LABELS.courier, msg`Courier`],
  [CARRIER_KIND_LABELS.own_transport, msg`Own transport`],
  [CARRIER_KIND_LABELS.international, msg`International`],
  [FULFILMENT_WATCH_MESSAGES.title, msg`Shipping queue`],
  [
    FULFILMENT_WATCH_MESSAGES.lead,
    msg`Paid orders still to ship, oldest payment first. The Digital Commerce Operation Guidelines 2021 give 5 days from payment to deliver in Dhaka, 10 days elsewhere.`,
  ],
  [FULFILMENT_WATCH_MESSAGES.late, msg`Late`],
  [FULFILMENT_WATCH_MESSAGES.empty, msg`Every paid order has shipped.`],
  [FULFILMENT_WATCH_MESSAGES.lateOrders, msg`Late orders`],
  [ORDER_MESSAGES.notPaidYet, msg`Order is not paid yet!`],
  [PRODUCT_MESSAGES.nameRequired, msg`Product Name is Required`],
  [PRODUCT_MESSAGES.priceRequired, msg`Product Price is Required`],
  [PRODUCT_MESSAGES.minOrderRequired, msg`Minimum Order Quantity is Required`],
  [PRODUCT_MESSAGES.availableRequired, msg`Available quantity is Required`],
  [PRODUCT_MESSAGES.imageRequired, msg`Product Image is Required`],
  [PRODUCT_MESSAGES.descriptionRequired, msg`Product Description is Required`],
  [PRODUCT_MESSAGES.descriptionMin, msg`Minimum 100 character required`],
  [PRODUCT_MESSAGES.descriptionMax, msg`Maximum 200 character required`],
  [PRODUCT_MESSAGES.added, msg`Product added successfully`],
  [PRODUCT_MESSAGES.addFailed, msg`Failed to add the Product`],
  [PRODUCT_MESSAGES.alreadyExists, msg`Product already exist`],
  [PRODUCT_MESSAGES.restocked, msg`Product Restocked Successfully`],
  [PRODUCT_MESSAGES.updated, msg`Product Updated Successfully`],
  [PRODUCT_MESSAGES.updateFailed, msg`Failed to update the Product`],
  [PRODUCT_MESSAGES.deleted, msg`Product Deleted Successfully`],
  [PRODUCT_MESSAGES.confirmDelete, msg`Do You Want to Remove This Product?`],
  [BACKORDER_MESSAGES.allowLabel, msg`Accept backorders when out of stock`],
  [BACKORDER_MESSAGES.availableOnLabel, msg`Expected availability date`],
  [BACKORDER_MESSAGES.dateInvalid, msg`Enter a date as YYYY-MM-DD`],
  [PRICING_MESSAGES.skuRequired, msg`SKU is Required`],
  [
    PRICING_MESSAGES.skuFormat,
    msg`SKU is 2 to 40 letters, digits and dashes, starting with a letter or digit`,
  ],
  [PRICING_MESSAGES.skuTaken, msg`SKU already in use`],
  [PRICING_MESSAGES.incrementRequired, msg`Order increment is Required`],
  [PRICING_MESSAGES.incrementMin, msg`Order increment must be at least 1`],
  [PRICING_MESSAGES.tierQuantityRequired, msg`Tier quantity is Required`],
  [PRICING_MESSAGES.tierPriceRequired, msg`Tier price is Required`],
  [PRICING_MESSAGES.tiersMax, msg`At most 10 price tiers`],
  [PRICING_MESSAGES.firstTierAtMinimum, msg`The first tier starts at the minimum order`],
  [PRICING_MESSAGES.firstTierPrice, msg`The first tier price is the product price`],
  [PRICING_MESSAGES.tiersAscending, msg`Each tier starts above the one before`],
  [PRICING_MESSAGES.tiersCheaper, msg`Each tier price is below the one before`],
  [PRODUCT_TAX_MESSAGES.bulkUnknown, msg`Some of the selected products no longer exist`],
  [PRODUCT_TAX_MESSAGES.bulkNone, msg`Select at least one product`],
  [PRODUCT_TAX_MESSAGES.sdPercentInvalid, msg`SD rate must be a number of per cent`],
  [PRODUCT_TAX_MESSAGES.sdPercentRange, msg`SD rate must be between 0 and 500 %`],
  [PRODUCT_TAX_MESSAGES.sdPercentDecimals, msg`SD rate takes at most two decimals`],
  [
    PRODUCT_PAGE_MESSAGES.galleryImageInvalid,
    msg`Each picture is an image URL of at most 2048 characters`,
  ],
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

const BACK_OFFICE_PATTERNS: readonly SpecPattern[] = [
  {
    // CURRENCY_MESSAGES.enabled, .disabled
    pattern: /^(USD|EUR|BDT) (enabled|disabled)$/,
    message: msg({ message: '{currency} {state, select, enabled {enabled} other {disabled}}' }),
    values: ([currency = '', state = '']) => ({ currency, state }),
  },
  {
    // CURRENCY_MESSAGES.rateNeededToEnable
    pattern:
      /^Record a (USD|EUR) exchange rate in force today first: a currency cannot be enabled without one$/,
    message: msg({
      message:
        'Record a {currency} exchange rate in force today first: a currency cannot be enabled without one',
    }),
    values: ([currency = '']) => ({ currency }),
  },
  {
    // COMPANY_MESSAGES.currencyFixed
    pattern:
      /^This company already has orders or quotes in (USD|EUR|BDT): its billing currency can no longer change, or its documents would be in two currencies$/,
    message: msg({
      message:
        'This company already has orders or quotes in {currency}: its billing currency can no longer change, or its documents would be in two currencies',
    }),
    values: ([currency = '']) => ({ currency }),
  },
  {
    // PRICING_MESSAGES.tierOnStep
    pattern: /^A tier starts at an orderable quantity: ([\d,]+) plus a multiple of ([\d,]+)$/,
    message: msg({
      message: 'A tier starts at an orderable quantity: {minOrder} plus a multiple of {increment}',
    }),
    values: ([minOrder = '', increment = ''], number) => ({
      minOrder: number(minOrder),
      increment: number(increment),
    }),
  },
  {
    // PRODUCT_TAX_MESSAGES.bulkSet
    pattern: /^VAT rate set on ([\d,]+) products?$/,
    message: msg({ message: 'VAT rate set on {count} products' }),
    values: ([count = ''], number) => ({ count: number(count) }),
  },
  {
    // PRODUCT_TAX_MESSAGES.bulkTooMany
    pattern: /^Select at most ([\d,]+) products$/,
    message: msg({ message: 'Select at most {max} products' }),
    values: ([max = ''], number) => ({ max: number(max) }),
  },
  {
    // PRICE_LIST_IMPORT_MESSAGES.duplicateStep
    pattern: /^This SKU has this minimum quantity on line ([\d,]+) already$/,
    message: msg({ message: 'This SKU has this minimum quantity on line {line} already' }),
    values: ([line = ''], number) => ({ line: number(line) }),
  },
  {
    // PRICE_LIST_IMPORT_MESSAGES.unreadable: the reason is the CSV parser's, in English
    pattern: /^The file cannot be read at line ([\d,]+): (.+)$/,
    message: msg({ message: 'The file cannot be read at line {line}: {reason}' }),
    values: ([line = '', reason = ''], number) => ({ line: number(line), reason }),
  },
  {
    // PRICE_LIST_IMPORT_MESSAGES.missingColumns: the columns as the header writes them
    pattern: /^The header lacks the columns? (.+)$/,
    message: msg({ message: 'The header lacks the column(s) {columns}' }),
    values: ([columns = '']) => ({ columns }),
  },
  {
    // PRICE_LIST_IMPORT_MESSAGES.unknownColumns
    pattern: /^Unknown columns?: (.+)$/,
    message: msg({ message: 'Unknown column(s): {columns}' }),
    values: ([columns = '']) => ({ columns }),
  },
  {
    // PRICE_LIST_IMPORT_MESSAGES.repeatedColumn
    pattern: /^The column (\S+) appears twice$/,
    message: msg({ message: 'The column {column} appears twice' }),
    values: ([column = '']) => ({ column }),
  },
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

addSpecTexts(BACK_OFFICE_TEXTS, BACK_OFFICE_PATTERNS);

/**
 * `text` — a shared English text of the back office or the shop — in the active language: its
 * message when {@link BACK_OFFICE_TEXTS}, a pattern or the buyer's texts know it, else as given.
 */
export function translateBackOfficeText(i18n: I18n, text: string): string {
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
