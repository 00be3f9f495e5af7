import { TAX_DOCUMENT_MESSAGES } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { shopSettings, taxDocumentCounters } from './db/schema/index.js';
import { ConflictError } from './errors.js';
import { takeTaxDocumentNumber } from './modules/invoices/tax-document-numbers.js';
import { requireDocumentSeller, shopSettingsOf } from './shop-settings.js';
import { useTestApp } from '../test/helpers/test-app.js';

/*
 * The seller tax documents print (decision 309), read inside the issuing transaction: refused while
 * the shop's BIN is empty, with nothing of the transaction kept. PGlite and PostgreSQL.
 */

const t = useTestApp();

const setBin = (bin: string) =>
  t.db.update(shopSettings).set({ bin }).where(eq(shopSettings.id, 1));
afterEach(() => setBin('004512378-0101'));

const invoiceSerials = async () =>
  (
    await t.db
      .select({ serial: taxDocumentCounters.lastSerial })
      .from(taxDocumentCounters)
      .where(eq(taxDocumentCounters.kind, 'invoice'))
  ).map((row) => row.serial);

describe('requireDocumentSeller', () => {
  it('answers the seller with its TIN, trade licence, registration type and footer', async () => {
    await t.db
      .update(shopSettings)
      .set({ invoiceFooter: 'Thank you for your business.' })
      .where(eq(shopSettings.id, 1));
    const seller = await t.db.transaction((tx) => requireDocumentSeller(tx));
    expect(seller).toEqual({
      name: 'Partline Components Ltd.',
      addressLines: ['Plot 27, Road 4, Tejgaon Industrial Area', 'Dhaka 1208, Bangladesh'],
      phone: '+880 9612-345678',
      email: 'support@partline.com.bd',
      bin: '004512378-0101',
      tin: '123456789012',
      tradeLicenceNumber: 'TRAD/DNCC/045678/2024',
      vatRegistrationType: 'vat',
      invoiceFooter: 'Thank you for your business.',
    });
    expect(await shopSettingsOf(t.db).seller()).toEqual(seller);
    expect(await shopSettingsOf(t.db).pricesIncludeVat()).toBe(true);
  });

  it('refuses with 409 while the BIN is empty, and the issuing transaction keeps nothing', async () => {
    await setBin('');
    const serials = await invoiceSerials();
    const issuing = t.db.transaction(async (tx) => {
      await takeTaxDocumentNumber(tx, 'invoice');
      return requireDocumentSeller(tx);
    });
    await expect(issuing).rejects.toBeInstanceOf(ConflictError);
    await expect(issuing).rejects.toMatchObject({
      statusCode: 409,
      message: TAX_DOCUMENT_MESSAGES.binMissing,
    });
    // The serial it took was given back: the next invoice still gets the next number.
    expect(await invoiceSerials()).toEqual(serials);
    await setBin('   ');
    await expect(t.db.transaction((tx) => requireDocumentSeller(tx))).rejects.toThrow(
      TAX_DOCUMENT_MESSAGES.binMissing,
    );
  });
});
