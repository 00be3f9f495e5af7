import { PRODUCT_MESSAGES, type Attribute, type Category } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildProduct } from '@/testing/data';
import { errorReply, mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';

const category = (id: string, name: string, parentId: string | null = null): Category => ({
  id,
  parentId,
  name,
  slug: name.toLowerCase(),
  position: 0,
  description: '',
  productCount: 0,
});
const memory = category('5d1c7a52-8f0e-4b8a-9c1d-000000000001', 'Memory');
const ddr5 = category('5d1c7a52-8f0e-4b8a-9c1d-000000000002', 'DDR5', memory.id);
const storage = category('5d1c7a52-8f0e-4b8a-9c1d-000000000003', 'Storage');

let attributeIds = 0;
const attribute = (
  of: Category,
  fields: Partial<Attribute> & Pick<Attribute, 'key' | 'name' | 'type'>,
): Attribute => ({
  id: `5d1c7a52-8f0e-4b8a-9c1d-1000000000${String(++attributeIds).padStart(2, '0')}`,
  categoryId: of.id,
  unit: null,
  options: [],
  required: false,
  filterable: false,
  position: 0,
  ...fields,
});
const capacity = attribute(memory, {
  key: 'capacity_gb',
  name: 'Capacity',
  type: 'number',
  unit: 'GB',
  required: true,
});
const ecc = attribute(memory, { key: 'ecc', name: 'ECC', type: 'boolean' });
const speed = attribute(ddr5, { key: 'speed_mts', name: 'Speed', type: 'number', unit: 'MT/s' });
const formFactor = attribute(ddr5, {
  key: 'form_factor',
  name: 'Form factor',
  type: 'enum',
  options: ['RDIMM', 'UDIMM'],
});
const interfaceKind = attribute(storage, { key: 'interface', name: 'Interface', type: 'text' });

const detail = (of: Category, attributes: Attribute[]) => ({
  category: of,
  breadcrumbs: [],
  children: [],
  attributes,
});

const stick = buildProduct({ productName: 'Kingston 16 GB DDR5 RDIMM', sku: 'KSM-16' });
const catalogApi = {
  '/api/categories': [memory, ddr5, storage],
  '/api/categories/memory': detail(memory, [capacity, ecc]),
  '/api/categories/ddr5': detail(ddr5, [capacity, ecc, speed, formFactor]),
  '/api/categories/storage': detail(storage, [interfaceKind]),
};
const url = `/dashboard/edit-product/${stick._id}`;

const editApi = (extra: Record<string, unknown> = {}) =>
  mockApi({
    ...signedInAs(admin, { admin: true }),
    ...catalogApi,
    [`/api/products/${stick._id}`]: stick,
    [`/api/product-pages/${stick._id}`]: {
      product: { ...stick, categoryId: memory.id, slug: 'kingston-16-gb' },
      category: memory,
      breadcrumbs: [],
      specification: [],
      specifications: { capacity_gb: 16, ecc: false, legacy_key: 'x' },
      details: '## Warranty\n\nThree years.',
      gallery: ['https://img.test/a.webp'],
      documents: [],
    },
    ...extra,
  });

describe('the product editor’s category and specification (decision 316)', () => {
  it('shows the chosen category’s fields, with units, and follows a change of category', async () => {
    mockApi({ ...signedInAs(admin, { admin: true }), ...catalogApi });
    const { user } = renderApp('/dashboard/add-product');

    const select = await screen.findByLabelText('Category');
    expect(within(select).getByRole('option', { name: 'No category' })).toBeInTheDocument();
    await within(select).findByRole('option', { name: /DDR5/ });
    expect(screen.queryByRole('group', { name: 'Specification' })).toBeNull();

    await user.selectOptions(select, memory.id);
    const capacityInput = await screen.findByLabelText(/Capacity/);
    expect(capacityInput).toHaveAttribute('type', 'number');
    expect(screen.getByText('GB')).toBeInTheDocument();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    await user.type(capacityInput, '32');

    await user.selectOptions(select, ddr5.id);
    expect(await screen.findByLabelText('Form factor')).toBeInTheDocument();
    expect(screen.getByText('MT/s')).toBeInTheDocument();
    // A key the new category also has keeps its value.
    expect(screen.getByLabelText(/Capacity/)).toHaveValue(32);

    await user.selectOptions(select, storage.id);
    expect(await screen.findByLabelText('Interface')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Capacity/)).toBeNull();
  });

  it('fills the fields from the product page and sends typed values, removed ones as null', async () => {
    let sent: unknown;
    editApi({
      [`PATCH /api/products/${stick._id}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return stick;
      },
    });
    const { user } = renderApp(url);

    expect(await screen.findByLabelText('Category')).toHaveValue(memory.id);
    expect(await screen.findByLabelText(/Capacity/)).toHaveValue(16);
    expect(screen.getByLabelText('ECC')).toHaveValue('false');
    expect(screen.getByLabelText('Slug')).toHaveValue('kingston-16-gb');
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('## Warranty\n\nThree years.');
    expect(screen.getByRole('img', { name: 'Gallery picture 1' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), ddr5.id);
    await user.type(await screen.findByLabelText('Speed'), '4800');
    await user.selectOptions(screen.getByLabelText('Form factor'), 'RDIMM');
    await user.selectOptions(screen.getByLabelText('ECC'), 'true');
    await user.click(screen.getByRole('button', { name: 'Remove gallery picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(sent).toMatchObject({
      productName: stick.productName,
      categoryId: ddr5.id,
      slug: 'kingston-16-gb',
      specifications: {
        capacity_gb: 16,
        ecc: true,
        speed_mts: 4800,
        form_factor: 'RDIMM',
        legacy_key: null,
      },
      details: '## Warranty\n\nThree years.',
      gallery: [],
    });
  });

  it('says a required value is missing before sending', async () => {
    editApi();
    const { user } = renderApp(url);

    await user.clear(await screen.findByLabelText(/Capacity/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('This specification is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Capacity/)).toHaveClass('is-invalid');
  });

  it('puts the API’s 400 on specifications.capacity_gb under Capacity', async () => {
    editApi({
      [`PATCH /api/products/${stick._id}`]: errorReply(400, 'validation_failed', 'Invalid input', {
        'specifications.capacity_gb': ['This number is too large'],
      }),
    });
    const { user } = renderApp(url);

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('This number is too large')).toBeInTheDocument();
    const input = screen.getByLabelText(/Capacity/);
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAccessibleDescription('This number is too large');
  });

  it('does not send the form while the chosen category’s specification cannot be read', async () => {
    editApi({
      '/api/categories/memory': errorReply(500, 'internal_error', 'Something went wrong'),
    });
    renderApp(url);

    expect(
      await screen.findByText("We could not load this category's specification.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });
});
