import { RECEIVABLES_MESSAGES, type Quote } from '@partline/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { QuoteDetail } from './quote-detail';

const ID = '3f2a9c1b-1111-4222-8333-444455556666';

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
        createdAt: '2026-11-25T03:36:00.000Z',
      },
    ],
    events: [],
    canAccept: true,
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
  it('shows the latest version and accepts exactly that version; the order opens', async () => {
    const quote = buildQuote();
    const fetchMock = stubAcceptApi(quote, 'unpaid', 'card');
    const onAccepted = vi.fn();
    const { user } = renderWithProviders(
      <QuoteDetail quote={quote} side="buyer" onAccepted={onAccepted} />,
    );

    expect(screen.getByText('Tk. 9,440')).toBeInTheDocument();
    expect(screen.getByText(/Version 0 \(request\)/)).toHaveTextContent(
      /Version 0 \(request\): Tk. 118,000/,
    );
    await user.click(screen.getByRole('button', { name: 'Accept and order' }));
    await vi.waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith(
        expect.objectContaining({ orderId: '7e1c2b3a-1111-4222-8333-444455556666' }),
      ),
    );
    expect(sentBody(fetchMock, `/api/quotes/${ID}/accept`)).toEqual({ version: 1 });
  });

  it("offers 'Pay on account' when the company has terms and sends the PO number", async () => {
    const quote = buildQuote();
    const fetchMock = stubAcceptApi(quote, 'paid', 'on_account');
    const onAccepted = vi.fn();
    const { user } = renderWithProviders(
      <QuoteDetail
        quote={quote}
        side="buyer"
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
      paymentMethod: 'on_account',
      poNumber: 'PO-2026-204',
    });
  });

  it('offers no acceptance once expired, and no buyer actions to the shop', () => {
    const { unmount } = renderWithProviders(
      <QuoteDetail quote={buildQuote({ status: 'expired', canAccept: false })} side="buyer" />,
    );
    expect(screen.queryByRole('button', { name: 'Accept and order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<QuoteDetail quote={buildQuote()} side="shop" answerForm={<p>Form</p>} />);
    expect(screen.queryByRole('button', { name: 'Accept and order' })).not.toBeInTheDocument();
    expect(screen.getByText('Form')).toBeInTheDocument();
  });
});
