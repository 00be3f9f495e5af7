import { RETURN_MESSAGES } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildReturn, buildReturnItem, testId } from '@/testing/data';
import { errorReply, mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ReturnActions } from './return-actions';

const carrier = {
  _id: testId(),
  name: 'Sundarban Courier',
  kind: 'courier',
  trackingUrlTemplate: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('ReturnActions (decision 322)', () => {
  it('approves a requested return with its instructions', async () => {
    const requested = buildReturn();
    const fetchMock = mockApi({
      [`POST /api/returns/${requested._id}/approve`]: { ...requested, status: 'approved' },
    });
    const { user } = renderWithProviders(<ReturnActions returnRequest={requested} />);
    expect(screen.getByRole('heading', { name: 'Approve or reject' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(RETURN_MESSAGES.instructionsRequired)).toBeVisible();

    await user.type(screen.getByLabelText('Return instructions'), 'Ship to our Dhaka depot');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(RETURN_MESSAGES.approved)).toBeVisible();
    expect(sentBody(fetchMock, '/approve')).toEqual({ instructions: 'Ship to our Dhaka depot' });
  });

  it('rejects a requested return with a comment, and shows a refusal', async () => {
    const requested = buildReturn();
    const fetchMock = mockApi({
      [`POST /api/returns/${requested._id}/reject`]: errorReply(
        409,
        'conflict',
        RETURN_MESSAGES.notRequested,
      ),
    });
    const { user } = renderWithProviders(<ReturnActions returnRequest={requested} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(RETURN_MESSAGES.commentRequired)).toBeVisible();

    await user.type(screen.getByLabelText('Comment'), 'Physical damage is not covered');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(RETURN_MESSAGES.notRequested)).toBeVisible();
    expect(sentBody(fetchMock, '/reject')).toEqual({ comment: 'Physical damage is not covered' });
  });

  it('marks an approved return received, with a note', async () => {
    const approved = buildReturn({ status: 'approved', instructions: 'Ship to Dhaka' });
    const fetchMock = mockApi({
      [`POST /api/returns/${approved._id}/receive`]: { ...approved, status: 'received' },
    });
    const { user } = renderWithProviders(<ReturnActions returnRequest={approved} />);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Note on the goods (optional)'), 'Box dented');
    await user.click(screen.getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText(RETURN_MESSAGES.received)).toBeVisible();
    expect(sentBody(fetchMock, '/receive')).toEqual({ note: 'Box dented' });
  });

  it('resolves received goods: a replacement needs its serial and a carrier, then asks', async () => {
    const received = buildReturn({ status: 'received' });
    const [cpu, fans] = received.items;
    const fetchMock = mockApi({
      '/api/carriers': [carrier],
      [`POST /api/returns/${received._id}/resolve`]: { ...received, status: 'resolved' },
    });
    const { user } = renderWithProviders(<ReturnActions returnRequest={received} />);

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(RETURN_MESSAGES.resolutionRequired)).toBeVisible();

    const cpuGroup = screen.getByRole('group', { name: /Ryzen 7 7700X/ });
    await user.click(within(cpuGroup).getByRole('radio', { name: 'Replace' }));
    const fanGroup = screen.getByRole('group', { name: /CF-120 Fan/ });
    await user.click(within(fanGroup).getByRole('radio', { name: 'Credit' }));
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(RETURN_MESSAGES.replacementSerialRequired)).toBeVisible();
    expect(screen.getByText(RETURN_MESSAGES.carrierRequired)).toBeVisible();

    await user.type(screen.getByLabelText('Serial number of the replacement'), 'r7x-0099');
    await screen.findByRole('option', { name: /Sundarban Courier/ });
    await user.selectOptions(screen.getByLabelText('Carrier'), carrier._id);
    await user.type(screen.getByLabelText('Tracking number'), 'SB-9001');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));

    const dialog = await screen.findByRole('dialog', { name: 'Resolve these items?' });
    expect(dialog).toHaveTextContent('Replace: Ryzen 7 7700X R7X-0001');
    expect(dialog).toHaveTextContent('Credit: CF-120 Fan');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, resolve' }));
    expect(await screen.findByText(RETURN_MESSAGES.resolved)).toBeVisible();
    expect(sentBody(fetchMock, '/resolve')).toEqual({
      items: [
        { itemId: cpu?._id, resolution: 'replace', replacementSerial: 'R7X-0099' },
        { itemId: fans?._id, resolution: 'credit' },
      ],
      carrierId: carrier._id,
      trackingNumber: 'SB-9001',
      vehicleNumber: null,
    });
  });

  it('offers only the items still open to resolve', () => {
    const received = buildReturn({
      status: 'received',
      items: [
        buildReturnItem({ resolution: 'repair', resolvedAt: '2026-11-25T04:00:00.000Z' }),
        buildReturnItem({ serial: 'R7X-0002', productName: 'Ryzen 9 9900X' }),
      ],
    });
    mockApi({ '/api/carriers': [carrier] });
    renderWithProviders(<ReturnActions returnRequest={received} />);
    expect(screen.getAllByRole('group', { name: /Ryzen/ })).toHaveLength(1);
    expect(screen.getByRole('group', { name: /Ryzen 9 9900X/ })).toBeVisible();
  });

  it.each(['rejected', 'resolved'] as const)('offers nothing once %s', (status) => {
    mockApi({});
    const { container } = renderWithProviders(
      <ReturnActions returnRequest={buildReturn({ status })} />,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
