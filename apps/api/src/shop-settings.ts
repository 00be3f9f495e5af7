import { TAX_DOCUMENT_MESSAGES, type InvoiceSeller, type PayeeBankAccount } from '@partline/shared';
import type { Executor } from './db/client.js';
import { ConflictError } from './errors.js';
import {
  readShopSettings,
  type ShopSettingsRow,
} from './modules/shop-settings/shop-settings.repository.js';

/**
 * The seller as tax documents print it (Mushak-6.3, 6.7, 6.8; VAT Rules 2016, r. 40): name,
 * registered address, phone, e-mail, BIN, TIN, trade licence number and VAT registration type,
 * and the footer text printed under every document.
 */
export interface DocumentSeller extends InvoiceSeller {
  tin: string;
  tradeLicenceNumber: string;
  vatRegistrationType: 'vat' | 'turnover_tax';
  /** Printed at the foot of the document; may be empty. */
  invoiceFooter: string;
}

/**
 * The shop's own settings that documents print (decisions 304, 309), kept in the `shop_settings`
 * row the back-office Shop settings page saves. Each call reads the row, so a save shows on the
 * next document of every instance. Read only through this object (or, inside a transaction, with
 * {@link requireDocumentSeller}).
 */
export interface ShopSettings {
  /**
   * The bank accounts buyers pay invoices on account into, in the order documents name them;
   * empty when none is entered.
   */
  payeeBankAccounts(): Promise<readonly PayeeBankAccount[]>;
  /** The seller as documents print it; its `bin` may be empty (see {@link requireDocumentSeller}). */
  seller(): Promise<DocumentSeller>;
  /** Whether catalog prices include VAT and SD (decision 305); `true` until changed. */
  pricesIncludeVat(): Promise<boolean>;
}

/** The {@link ShopSettings} kept in `db`'s `shop_settings` row. */
export function shopSettingsOf(db: Executor): ShopSettings {
  return {
    payeeBankAccounts: async () => (await readShopSettings(db)).bankAccounts,
    seller: async () => documentSellerOf(await readShopSettings(db)),
    pricesIncludeVat: async () => (await readShopSettings(db)).pricesIncludeVat,
  };
}

/** The {@link DocumentSeller} of a `shop_settings` row, as it is (the BIN may be empty). */
export function documentSellerOf(row: ShopSettingsRow): DocumentSeller {
  return {
    name: row.legalName,
    addressLines: [...row.addressLines],
    phone: row.phone,
    email: row.email,
    bin: row.bin,
    tin: row.tin,
    tradeLicenceNumber: row.tradeLicenceNumber,
    vatRegistrationType: row.vatRegistrationType,
    invoiceFooter: row.invoiceFooter,
  };
}

/**
 * The seller to print on a tax document about to be issued, read with `executor` — the issuing
 * transaction, so that the snapshot is the settings of the moment of issue.
 * @throws ConflictError (409, {@link TAX_DOCUMENT_MESSAGES}`.binMissing`) while the shop's BIN is
 *   empty: a tax document must name the supplier's BIN (VAT Rules 2016, r. 40(1)); thrown inside
 *   the transaction, it rolls back everything the action wrote, its document serial included.
 */
export async function requireDocumentSeller(executor: Executor): Promise<DocumentSeller> {
  const seller = documentSellerOf(await readShopSettings(executor));
  if (seller.bin.trim() === '') throw new ConflictError(TAX_DOCUMENT_MESSAGES.binMissing);
  return seller;
}
