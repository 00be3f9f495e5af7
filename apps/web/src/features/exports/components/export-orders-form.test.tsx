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
    await vi.waitFor(() => expect(status).toHaveTextContent('Downloading… 0 rows, 0 kB received'));
    const row = `${'x'.repeat(148)}\r\n`;
    // The header and 9,999 rows, the last one's CRLF split across two chunks.
    send(`Order ID,Created At\r\n${row.repeat(9_999)}${row.slice(0, -1)}`);
    expect(await screen.findByText('Downloading… 9,999 rows, 1.5 MB received')).toBe(status);
    send(`\n${row.repeat(6_666)}`);
    expect(await screen.findByText('Downloading… 16,666 rows, 2.5 MB received')).toBe(status);
    finish();

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    await vi.waitFor(() => expect(status).toBeEmptyDOMElement());
  });
});

describe('Export CSV: written to disk where the browser offers a save picker (decision 240)', () => {
  /** Stubs `showSaveFilePicker`: answers `pick()`, and records what is written to the file. */
  function stubPicker(pick: () => Promise<void>) {
    const file = { written: '', closed: false, suggestedName: '' };
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    vi.stubGlobal(
      'showSaveFilePicker',
      vi.fn(async ({ suggestedName }: { suggestedName: string }) => {
        file.suggestedName = suggestedName;
        await pick();
        return {
          createWritable: async () => ({
            write: async (chunk: Uint8Array) => {
              file.written += decoder.decode(chunk, { stream: true });
            },
            close: async () => {
              file.closed = true;
            },
            abort: async () => undefined,
          }),
        };
      }),
    );
    return file;
  }

  it('writes the file the user picks as it arrives, and downloads nothing', async () => {
    stubFetch(csv);
    const file = stubPicker(async () => undefined);
    const { user } = renderWithProviders(<ExportOrdersForm />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Downloaded orders-2026-01-01-2026-01-31.csv')).toBeVisible();
    expect(file).toEqual({
      suggestedName: 'orders-2026-01-01-2026-01-31.csv',
      written: '\uFEFFOrder ID,Created At\r\n',
      closed: true,
    });
    expect(clicked).toHaveLength(0);
  });

  it('stops when the user cancels the picker, and says nothing', async () => {
    stubFetch(csv);
    const file = stubPicker(async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    const { user } = renderWithProviders(<ExportOrdersForm />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const status = within(screen.getByRole('form', { name: 'Export orders' })).getByRole('status');
    await vi.waitFor(() => expect(file.suggestedName).not.toBe(''));
    await vi.waitFor(() => expect(status).toBeEmptyDOMElement());
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // Not the picker's error as a toast.
    expect(screen.queryByText('The user aborted a request.')).toBeNull();
    expect(file.written).toBe('');
    expect(clicked).toHaveLength(0);
  });

  it('downloads as before when the browser refuses the picker', async () => {
    stubFetch(csv);
    stubPicker(async () => {
      throw new DOMException('Must be handling a user gesture.', 'SecurityError');
    });
    const { user } = renderWithProviders(<ExportOrdersForm />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('orders-2026-01-01-2026-01-31.csv');
    expect(await screen.findByText('Downloaded orders-2026-01-01-2026-01-31.csv')).toBeVisible();
  });
});
