import { screen, within } from '@testing-library/react';
import { SHIPMENT_MESSAGES, type OrderDetail, type Shipment } from '@partline/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildOrder, buildOrderLine, testId } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { OrderShipments } from './order-shipments';

const cpu = { ...buildOrderLine('PL-CPU-7700X', 'Ryzen 7 7700X', 10, 1250), _id: testId() };

function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    _id: testId(),
    number: 'CH-2026-000007',
    orderId: testId(),
    carrierId: testId(),
    carrierName: 'Pathao Courier',
    trackingNumber: 'PTH 123/45',
    vehicleNumber: null,
    trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=PTH%20123%2F45',
    shippedOn: '2026-11-29',
    deliveredAt: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    returnNumber: null,
    lines: [
      {
        orderLineId: cpu._id,
        sku: cpu.sku,
        productName: cpu.productName,
        quantity: 6,
        serials: [],
      },
    ],
    ...overrides,
  };
}

/** A paid order of 10 CPUs, 6 shipped under one challan. */
function partlyShipped(shipments: Shipment[] = [shipment()]): OrderDetail {
  return {
    ...buildOrder({
      status: 'paid',
      isPaid: true,
      fulfilmentStatus: 'partially_shipped',
      lines: [{ ...cpu, shippedQuantity: 6, cancelledQuantity: 0, backorderedQuantity: 0 }],
    }),
    invoice: null,
    quote: null,
    companyName: null,
    shipments,
    returns: [],
    incotermChanges: [],
  };
}

describe('OrderShipments (decision 321)', () => {
  it("shows the buyer each shipment's challan, day, carrier, tracking link and lines", () => {
    mockApi({});
    renderWithProviders(<OrderShipments order={partlyShipped()} />);
    const item = screen.getByRole('listitem', { name: 'CH-2026-000007' });
    expect(within(item).getByText('Shipped')).toBeInTheDocument();
    expect(within(item).getByText('29 November 2026')).toBeInTheDocument();
    expect(within(item).getByText('Pathao Courier')).toBeInTheDocument();
    const tracking = within(item).getByRole('link', { name: 'PTH 123/45' });
    expect(tracking).toHaveAttribute(
      'href',
      'https://merchant.pathao.com/tracking?consignment_id=PTH%20123%2F45',
    );
    expect(tracking).toHaveAttribute('target', '_blank');
    expect(tracking).toHaveAttribute('rel', 'noopener');
    expect(
      within(within(item).getByRole('list', { name: 'Lines of CH-2026-000007' })).getByRole(
        'listitem',
      ),
    ).toHaveTextContent('PL-CPU-7700X Ryzen 7 7700X — 6 pcs');
    expect(
      within(item).getByRole('link', { name: 'Download challan CH-2026-000007' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/api\/shipments\/[0-9a-f-]+\/challan\.pdf$/));
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark .* delivered/ })).not.toBeInTheDocument();
  });

  it('names a vehicle instead of a tracking number, and a delivered shipment as delivered', () => {
    mockApi({});
    renderWithProviders(
      <OrderShipments
        order={partlyShipped([
          shipment({
            carrierName: 'Own transport',
            trackingNumber: null,
            trackingUrl: null,
            vehicleNumber: 'DHAKA METRO-TA 11-2233',
            deliveredAt: '2026-11-30T06:00:00.000Z',
          }),
        ])}
        canShip
      />,
    );
    expect(screen.getByText('DHAKA METRO-TA 11-2233')).toBeInTheDocument();
    expect(screen.queryByText('Tracking number')).not.toBeInTheDocument();
    expect(screen.getByText(/^Delivered /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark .* delivered/ })).not.toBeInTheDocument();
  });

  it('lets the shop admin mark a shipment delivered and ship what is left', async () => {
    const first = shipment();
    const fetchMock = mockApi({
      [`POST /api/shipments/${first._id}/delivered`]: {
        ...first,
        deliveredAt: '2026-11-30T06:00:00.000Z',
      },
      '/api/carriers': [],
    });
    const { user } = renderWithProviders(<OrderShipments order={partlyShipped([first])} canShip />);
    await user.click(screen.getByRole('button', { name: 'Mark CH-2026-000007 delivered' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/${first._id}/delivered`)),
      ).toBe(true),
    );
    expect(await screen.findByText(SHIPMENT_MESSAGES.markedDelivered)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: /^Ship SO-/ });
    expect(within(dialog).getByLabelText('Pieces of PL-CPU-7700X to ship')).toHaveValue(4);
  });

  it("lists each line's serial numbers, folding many, and says a replacement is free", async () => {
    mockApi({});
    const many = Array.from(
      { length: 12 },
      (_, index) => `S3X-${String(index + 1).padStart(4, '0')}`,
    );
    const { user } = renderWithProviders(
      <OrderShipments
        order={partlyShipped([
          shipment({
            number: 'CH-2026-000008',
            lines: [{ ...shipment().lines[0]!, quantity: 2, serials: ['S3X-0001', 'S3X-0002'] }],
          }),
          shipment({
            number: 'CH-2026-000009',
            returnNumber: 'RMA-2026-000003',
            lines: [{ ...shipment().lines[0]!, quantity: 12, serials: many }],
          }),
        ])}
      />,
    );
    const first = screen.getByRole('listitem', { name: 'CH-2026-000008' });
    expect(
      within(within(first).getByRole('list', { name: 'Serial numbers of PL-CPU-7700X' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['S3X-0001', 'S3X-0002']);
    expect(within(first).queryByText(/Replacement under/)).not.toBeInTheDocument();

    const second = screen.getByRole('listitem', { name: 'CH-2026-000009' });
    expect(
      within(second).getByText('Replacement under RMA-2026-000003, no charge'),
    ).toBeInTheDocument();
    const folded = within(second).getByText('12 serial numbers');
    expect(within(second).getByText('S3X-0012')).not.toBeVisible();
    await user.click(folded);
    expect(within(second).getByText('S3X-0012')).toBeVisible();
  });

  it('says when nothing has shipped yet', () => {
    mockApi({});
    renderWithProviders(<OrderShipments order={partlyShipped([])} />);
    expect(screen.getByText('Nothing has shipped yet.')).toBeInTheDocument();
  });
});
