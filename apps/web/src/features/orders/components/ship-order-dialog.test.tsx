import { screen, within } from '@testing-library/react';
import { SHIPMENT_MESSAGES, shopDay, type Carrier, type Shipment } from '@partline/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildOrder, buildOrderLine, testId } from '@/testing/data';
import { errorReply, mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ShipOrderDialog } from './ship-order-dialog';

const pathao: Carrier = {
  _id: testId(),
  name: 'Pathao Courier',
  kind: 'courier',
  trackingUrlTemplate: 'https://merchant.pathao.com/tracking?consignment_id={tracking}',
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** A paid order of two lines: 10 CPUs with 6 shipped, 4 RAM sticks none shipped. */
function twoLineOrder() {
  const cpu = { ...buildOrderLine('PL-CPU-7700X', 'Ryzen 7 7700X', 10, 1250), _id: testId() };
  const ram = { ...buildOrderLine('PL-RAM-32', 'DDR5 32 GB', 4, 80), _id: testId() };
  return buildOrder({
    status: 'paid',
    isPaid: true,
    orderNumber: 'SO-2026-000042',
    lines: [
      { ...cpu, shippedQuantity: 6, cancelledQuantity: 0, backorderedQuantity: 0 },
      { ...ram, shippedQuantity: 0, cancelledQuantity: 0, backorderedQuantity: 0 },
    ],
  });
}

function shipmentOf(orderId: string): Shipment {
  return {
    _id: testId(),
    number: 'CH-2026-000007',
    orderId,
    returnNumber: null,
    carrierId: pathao._id,
    carrierName: pathao.name,
    trackingNumber: 'PTH-1',
    vehicleNumber: null,
    trackingUrl: null,
    shippedOn: shopDay(),
    deliveredAt: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    lines: [],
  };
}

describe('ShipOrderDialog (decision 321)', () => {
  it('shows each line ordered, shipped and left, and ships the chosen pieces', async () => {
    const order = twoLineOrder();
    const fetchMock = mockApi({
      '/api/carriers': [pathao],
      [`POST /api/orders/${order._id}/shipments`]: { status: 201, body: shipmentOf(order._id) },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ShipOrderDialog order={order} onClose={onClose} />);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell').slice(0, 3)].map(
        (cell) => cell.textContent,
      );
    expect(rows.map(cells)).toEqual([
      ['Ryzen 7 7700XPL-CPU-7700X', '10', '6', '4'],
      ['DDR5 32 GBPL-RAM-32', '4', '0', '4'],
    ]);
    const cpu = screen.getByLabelText('Pieces of PL-CPU-7700X to ship');
    const ram = screen.getByLabelText('Pieces of PL-RAM-32 to ship');
    expect(cpu).toHaveValue(4);
    expect(ram).toHaveValue(4);
    expect(screen.getByLabelText('Shipped on')).toHaveValue(shopDay());

    await user.clear(ram);
    await user.type(ram, '0');
    await user.selectOptions(
      screen.getByLabelText('Carrier'),
      await screen.findByRole('option', { name: 'Pathao Courier (Courier)' }),
    );
    await user.type(screen.getByLabelText('Tracking number'), 'PTH-1');
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, '/shipments')).toEqual({
      lines: [{ orderLineId: order.lines[0]!._id, quantity: 4 }],
      carrierId: pathao._id,
      trackingNumber: 'PTH-1',
      vehicleNumber: null,
      shippedOn: shopDay(),
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringMatching(/\/api\/carriers\?active=true$/),
    );
  });

  it('asks for a carrier, a reference, at least one piece and no more than is left', async () => {
    const order = twoLineOrder();
    const fetchMock = mockApi({ '/api/carriers': [pathao] });
    const { user } = renderWithProviders(
      <ShipOrderDialog order={order} onClose={() => undefined} />,
    );
    const cpu = screen.getByLabelText('Pieces of PL-CPU-7700X to ship');
    await user.clear(cpu);
    await user.type(cpu, '5');
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));

    expect(await screen.findByText(SHIPMENT_MESSAGES.moreThanLeft(4))).toBeInTheDocument();
    expect(screen.getByLabelText('Carrier')).toHaveAccessibleDescription(
      SHIPMENT_MESSAGES.carrierRequired,
    );
    expect(screen.getByLabelText('Tracking number')).toHaveAccessibleDescription(
      new RegExp(`^${SHIPMENT_MESSAGES.referenceRequired}`),
    );
    expect(cpu).toHaveAttribute('aria-invalid', 'true');

    await user.clear(cpu);
    await user.type(cpu, '0');
    const ram = screen.getByLabelText('Pieces of PL-RAM-32 to ship');
    await user.clear(ram);
    await user.type(ram, '0');
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.linesRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/shipments'))).toBe(false);
  });

  it("shows the API's field messages and its conflict, and stays open", async () => {
    const order = twoLineOrder();
    let answer = errorReply(400, 'validation_failed', 'Check the fields', {
      carrierId: [SHIPMENT_MESSAGES.carrierInactive],
    });
    mockApi({
      '/api/carriers': [pathao],
      [`POST /api/orders/${order._id}/shipments`]: () => answer,
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ShipOrderDialog order={order} onClose={onClose} />);
    await user.selectOptions(
      screen.getByLabelText('Carrier'),
      await screen.findByRole('option', { name: 'Pathao Courier (Courier)' }),
    );
    await user.type(screen.getByLabelText('Vehicle number'), 'DHAKA METRO-TA 11-2233');
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.carrierInactive)).toBeInTheDocument();
    expect(screen.getByLabelText('Carrier')).toHaveAttribute('aria-invalid', 'true');

    answer = errorReply(409, 'conflict', SHIPMENT_MESSAGES.moreThanLeft(1));
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left to ship');
    expect(onClose).not.toHaveBeenCalled();
  });
});
