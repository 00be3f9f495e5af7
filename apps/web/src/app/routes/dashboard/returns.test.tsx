import { RETURN_MESSAGES } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildReturn, buildReturnItem, buildShippedOrderDetail } from '@/testing/data';
import {
  catchDownloads,
  linkedPage,
  mockApi,
  pdfReply,
  type StubbedRequest,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';
const buyer = 'farhana@example.com';

/** A `GET /api/returns` stub that keeps each request's query. */
function returnsRoute(answer: (url: URL) => unknown) {
  const queries: URLSearchParams[] = [];
  const route = ({ url }: StubbedRequest) => {
    queries.push(url.searchParams);
    return answer(url);
  };
  return { route, queries };
}

describe('/dashboard/manage-returns (shop admin, decision 322)', () => {
  it('lists the open returns, oldest first, with their order, company, age, pieces and status', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T06:00:00.000Z') });
    const old = buildReturn({ number: 'RMA-2026-000001', createdAt: '2026-11-19T06:00:00.000Z' });
    const { route, queries } = returnsRoute(() => [old]);
    mockApi({ ...signedInAs(admin, { admin: true }), 'GET /api/returns': route });
    renderApp('/dashboard/manage-returns');

    const table = await screen.findByRole('table', { name: 'All returns' });
    const row = within(table).getByRole('row', { name: /RMA-2026-000001/ });
    expect(within(row).getByRole('link', { name: 'RMA-2026-000001' })).toHaveAttribute(
      'href',
      '/dashboard/returns/RMA-2026-000001',
    );
    expect(row).toHaveTextContent('SO-2026-000042');
    expect(row).toHaveTextContent('Dhaka Systems Ltd');
    expect(row).toHaveTextContent('10 days');
    expect(row).toHaveTextContent('Requested');
    // One CPU and two fans.
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toMatchObject({ status: 'open', sort: 'oldest' });
    vi.useRealTimers();
  });

  it('filters by status, orders by age and searches by RMA, serial or order number', async () => {
    const { route, queries } = returnsRoute(() => [buildReturn()]);
    mockApi({ ...signedInAs(admin, { admin: true }), 'GET /api/returns': route });
    const { user, router } = renderApp('/dashboard/manage-returns');
    await screen.findByRole('table', { name: 'All returns' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Received');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Newest first');
    await user.type(screen.getByLabelText('Search returns'), 'R7X-0001{Enter}');

    await vi.waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({
        status: 'received',
        sort: 'newest',
        q: 'R7X-0001',
      }),
    );
    expect(router.state.location.search).toContain('status=received');

    await user.selectOptions(screen.getByLabelText('Status'), 'Every return');
    await vi.waitFor(() => expect(queries.at(-1)!.has('status')).toBe(false));
  });

  it('reads the next page through the Link header', async () => {
    const first = buildReturn({ number: 'RMA-2026-000001' });
    const second = buildReturn({ number: 'RMA-2026-000002' });
    const { route } = returnsRoute((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? [second]
        : linkedPage([first], '/api/returns?sort=oldest&status=open&limit=20&cursor=c2'),
    );
    mockApi({ ...signedInAs(admin, { admin: true }), 'GET /api/returns': route });
    const { user } = renderApp('/dashboard/manage-returns');
    await screen.findByRole('link', { name: 'RMA-2026-000001' });
    await user.click(screen.getByRole('button', { name: 'Load more returns' }));
    expect(await screen.findByRole('link', { name: 'RMA-2026-000002' })).toBeVisible();
  });

  it('exports the returns of the status and search as CSV', async () => {
    const saved = catchDownloads();
    const exports: URLSearchParams[] = [];
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/returns': [buildReturn()],
      'GET /api/admin/returns.csv': ({ url }: StubbedRequest) => {
        exports.push(url.searchParams);
        return new Response('RMA,Status\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="returns-2026-11-29.csv"',
          },
        });
      },
    });
    const { user } = renderApp('/dashboard/manage-returns?q=SO-2026-000042');
    await screen.findByRole('table', { name: 'All returns' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Downloaded returns-2026-11-29.csv')).toBeVisible();
    expect(saved).toEqual(['returns-2026-11-29.csv']);
    expect(Object.fromEntries(exports[0]!)).toEqual({ status: 'open', q: 'SO-2026-000042' });
  });
});

describe('/dashboard/returns (My Returns, decision 322)', () => {
  it('lists the buyer’s returns newest first, with no export', async () => {
    const { route, queries } = returnsRoute(() => [buildReturn({ number: 'RMA-2026-000009' })]);
    mockApi({ ...signedInAs(buyer), 'GET /api/returns': route });
    renderApp('/dashboard/returns');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Returns' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'RMA-2026-000009' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toMatchObject({ sort: 'newest' });
    expect(queries[0]!.has('status')).toBe(false);
  });
});

describe('/dashboard/returns/:number (decision 322)', () => {
  it('shows the buyer an approved return: instructions, items, photos, timeline and its label', async () => {
    const saved = catchDownloads();
    const approved = buildReturn({
      number: 'RMA-2026-000004',
      status: 'approved',
      instructions: 'Pack the CPU in its tray and ship to our Tejgaon depot.',
      decidedAt: '2026-11-21T04:00:00.000Z',
      photos: ['/uploads/returns/pins.webp'],
    });
    mockApi({
      ...signedInAs(buyer),
      'GET /api/returns/number/RMA-2026-000004': approved,
      [`GET /api/returns/${approved._id}/label.pdf`]: () =>
        pdfReply('rma-label-RMA-2026-000004.pdf'),
    });
    const { user } = renderApp('/dashboard/returns/RMA-2026-000004');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Return RMA-2026-000004' }),
    ).toBeVisible();
    expect(await screen.findByText(/Tejgaon depot/)).toBeVisible();
    const items = screen.getByRole('table', { name: 'Items of the return' });
    expect(within(items).getByRole('row', { name: /Ryzen 7 7700X/ })).toHaveTextContent(
      /R7X-0001.*Under warranty.*ends 2 November 2029/,
    );
    const timeline = screen.getByRole('list', { name: 'Timeline of return RMA-2026-000004' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([expect.stringMatching(/^Requested/), expect.stringMatching(/^Approved/)]);
    // A buyer does not act on it.
    expect(screen.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open photo 1' }));
    expect(await screen.findByRole('img', { name: 'Photo 1, large' })).toHaveAttribute(
      'src',
      '/uploads/returns/pins.webp',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Download return label' }));
    await vi.waitFor(() => expect(saved).toEqual(['rma-label-RMA-2026-000004.pdf']));
  });

  it('offers no label before the approval, and the shop admin the step of its status', async () => {
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/returns/number/RMA-2026-000005': buildReturn({ number: 'RMA-2026-000005' }),
    });
    renderApp('/dashboard/returns/RMA-2026-000005');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download return label' })).not.toBeInTheDocument();
  });

  it('shows what resolving made: the replacement’s serial and challan, the credit note', async () => {
    const resolved = buildReturn({
      number: 'RMA-2026-000006',
      status: 'resolved',
      items: [
        buildReturnItem({
          resolution: 'replace',
          replacementSerial: 'R7X-0099',
          replacementShipmentNumber: 'CH-2026-000031',
        }),
        buildReturnItem({
          serial: null,
          quantity: 2,
          productName: 'CF-120 Fan',
          resolution: 'credit',
          creditNoteNumber: 'CN-2026-27-000004',
          creditAmount: 280,
        }),
      ],
    });
    mockApi({ ...signedInAs(buyer), 'GET /api/returns/number/RMA-2026-000006': resolved });
    renderApp('/dashboard/returns/RMA-2026-000006');
    const items = await screen.findByRole('table', { name: 'Items of the return' });
    expect(within(items).getByRole('row', { name: /Ryzen/ })).toHaveTextContent(
      /Replaced.*New serial R7X-0099.*Challan CH-2026-000031/,
    );
    expect(within(items).getByRole('row', { name: /CF-120 Fan/ })).toHaveTextContent(
      /Credited.*Credit note CN-2026-27-000004.*Tk\. 280/,
    );
  });

  it("shows a USD order's credit in US dollars, to its buyer and to the shop admin (decision 327)", async () => {
    const resolved = buildReturn({
      number: 'RMA-2026-000007',
      status: 'resolved',
      currency: 'USD',
      items: [
        buildReturnItem({
          serial: null,
          quantity: 2,
          productName: 'CF-120 Fan',
          resolution: 'credit',
          creditNoteNumber: 'CN-2026-27-000005',
          creditAmount: 22.86,
        }),
      ],
    });
    for (const reader of [buyer, admin]) {
      mockApi({
        ...signedInAs(reader, { admin: reader === admin }),
        'GET /api/returns/number/RMA-2026-000007': resolved,
      });
      const { unmount } = renderApp('/dashboard/returns/RMA-2026-000007');
      const items = await screen.findByRole('table', { name: 'Items of the return' });
      const row = within(items).getByRole('row', { name: /CF-120 Fan/ });
      expect(row).toHaveTextContent(/Credit note CN-2026-27-000005.*US\$22\.86/);
      expect(row).not.toHaveTextContent(/Tk\./);
      unmount();
    }
  });

  it('says so for a return the reader may not see', async () => {
    mockApi({ ...signedInAs(buyer) });
    renderApp('/dashboard/returns/RMA-2026-000999');
    expect(await screen.findByText(`${RETURN_MESSAGES.notFound}.`)).toBeVisible();
  });
});

describe('/dashboard/returns/new (decision 322)', () => {
  it('loads the order by its number and opens the return’s page once requested', async () => {
    const order = buildShippedOrderDetail({ orderNumber: 'SO-2026-000042' });
    const created = buildReturn({ number: 'RMA-2026-000010' });
    mockApi({
      ...signedInAs(buyer),
      'GET /api/orders/number/SO-2026-000042': order,
      'POST /api/returns': { status: 201, body: created },
      'GET /api/returns/number/RMA-2026-000010': created,
    });
    const { user, router } = renderApp(
      '/dashboard/returns/new?order=SO-2026-000042&serial=R7X-0002',
    );
    expect(await screen.findByRole('checkbox', { name: 'R7X-0002' })).toBeChecked();
    await user.type(screen.getByLabelText('Description'), 'No video output');
    await user.click(screen.getByRole('button', { name: 'Request return' }));

    expect(await screen.findByText(RETURN_MESSAGES.requested)).toBeVisible();
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/returns/RMA-2026-000010'),
    );
  });
});

describe('/dashboard/orders/:number: its returns (decision 322)', () => {
  it('lists the order’s returns, offers a new one and puts their steps on the timeline', async () => {
    const order = buildShippedOrderDetail({
      orderNumber: 'SO-2026-000042',
      returns: [
        {
          _id: crypto.randomUUID(),
          number: 'RMA-2026-000002',
          status: 'approved',
          reason: 'defective',
          createdAt: '2026-11-20T04:00:00.000Z',
          decidedAt: '2026-11-21T04:00:00.000Z',
          receivedAt: null,
          resolvedAt: null,
        },
      ],
    });
    mockApi({ ...signedInAs(buyer), 'GET /api/orders/number/SO-2026-000042': order });
    renderApp('/dashboard/orders/SO-2026-000042');

    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(within(returns).getByRole('link', { name: 'RMA-2026-000002' })).toHaveAttribute(
      'href',
      '/dashboard/returns/RMA-2026-000002',
    );
    expect(returns).toHaveTextContent('Approved');
    expect(within(returns).getByRole('link', { name: 'Request a return' })).toHaveAttribute(
      'href',
      `/dashboard/returns/new?order=SO-2026-000042`,
    );
    const steps = within(screen.getByRole('list', { name: /^Progress of/ }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Return RMA-2026-000002 requestedDefective under warranty/),
        expect.stringMatching(/^Return RMA-2026-000002 approved/),
      ]),
    );
    const shipped = steps.findIndex((step) => step?.startsWith('Shipped CH-2026-000007'));
    const requested = steps.findIndex((step) =>
      step?.startsWith('Return RMA-2026-000002 requested'),
    );
    expect(requested).toBeGreaterThan(shipped);
  });

  it('offers no return before anything has shipped', async () => {
    const order = buildShippedOrderDetail({ orderNumber: 'SO-2026-000043', shipments: [] });
    mockApi({ ...signedInAs(buyer), 'GET /api/orders/number/SO-2026-000043': order });
    renderApp('/dashboard/orders/SO-2026-000043');
    await screen.findByRole('region', { name: 'Shipments' });
    expect(screen.queryByRole('link', { name: 'Request a return' })).not.toBeInTheDocument();
  });
});
