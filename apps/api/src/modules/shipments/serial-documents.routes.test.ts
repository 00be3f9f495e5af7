import type { Shipment } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, products } from '../../db/schema/index.js';
import { useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { pdfPageTexts, pdfText } from '../../../test/helpers/pdf.js';
import {
  carrierId,
  insertPaidOrderOfLines,
  postShipment,
} from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Serial numbers and warranty on the documents (decision 322), on PGlite and on PostgreSQL
 * (api-postgres): the delivery challan prints each line's serial numbers under it, over as many
 * pages as they take; the tax invoice states each line's warranty.
 */

const t = useTestApp({ deps: { mailWorker: { autoStart: false } } });
const who = useAccounts(t, { admin: { role: 'admin' }, buyer: {} });

/** The PDF's text, white space collapsed to single spaces. */
const flatText = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ');

/** A product in stock with `warrantyMonths` of warranty, serial-tracked unless told. */
function productWith(name: string, warrantyMonths: number, serialTracked = true) {
  return insertProduct(t.db, {
    productName: name,
    availableQuantity: 500,
    minOrder: 1,
    serialTracked,
    warrantyMonths,
  });
}

describe('the delivery challan of serial-tracked pieces', () => {
  it('prints every serial under its line, wrapped and continued over the pages', async () => {
    const ssd = await productWith('NVMe SSD 2 TB Gen4', 60);
    const psu = await productWith('850 W Power Supply', 36);
    const cable = await productWith('SATA Cable 50 cm', 0, false);
    const ssdSerials = Array.from({ length: 180 }, (_, i) => `S6XNNS0W${String(100_000 + i)}`);
    const psuSerials = Array.from(
      { length: 65 },
      (_, i) => `PSU850-${String(i + 1).padStart(5, '0')}`,
    );
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [
      [ssd, 180],
      [psu, 65],
      [cable, 20],
    ]);
    const res = await postShipment(t.app, who.admin, orderId, {
      lines: [
        { orderLineId: lineIds[0], quantity: 180, serials: ssdSerials },
        { orderLineId: lineIds[1], quantity: 65, serials: psuSerials },
        { orderLineId: lineIds[2], quantity: 20 },
      ],
      carrierId: await carrierId(t.db, 'RedX'),
      trackingNumber: 'RDX-SERIALS-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json<Shipment>();
    const pdf = await t.app.inject({
      url: `/api/shipments/${shipment._id}/challan.pdf`,
      headers: who.buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const pages = await pdfPageTexts(pdf.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const text = await flatText(pdf.rawPayload);
    for (const serial of [...ssdSerials, ...psuSerials]) expect(text).toContain(serial);
    expect(text).toContain('S/N (180):');
    expect(text).toContain('S/N (65):');
    expect(text).toContain('Line 1, serial numbers continued');
    // The untracked line has no serial row; the total and the boxes end the last page.
    expect(text.match(/S\/N \(/g)).toHaveLength(2);
    expect(pages.at(-1)).toContain('Total: 265 pcs');
    expect(pages.at(-1)).toContain('Issued by');
    // Each serial in one piece, in order: the last of the SSDs before the first power supply.
    expect(text.indexOf(ssdSerials.at(-1)!)).toBeLessThan(text.indexOf(psuSerials[0]!));
  });
});

describe('the tax invoice of a product with a warranty', () => {
  it("states each line's warranty, taken when the invoice was issued", async () => {
    const monitor = await productWith('27 inch IPS Monitor', 36, false);
    const cable = await productWith('HDMI Cable 2 m', 0, false);
    const { orderId } = await insertPaidOrderOfLines(t.db, who.buyer, [
      [monitor, 2],
      [cable, 2],
    ]);
    // A later change of the product's warranty does not change the issued invoice.
    await t.db.update(products).set({ warrantyMonths: 12 }).where(eq(products.id, monitor.id));
    const pdf = await t.app.inject({
      url: `/api/orders/${orderId}/invoice`,
      headers: who.buyer.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await flatText(pdf.rawPayload);
    expect(text).toContain('Warranty 36 months from shipment');
    expect(text.match(/Warranty \d+ months/g)).toHaveLength(1);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const json = await t.app.inject({
      url: `/api/invoices/${invoice!.number}`,
      headers: who.buyer.headers,
    });
    expect(
      json
        .json<{ lines: { sku: string; warrantyMonths: number | null }[] }>()
        .lines.map((line) => [line.sku, line.warrantyMonths]),
    ).toEqual([
      [monitor.sku, 36],
      [cable.sku, null],
    ]);
  });
});
