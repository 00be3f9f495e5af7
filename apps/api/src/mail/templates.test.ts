import { describe, expect, it } from 'vitest';
import { formatMoney, formatTaka, type Locale } from '@partline/shared';
import {
  approvalDecisionMail,
  approvalRequestedMail,
  invoiceOverdueMail,
  orderExpiredMail,
  orderPlacedMail,
  orderShippedMail,
  paymentReceiptMail,
  quoteAnsweredMail,
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

  it.each(subjects)('name a long product whole, never cut short: %s', (subject) => {
    expect(subject).toContain(longName);
    expect(subject).not.toContain('…');
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

describe("amounts in the document's currency (decision 327)", () => {
  const to = 'a@example.com';
  const order = { orderId: 'o1', orderNumber: 'PL-100', buyerName: 'Farhana', quantity: 4 };
  const lines = [
    { sku: 'A-1', productName: 'Fan', quantity: 3, unitPricePoisha: 816, lineTotalPoisha: 2_448 },
    {
      sku: 'B-2',
      productName: 'Case',
      quantity: 1,
      unitPricePoisha: 7_500,
      lineTotalPoisha: 7_500,
    },
  ];
  const placedAt = '2026-11-24T19:17:00.000Z';
  /** Each amount-bearing mail of a document of `currency` (absent: a mail queued before it). */
  const mails = (currency: string | undefined, locale: Locale = 'en') => {
    const c = currency ? { currency } : {};
    return [
      orderPlacedMail(
        to,
        {
          ...order,
          ...c,
          productName: 'Fan',
          lines,
          unitPricePoisha: 816,
          totalPoisha: 9_948,
          placedAt,
          bankTransfer: { dueAt: placedAt },
        },
        publicUrl,
        locale,
      ),
      paymentReceiptMail(
        to,
        {
          ...order,
          ...c,
          productName: 'Fan',
          lines,
          totalPoisha: 9_948,
          invoiceNumber: 'PL-2026-7',
          paidAt: placedAt,
          paymentReference: 'pi_1',
        },
        publicUrl,
        locale,
      ),
      orderExpiredMail(
        to,
        {
          ...order,
          ...c,
          productName: 'Fan',
          totalPoisha: 9_948,
          placedAt,
          bankTransfer: { dueAt: placedAt, receivedPoisha: 1_000 },
        },
        publicUrl,
        locale,
      ),
      quoteAnsweredMail(
        to,
        {
          ...c,
          quoteId: 'q1',
          quoteNumber: '3F2A9C1B',
          buyerName: 'Farhana',
          version: 2,
          lines,
          totalPoisha: 9_948,
          validUntil: placedAt,
          message: '',
        },
        publicUrl,
        locale,
      ),
      approvalRequestedMail(
        to,
        { ...order, ...c, buyerEmail: to, productName: 'Fan', totalPoisha: 9_948, placedAt },
        publicUrl,
        locale,
      ),
      approvalDecisionMail(
        to,
        {
          ...order,
          ...c,
          productName: 'Fan',
          totalPoisha: 9_948,
          approved: true,
          deciderName: 'Rafiq',
          comment: null,
          bankTransfer: { dueAt: placedAt },
        },
        publicUrl,
        locale,
      ),
      invoiceOverdueMail(
        to,
        {
          ...c,
          invoiceNumber: 'PL-2026-7',
          buyerName: 'Farhana',
          companyName: 'Acme Inc.',
          dueDate: '2026-11-01',
          totalPoisha: 9_948,
          openPoisha: 1_000,
          poNumber: null,
        },
        publicUrl,
        locale,
      ),
    ].map((mail) => `${mail.subject}\n${mail.text}\n${mail.html}`);
  };

  it("prints a USD document's amounts in US dollars, never in Taka, in English and Bangla", () => {
    for (const text of mails('USD')) {
      expect(text).toContain('US$99.48');
      expect(text).not.toContain('Tk.');
    }
    for (const text of mails('USD', 'bn')) {
      expect(text).toContain(formatMoney(9_948, 'USD', 'bn-BD'));
      expect(text).not.toContain('৳');
    }
    // The quote's and the approval request's subjects carry the total.
    expect(mails('EUR').every((text) => text.includes('€99.48'))).toBe(true);
  });

  it('prints them in Taka, as before, for a Taka document and a mail queued without a currency', () => {
    expect(mails('BDT')).toEqual(mails(undefined));
    for (const text of mails(undefined)) {
      expect(text).toContain(formatTaka(99.48));
      expect(text).not.toContain('US$');
    }
  });
});
