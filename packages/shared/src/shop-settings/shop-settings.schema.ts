import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { PayeeBankAccountSchema } from '../receivables/payee-bank-account.js';
import { SHOP_SETTINGS_MESSAGES as M } from './shop-settings.messages.js';

/** Longest legal name, characters. */
export const SHOP_LEGAL_NAME_MAX_CHARS = 200;
/** Lines of the registered address, at least 1 and at most this many. */
export const SHOP_ADDRESS_MAX_LINES = 4;
/** Longest address line, characters. */
export const SHOP_ADDRESS_LINE_MAX_CHARS = 120;
/** Longest trade licence number, characters. */
export const SHOP_TRADE_LICENCE_MAX_CHARS = 60;
/** Most bank accounts documents name. */
export const SHOP_BANK_ACCOUNTS_MAX = 5;
/** Longest invoice footer, characters. */
export const INVOICE_FOOTER_MAX_CHARS = 500;

/**
 * A Bangladeshi BIN (business identification number, the VAT registration of the VAT and
 * Supplementary Duty Act 2012, s. 4): 13 digits, or the older form of 9 digits, a dash and a
 * 4-digit branch code (`004512378-0101`). Kept as entered.
 */
export const SHOP_BIN_PATTERN = /^(\d{13}|\d{9}-\d{4})$/;
/** A TIN (taxpayer identification number, Income Tax Act 2023): 12 digits. */
export const SHOP_TIN_PATTERN = /^\d{12}$/;

/** How the shop is registered (VAT and Supplementary Duty Act 2012, ss. 4 and 62). */
export const VAT_REGISTRATION_TYPES = ['vat', 'turnover_tax'] as const;
/** One of {@link VAT_REGISTRATION_TYPES}. */
export type VatRegistrationType = (typeof VAT_REGISTRATION_TYPES)[number];
/** How people read a {@link VatRegistrationType}. */
export const VAT_REGISTRATION_TYPE_LABELS: Readonly<Record<VatRegistrationType, string>> = {
  vat: 'VAT registered (Mushak-2.3)',
  turnover_tax: 'Enlisted for turnover tax',
};

/** Text of at most `max` characters, trimmed; empty allowed. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: M.tooLong(max) });
/** Trimmed text that is empty or matches `pattern`. */
const emptyOr = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), { error });

/**
 * The shop's settings (decision 309), as `GET /admin/shop-settings` answers them and
 * `PUT /admin/shop-settings` takes them back whole:
 * - `legalName` (required, ≤ 200) and `addressLines` (1–4 lines, each ≤ 120): the seller on
 *   every tax document;
 * - `phone`, `email` (each may be empty);
 * - `bin`: 13 digits or `NNNNNNNNN-NNNN`, empty until entered — no tax document is issued while
 *   it is empty (VAT Rules 2016, r. 40); `tin`: 12 digits or empty; `tradeLicenceNumber`;
 * - `vatRegistrationType`: `vat` or `turnover_tax`;
 * - `bankAccounts`: the accounts buyers pay into, at most 5, in the order documents name them;
 * - `invoiceFooter`: printed at the foot of tax documents, ≤ 500;
 * - `pricesIncludeVat`: whether catalog prices include VAT and SD (decision 305);
 * - `updatedAt`: when they were last saved, the version a `PUT` sends back (409 when stale).
 */
export const ShopSettingsSchema = z
  .object({
    legalName: z
      .string({ error: M.legalNameRequired })
      .trim()
      .min(1, { error: M.legalNameRequired })
      .max(SHOP_LEGAL_NAME_MAX_CHARS, { error: M.tooLong(SHOP_LEGAL_NAME_MAX_CHARS) }),
    addressLines: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: M.addressLineRequired })
          .max(SHOP_ADDRESS_LINE_MAX_CHARS, { error: M.tooLong(SHOP_ADDRESS_LINE_MAX_CHARS) }),
        { error: M.addressRequired },
      )
      .min(1, { error: M.addressRequired })
      .max(SHOP_ADDRESS_MAX_LINES, { error: M.addressTooManyLines }),
    phone: z.string().trim().max(40, { error: M.phoneInvalid }),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || z.email().max(254).safeParse(value).success, {
        error: M.emailInvalid,
      }),
    bin: emptyOr(SHOP_BIN_PATTERN, M.binInvalid),
    tin: emptyOr(SHOP_TIN_PATTERN, M.tinInvalid),
    tradeLicenceNumber: optionalText(SHOP_TRADE_LICENCE_MAX_CHARS),
    vatRegistrationType: z.enum(VAT_REGISTRATION_TYPES),
    bankAccounts: z
      .array(PayeeBankAccountSchema)
      .max(SHOP_BANK_ACCOUNTS_MAX, { error: M.tooManyBankAccounts }),
    invoiceFooter: optionalText(INVOICE_FOOTER_MAX_CHARS),
    pricesIncludeVat: z.boolean(),
    updatedAt: InstantSchema.describe('When the settings were last saved: their version'),
  })
  .meta({ id: 'ShopSettings' });
/** The shop's settings as the API answers them ({@link ShopSettingsSchema}). */
export type ShopSettingsDetails = z.output<typeof ShopSettingsSchema>;

/**
 * `PUT /admin/shop-settings` body: the whole {@link ShopSettingsSchema}; `updatedAt` is the
 * version the form was opened with — when given and the settings were saved since, 409 with
 * {@link SHOP_SETTINGS_MESSAGES}`.stale` (without it, the last save wins).
 */
export const ShopSettingsInputSchema = ShopSettingsSchema.extend({
  updatedAt: InstantSchema.optional().describe(
    'The version read (GET answer); 409 when the settings were saved since',
  ),
}).meta({ id: 'SaveShopSettings' });
/** What the Shop settings form edits ({@link ShopSettingsInputSchema}'s input). */
export type ShopSettingsInputValues = z.input<typeof ShopSettingsInputSchema>;
/** A parsed {@link ShopSettingsInputSchema}. */
export type ShopSettingsInput = z.output<typeof ShopSettingsInputSchema>;
