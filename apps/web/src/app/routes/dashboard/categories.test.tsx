import type { Attribute, Category, CategoryDetail } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { errorReply, mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';

const memory: Category = {
  id: '0b9a3c1e-4a7d-4c1e-9d3a-1f2e3d4c5b01',
  parentId: null,
  name: 'Memory',
  slug: 'memory',
  position: 0,
  description: '',
  productCount: 12,
};
const ddr5: Category = {
  id: '0b9a3c1e-4a7d-4c1e-9d3a-1f2e3d4c5b02',
  parentId: memory.id,
  name: 'DDR5',
  slug: 'ddr5',
  position: 0,
  description: 'Server and desktop DDR5',
  productCount: 7,
};
const capacity: Attribute = {
  id: '0b9a3c1e-4a7d-4c1e-9d3a-1f2e3d4c5b11',
  categoryId: memory.id,
  key: 'capacity_gb',
  name: 'Capacity',
  type: 'number',
  unit: 'GB',
  options: [],
  required: true,
  filterable: true,
  position: 0,
};
const detailOf = (category: Category, attributes: Attribute[]): CategoryDetail => ({
  category,
  breadcrumbs: [],
  children: [],
  attributes,
});

const api = (extra: Record<string, unknown> = {}) =>
  mockApi({
    ...signedInAs(admin, { admin: true }),
    '/api/categories': [memory, ddr5],
    '/api/categories/memory': detailOf(memory, [capacity]),
    '/api/categories/ddr5': detailOf(ddr5, [capacity]),
    ...extra,
  });

describe('/dashboard/categories (admin; decision 316)', () => {
  it('shows the tree with product counts and adds a category under a parent', async () => {
    let sent: unknown;
    api({
      'POST /api/categories': ({ body }: StubbedRequest) => {
        sent = body;
        return {
          status: 201,
          body: { ...ddr5, id: crypto.randomUUID(), name: 'DDR4', slug: 'ddr4' },
        };
      },
    });
    const { user } = renderApp('/dashboard/categories');

    const tree = await screen.findByRole('list', { name: 'Category tree' });
    expect(within(tree).getByRole('button', { name: /Memory\s*12 products/ })).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: /DDR5\s*7 products/ })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add category' });
    await user.type(within(form).getByLabelText('Name'), 'DDR4');
    await user.selectOptions(within(form).getByLabelText('Parent'), memory.id);
    await user.click(within(form).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText('Category DDR4 added')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'DDR4', parentId: memory.id });
  });

  it('offers no parent in its own subtree, and says why a delete is refused', async () => {
    api({
      [`DELETE /api/categories/${memory.id}`]: errorReply(
        409,
        'conflict',
        'Move or delete its subcategories first',
      ),
    });
    const { user } = renderApp('/dashboard/categories');

    await user.click(await screen.findByRole('button', { name: /^Memory/ }));
    // Shown once its texts as stored are read (decision 326).
    const details = await screen.findByRole('form', { name: 'Category details' });
    const parent = within(details).getByLabelText('Parent');
    // Its own subtree is not offered as a parent.
    expect(within(parent).queryByRole('option', { name: /DDR5/ })).toBeNull();
    await user.click(within(details).getByRole('button', { name: 'Delete category' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Move or delete its subcategories first',
    );
  });

  it('puts a refused move under the parent field', async () => {
    let sent: unknown;
    api({
      [`PATCH /api/categories/${ddr5.id}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return errorReply(400, 'validation_failed', 'Invalid input', {
          parentId: ['Categories nest at most 4 levels deep'],
        });
      },
    });
    const { user } = renderApp('/dashboard/categories');

    await user.click(await screen.findByRole('button', { name: /^DDR5/ }));
    const details = screen.getByRole('form', { name: 'Category details' });
    await user.selectOptions(within(details).getByLabelText('Parent'), '');
    await user.click(within(details).getByRole('button', { name: 'Save category' }));

    expect(await within(details).findByText('Categories nest at most 4 levels deep')).toBeVisible();
    expect(sent).toMatchObject({ parentId: null });
  });

  it('shows inherited attributes and adds an enum attribute with its options', async () => {
    let sent: unknown;
    api({
      [`POST /api/categories/${ddr5.id}/attributes`]: ({ body }: StubbedRequest) => {
        sent = body;
        return {
          status: 201,
          body: { ...capacity, ...(body as object), id: crypto.randomUUID(), categoryId: ddr5.id },
        };
      },
    });
    const { user } = renderApp('/dashboard/categories');

    await user.click(await screen.findByRole('button', { name: /^DDR5/ }));
    const inherited = await screen.findByRole('list', { name: 'Inherited attributes' });
    expect(within(inherited).getByText('Capacity')).toBeInTheDocument();
    expect(within(inherited).getByText('from Memory')).toBeInTheDocument();
    expect(within(inherited).queryByRole('button')).toBeNull();

    const form = screen.getByRole('form', { name: 'Add attribute' });
    await user.type(within(form).getByLabelText('Name'), 'Form factor');
    expect(within(form).getByLabelText('Key')).toHaveValue('form_factor');
    await user.selectOptions(within(form).getByLabelText('Type'), 'enum');
    await user.type(within(form).getByLabelText('Options'), 'RDIMM, UDIMM{Enter}SO-DIMM');
    expect(
      within(within(form).getByRole('list', { name: 'Options as buyers see them' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
    await user.click(within(form).getByLabelText('Filterable (a facet of the catalog)'));
    await user.click(within(form).getByRole('button', { name: 'Add attribute' }));

    expect(await screen.findByText('Attribute Form factor added')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Form factor',
      key: 'form_factor',
      type: 'enum',
      unit: null,
      options: ['RDIMM', 'UDIMM', 'SO-DIMM'],
      required: false,
      filterable: true,
    });
  });

  it('says an option problem under Options, before sending', async () => {
    api();
    const { user } = renderApp('/dashboard/categories');

    await user.click(await screen.findByRole('button', { name: /^DDR5/ }));
    const form = screen.getByRole('form', { name: 'Add attribute' });
    await user.type(within(form).getByLabelText('Name'), 'Rank');
    await user.selectOptions(within(form).getByLabelText('Type'), 'enum');
    await user.click(within(form).getByRole('button', { name: 'Add attribute' }));

    expect(
      await within(form).findByText('An enum attribute needs at least one option'),
    ).toBeVisible();
  });

  it('moves a category down among its siblings by its position', async () => {
    const storage: Category = {
      ...memory,
      id: crypto.randomUUID(),
      name: 'Storage',
      slug: 'storage',
      position: 1,
    };
    let sent: unknown;
    mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/categories': [memory, ddr5, storage],
      [`PATCH /api/categories/${memory.id}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return { ...memory, position: 1 };
      },
    });
    const { user } = renderApp('/dashboard/categories');

    expect(await screen.findByRole('button', { name: 'Move Memory up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move DDR5 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Memory down' }));

    await vi.waitFor(() => expect(sent).toEqual({ position: 1 }));
  });

  it('edits an own attribute’s options, its key and type fixed', async () => {
    const formFactor: Attribute = {
      ...capacity,
      id: crypto.randomUUID(),
      categoryId: ddr5.id,
      key: 'form_factor',
      name: 'Form factor',
      type: 'enum',
      unit: null,
      options: ['RDIMM', 'UDIMM'],
      required: false,
    };
    let sent: unknown;
    api({
      '/api/categories/ddr5': detailOf(ddr5, [capacity, formFactor]),
      [`PATCH /api/category-attributes/${formFactor.id}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return { ...formFactor, ...(body as object) };
      },
    });
    const { user } = renderApp('/dashboard/categories');

    await user.click(await screen.findByRole('button', { name: /^DDR5/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit Form factor' }));
    const form = screen.getByRole('form', { name: 'Edit Form factor' });
    expect(within(form).getByLabelText('Key')).toBeDisabled();
    expect(within(form).getByLabelText('Type')).toBeDisabled();
    await user.type(within(form).getByLabelText('Options'), ', SO-DIMM');
    await user.click(within(form).getByRole('button', { name: 'Save attribute' }));

    expect(await screen.findByText('Attribute Form factor saved')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Form factor',
      required: false,
      filterable: true,
      // No unit: only numbers have one, and an absent unit is left as it is.
      options: ['RDIMM', 'UDIMM', 'SO-DIMM'],
    });
  });
});
