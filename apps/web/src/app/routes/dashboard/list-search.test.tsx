import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildOrder, buildProduct, testId } from '@/testing/data';
import { mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/**
 * The search boxes of the back-office lists (decision 247): typing searches the list's route with
 * `q` (debounced), the URL keeps it (a reload searches again), and an empty result says so.
 */

const admin = 'admin@partline.test';

const user = (email: string, displayName: string) => ({
  _id: testId(),
  email,
  displayName,
  photoURL: '',
  role: 'user' as const,
});

const account = (companyName: string) => ({
  companyId: testId(),
  companyName,
  paymentTermsDays: null,
  currency: 'BDT' as const,
  creditLimit: 0,
  openBalance: 0,
  overdueBalance: 0,
});

/** A list route that answers `matching` to a `q` containing `word`, `others` without `q`. */
function searchRoute(
  seen: (string | null)[],
  word: string,
  matching: unknown[],
  others: unknown[],
) {
  return ({ url }: StubbedRequest) => {
    const q = url.searchParams.get('q');
    seen.push(q);
    if (q === null) return others;
    return q.toLowerCase().includes(word) ? matching : [];
  };
}

const cases = [
  {
    page: '/dashboard/make-admin',
    route: '/api/users',
    box: 'Search users',
    table: 'All users',
    things: 'users',
    word: 'rahman',
    match: user('rahman@example.com', 'Farhana Rahman'),
    other: user('karim@example.com', 'Karim Uddin'),
    shown: 'rahman@example.com',
    hidden: 'karim@example.com',
  },
  {
    page: '/dashboard/manage-product',
    route: '/api/products',
    box: 'Search products',
    table: 'All products',
    things: 'products',
    word: 'px-100',
    match: buildProduct({ productName: 'PX-100 Processor', sku: 'PL-CPU-PX-100' }),
    other: buildProduct({ productName: 'Rack Rail Kit', sku: 'PL-RAIL-1' }),
    shown: 'PX-100 Processor',
    hidden: 'Rack Rail Kit',
  },
  {
    page: '/dashboard/manage-orders',
    route: '/api/orders',
    box: 'Search orders',
    table: 'All orders',
    things: 'orders',
    word: 'po-77',
    match: buildOrder({ productName: 'Ordered Switch', poNumber: 'PO-771' }),
    other: buildOrder({ productName: 'Ordered Cable' }),
    shown: 'Ordered Switch',
    hidden: 'Ordered Cable',
  },
  {
    page: '/dashboard/company-accounts',
    route: '/api/admin/company-accounts',
    box: 'Search companies',
    table: 'Company accounts',
    things: 'companies',
    word: 'meghna',
    match: account('Meghna Traders Ltd.'),
    other: account('Padma Systems Ltd.'),
    shown: 'Meghna Traders Ltd.',
    hidden: 'Padma Systems Ltd.',
  },
];

describe.each(cases)('$page search box', (list) => {
  it('searches the list as you type, keeps the text in the URL, and says when nothing matches', async () => {
    const seen: (string | null)[] = [];
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`GET ${list.route}`]: searchRoute(seen, list.word, [list.match], [list.match, list.other]),
    });
    const { user: person, router } = renderApp(list.page);

    const table = await screen.findByRole('table', { name: list.table });
    expect(within(table).getByText(list.hidden)).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: list.box });
    await person.type(box, list.word.toUpperCase());

    await waitFor(() => expect(screen.queryByText(list.hidden)).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    const searched = await screen.findByRole('table', { name: list.table });
    expect(within(searched).getByText(list.shown)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent(list.word.toUpperCase())}`);
    // Debounced: one search for the whole word, not one per key.
    expect(seen.filter((q) => q !== null)).toEqual([list.word.toUpperCase()]);

    await person.clear(box);
    await person.type(box, 'zzz-nothing');
    expect(
      await screen.findByText(`No ${list.things} match “zzz-nothing”.`, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('searches at once for the text of the URL (a reload keeps the search)', async () => {
    const seen: (string | null)[] = [];
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`GET ${list.route}`]: searchRoute(seen, list.word, [list.match], [list.match, list.other]),
    });
    renderApp(`${list.page}?q=${list.word}`);

    const table = await screen.findByRole('table', { name: list.table });
    expect(within(table).getByText(list.shown)).toBeInTheDocument();
    expect(within(table).queryByText(list.hidden)).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: list.box })).toHaveValue(list.word);
    expect(seen).toEqual([list.word]);
  });
});
