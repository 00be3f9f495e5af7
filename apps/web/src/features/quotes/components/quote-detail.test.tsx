import { RECEIVABLES_MESSAGES, type Address, type Quote } from '@partline/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPaymentOption } from '@/testing/data';
import { calledRoutes, catchDownloads, mockApi, pdfReply, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { QuoteDetail } from './quote-detail';

const ID = '3f2a9c1b-1111-4222-8333-444455556666';

const ADDRESSES: Address[] = [
  {
    _id: '5a1c2b3a-1111-4222-8333-444455556666',
    label: 'Head office',
    address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
    phoneNumber: '01711000000',
    isDefault: true,
  },
  {
    _id: '5a1c2b3a-2222-4222-8333-444455556666',
    label: 'Warehouse',
    address: 'Plot 7, Tejgaon I/A, Dhaka 1208',
    phoneNumber: '01811000000',
    isDefault: false,
  },
];

/** The quote as first asked: the buyer's request (version 0), with its message, no price yet. */
function requestedQuote(): Quote {
  const quote = buildQuote();
  const request = quote.versions[0]!;
  return {
    ...quote,
    status: 'requested',
    currentVersion: 0,
    validUntil: null,
    totalPrice: request.totalPrice,
    versions: [request],
    canAccept: false,
    events: [
      {
        _id: '6b1c2b3a-1111-4222-8333-444455556666',
        kind: 'requested',
        author: 'buyer',
        authorName: 'Farhan Kabir',
        version: 0,
        body: 'Best price?',
        orderId: null,
        createdAt: '2026-11-25T03:35:00.000Z',
      },
    ],
  };
}

function buildQuote(overrides: Partial<Quote> = {}): Quote {
  const line = {
    productId: '9d1c2b3a-1111-4222-8333-444455556666',
    sku: 'PL-UPS-UP-1200',
    productName: 'UP-1200 UPS',
    productImage: '/uploads/ups.webp',
    quantity: 10,
  };
  return {
    _id: ID,
    number: '3F2A9C1B',
    status: 'quoted',
    userName: 'Farhan Kabir',
    userEmail: 'farhan@example.com',
    companyId: null,
    currency: 'BDT',
    currentVersion: 1,
    validUntil: '2026-12-09T17:59:59.999Z',
    totalPrice: 94_400,
    lineCount: 1,
    orderId: null,
    createdAt: '2026-11-25T03:35:00.000Z',
    updatedAt: '2026-11-25T03:36:00.000Z',
    message: 'Best price?',
    versions: [
      {
        version: 0,
        author: 'buyer',
        authorName: 'Farhan Kabir',
        message: 'Best price?',
        validUntil: null,
        totalPrice: 118_000,
        lines: [{ ...line, unitPrice: 11_800, lineTotal: 118_000 }],
        tax: null,
        createdAt: '2026-11-25T03:35:00.000Z',
      },
      {
        version: 1,
        author: 'shop',
        authorName: 'Admin',
        message: 'Quarterly price',
        validUntil: '2026-12-09T17:59:59.999Z',
        totalPrice: 94_400,
        lines: [{ ...line, unitPrice: 9_440, lineTotal: 94_400 }],
        tax: null,
        createdAt: '2026-11-25T03:36:00.000Z',
      },
    ],
    events: [],
    canAccept: true,
    orderNumber: null,
    ...overrides,
  };
}

/** Stubs `fetch` with the API of accepting `quote`: the order it places, and the quote. */
function stubAcceptApi(quote: Quote, status: string, paymentMethod: string) {
  const fetchMock = mockApi({
    [`POST /api/quotes/${ID}/accept`]: {
      status: 201,
      body: {
        orderId: '7e1c2b3a-1111-4222-8333-444455556666',
        totalPrice: 94_400,
        status,
        paymentMethod,
        quote,
      },
    },
    [`/api/quotes/${ID}`]: quote,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuoteDetail', () => {
  it('accepts exactly the latest version, to the address and with the PO number chosen', async () => {
    const quote = buildQuote();
    const fetchMock = stubAcceptApi(quote, 'unpaid', 'card');
    const onAccepted = vi.fn();
    const { user } = renderWithProviders(
      <QuoteDetail quote={quote} side="buyer" addresses={ADDRESSES} onAccepted={onAccepted} />,
    );

    expect(screen.getByText('Tk. 9,440')).toBeInTheDocument();
    expect(screen.getByText(/^Request:/)).toHaveTextContent(/^Request: Tk\. 118,000/);
    expect(screen.queryByText(/Version 0/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Deliver to')).toHaveValue(ADDRESSES[0]!._id);
    await user.selectOptions(screen.getByLabelText('Deliver to'), ADDRESSES[1]!._id);
    await user.type(screen.getByLabelText('PO number (optional)'), 'PO-2026-118');
    await user.click(screen.getByRole('button', { name: 'Accept and order' }));
    await vi.waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith(
        expect.objectContaining({ orderId: '7e1c2b3a-1111-4222-8333-444455556666' }),
      ),
    );
    expect(sentBody(fetchMock, `/api/quotes/${ID}/accept`)).toEqual({
      version: 1,
      addressId: ADDRESSES[1]!._id,
      paymentMethod: 'card',
      poNumber: 'PO-2026-118',
    });
  });

  it("offers 'Pay on account' when the company has terms and asks for the PO number", async () => {
    const quote = buildQuote();
    const fetchMock = stubAcceptApi(quote, 'paid', 'on_account');
    const onAccepted = vi.fn();
    const { user } = renderWithProviders(
      <QuoteDetail
        quote={quote}
        side="buyer"
        addresses={ADDRESSES}
        onAccount={{ companyName: 'Meghna Traders Ltd.', paymentTermsDays: 30 }}
        onAccepted={onAccepted}
      />,
    );

    await user.click(
      screen.getByRole('radio', {
        name: 'Pay on account (Net 30, invoiced to Meghna Traders Ltd.)',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and order' }));
    expect(await screen.findByText(RECEIVABLES_MESSAGES.poRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('PO number'), 'PO-2026-204');
    await user.click(screen.getByRole('button', { name: 'Accept and order' }));
    await vi.waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith(
        expect.objectContaining({ paymentMethod: 'on_account' }),
      ),
    );
    expect(sentBody(fetchMock, `/api/quotes/${ID}/accept`)).toEqual({
      version: 1,
      addressId: ADDRESSES[0]!._id,
      paymentMethod: 'on_account',
      poNumber: 'PO-2026-204',
    });
  });

  it('sends a buyer with an empty address book to it before accepting', () => {
    renderWithProviders(<QuoteDetail quote={buildQuote()} side="buyer" addresses={[]} />);
    expect(screen.queryByRole('button', { name: 'Accept and order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your address book' })).toHaveAttribute(
      'href',
      '/dashboard/my-profile',
    );
  });

  it('shows a request without a price: no version 0, the message once, nothing to decline', () => {
    renderWithProviders(
      <QuoteDetail quote={requestedQuote()} side="buyer" addresses={ADDRESSES} />,
    );
    expect(screen.getByText("Waiting for the shop's prices.")).toBeInTheDocument();
    expect(screen.getAllByText('Request')).not.toHaveLength(0);
    expect(screen.queryByText(/Version 0/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Best price?')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and order' })).not.toBeInTheDocument();
  });

  it('offers Decline once the shop has priced it', () => {
    renderWithProviders(<QuoteDetail quote={buildQuote()} side="buyer" addresses={ADDRESSES} />);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it("links an accepted quote to its order's page by the order number", () => {
    renderWithProviders(
      <QuoteDetail
        quote={buildQuote({
          status: 'accepted',
          canAccept: false,
          orderId: '7e1c2b3a-1111-4222-8333-444455556666',
          orderNumber: 'SO-2026-000123',
        })}
        side="buyer"
        addresses={ADDRESSES}
      />,
    );
    const link = screen.getByRole('link', { name: 'Order SO-2026-000123: details' });
    expect(link).toHaveAttribute('href', '/dashboard/orders/SO-2026-000123');
    expect(link.parentElement).toHaveTextContent('Order SO-2026-000123');
    expect(screen.queryByRole('button', { name: 'Accept and order' })).not.toBeInTheDocument();
  });

  it('offers no acceptance once expired, and no buyer actions to the shop', () => {
    const { unmount } = renderWithProviders(
      <QuoteDetail
        quote={buildQuote({ status: 'expired', canAccept: false })}
        side="buyer"
        addresses={ADDRESSES}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Accept and order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<QuoteDetail quote={buildQuote()} side="shop" answerForm={<p>Form</p>} />);
    expect(screen.queryByRole('button', { name: 'Accept and order' })).not.toBeInTheDocument();
    expect(screen.getByText('Form')).toBeInTheDocument();
  });

  it.each(['buyer', 'shop'] as const)(
    "shows the latest version's VAT and SD to the %s, and nothing for a version without tax",
    (side) => {
      const quote = buildQuote();
      const latest = quote.versions[1]!;
      const taxed = {
        ...quote,
        versions: [
          quote.versions[0]!,
          {
            ...latest,
            tax: {
              pricesIncludeVat: true,
              zeroRated: false,
              valueExclVat: 82_086.96,
              sd: 0,
              vat: 12_313.04,
              total: 94_400,
              byRate: [
                { vatRate: 1500, sdRate: 0, valueExclVat: 82_086.96, sd: 0, vat: 12_313.04 },
              ],
            },
          },
        ],
      };
      const { unmount } = renderWithProviders(
        <QuoteDetail quote={taxed} side={side} addresses={ADDRESSES} />,
      );
      expect(screen.getByText('Subtotal (excl. VAT)').nextElementSibling?.textContent).toBe(
        'Tk.\u00a082,086.96',
      );
      expect(screen.getByText('VAT 15%').nextElementSibling?.textContent).toBe(
        'Tk.\u00a012,313.04',
      );
      expect(screen.getByText('Prices include VAT')).toBeInTheDocument();
      unmount();

      renderWithProviders(<QuoteDetail quote={quote} side={side} addresses={ADDRESSES} />);
      expect(screen.queryByText('Subtotal (excl. VAT)')).toBeNull();
      expect(screen.queryByText(/VAT 15%/)).toBeNull();
    },
  );
});

describe('QuoteDetail: bank transfer (decision 315)', () => {
  const options = [buildPaymentOption('local'), buildPaymentOption('bank_transfer')];

  it('accepts a quote to be paid by bank transfer', async () => {
    const quote = buildQuote();
    const fetchMock = stubAcceptApi(quote, 'unpaid', 'bank_transfer');
    const onAccepted = vi.fn();
    const { user } = renderWithProviders(
      <QuoteDetail
        quote={quote}
        side="buyer"
        addresses={ADDRESSES}
        paymentOptions={options}
        onAccepted={onAccepted}
      />,
    );

    await user.click(
      screen.getByRole('radio', { name: 'Bank transfer against a proforma invoice' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and order' }));
    await vi.waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith(
        expect.objectContaining({ paymentMethod: 'bank_transfer' }),
      ),
    );
    expect(sentBody(fetchMock, `/api/quotes/${ID}/accept`)).toMatchObject({
      paymentMethod: 'bank_transfer',
    });
  });

  it("downloads an answered quote's proforma invoice where bank transfer is offered", async () => {
    const saved = catchDownloads();
    const fetchMock = mockApi({
      [`/api/quotes/${ID}/proforma`]: () => pdfReply('proforma-Q-2026-000012.pdf'),
    });
    const { user } = renderWithProviders(
      <QuoteDetail
        quote={buildQuote()}
        side="buyer"
        addresses={ADDRESSES}
        paymentOptions={options}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Download proforma invoice' }));

    await vi.waitFor(() => expect(saved).toEqual(['proforma-Q-2026-000012.pdf']));
    expect(await calledRoutes(fetchMock)).toContain(`GET /api/quotes/${ID}/proforma`);
  });

  it('offers no proforma where bank transfer is not offered, nor for a request without prices', () => {
    const view = renderWithProviders(
      <QuoteDetail
        quote={buildQuote()}
        side="buyer"
        addresses={ADDRESSES}
        paymentOptions={[buildPaymentOption('local')]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Download proforma invoice' })).toBeNull();
    view.unmount();

    renderWithProviders(
      <QuoteDetail
        quote={requestedQuote()}
        side="buyer"
        addresses={ADDRESSES}
        paymentOptions={options}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Download proforma invoice' })).toBeNull();
  });
});
