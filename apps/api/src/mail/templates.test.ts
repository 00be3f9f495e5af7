import { describe, expect, it } from 'vitest';
import {
  MAIL_SUBJECT_MAX_CHARS,
  orderPlacedMail,
  orderShippedMail,
  paymentReceiptMail,
  returnApprovedMail,
  returnResolvedMail,
} from './templates.js';

const longName = 'Partline SR5-32 32 GB DDR5-4800 ECC Registered Server Memory Module, dual rank';
const publicUrl = 'https://shop.example';

describe('order e-mail subjects', () => {
  const subjects = [
    orderPlacedMail(
      'a@example.com',
      {
        orderId: 'o1',
        buyerName: 'Farhana',
        productName: longName,
        quantity: 1200,
        unitPricePoisha: 1_650_000,
        totalPoisha: 1_980_000_000,
        placedAt: '2026-11-24T19:17:00.000Z',
      },
      publicUrl,
    ).subject,
    orderShippedMail(
      'a@example.com',
      {
        orderId: 'o1',
        buyerName: 'Farhana',
        productName: longName,
        quantity: 1200,
        address: 'Dhaka',
        deliveredAt: '2026-11-24T19:17:00.000Z',
      },
      publicUrl,
    ).subject,
  ];

  it.each(subjects)('fit the line and end on a whole word with an ellipsis: %s', (subject) => {
    expect(Array.from(subject).length).toBeLessThanOrEqual(MAIL_SUBJECT_MAX_CHARS);
    expect(subject.endsWith('…')).toBe(true);
    const kept = subject.slice(0, -1);
    const words = kept.split(' ');
    // Every word kept is a whole word of the full subject.
    expect(longName.split(' ')).toContain(words.at(-1));
  });

  it('keeps a short subject whole', () => {
    const { subject } = paymentReceiptMail(
      'a@example.com',
      {
        buyerName: 'Farhana',
        productName: 'Partline CF-120 120 mm PWM Case Fan',
        quantity: 100,
        totalPoisha: 6_500_000,
        invoiceNumber: 'PL-2026-7',
        paidAt: '2026-11-24T19:17:00.000Z',
        paymentReference: 'pi_1',
      },
      publicUrl,
    );
    expect(subject).toBe('Payment received: invoice PL-2026-7');
  });
});

describe('return e-mails (decision 322)', () => {
  const data = {
    returnId: 'r1',
    rmaNumber: 'RMA-2026-000042',
    orderNumber: 'SO-2026-000310',
    requesterName: 'Rahim',
    items: [
      { sku: 'SSD-1TB', productName: 'NVMe SSD 1 TB', serial: 'SSD-R-0001', quantity: 1 },
      { sku: 'CBL-50', productName: 'SATA cable', serial: null, quantity: 3 },
    ],
  };

  it('gives the approval its instructions and the label to print', () => {
    const mail = returnApprovedMail(
      'r@example.com',
      { ...data, text: 'Send it by courier' },
      publicUrl,
    );
    expect(mail.subject).toBe('Your Partline return RMA-2026-000042 is approved');
    expect(mail.text).toContain('NVMe SSD 1 TB (SSD-1TB), serial number SSD-R-0001');
    expect(mail.text).toContain('3 pcs of SATA cable (CBL-50)');
    expect(mail.text).toContain('Return instructions: Send it by courier');
    expect(mail.text).toContain('https://shop.example/api/returns/r1/label.pdf');
    expect(mail.text).toContain('https://shop.example/dashboard/orders/SO-2026-000310');
  });

  it('says what each resolved item came to, and whether the return is closed', () => {
    const mail = returnResolvedMail(
      'r@example.com',
      {
        ...data,
        items: [
          { ...data.items[0]!, resolution: 'Replaced', outcome: 'new serial number SSD-R-0900' },
        ],
        complete: false,
      },
      publicUrl,
    );
    expect(mail.text).toContain(
      'NVMe SSD 1 TB (SSD-1TB), serial number SSD-R-0001: Replaced, new serial number SSD-R-0900',
    );
    expect(mail.text).toContain('We will write again when the other items are resolved.');
  });
});

describe("the 'shipped' e-mail's serial numbers (decision 322)", () => {
  const shipped = (serials: { sku: string; serials: string[] }[]) =>
    orderShippedMail(
      'b@example.com',
      {
        orderId: 'o1',
        orderNumber: 'SO-2026-000311',
        buyerName: 'Rahim',
        productName: 'NVMe SSD 1 TB',
        quantity: 2,
        address: 'Dhaka',
        deliveredAt: '2026-11-24T19:17:00.000Z',
        shipment: {
          number: 'DC-2026-000012',
          carrierName: 'Pathao Courier',
          trackingNumber: 'PTH-1',
          vehicleNumber: null,
          trackingUrl: null,
          shippedOn: '2026-11-24',
          complete: true,
          serials,
        },
      },
      publicUrl,
    ).text;

  it('lists the serial numbers of each serial-tracked SKU of the shipment', () => {
    expect(shipped([{ sku: 'SSD-1TB', serials: ['SN-A1', 'SN-A2'] }])).toContain(
      'Serial numbers of SSD-1TB: SN-A1, SN-A2.',
    );
  });

  it('names the first 50 of a long list and says where the rest are', () => {
    const serials = Array.from({ length: 120 }, (_, i) => `SN-${String(i + 1).padStart(4, '0')}`);
    const text = shipped([{ sku: 'SSD-1TB', serials }]);
    expect(text).toContain('SN-0050 and 70 more (all are on the challan and the order');
    expect(text).not.toContain('SN-0051');
  });
});
