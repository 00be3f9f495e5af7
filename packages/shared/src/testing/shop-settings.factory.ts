import { PARTLINE_SELLER } from '../invoices/invoice.js';
import type { PayeeBankAccount } from '../receivables/payee-bank-account.js';
import type {
  ShopSettingsDetails,
  ShopSettingsInputValues,
} from '../shop-settings/shop-settings.schema.js';

/**
 * The demo shop's settings (decision 309) as `PUT /admin/shop-settings` takes them: the fictional
 * seller `PARTLINE_SELLER` with its TIN and trade licence, VAT registered, no bank account, no
 * footer, prices including VAT — what test databases start with. Overrides replace fields as
 * given (without `updatedAt`, the save is not checked for staleness).
 */
export function buildShopSettingsInput(
  overrides: Partial<ShopSettingsInputValues> = {},
): ShopSettingsInputValues {
  return {
    legalName: PARTLINE_SELLER.name,
    addressLines: [...PARTLINE_SELLER.addressLines],
    phone: PARTLINE_SELLER.phone,
    email: PARTLINE_SELLER.email,
    bin: PARTLINE_SELLER.bin,
    tin: '123456789012',
    tradeLicenceNumber: 'TRAD/DNCC/045678/2024',
    vatRegistrationType: 'vat',
    bankAccounts: [],
    invoiceFooter: '',
    pricesIncludeVat: true,
    ...overrides,
  };
}

/** {@link buildShopSettingsInput} as `GET /admin/shop-settings` answers it, with a version. */
export function buildShopSettings(
  overrides: Partial<ShopSettingsDetails> = {},
): ShopSettingsDetails {
  return {
    ...(buildShopSettingsInput() as Omit<ShopSettingsDetails, 'updatedAt'>),
    updatedAt: '2026-11-25T06:00:00.000Z',
    ...overrides,
  };
}

/**
 * A bank account the shop is paid into (decision 304), as the test worlds configure it with
 * `PAYEE_BANK_ACCOUNTS` so that bank transfer is offered and proformas can be issued.
 */
export function buildPayeeBankAccount(overrides: Partial<PayeeBankAccount> = {}): PayeeBankAccount {
  return {
    bank: 'Dutch-Bangla Bank PLC',
    branch: 'Gulshan',
    accountName: 'Partline Ltd.',
    accountNumber: '103.110.0045127',
    routingNumber: '090261726',
    swift: 'DBBLBDDH',
    ...overrides,
  };
}
