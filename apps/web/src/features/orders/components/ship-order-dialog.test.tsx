import { screen, within } from '@testing-library/react';
import {
  SHIPMENT_MESSAGES,
  WARRANTY_MESSAGES,
  shopDay,
  type Carrier,
  type Shipment,
} from '@partline/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildOrder, buildOrderLine, buildProduct, testId } from '@/testing/data';
import { errorReply, mockApi, PENDING, sentBody, type StubbedReply } from '@/testing/mock-api';
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

  describe('serial numbers (decision 322)', () => {
    /** A paid order of 3 serial-tracked SSDs and 2 untracked cables, nothing shipped. */
    function ssdOrder() {
      const ssd = buildProduct({
        sku: 'PL-SSD-1TB',
        productName: 'NVMe SSD 1 TB',
        serialTracked: true,
        warrantyMonths: 36,
      });
      const cable = buildProduct({ sku: 'PL-CBL-SATA', productName: 'SATA cable' });
      const line = (product: typeof ssd, quantity: number) => ({
        ...buildOrderLine(product.sku, product.productName, quantity, 100),
        _id: testId(),
        productId: product._id,
        shippedQuantity: 0,
      });
      const order = buildOrder({
        status: 'paid',
        isPaid: true,
        orderNumber: 'SO-2026-000043',
        lines: [line(ssd, 3), line(cable, 2)],
      });
      return { order, ssd, cable };
    }

    /** The dialog of {@link ssdOrder} with a carrier and tracking number chosen. */
    async function openDialog(shipReply: StubbedReply = PENDING) {
      const { order, ssd, cable } = ssdOrder();
      const fetchMock = mockApi({
        '/api/carriers': [pathao],
        [`/api/products/${ssd._id}`]: ssd,
        [`/api/products/${cable._id}`]: cable,
        [`POST /api/orders/${order._id}/shipments`]: shipReply,
      });
      const onClose = vi.fn();
      const view = renderWithProviders(<ShipOrderDialog order={order} onClose={onClose} />);
      const serials = await screen.findByLabelText('Serial numbers of PL-SSD-1TB, one per piece');
      await view.user.selectOptions(
        screen.getByLabelText('Carrier'),
        await screen.findByRole('option', { name: 'Pathao Courier (Courier)' }),
      );
      await view.user.type(screen.getByLabelText('Tracking number'), 'PTH-9');
      return { ...view, order, serials, fetchMock, onClose };
    }

    it('asks one serial per piece of a tracked line only, counts them live and sends them', async () => {
      const { user, order, serials, fetchMock, onClose } = await openDialog({
        status: 201,
        body: shipmentOf(testId()),
      });
      expect(
        screen.queryByLabelText('Serial numbers of PL-CBL-SATA, one per piece'),
      ).not.toBeInTheDocument();
      expect(serials).toHaveAccessibleDescription('0 of 3 serial numbers');

      // A scanner types each serial and presses Enter; the form is not sent by it.
      await user.type(serials, 's3x-0001{Enter}S3X-0002{Enter}');
      expect(serials).toHaveAccessibleDescription('2 of 3 serial numbers');
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/shipments'))).toBe(false);

      // Two pieces of the line: the count follows the pieces.
      const pieces = screen.getByLabelText('Pieces of PL-SSD-1TB to ship');
      await user.clear(pieces);
      await user.type(pieces, '2');
      expect(
        screen.getByLabelText('Serial numbers of PL-SSD-1TB, one per piece'),
      ).toHaveAccessibleDescription('2 of 2 serial numbers');
      await user.click(screen.getByRole('button', { name: 'Create shipment' }));

      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sentBody(fetchMock, '/shipments')).toMatchObject({
        lines: [
          { orderLineId: order.lines[0]!._id, quantity: 2, serials: ['S3X-0001', 'S3X-0002'] },
          { orderLineId: order.lines[1]!._id, quantity: 2 },
        ],
      });
      const [, cableLine] = (sentBody(fetchMock, '/shipments') as { lines: object[] }).lines;
      expect(cableLine).not.toHaveProperty('serials');
    });

    it('flags a serial given twice and a short count, and sends nothing', async () => {
      const { user, serials, fetchMock } = await openDialog();
      await user.type(serials, 'S3X-0001{Enter}s3x-0001{Enter}');
      expect(screen.getByText('Given twice:').parentElement).toHaveTextContent(
        'Given twice: S3X-0001',
      );
      await user.click(screen.getByRole('button', { name: 'Create shipment' }));
      expect(serials).toHaveAccessibleDescription(
        expect.stringContaining(WARRANTY_MESSAGES.serialsCount(3, 2)),
      );
      expect(serials).toHaveAttribute('aria-invalid', 'true');

      await user.type(serials, 'S3X-0003');
      expect(serials).toHaveAccessibleDescription(
        expect.stringContaining(WARRANTY_MESSAGES.serialRepeated('S3X-0001')),
      );
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/shipments'))).toBe(false);
    });

    it('reads a CSV of serials in the browser and adds them to those typed', async () => {
      const { user, serials } = await openDialog();
      await user.type(serials, 'S3X-0001{Enter}');
      const csv = new File(['serial\n"s3x-0002"\nS3X-0003\n'], 'ssd-serials.csv', {
        type: 'text/csv',
      });
      await user.upload(screen.getByLabelText('Serial numbers of PL-SSD-1TB from a CSV file'), csv);
      await vi.waitFor(() => expect(serials).toHaveValue('S3X-0001\nS3X-0002\nS3X-0003'));
      expect(serials).toHaveAccessibleDescription('3 of 3 serial numbers');
    });

    it("shows the API's refusal of a serial that shipped already at the line's serials", async () => {
      const { user, serials, onClose } = await openDialog(
        errorReply(409, 'conflict', WARRANTY_MESSAGES.serialTaken('S3X-0002')),
      );
      await user.type(serials, 'S3X-0001{Enter}S3X-0002{Enter}S3X-0003');
      await user.click(screen.getByRole('button', { name: 'Create shipment' }));
      await vi.waitFor(() =>
        expect(serials).toHaveAccessibleDescription(
          expect.stringContaining(WARRANTY_MESSAGES.serialTaken('S3X-0002')),
        ),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
