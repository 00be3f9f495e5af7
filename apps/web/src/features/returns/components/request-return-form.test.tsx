import { RETURN_MESSAGES } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildReturn, buildShippedOrderDetail } from '@/testing/data';
import { errorReply, mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { stubImageUpload } from '@/testing/upload';
import { RequestReturnForm } from './request-return-form';

const order = buildShippedOrderDetail();
const [cpuLine, fanLine] = order.lines;

function renderForm(props: Partial<Parameters<typeof RequestReturnForm>[0]> = {}) {
  const onRequested = vi.fn();
  const view = renderWithProviders(
    <RequestReturnForm order={order} onRequested={onRequested} {...props} />,
  );
  return { ...view, onRequested };
}

describe('RequestReturnForm (decision 322)', () => {
  it('offers each shipped serial to tick and the pieces of a line without serials', () => {
    mockApi({});
    renderForm();
    const cpu = screen.getByRole('group', { name: /Ryzen 7 7700X/ });
    expect(within(cpu).getByRole('checkbox', { name: 'R7X-0001' })).not.toBeChecked();
    expect(within(cpu).getByRole('checkbox', { name: 'R7X-0002' })).not.toBeChecked();
    expect(cpu).toHaveTextContent('Shipped: 2 pcs');
    const fan = screen.getByRole('group', { name: /CF-120 Fan/ });
    expect(within(fan).getByLabelText('Pieces to return')).toHaveValue(0);
    expect(fan).toHaveTextContent('Shipped: 5 pcs');
  });

  it('opens with the serial of a lookup ticked and the claim a warranty one', () => {
    mockApi({});
    renderForm({ chosen: { line: null, serial: 'r7x-0002' } });
    expect(screen.getByRole('checkbox', { name: 'R7X-0002' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'R7X-0001' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Defective under warranty' })).toBeChecked();
  });

  it('says what is missing before asking the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderForm();
    await user.clear(screen.getByLabelText('Pieces to return'));
    await user.type(screen.getByLabelText('Pieces to return'), '9');
    await user.click(screen.getByRole('button', { name: 'Request return' }));

    expect(await screen.findByText(RETURN_MESSAGES.moreThanShipped(5))).toBeVisible();
    expect(screen.getByText(RETURN_MESSAGES.reasonRequired)).toBeVisible();
    expect(screen.getByText(RETURN_MESSAGES.descriptionRequired)).toBeVisible();

    await user.clear(screen.getByLabelText('Pieces to return'));
    await user.type(screen.getByLabelText('Pieces to return'), '0');
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText(RETURN_MESSAGES.itemsRequired)).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/returns'))).toBe(false);
  });

  it('sends the ticked serials, the pieces, the reason, the description and the photos', async () => {
    const created = buildReturn();
    stubImageUpload('/uploads/returns/cpu-photo.webp');
    const fetchMock = mockApi({ 'POST /api/returns': { status: 201, body: created } });
    const { user, onRequested } = renderForm();

    await user.click(screen.getByRole('checkbox', { name: 'R7X-0001' }));
    await user.clear(screen.getByLabelText('Pieces to return'));
    await user.type(screen.getByLabelText('Pieces to return'), '2');
    await user.click(screen.getByRole('radio', { name: 'Damaged in transit' }));
    await user.type(screen.getByLabelText('Description'), 'Bent pins on arrival');
    await user.upload(
      screen.getByLabelText(/Add a photo/),
      new File(['jpeg'], 'cpu.jpg', { type: 'image/jpeg' }),
    );
    const photo = await screen.findByRole('img', { name: 'Photo 1' });
    expect(photo).toHaveAttribute('src', '/uploads/returns/cpu-photo.webp');
    await user.click(screen.getByRole('button', { name: 'Request return' }));

    await vi.waitFor(() => expect(onRequested).toHaveBeenCalledWith(created));
    expect(sentBody(fetchMock, '/api/returns')).toEqual({
      orderId: order._id,
      reason: 'damaged_in_transit',
      description: 'Bent pins on arrival',
      photos: ['/uploads/returns/cpu-photo.webp'],
      items: [
        { orderLineId: cpuLine?._id, serial: 'R7X-0001', quantity: 1 },
        { orderLineId: fanLine?._id, quantity: 2 },
      ],
    });
  });

  it('removes a photo before sending', async () => {
    stubImageUpload('/uploads/returns/one.webp');
    mockApi({});
    const { user } = renderForm();
    await user.upload(
      screen.getByLabelText(/Add a photo/),
      new File(['jpeg'], 'one.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByRole('img', { name: 'Photo 1' });
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a serial under another return', async () => {
    const message = RETURN_MESSAGES.serialUnderReturn('R7X-0001', 'RMA-2026-000003');
    mockApi({ 'POST /api/returns': errorReply(409, 'conflict', message) });
    const { user, onRequested } = renderForm({ chosen: { line: null, serial: 'R7X-0001' } });
    await user.type(screen.getByLabelText('Description'), 'Dead on arrival');
    await user.click(screen.getByRole('button', { name: 'Request return' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onRequested).not.toHaveBeenCalled();
  });

  it('lets a shop admin accept a late claim, saying why', async () => {
    const fetchMock = mockApi({ 'POST /api/returns': { status: 201, body: buildReturn() } });
    const { user, onRequested } = renderForm({
      isShopAdmin: true,
      chosen: { line: null, serial: 'R7X-0001' },
    });
    await user.type(screen.getByLabelText('Description'), 'Fails POST');
    await user.click(
      screen.getByRole('checkbox', { name: 'Accept past warranty or return window' }),
    );
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Say why the claim is accepted')).toBeVisible();

    await user.type(screen.getByLabelText('Why it is accepted'), 'Key account, goodwill');
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    await vi.waitFor(() => expect(onRequested).toHaveBeenCalled());
    expect(sentBody(fetchMock, '/api/returns')).toMatchObject({
      warrantyOverride: 'Key account, goodwill',
    });
  });

  it('offers no override to a buyer', () => {
    mockApi({});
    renderForm();
    expect(
      screen.queryByRole('checkbox', { name: 'Accept past warranty or return window' }),
    ).not.toBeInTheDocument();
  });
});
