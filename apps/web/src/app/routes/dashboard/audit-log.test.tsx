import type { AuditEntry, AuditLogPage } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    _id: crypto.randomUUID(),
    createdAt: '2026-03-14T06:30:00.000Z',
    actorId: 'admin-id',
    actorEmail: admin,
    action: 'product.restock',
    targetType: 'product',
    targetId: crypto.randomUUID(),
    targetLabel: 'PX-9700 CPU',
    before: { availableQuantity: 40 },
    after: { availableQuantity: 65 },
    requestId: 'req-1',
    ip: '127.0.0.1',
    ...overrides,
  };
}

function page(entries: AuditEntry[], over: Partial<AuditLogPage> = {}): AuditLogPage {
  return {
    entries,
    page: 1,
    pageSize: 20,
    total: entries.length,
    totalPages: 1,
    totalCapped: false,
    nextCursor: null,
    ...over,
  };
}

describe('/dashboard/audit-log (admin)', () => {
  it('lists who did what to what, when, with the values before and after', async () => {
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/admin/audit-log': page([
        entry({}),
        entry({
          action: 'product.add',
          targetLabel: 'CF-120 Fan',
          before: null,
          after: { productName: 'CF-120 Fan', productPrice: 450, availableQuantity: 500 },
        }),
        entry({
          action: 'user.make_admin',
          targetType: 'user',
          targetLabel: 'nasima@example.com',
          before: { role: 'user' },
          after: { role: 'admin' },
        }),
        entry({
          action: 'product.delete',
          targetLabel: 'Old Mouse',
          before: { productName: 'Old Mouse', availableQuantity: 3 },
          after: null,
        }),
      ]),
    });
    renderApp('/dashboard/audit-log');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('14 Mar 2026 12:30:00');
    expect(rows[0]).toHaveTextContent(admin);
    expect(rows[0]).toHaveTextContent('Restocked a product');
    expect(rows[0]).toHaveTextContent('PX-9700 CPU');
    expect(rows[0]).toHaveTextContent('Stock: 40 → 65');
    expect(rows[1]).toHaveTextContent('Created');
    expect(rows[1]).toHaveTextContent('Price: Tk. 450');
    expect(rows[2]).toHaveTextContent('Role: user → admin');
    expect(rows[3]).toHaveTextContent('Removed');
    expect(rows[3]).toHaveTextContent('Stock was 3');
  });

  it('shows a change inside a list as the field that changed, not as JSON', async () => {
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/admin/audit-log': page([
        entry({
          action: 'product.edit',
          before: { priceTiers: [{ minQuantity: 100, unitPrice: 1450 }] },
          after: {
            priceTiers: [
              { minQuantity: 100, unitPrice: 1450 },
              { minQuantity: 500, unitPrice: 1380 },
            ],
          },
        }),
      ]),
    });
    renderApp('/dashboard/audit-log');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const change = within(table).getAllByRole('row')[1]!.querySelector('.audit-log__change');
    const items = within(change as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Price tiers 2 · Min quantity: — → 500',
      'Price tiers 2 · Unit price: — → Tk.\u00a01,380',
    ]);
    expect(change).not.toHaveTextContent('{');
  });

  it('filters by action (kept in the URL) and loads more entries by cursor (decision 217)', async () => {
    const requests: URLSearchParams[] = [];
    let release: () => void = () => {};
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/admin/audit-log': async ({ url }: StubbedRequest) => {
        requests.push(url.searchParams);
        const cursor = url.searchParams.get('cursor');
        if (cursor === 'c2') await new Promise<void>((resolve) => (release = resolve));
        const number = cursor === null ? 1 : cursor === 'c2' ? 2 : 3;
        return page([entry({ targetLabel: `Entry of page ${number}` })], {
          total: 3,
          totalPages: 3,
          nextCursor: number < 3 ? `c${number + 1}` : null,
        });
      },
    });
    const { user, router } = renderApp('/dashboard/audit-log');

    expect(await screen.findByText('Entry of page 1')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more entries' }));
    const pending = await screen.findByRole('button', { name: 'Loading more entries…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await screen.findByText('Entry of page 2')).toBeInTheDocument();
    expect(screen.getByText('Entry of page 1')).toBeInTheDocument();
    expect(requests.at(-1)?.get('cursor')).toBe('c2');
    await user.click(screen.getByRole('button', { name: 'Load more entries' }));
    expect(await screen.findByText('Entry of page 3')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'Restocked a product');
    expect(router.state.location.search).toBe('?action=product.restock');
    await vi.waitFor(() => expect(requests.at(-1)?.get('action')).toBe('product.restock'));
    expect(requests.at(-1)?.get('pageSize')).toBe('20');
    expect(requests.at(-1)?.get('cursor')).toBeNull();
  });

  it('says the count stopped at its cap', async () => {
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/admin/audit-log': page([entry({})], { total: 10_000, totalCapped: true }),
    });
    renderApp('/dashboard/audit-log');
    expect(await screen.findByText('1 of 10,000+ entries')).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    mockApi({ ...signedInAs(admin, { admin: true }), 'GET /api/admin/audit-log': page([]) });
    renderApp('/dashboard/audit-log?action=user.remove_admin');

    expect(await screen.findByText('No entries for this action.')).toBeInTheDocument();
  });
});
