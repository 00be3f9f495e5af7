import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { DocumentCurrencySchema } from '../currency/document-currency.schema.js';

// Money withheld at source (decision 307). A VAT withholding entity deducts the VAT of a supply
// from what it pays and hands a Mushak-6.6 certificate (VAT and Supplementary Duty Act 2012
// s. 49; VAT Rules 2016 r. 40); an income-tax deductor deducts income tax at source and hands a
// certificate of tax deducted (Income Tax Act 2023 s. 89). The shop does not compute either
// deduction: it records what the buyer deducted and the certificate it handed over.

/**
 * Every ISO 3166-1 alpha-2 country code, as a company's country is stored (`companies.country`).
 * A company outside `HOME_COUNTRY` (`BD`) buys zero-rated exports (`isZeroRated`).
 */
export const COUNTRY_CODES = Object.freeze(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
    'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
    'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
    'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
    'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
    'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
    'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
    'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
    'VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/** CLDR's region names by language, each made on its first use (decision 096). */
const countryNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name from its ISO alpha-2 code in `language` (CLDR's): `BD` → `Bangladesh`, in
 * `bn` `বাংলাদেশ`; the code itself for one CLDR does not name.
 */
export function countryName(code: string, language = 'en'): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    countryNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/** Texts of withholding at source and a company's tax profile (ours; decision 307). */
export const WITHHOLDING_MESSAGES = {
  countryInvalid: 'Choose a country',
  notWithholdingEntity:
    'This company is not marked a VAT withholding entity: record no VAT deducted at source',
  notDeductor:
    'This company is not marked as deducting income tax at source: record no income tax deducted',
  overVat: (number: string, open: string) =>
    `The VAT deducted is more than the VAT of invoice ${number} not yet deducted (${open})`,
  certificateRequired: 'Enter the certificate number and date of the amount deducted',
  certificateWithoutAmount:
    'A certificate goes with an amount deducted: enter the amount or clear it',
  certificateNumberRequired: 'Enter the certificate number',
  certificateDateRequired: 'Enter the certificate date',
  vdsSum: 'The VAT deducted against the invoices must add up to the VAT deducted',
  tdsSum: 'The income tax deducted against the invoices must add up to the income tax deducted',
  nothingReceived: 'Enter the amount received or an amount deducted at source',
  referenceRequired: 'Enter the bank reference',
  taxProfileSaved: 'Tax profile saved',
} as const;

/** Longest withholding certificate number, characters. */
export const CERTIFICATE_NUMBER_MAX_CHARS = 60;

/** A company's country: an ISO 3166-1 alpha-2 code (upper case) of {@link COUNTRY_CODES}. */
export const CountrySchema = z
  .string({ error: WITHHOLDING_MESSAGES.countryInvalid })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), { error: WITHHOLDING_MESSAGES.countryInvalid })
  .meta({ id: 'Country', description: 'ISO 3166-1 alpha-2 country code, e.g. `BD`.' });

/**
 * `PATCH /admin/companies/{id}/tax-profile` body (shop admins only): the company's country (outside
 * `BD`: zero-rated exports), whether it is a VAT withholding entity (it deducts VAT at source and
 * hands Mushak-6.6 certificates; VAT and SD Act 2012 s. 49) and whether it deducts income tax at
 * source (Income Tax Act 2023 s. 89). A field left out keeps its value.
 */
export const CompanyTaxProfileInputSchema = z
  .object({
    country: CountrySchema.optional(),
    vatWithholding: z.boolean().optional(),
    incomeTaxDeductor: z.boolean().optional(),
  })
  .meta({ id: 'CompanyTaxProfileChange' });
/** A parsed {@link CompanyTaxProfileInputSchema}. */
export type CompanyTaxProfileInput = z.output<typeof CompanyTaxProfileInputSchema>;

/** A company's tax profile as the back office reads it. */
export const CompanyTaxProfileSchema = z
  .object({
    companyId: z.uuid(),
    country: z.string(),
    vatWithholding: z.boolean(),
    incomeTaxDeductor: z.boolean(),
  })
  .meta({ id: 'CompanyTaxProfile' });
/** A {@link CompanyTaxProfileSchema}. */
export type CompanyTaxProfile = z.infer<typeof CompanyTaxProfileSchema>;

/** The kinds of money withheld at source: VAT (VDS, Mushak-6.6) and income tax (TDS). */
export const WITHHOLDING_KINDS = ['vds', 'tds'] as const;
/** One of {@link WITHHOLDING_KINDS}. */
export type WithholdingKind = (typeof WITHHOLDING_KINDS)[number];

/** How people read a kind of withholding. */
export const WITHHOLDING_KIND_LABELS: Readonly<Record<WithholdingKind, string>> = {
  vds: 'VAT deducted at source (Mushak-6.6)',
  tds: 'Income tax deducted at source',
};

/** A withholding certificate as recorded with a payment: its number and date. */
export const WithholdingCertificateRefSchema = z
  .object({ number: z.string(), date: z.iso.date() })
  .meta({ id: 'WithholdingCertificateRef' });

const takaValue = (what: string) =>
  z
    .number()
    .optional()
    .describe(
      `${what} in Taka at each invoice's recorded rate (= the amount in BDT; decision 327): ` +
        'what a Mushak-6.6 certificate states',
    );

/**
 * A certificate the shop recorded for a company, with the invoices its amount settled: amounts in
 * the company's `currency` (what the payment settled), each with its Taka value at the invoice's
 * own rate — a certificate of the VAT law is in Taka (decision 327).
 */
export const WithholdingCertificateSchema = z
  .object({
    kind: z.enum(WITHHOLDING_KINDS),
    number: z.string(),
    date: z.iso.date(),
    amount: z.number().describe('In `currency`'),
    amountBdt: takaValue('`amount`'),
    paymentId: z.uuid(),
    recordedAt: InstantSchema,
    invoices: z.array(
      z.object({
        invoiceId: z.uuid(),
        number: z.string(),
        amount: z.number().describe('In `currency`'),
        amountBdt: takaValue('`amount`'),
      }),
    ),
  })
  .meta({ id: 'WithholdingCertificate' });
/** A {@link WithholdingCertificateSchema}. */
export type WithholdingCertificate = z.infer<typeof WithholdingCertificateSchema>;

/**
 * An invoice that still awaits a certificate (decision 307): the company is (now) a VAT
 * withholding entity (`vds`) or an income-tax deductor (`tds`); a payment has been recorded
 * against the invoice; and no amount of that kind has been recorded against it — for `vds`, only
 * invoices that carry VAT.
 */
export const AwaitingCertificateSchema = z
  .object({
    kind: z.enum(WITHHOLDING_KINDS),
    invoiceId: z.uuid(),
    number: z.string(),
    issuedAt: InstantSchema,
    total: z.number().describe('In `currency`'),
    vat: z.number().describe('The VAT of the invoice, in `currency`'),
    vatBdt: takaValue('`vat`'),
  })
  .meta({ id: 'AwaitingCertificate' });
/** A {@link AwaitingCertificateSchema}. */
export type AwaitingCertificate = z.infer<typeof AwaitingCertificateSchema>;

/**
 * `GET /company/withholding-certificates`: what the seller recorded and what still awaits one,
 * amounts in the company's `currency` (decision 327).
 */
export const WithholdingCertificatesSchema = z
  .object({
    currency: DocumentCurrencySchema,
    vatWithholding: z.boolean(),
    incomeTaxDeductor: z.boolean(),
    certificates: z.array(WithholdingCertificateSchema),
    awaiting: z.array(AwaitingCertificateSchema),
  })
  .meta({ id: 'WithholdingCertificates' });
/** A {@link WithholdingCertificatesSchema}. */
export type WithholdingCertificates = z.infer<typeof WithholdingCertificatesSchema>;
