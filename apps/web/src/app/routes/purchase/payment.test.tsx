import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { CURRENCY_MESSAGES, formatTaka, PAYMENT_RAIL_MESSAGES } from '@partline/shared';
import { buildClientConfig, buildOrder, buildOrderLine, buildPaymentOption } from '@/testing/data';
import {
  errorReply,
  calledRoutes,
  mockApi,
  PENDING,
  sentBody,
  type StubbedReply,
} from '@/testing/mock-api';
import { shownText } from '@/testing/queries';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';
const clientConfig = buildClientConfig();
const intent = {
  clientSecret: 'pi_local_1_secret_abc',
  paymentIntentId: 'pi_local_1',
  provider: 'local',
};

function stubPayment(order = buildOrder(), replies: Record<string, StubbedReply> = {}) {
  const fetchMock = mockApi({
    ...signedInAs(email),
    '/api/client-config': clientConfig,
    [`/api/orders/${encodeURIComponent(email)}`]: [order],
    'POST /api/create-payment-intent': intent,
    ...replies,
  });
  return { fetchMock, order };
}

async function openModal(order: { _id: string }) {
  const view = renderApp(`/payment/${order._id}`);
  await view.user.click(await screen.findByRole('button', { name: 'Proceed' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

async function typeCard(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  number: string,
) {
  await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
}

describe('/payment/:id (spec §2)', () => {
  it("shows 'Please Pay For', 'Payment Amount : Tk.' and a back button", async () => {
    const { order } = stubPayment(
      buildOrder({ productName: 'Ryzen 7 8700G', productPrice: 28500, quantity: 20 }),
    );
    renderApp(`/payment/${order._id}`);

    expect(
      await screen.findByRole('heading', { name: 'Please Pay For Ryzen 7 8700G' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Payment Amount :/)).toHaveTextContent('Payment Amount : Tk. 570,000');
    expect(screen.getByText(/pcs ×/)).toHaveTextContent('20 pcs × Tk. 28,500');
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });

  it('shows an order of several lines line by line under the server total, never all pieces at the first price', async () => {
    const { order } = stubPayment(
      buildOrder({
        productName: 'GX-4070 Graphics Card + 1 more',
        productPrice: 8900,
        quantity: 930,
        totalPrice: 4_911_000,
        lines: [
          buildOrderLine('PL-GPU-4070', 'GX-4070 Graphics Card', 30, 8900),
          buildOrderLine('PL-FAN-120', 'CF-120 Case Fan', 900, 5160),
        ],
      }),
    );
    renderApp(`/payment/${order._id}`);

    await screen.findByRole('heading', { name: /^Please Pay For GX-4070/ });
    expect(screen.getByText(/^Payment Amount :/)).toHaveTextContent(
      'Payment Amount : Tk. 4,911,000',
    );
    expect(screen.getByText('2 lines, 930 pcs')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Lines' }))
        .getAllByRole('listitem')
        .map((item) => shownText(item)),
    ).toEqual([
      '30 pcs × GX-4070 Graphics Card PL-GPU-4070 at Tk. 8,900 = Tk. 267,000',
      '900 pcs × CF-120 Case Fan PL-FAN-120 at Tk. 5,160 = Tk. 4,644,000',
    ]);
    expect(screen.queryByText(/930 pcs ×/)).toBeNull();
  });

  it('keeps Confirm Payment disabled until the client secret has arrived', async () => {
    const { order } = stubPayment(buildOrder(), { 'POST /api/create-payment-intent': PENDING });
    const { dialog, user } = await openModal(order);

    expect(within(dialog).getByLabelText('Card number')).toHaveAttribute(
      'placeholder',
      '4242 4242 4242 4242',
    );
    await typeCard(user, dialog, '4242 4242 4242 4242');
    expect(within(dialog).getByRole('button', { name: 'Confirm Payment' })).toBeDisabled();
  });

  it('enables Confirm Payment once the intent is created; Cancel closes the modal', async () => {
    const { order, fetchMock } = stubPayment();
    const { dialog, user } = await openModal(order);

    expect(await within(dialog).findByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
    const [, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/create-payment-intent'),
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: order._id });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Proceed' });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it("uses the intent's provider when the client configuration cannot be read", async () => {
    const { order } = stubPayment(buildOrder(), {
      '/api/client-config': errorReply(500, 'internal_error', 'Something went wrong.'),
    });
    const { dialog } = await openModal(order);

    expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  });

  it('shows a declined card in red under the form and as a toast, and marks nothing paid', async () => {
    const declined = 'Your card was declined.';
    const { order, fetchMock } = stubPayment(buildOrder(), {
      'POST /api/payments/local/confirm': {
        status: 402,
        body: { error: { code: 'card_declined', message: declined } },
      },
    });
    const { dialog, user, router } = await openModal(order);
    await within(dialog).findByRole('button', { name: 'Confirm Payment' });

    await typeCard(user, dialog, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

    const inForm = await within(dialog).findByRole('alert');
    expect(inForm).toHaveTextContent(declined);
    expect(inForm).toHaveClass('text-danger');
    expect(screen.getAllByText(declined)).toHaveLength(2);
    // The loading toast is dismissed (react-hot-toast unmounts it after its exit animation).
    await vi.waitFor(() => expect(screen.queryByText('Please wait...')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(router.state.location.pathname).toBe(`/payment/${order._id}`);
    expect(await calledRoutes(fetchMock)).not.toContain(`PUT /api/orders/${order._id}`);
  });

  it("confirms the card, marks the order paid, says 'Payment Successful, THANK YOU!' and goes to My Orders", async () => {
    const order = buildOrder();
    const { fetchMock } = stubPayment(order, {
      'POST /api/payments/local/confirm': {
        paymentIntent: {
          id: 'pi_local_1',
          status: 'succeeded',
          amount: 1_400_000,
          currency: 'bdt',
        },
      },
      [`PUT /api/orders/${order._id}`]: { modifiedCount: 1 },
    });
    const { dialog, user, router } = await openModal(order);
    await within(dialog).findByRole('button', { name: 'Confirm Payment' });

    await typeCard(user, dialog, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

    expect(await screen.findByText('Payment Successful, THANK YOU!')).toBeInTheDocument();
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard/my-orders');
    const requests = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/'));
    const confirm = requests.find(([input]) => String(input).endsWith('/payments/local/confirm'))!;
    expect(JSON.parse(String(confirm[1]?.body))).toEqual({
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    });
    const put = requests.find(
      ([input, init]) =>
        String(input).endsWith(`/api/orders/${order._id}`) && init?.method === 'PUT',
    )!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ transactionId: 'pi_local_1', isPaid: true });
  });

  it('says so instead of the form for an order already paid, or cancelled', async () => {
    const paid = buildOrder({ status: 'paid', isPaid: true, transactionId: 'pi_1' });
    const cancelled = buildOrder({ status: 'cancelled', isPaid: true, transactionId: 'pi_2' });
    mockApi({
      ...signedInAs(email),
      '/api/client-config': clientConfig,
      [`/api/orders/${encodeURIComponent(email)}`]: [paid, cancelled],
    });
    const first = renderApp(`/payment/${paid._id}`);
    expect(await screen.findByText(/This order is already paid\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
    first.unmount();

    renderApp(`/payment/${cancelled._id}`);
    expect(await screen.findByText(/This order was cancelled\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
  });

  it('says the order was not found for an id that is not among your orders', async () => {
    stubPayment();
    renderApp(`/payment/${crypto.randomUUID()}`);

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
  });
});

describe('/payment/:id: the online options and bank transfer (decision 315)', () => {
  const railsConfig = buildClientConfig([
    buildPaymentOption('local'),
    buildPaymentOption('sslcommerz'),
    buildPaymentOption('bkash', { maxOrderTaka: 50_000 }),
    buildPaymentOption('bank_transfer'),
  ]);

  it('shows an order billed in dollars in dollars, with the Taka-only rails unavailable and why (decision 327)', async () => {
    const { order } = stubPayment(
      buildOrder({
        productPrice: 19.6,
        quantity: 10,
        totalPrice: 196,
        currency: 'USD',
        bdtPerUnit: '122.45',
      }),
      { '/api/client-config': railsConfig },
    );
    renderApp(`/payment/${order._id}`);

    const choice = await screen.findByRole('group', { name: 'How do you pay?' });
    expect(within(choice).getByRole('radio', { name: 'Card' })).toBeChecked();
    for (const [name, rail] of [
      [/SSLCommerz/, 'SSLCommerz'],
      [/bKash/, 'bKash'],
    ] as const) {
      const radio = within(choice).getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription(CURRENCY_MESSAGES.takaRailOnly(rail, 'USD'));
    }
    expect(screen.getByText(/^Payment Amount :/)).toHaveTextContent('Payment Amount : US$196.00');
    expect(screen.getByText(/^10 pcs ×/)).toHaveTextContent('10 pcs × US$19.60');
    expect(document.body).not.toHaveTextContent(/Tk\./);
  });

  it('offers each online option of the client config with what happens next; the card keeps Proceed', async () => {
    const { order } = stubPayment(buildOrder({ productPrice: 1400, quantity: 10 }), {
      '/api/client-config': railsConfig,
    });
    renderApp(`/payment/${order._id}`);

    const choice = await screen.findByRole('group', { name: 'How do you pay?' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['local', 'sslcommerz', 'bkash']);
    const card = within(choice).getByRole('radio', { name: 'Card' });
    expect(card).toBeChecked();
    expect(card).toHaveAccessibleDescription(/^Enter your card on this page/);
    expect(within(choice).getByRole('radio', { name: /SSLCommerz/ })).toHaveAccessibleDescription(
      /SSLCommerz's secure page/,
    );
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pay by bank transfer instead' }),
    ).toBeInTheDocument();
    // The specification's texts stay.
    expect(screen.getByRole('heading', { name: /^Please Pay For/ })).toBeInTheDocument();
    expect(screen.getByText(/^Payment Amount :/)).toHaveTextContent('Payment Amount : Tk. 14,000');
  });

  it('shows only Proceed, no choice, where the card is the only option', async () => {
    const { order } = stubPayment();
    renderApp(`/payment/${order._id}`);

    await screen.findByRole('button', { name: 'Proceed' });
    expect(screen.queryByRole('group', { name: 'How do you pay?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay by bank transfer instead' })).toBeNull();
  });

  it('continues to SSLCommerz: opens a session for the order and sends the browser to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const redirectUrl = 'https://sandbox.sslcommerz.com/EasyCheckOut/testcde7a';
    const { order, fetchMock } = stubPayment(buildOrder(), {
      '/api/client-config': railsConfig,
      'POST /api/payment-sessions': {
        sessionId: 'SO-2026-000001',
        provider: 'sslcommerz',
        redirectUrl,
      },
    });
    const { user } = renderApp(`/payment/${order._id}`);

    await user.click(await screen.findByRole('radio', { name: /SSLCommerz/ }));
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to SSLCommerz' }));

    await expect.poll(() => assign.mock.calls).toEqual([[redirectUrl]]);
    expect(sentBody(fetchMock, '/api/payment-sessions')).toEqual({
      orderId: order._id,
      provider: 'sslcommerz',
    });
    // Busy until the browser has left: a second click opens no second session.
    expect(screen.getByRole('button', { name: 'Continue to SSLCommerz' })).toBeDisabled();
  });

  it('says why a refused session cannot start, and stays on the page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { order } = stubPayment(buildOrder(), {
      '/api/client-config': railsConfig,
      'POST /api/payment-sessions': errorReply(
        503,
        'service_unavailable',
        PAYMENT_RAIL_MESSAGES.providerOff,
      ),
    });
    const { user } = renderApp(`/payment/${order._id}`);

    await user.click(await screen.findByRole('radio', { name: 'bKash' }));
    await user.click(screen.getByRole('button', { name: 'Continue to bKash' }));

    expect(await screen.findByText(PAYMENT_RAIL_MESSAGES.providerOff)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to bKash' })).toBeEnabled();
  });

  it('disables bKash with its limit for an order over it', async () => {
    const { order } = stubPayment(buildOrder({ productPrice: 28_500, quantity: 20 }), {
      '/api/client-config': railsConfig,
    });
    renderApp(`/payment/${order._id}`);

    const bkash = await screen.findByRole('radio', { name: 'bKash' });
    expect(bkash).toBeDisabled();
    expect(bkash).toHaveAccessibleDescription(
      PAYMENT_RAIL_MESSAGES.overBkashLimit(formatTaka(50_000)),
    );
    expect(screen.queryByRole('button', { name: 'Continue to bKash' })).toBeNull();
  });

  it('switches the order to bank transfer and opens its page', async () => {
    const order = buildOrder({ orderNumber: 'SO-2026-000077' });
    const switched = {
      ...order,
      paymentMethod: 'bank_transfer',
      transferDueAt: '2026-12-02T12:00:00.000Z',
    };
    const { fetchMock } = stubPayment(order, {
      '/api/client-config': railsConfig,
      [`POST /api/orders/${order._id}/bank-transfer`]: switched,
    });
    const { user, router } = renderApp(`/payment/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Pay by bank transfer instead' }));

    await expect
      .poll(() => router.state.location.pathname)
      .toBe('/dashboard/orders/SO-2026-000077');
    expect(await calledRoutes(fetchMock)).toContain(`POST /api/orders/${order._id}/bank-transfer`);
  });

  it('links an order already awaiting a transfer to its page instead of switching it', async () => {
    const { order } = stubPayment(
      buildOrder({ orderNumber: 'SO-2026-000078', paymentMethod: 'bank_transfer' }),
      { '/api/client-config': railsConfig },
    );
    renderApp(`/payment/${order._id}`);

    expect(
      await screen.findByRole('link', { name: "its proforma invoice is on the order's page" }),
    ).toHaveAttribute('href', '/dashboard/orders/SO-2026-000078');
    expect(screen.queryByRole('button', { name: 'Pay by bank transfer instead' })).toBeNull();
    // It may still be paid online.
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });
});
