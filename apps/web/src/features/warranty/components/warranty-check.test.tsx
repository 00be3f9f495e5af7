import { WARRANTY_MESSAGES, type WarrantyCheck as Answer } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { WarrantyCheck } from './warranty-check';

const answer: Answer = {
  serial: 'S3X-0001',
  productName: 'NVMe SSD 1 TB',
  sku: 'PL-SSD-1TB',
  shippedOn: '2026-11-29',
  warrantyMonths: 36,
  warrantyEndsOn: '2029-11-29',
  warrantyStatus: 'under_warranty',
};

describe('WarrantyCheck (decision 322, public)', () => {
  it('asks for both numbers, then answers with the product, shipping day and warranty only', async () => {
    const fetchMock = mockApi({ '/api/warranty-check': answer });
    const { user, router } = renderWithProviders(<WarrantyCheck />, { path: '/warranty' });
    await user.click(screen.getByRole('button', { name: 'Check warranty' }));
    expect(screen.getByLabelText('Serial number')).toHaveAccessibleDescription(
      expect.stringContaining(WARRANTY_MESSAGES.serialRequired),
    );
    expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(
      expect.stringContaining(WARRANTY_MESSAGES.orderNumberRequired),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/warranty-check'))).toBe(
      false,
    );

    await user.type(screen.getByLabelText('Serial number'), 's3x-0001');
    await user.type(screen.getByLabelText('Order number'), 'so-2026-000043{Enter}');

    const card = await screen.findByRole('region', { name: /NVMe SSD 1 TB/ });
    // The check's own request: others (the session, a language's texts) may come after it.
    const checks = fetchMock.mock.calls.filter(([url]) => String(url).includes('/warranty-check'));
    const asked = new URL(String(checks.at(-1)?.[0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      serial: 'S3X-0001',
      orderNumber: 'SO-2026-000043',
    });
    expect(router.state.location.search).toBe('?serial=S3X-0001&orderNumber=SO-2026-000043');
    expect(within(card).getByText('29 November 2026')).toBeInTheDocument();
    expect(within(card).getByText('36 months from shipment')).toBeInTheDocument();
    expect(within(card).getByText('29 November 2029')).toBeInTheDocument();
    expect(within(card).getByText(WARRANTY_MESSAGES.underWarranty)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when no piece with the serial is in the order', async () => {
    mockApi({
      '/api/warranty-check': errorReply(404, 'not_found', WARRANTY_MESSAGES.checkNotFound),
    });
    renderWithProviders(<WarrantyCheck />, {
      path: '/warranty?serial=S3X-0001&orderNumber=SO-2026-000001',
    });
    expect(await screen.findByText(WARRANTY_MESSAGES.checkNotFound)).toBeInTheDocument();
    expect(screen.getByLabelText('Serial number')).toHaveValue('S3X-0001');
  });

  it('says a piece without a warranty has none', async () => {
    mockApi({
      '/api/warranty-check': {
        ...answer,
        warrantyMonths: 0,
        warrantyEndsOn: null,
        warrantyStatus: 'no_warranty',
      },
    });
    renderWithProviders(<WarrantyCheck />, {
      path: '/warranty?serial=S3X-0001&orderNumber=SO-2026-000043',
    });
    const card = await screen.findByRole('region', { name: /NVMe SSD 1 TB/ });
    expect(within(card).getAllByText(WARRANTY_MESSAGES.noWarranty)).toHaveLength(2);
    expect(within(card).queryByText('Warranty ends')).not.toBeInTheDocument();
  });
});
