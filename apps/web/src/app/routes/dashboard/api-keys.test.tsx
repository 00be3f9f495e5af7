import { MEMBERSHIP_MESSAGES, type ApiKey } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'procurement@example.com';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  _id: '6f1c9a52-5b0f-4c52-9d1e-0b8f3c1a2d01',
  name: 'SAP',
  scopes: ['orders:read'],
  prefix: 'pl_AbCdEfG',
  companyId: null,
  createdBy: email,
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('/dashboard/api-keys (decision 190)', () => {
  it('creates a key with its scopes and shows its secret once', async () => {
    let keys: ApiKey[] = [];
    const sent: unknown[] = [];
    mockApi({
      ...signedInAs(email),
      'GET /api/api-keys': () => keys,
      'POST /api/api-keys': ({ body }: { body: unknown }) => {
        sent.push(body);
        const created = key({ name: 'ERP', scopes: ['orders:read', 'orders:write'] });
        keys = [created];
        return { status: 201, body: { apiKey: created, secret: 'pl_secret-shown-once' } };
      },
    });
    const { user } = renderApp('/dashboard/api-keys');

    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name the key')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New API key' });
    await user.type(within(form).getByLabelText('Name'), 'ERP');
    await user.click(within(form).getByLabelText(/^orders:read/));
    await user.click(within(form).getByLabelText(/^orders:write/));
    await user.type(within(form).getByLabelText('Your current password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByLabelText('API key secret')).toHaveTextContent(
      'pl_secret-shown-once',
    );
    expect(sent).toEqual([
      {
        name: 'ERP',
        scopes: ['orders:read', 'orders:write'],
        expiresAt: null,
        currentPassword: 'Str0ng!pass',
      },
    ]);
    // The password is not kept in the form once the key is made.
    expect(within(form).getByLabelText('Your current password')).toHaveValue('');
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('orders:read, orders:write')).toBeInTheDocument();
  });

  it('shows a wrong password under its field', async () => {
    mockApi({
      ...signedInAs(email),
      'GET /api/api-keys': [],
      'POST /api/api-keys': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'The current password is not correct',
            details: { currentPassword: ['The current password is not correct'] },
          },
        },
      }),
    });
    const { user } = renderApp('/dashboard/api-keys');
    const form = await screen.findByRole('form', { name: 'New API key' });
    await user.type(within(form).getByLabelText('Name'), 'ERP');
    await user.click(within(form).getByLabelText(/^orders:read/));
    await user.type(within(form).getByLabelText('Your current password'), 'Wr0ng!pass');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(
      await within(form).findByText('The current password is not correct'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Your current password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('tells a client in no company that what they make ends when they join or found one', async () => {
    mockApi({
      ...signedInAs(email),
      'GET /api/api-keys': () => [],
      'GET /api/company': () => ({ membership: null }),
    });
    renderApp('/dashboard/api-keys');
    expect(
      await screen.findByText(MEMBERSHIP_MESSAGES.personalIntegrationsEnd),
    ).toBeInTheDocument();
  });

  it('revokes a key after asking', async () => {
    let keys = [key()];
    mockApi({
      ...signedInAs(email),
      'GET /api/api-keys': () => keys,
      [`DELETE /api/api-keys/${key()._id}`]: () => {
        keys = [key({ revokedAt: '2026-11-02T10:00:00.000Z' })];
        return keys[0];
      },
    });
    const { user } = renderApp('/dashboard/api-keys');

    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('adds a webhook endpoint, shows its secret once and resends a delivery from the log', async () => {
    const endpoint = {
      _id: '7a1c9a52-5b0f-4c52-9d1e-0b8f3c1a2d02',
      url: 'https://erp.example.com/hooks',
      events: ['order.paid'],
      companyId: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const delivery = {
      _id: '8b1c9a52-5b0f-4c52-9d1e-0b8f3c1a2d03',
      endpointId: endpoint._id,
      eventType: 'order.paid',
      status: 'failed',
      attempts: 12,
      lastStatusCode: 503,
      lastError: 'HTTP 503',
      nextAttemptAt: null,
      deliveredAt: null,
      createdAt: '2026-11-01T11:00:00.000Z',
      payload: { type: 'order.paid' },
    };
    let endpoints: (typeof endpoint)[] = [];
    const sentEndpoints: unknown[] = [];
    const resent: string[] = [];
    mockApi({
      ...signedInAs(email),
      'GET /api/api-keys': [],
      'GET /api/webhooks/endpoints': () => endpoints,
      'GET /api/webhooks/deliveries': [delivery],
      'POST /api/webhooks/endpoints': ({ body }: { body: unknown }) => {
        sentEndpoints.push(body);
        endpoints = [endpoint];
        return { status: 201, body: { endpoint, secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=' } };
      },
      [`POST /api/webhooks/deliveries/${delivery._id}/resend`]: () => {
        resent.push(delivery._id);
        return { ...delivery, status: 'pending' };
      },
    });
    const { user } = renderApp('/dashboard/api-keys');

    const form = await screen.findByRole('form', { name: 'New webhook endpoint' });
    await user.type(within(form).getByLabelText('Endpoint URL'), endpoint.url);
    await user.click(within(form).getByLabelText('order.paid'));
    await user.type(within(form).getByLabelText('Your current password'), 'Str0ng!pass');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByLabelText('Webhook signing secret')).toHaveTextContent(
      'whsec_c2VjcmV0LXNob3duLW9uY2U=',
    );
    expect(sentEndpoints).toEqual([
      { url: endpoint.url, events: ['order.paid'], currentPassword: 'Str0ng!pass' },
    ]);
    const log = await screen.findByRole('table', { name: 'Webhook deliveries' });
    expect(within(log).getByText('HTTP 503')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: /^Resend order\.paid/ }));
    await vi.waitFor(() => expect(resent).toEqual([delivery._id]));
  });
});
