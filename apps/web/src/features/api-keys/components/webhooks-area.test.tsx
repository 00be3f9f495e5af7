import type { WebhookDelivery, WebhookEndpoint } from '@partline/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledRoutes, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { WebhooksArea } from './webhooks-area';

const ENDPOINT: WebhookEndpoint = {
  _id: '8c1c2b3a-1111-4222-8333-444455556666',
  url: 'https://erp.example.com/partline/events',
  events: ['order.paid'],
  companyId: null,
  createdAt: '2026-11-25T03:35:00.000Z',
};

const PING: WebhookDelivery = {
  _id: '9d1c2b3a-1111-4222-8333-444455556666',
  endpointId: ENDPOINT._id,
  eventType: 'ping',
  status: 'pending',
  attempts: 0,
  lastStatusCode: null,
  lastError: null,
  nextAttemptAt: '2026-11-25T03:36:00.000Z',
  deliveredAt: null,
  createdAt: '2026-11-25T03:36:00.000Z',
  payload: { type: 'ping' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WebhooksArea', () => {
  it("sends an endpoint a test event and shows the 'ping' in the delivery log", async () => {
    const fetchMock = mockApi({
      [`POST /api/webhooks/endpoints/${ENDPOINT._id}/test`]: PING,
      '/api/webhooks/deliveries': [PING],
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<WebhooksArea endpoints={[ENDPOINT]} deliveries={[]} />);

    await user.click(screen.getByRole('button', { name: `Send test event to ${ENDPOINT.url}` }));
    expect(await screen.findByText('Test event queued: see the delivery log')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).toContain(
      `POST /api/webhooks/endpoints/${ENDPOINT._id}/test`,
    );
  });

  it('shows a delivery of a test event in the log as ping', () => {
    renderWithProviders(<WebhooksArea endpoints={[ENDPOINT]} deliveries={[PING]} />);
    expect(screen.getByRole('table', { name: 'Webhook deliveries' })).toHaveTextContent('ping');
  });
});
