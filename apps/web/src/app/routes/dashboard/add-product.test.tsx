import { EXPORT_SALE_MESSAGES, PRODUCT_MESSAGES, WARRANTY_MESSAGES } from '@partline/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import {
  calledRoutes,
  errorReply,
  mockApi,
  type StubbedReply,
  type StubbedRequest,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { stubImageUpload } from '@/testing/upload';

const admin = 'admin@partline.test';
const imageUrl = '/uploads/products/ryzen.webp';
const description =
  'A six-core desktop processor with integrated graphics for office fleets, sold in trays of ten with a three-year warranty.';

async function fillForm(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.type(await screen.findByLabelText('Product Name'), name);
  await user.type(screen.getByLabelText('Product Price (Tk)'), '18500');
  await user.type(screen.getByLabelText('Minimum Order Quantity'), '10');
  await user.type(screen.getByLabelText('Available Quantity'), '200');
  await user.upload(
    screen.getByLabelText('Product Image'),
    new File(['image'], 'ryzen.webp', { type: 'image/webp' }),
  );
  expect(await screen.findByRole('img', { name: 'Product preview' })).toHaveAttribute(
    'src',
    imageUrl,
  );
  await user.type(screen.getByLabelText('Product Description'), description);
}

/** An admin on Add Product with `POST /api/product` answering `reply`, the form filled as `name`. */
async function openFilledForm(name: string, reply: StubbedReply) {
  stubImageUpload(imageUrl);
  mockApi({ ...signedInAs(admin, { admin: true }), 'POST /api/product': reply });
  const { user } = renderApp('/dashboard/add-product');
  await fillForm(user, name);
  return user;
}

describe('/dashboard/add-product (spec §2, §5, admin)', () => {
  it('shows the messages of spec §5 word for word for an empty form', async () => {
    const fetchMock = mockApi({ ...signedInAs(admin, { admin: true }) });
    const { user } = renderApp('/dashboard/add-product');

    await user.click(await screen.findByRole('button', { name: 'Add Product' }));

    for (const message of [
      'Product Name is Required',
      'Product Price is Required',
      'Minimum Order Quantity is Required',
      'Available quantity is Required',
      'Product Image is Required',
      'Product Description is Required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(await calledRoutes(fetchMock)).not.toContain('POST /api/product');
  });

  it('counts the description and asks for 100 to 200 characters', async () => {
    mockApi({ ...signedInAs(admin, { admin: true }) });
    const { user } = renderApp('/dashboard/add-product');

    await user.type(await screen.findByLabelText('Product Description'), 'Too short');
    expect(screen.getByText(/^9 \/ 200 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Minimum 100 character required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Product Description'), 'x'.repeat(200));
    expect(await screen.findByText('Maximum 200 character required')).toBeInTheDocument();
  });

  it("uploads the image, sends POST /product and says 'Product added successfully'", async () => {
    let sent: unknown;
    const user = await openFilledForm('Ryzen 5 8600G', ({ body }: StubbedRequest) => {
      sent = body;
      return { _id: crypto.randomUUID() };
    });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.added)).toBeInTheDocument();
    expect(sent).toEqual({
      productName: 'Ryzen 5 8600G',
      productPrice: 18500,
      minOrder: 10,
      availableQuantity: 200,
      productImage: imageUrl,
      productDescription: description,
      vatRate: 1500,
      sdRate: 0,
    });
    expect(screen.getByLabelText('Product Name')).toHaveValue('');
  });

  it('takes the SD rate in per cent (up to two decimals) and sends basis points', async () => {
    let sent: unknown;
    const user = await openFilledForm('Ryzen 5 8600G', ({ body }: StubbedRequest) => {
      sent = body;
      return { _id: crypto.randomUUID() };
    });
    await user.selectOptions(screen.getByLabelText('VAT Rate'), 'Reduced 7.5 %');
    const sd = screen.getByLabelText('SD rate (%)');
    await user.clear(sd);
    await user.type(sd, '12.345');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('SD rate takes at most two decimals')).toBeInTheDocument();
    await user.clear(sd);
    await user.type(sd, '12.5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.added)).toBeInTheDocument();
    expect(sent).toMatchObject({ vatRate: 750, sdRate: 1250 });
  });

  it('makes a product serial-tracked with a warranty of whole months, 0 to 120 (decision 322)', async () => {
    let sent: unknown;
    const user = await openFilledForm('Partline NVMe SSD 1 TB', ({ body }: StubbedRequest) => {
      sent = body;
      return { _id: crypto.randomUUID() };
    });
    const months = screen.getByLabelText('Warranty (months)');
    expect(months).toHaveValue(0);
    expect(screen.getByLabelText('Serial-tracked')).not.toBeChecked();
    await user.clear(months);
    await user.type(months, '121');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(months).toHaveAccessibleDescription(
      expect.stringContaining(WARRANTY_MESSAGES.warrantyMonthsRange),
    );
    await user.clear(months);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(months).toHaveAttribute('aria-invalid', 'true');

    await user.type(months, '36');
    await user.click(screen.getByLabelText('Serial-tracked'));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.added)).toBeInTheDocument();
    expect(sent).toMatchObject({ serialTracked: true, warrantyMonths: 36 });
  });

  it('takes an HS code with dots and a country of origin, and sends the digits (decision 323)', async () => {
    let sent: unknown;
    const user = await openFilledForm('Partline Laptop 14', ({ body }: StubbedRequest) => {
      sent = body;
      return { _id: crypto.randomUUID() };
    });
    const hsCode = screen.getByLabelText('HS code (optional)');
    const origin = screen.getByLabelText('Country of origin');
    expect(origin).toHaveValue('BD');
    await user.type(hsCode, '8471.3');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText(EXPORT_SALE_MESSAGES.hsCodeInvalid);
    expect(hsCode).toHaveAccessibleDescription(
      expect.stringContaining(EXPORT_SALE_MESSAGES.hsCodeInvalid),
    );
    await user.clear(hsCode);
    await user.type(hsCode, '8471.30.00');
    await user.selectOptions(origin, 'China');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.added)).toBeInTheDocument();
    expect(sent).toMatchObject({ hsCode: '84713000', countryOfOrigin: 'CN' });
  });

  it("shows 'Product already exist' as a toast and under the name for a duplicate", async () => {
    const user = await openFilledForm(
      'Ryzen 5 8600G',
      errorReply(409, 'conflict', 'Product already exist'),
    );
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findAllByText('Product already exist')).toHaveLength(2);
    expect(screen.getByLabelText('Product Name')).toHaveClass('is-invalid');
  });

  it('sends the SKU and order increment when given, and says an SKU in use under it', async () => {
    let sent: unknown;
    const user = await openFilledForm('Ryzen 5 8600G', ({ body }: StubbedRequest) => {
      sent = body;
      return errorReply(409, 'conflict', 'SKU already in use', { sku: ['SKU already in use'] });
    });
    await user.type(screen.getByLabelText('SKU (optional)'), 'pl-cpu-r5-8600g');
    await user.type(screen.getByLabelText('Order Increment (optional)'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findAllByText('SKU already in use')).toHaveLength(2);
    expect(screen.getByLabelText('SKU (optional)')).toHaveClass('is-invalid');
    expect(sent).toMatchObject({ sku: 'PL-CPU-R5-8600G', orderIncrement: 10 });
  });

  it("says 'Failed to add the Product' when the server fails", async () => {
    const user = await openFilledForm(
      'Ryzen 7 8700G',
      errorReply(500, 'internal_error', 'Something went wrong'),
    );
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Failed to add the Product')).toBeInTheDocument();
  });
});
