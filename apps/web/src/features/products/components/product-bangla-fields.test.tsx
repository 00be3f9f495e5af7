import type { ProductContent } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { EditProductForm } from './edit-product-form';

const ENGLISH_DESCRIPTION =
  'A dependable test component built for business fleets, with a three-year warranty and bulk pricing for large orders.';

// The shop read in Bangla answers the product's texts in Bangla: the form must still edit the
// English ones as stored (decision 326).
const product = buildProduct({
  productName: 'পরীক্ষার যন্ত্রাংশ',
  productDescription: 'বাংলা বিবরণ',
});
const content: ProductContent = {
  en: {
    productName: 'Test Part Stored',
    productDescription: ENGLISH_DESCRIPTION,
    details: '## Fitting',
  },
  bn: { productName: 'পরীক্ষার যন্ত্রাংশ', productDescription: 'বাংলা বিবরণ', details: null },
};
const page = {
  product,
  category: null,
  breadcrumbs: [],
  specification: [],
  specifications: {},
  details: '## বসানো',
  gallery: [product.productImage],
  documents: [],
};

function stubApi(patch: (body: unknown) => unknown = () => product) {
  let sent: unknown;
  const fetchMock = mockApi({
    [`/api/product-pages/${product._id}`]: page,
    [`/api/products/${product._id}/content`]: content,
    '/api/categories': [],
    [`PATCH /api/products/${product._id}`]: (request: { body: unknown }) => {
      sent = request.body;
      return patch(request.body);
    },
  });
  return { fetchMock, sent: () => sent as Record<string, unknown> };
}

describe('Edit Product: the Bangla texts (decision 326)', () => {
  it('edits the stored English texts and the Bangla ones, sending the Bangla whole', async () => {
    const api = stubApi();
    const { user } = renderWithProviders(<EditProductForm product={product} />);
    const form = await screen.findByRole('form', { name: 'Edit Product' });
    // The English fields hold the English as stored, not the Bangla the list answered.
    expect(within(form).getByLabelText('Product Name')).toHaveValue('Test Part Stored');
    expect(within(form).getByLabelText('Product Description')).toHaveValue(ENGLISH_DESCRIPTION);
    expect(within(form).getByLabelText('Details (optional)')).toHaveValue('## Fitting');

    const section = within(form).getByRole('group', { name: /বাংলা/ });
    const name = within(section).getByLabelText('Bangla name');
    expect(name).toHaveValue('পরীক্ষার যন্ত্রাংশ');
    expect(name).toHaveAttribute('lang', 'bn');
    await user.clear(name);
    await user.type(name, 'নতুন নাম');
    await user.clear(within(section).getByLabelText('Bangla description'));
    await user.type(within(section).getByLabelText('Bangla details (optional)'), '## বসানো');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product Updated Successfully')).toBeInTheDocument();
    expect(api.sent()).toMatchObject({
      productName: 'Test Part Stored',
      productDescription: ENGLISH_DESCRIPTION,
      details: '## Fitting',
      translations: {
        bn: { productName: 'নতুন নাম', productDescription: null, details: '## বসানো' },
      },
    });
  });

  it('checks a Bangla text with the shared schema before sending', async () => {
    const api = stubApi();
    const { user } = renderWithProviders(<EditProductForm product={product} />);
    const form = await screen.findByRole('form', { name: 'Edit Product' });
    const name = within(form).getByLabelText('Bangla name');
    await user.clear(name);
    await user.click(name);
    await user.paste('ক'.repeat(121));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('At most 120 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent()).toBeUndefined();
  });

  it("puts the API's message on the Bangla field it names", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Invalid input',
          details: { 'translations.bn.productDescription': ['At most 400 characters'] },
        },
      },
    }));
    const { user } = renderWithProviders(<EditProductForm product={product} />);
    const form = await screen.findByRole('form', { name: 'Edit Product' });
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('At most 400 characters')).toBeInTheDocument();
    expect(within(form).getByLabelText('Bangla description')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('edits without the Bangla fields when the stored texts cannot be read', async () => {
    mockApi({
      [`/api/product-pages/${product._id}`]: page,
      [`/api/products/${product._id}/content`]: {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Forbidden' } },
      },
      '/api/categories': [],
    });
    renderWithProviders(<EditProductForm product={product} />);
    const form = await screen.findByRole('form', { name: 'Edit Product' });
    expect(within(form).queryByLabelText('Bangla name')).not.toBeInTheDocument();
  });
});
