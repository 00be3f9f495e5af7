import type { AuditEntry, AuditLogPage } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  return { entries, page: 1, pageSize: 20, total: entries.length, totalPages: 1, ...over };
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

  it('filters by action and pages through the entries, keeping both in the URL', async () => {
    const requests: URLSearchParams[] = [];
    mockApi({
      ...signedInAs(admin, { admin: true }),
      'GET /api/admin/audit-log': ({ url }: StubbedRequest) => {
        requests.push(url.searchParams);
        const current = Number(url.searchParams.get('page'));
        return page([entry({ targetLabel: `Entry of page ${current}` })], {
          page: current,
          total: 45,
          totalPages: 3,
        });
      },
    });
    const { user, router } = renderApp('/dashboard/audit-log');

    expect(await screen.findByText('Entry of page 1')).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 3 · 45 entries/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Entry of page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByLabelText('Action'), 'Restocked a product');
    expect(await screen.findByText('Entry of page 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=product.restock');
    expect(requests.at(-1)?.get('action')).toBe('product.restock');
    expect(requests.at(-1)?.get('pageSize')).toBe('20');
  });

  it('says when there is nothing to show', async () => {
    mockApi({ ...signedInAs(admin, { admin: true }), 'GET /api/admin/audit-log': page([]) });
    renderApp('/dashboard/audit-log?action=user.remove_admin');

    expect(await screen.findByText('No entries for this action.')).toBeInTheDocument();
  });
});
