import { WARRANTY_MESSAGES, type SerialLookup as Piece } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testId } from '@/testing/data';
import { errorReply, mockApi, PENDING } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { SerialLookup } from './serial-lookup';

function piece(overrides: Partial<Piece> = {}): Piece {
  return {
    serial: 'S3X-0001',
    productId: testId(),
    sku: 'PL-SSD-1TB',
    productName: 'NVMe SSD 1 TB',
    orderId: testId(),
    orderNumber: 'SO-2026-000043',
    orderLineId: testId(),
    shipmentNumber: 'CH-2026-000008',
    shippedOn: '2026-11-29',
    warrantyMonths: 36,
    warrantyEndsOn: '2029-11-29',
    warrantyStatus: 'under_warranty',
    replacesSerial: null,
    openReturn: null,
    ...overrides,
  };
}

describe('SerialLookup (decision 322)', () => {
  it("looks up a serial as typed and shows the piece's order, challan, warranty and a return link", async () => {
    const found = piece();
    const fetchMock = mockApi({ '/api/warranty/serials/S3X-0001': [found] });
    const { user, router } = renderWithProviders(<SerialLookup />, { path: '/dashboard/warranty' });
    await user.type(screen.getByLabelText('Serial number'), ' s3x-0001 {Enter}');

    const card = await screen.findByRole('listitem', { name: /NVMe SSD 1 TB/ });
    expect(router.state.location.search).toBe('?serial=S3X-0001');
    expect(within(card).getByRole('link', { name: 'NVMe SSD 1 TB' })).toHaveAttribute(
      'href',
      `/products/${found.productId}`,
    );
    expect(
      within(card).getByRole('link', { name: 'Order SO-2026-000043: details' }),
    ).toHaveAttribute('href', '/dashboard/orders/SO-2026-000043');
    expect(within(card).getByText('CH-2026-000008')).toBeInTheDocument();
    expect(within(card).getByText('29 November 2026')).toBeInTheDocument();
    expect(within(card).getByText('36 months from shipment')).toBeInTheDocument();
    expect(within(card).getByText('29 November 2029')).toBeInTheDocument();
    expect(within(card).getByText(WARRANTY_MESSAGES.underWarranty)).toBeInTheDocument();
    const start = new URLSearchParams({
      order: found.orderNumber,
      line: found.orderLineId,
      serial: 'S3X-0001',
    });
    expect(
      within(card).getByRole('link', { name: 'Return this item: NVMe SSD 1 TB, serial S3X-0001' }),
    ).toHaveAttribute('href', `/dashboard/returns/new?${start.toString()}`);
    // The serial as the shop writes it, trimmed and in capitals. The session may be read again
    // meanwhile (on a slow machine it was the last request): only the lookups count.
    const lookups = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/api/warranty/serials/'));
    expect(lookups.at(-1)).toMatch(/\/api\/warranty\/serials\/S3X-0001$/);
  });

  it('links the open return instead, notes a replaced serial, and offers no return when expired', async () => {
    mockApi({
      '/api/warranty/serials/S3X-0009': [
        piece({
          serial: 'S3X-0009',
          replacesSerial: 'S3X-0002',
          openReturn: { _id: testId(), number: 'RMA-2026-000004', status: 'received' },
        }),
        piece({
          serial: 'S3X-0009',
          productName: 'Fury 32 GB DDR5',
          warrantyStatus: 'expired',
          warrantyEndsOn: '2025-01-31',
        }),
      ],
    });
    renderWithProviders(<SerialLookup />, { path: '/dashboard/warranty?serial=S3X-0009' });

    const replaced = await screen.findByRole('listitem', { name: /NVMe SSD 1 TB/ });
    expect(within(replaced).getByText(/A replacement for serial/)).toHaveTextContent(
      'A replacement for serial S3X-0002.',
    );
    expect(within(replaced).getByRole('link', { name: 'RMA-2026-000004' })).toHaveAttribute(
      'href',
      '/dashboard/returns/RMA-2026-000004',
    );
    expect(within(replaced).queryByRole('link', { name: /^Return / })).not.toBeInTheDocument();

    const expired = screen.getByRole('listitem', { name: /Fury 32 GB DDR5/ });
    expect(within(expired).getByText(WARRANTY_MESSAGES.warrantyExpired)).toBeInTheDocument();
    expect(within(expired).queryByRole('link', { name: /^Return / })).not.toBeInTheDocument();
  });

  it("says when no piece bought has the serial, and checks the serial's form first", async () => {
    const fetchMock = mockApi({
      '/api/warranty/serials/NOPE-1': errorReply(
        404,
        'not_found',
        WARRANTY_MESSAGES.serialNotFound,
      ),
    });
    const { user } = renderWithProviders(<SerialLookup />, { path: '/dashboard/warranty' });
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByLabelText('Serial number')).toHaveAccessibleDescription(
      expect.stringContaining(WARRANTY_MESSAGES.serialRequired),
    );
    await user.type(screen.getByLabelText('Serial number'), 'no pe{Enter}');
    expect(screen.getByLabelText('Serial number')).toHaveAccessibleDescription(
      expect.stringContaining(WARRANTY_MESSAGES.serialFormat),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/warranty/'))).toBe(false);

    await user.clear(screen.getByLabelText('Serial number'));
    await user.type(screen.getByLabelText('Serial number'), 'nope-1{Enter}');
    expect(await screen.findByText(WARRANTY_MESSAGES.serialNotFound)).toBeInTheDocument();
  });

  it('shows that it is looking, and a failure with Try again', async () => {
    mockApi({ '/api/warranty/serials/S3X-0001': PENDING });
    const { unmount } = renderWithProviders(<SerialLookup />, {
      path: '/dashboard/warranty?serial=S3X-0001',
    });
    expect(screen.getByText('Looking up the serial number…')).toBeInTheDocument();
    unmount();

    mockApi({ '/api/warranty/serials/S3X-0001': errorReply(500, 'internal_error', 'Boom') });
    renderWithProviders(<SerialLookup />, { path: '/dashboard/warranty?serial=S3X-0001' });
    expect(await screen.findByText('We could not look up this serial number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
