import { addDays, shopDay } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { ExportOrdersForm } from './export-orders-form';

let clicked: HTMLAnchorElement[];

beforeEach(() => {
  // jsdom has no object URLs and does not download: the browser's own, stubbed.
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

const EXPORT_PATH = '/api/admin/orders/export.csv';

/** Stubs `fetch`: the export answers `response()`, anything else (the session) `null`. */
function stubFetch(response: () => Response) {
  const exports: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== EXPORT_PATH) return Response.json(null);
      exports.push(url);
      return response();
    }),
  );
  return exports;
}

const csv = () =>
  new Response('\uFEFFOrder ID,Created At\r\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="orders-2026-01-01-2026-01-31.csv"',
    },
  });

describe('Export CSV', () => {
  it('starts with the last 30 shop days and downloads the file the API names', async () => {
    const exports = stubFetch(csv);
    const { user } = renderWithProviders(<ExportOrdersForm />);
    const today = shopDay();
    expect(screen.getByLabelText('From')).toHaveValue(addDays(today, -29));
    expect(screen.getByLabelText('To')).toHaveValue(today);

    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(exports).toHaveLength(1);
    expect(Object.fromEntries(exports[0]!.searchParams)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      status: 'delivered',
    });
    expect(clicked[0]?.download).toBe('orders-2026-01-01-2026-01-31.csv');
    expect(await screen.findByText('Downloaded orders-2026-01-01-2026-01-31.csv')).toBeVisible();
  });

  it('checks the range with the API’s rules before asking', async () => {
    const exports = stubFetch(csv);
    const { user } = renderWithProviders(<ExportOrdersForm />);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-02-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeVisible();

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export at most 366 days at a time')).toBeVisible();
    expect(exports).toEqual([]);
  });

  it('shows the API’s refusal', async () => {
    stubFetch(() =>
      Response.json(
        { error: { code: 'forbidden', message: 'Only admins may do this' } },
        { status: 403 },
      ),
    );
    const { user } = renderWithProviders(<ExportOrdersForm />);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Only admins may do this')).toBeVisible();
    expect(clicked).toHaveLength(0);
  });
});

describe('Export CSV: progress (decision 070)', () => {
  it('says how much of the file has arrived while it streams in', async () => {
    let send: (text: string) => void = () => {};
    let finish: () => void = () => {};
    stubFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              const encoder = new TextEncoder();
              send = (text) => controller.enqueue(encoder.encode(text));
              finish = () => controller.close();
            },
          }),
          { headers: { 'content-type': 'text/csv; charset=utf-8' } },
        ),
    );
    const { user } = renderWithProviders(<ExportOrdersForm />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const status = within(screen.getByRole('form', { name: 'Export orders' })).getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('Downloading… 0 kB received'));
    send('x'.repeat(1_500_000));
    expect(await screen.findByText('Downloading… 1.5 MB received')).toBe(status);
    send('y'.repeat(1_000_000));
    expect(await screen.findByText('Downloading… 2.5 MB received')).toBe(status);
    finish();

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    await vi.waitFor(() => expect(status).toBeEmptyDOMElement());
  });
});
