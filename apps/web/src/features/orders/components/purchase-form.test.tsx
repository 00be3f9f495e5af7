import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct, buildTieredProduct } from '@/testing/data';
import { errorReply, calledRoutes, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { PurchaseForm } from './purchase-form';

const buyer = { name: 'Farhana Rahman', email: 'farhana@example.com' };
const defaults = {
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
  phoneNumber: '+880 1711-000000',
};

function renderForm(
  product = buildProduct({ productPrice: 1400, minOrder: 10, availableQuantity: 100 }),
  formDefaults = defaults,
  needsApproval?: (total: number) => boolean,
) {
  const onPlaced = vi.fn();
  const view = renderWithProviders(
    <PurchaseForm
      product={product}
      buyer={buyer}
      defaults={formDefaults}
      onPlaced={onPlaced}
      needsApproval={needsApproval}
    />,
  );
  /** The buyer replaces the quantity with `text`, keystroke by keystroke. */
  const enterQuantity = async (text: string) => {
    await view.user.clear(screen.getByLabelText('Quantity'));
    await view.user.type(screen.getByLabelText('Quantity'), text);
  };
  return { ...view, product, onPlaced, enterQuantity };
}

describe('PurchaseForm (spec §2, §5)', () => {
  it('prefills the buyer read-only, defaults to the minimum order and totals as you type', async () => {
    mockApi({});
    const { product, enterQuantity } = renderForm();

    expect(screen.getByLabelText('Name')).toHaveValue('Farhana Rahman');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('farhana@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Product')).toHaveValue(product.productName);
    expect(screen.getByLabelText('Quantity')).toHaveValue(10);
    expect(screen.getByLabelText('Address')).toHaveValue(defaults.address);
    expect(screen.getByLabelText('Phone Number')).toHaveValue(defaults.phoneNumber);
    expect(screen.getByText('Tk. 14,000')).toBeInTheDocument();

    await enterQuantity('25');
    expect(screen.getByText('Tk. 35,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('prices the quantity at its tier and says an order off the increment (decision 120)', async () => {
    mockApi({});
    const { user, enterQuantity } = renderForm(buildTieredProduct());

    expect(screen.getByText('Tk. 145,000')).toBeInTheDocument();
    expect(screen.getByText(/per item ×/)).toHaveTextContent('Tk. 1,450 per item × 100 pcs');
    await enterQuantity('500');
    expect(screen.getByText('Tk. 690,000')).toBeInTheDocument();
    expect(screen.getByText(/per item ×/)).toHaveTextContent('Tk. 1,380 per item × 500 pcs');

    await user.type(screen.getByLabelText('Quantity'), '5');
    expect(screen.getByText('Order in steps of 10 (100, 110, 120, …)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });

  it("says 'Minimum order is {minOrder}' below the minimum and disables the button", async () => {
    mockApi({});
    const { enterQuantity } = renderForm();

    await enterQuantity('9');

    expect(screen.getByText('Minimum order is 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });

  it("says 'Not Enough' above what is buyable (available minus held) and disables the button", async () => {
    mockApi({});
    const { enterQuantity } = renderForm(
      buildProduct({ minOrder: 10, availableQuantity: 100, heldQuantity: 40 }),
    );

    await enterQuantity('61');
    expect(screen.getByText('Not Enough')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();

    await enterQuantity('60');
    expect(screen.queryByText('Not Enough')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it("says 'Out Of the Stocks' once and disables quantity and button when nothing can be bought", () => {
    mockApi({});
    renderForm(buildProduct({ minOrder: 10, availableQuantity: 30, heldQuantity: 30 }));

    expect(screen.getByRole('alert')).toHaveTextContent(/^Out Of the Stocks/);
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Purchase' })).toHaveAccessibleDescription(
      /Out Of the Stocks/,
    );
    expect(screen.getByLabelText('Quantity')).toBeDisabled();
    // Not the rule messages of an in-stock product.
    expect(screen.queryByText('Not Enough')).not.toBeInTheDocument();
    expect(screen.queryByText(/up to 0 pcs/)).not.toBeInTheDocument();
    expect(screen.getByText(/none available/)).toBeInTheDocument();
  });

  it('shows the stock with thousands separators', () => {
    mockApi({});
    renderForm(buildProduct({ minOrder: 1000, availableQuantity: 3800, heldQuantity: 0 }));

    expect(screen.getByText(/up to 3,800 pcs available/)).toBeInTheDocument();
    expect(screen.getByText(/Minimum 1,000 pcs/)).toBeInTheDocument();
  });

  it("asks to 'Please fill up correctly' without address or phone, and sends nothing", async () => {
    const fetchMock = mockApi({});
    const { user } = renderForm(undefined, { address: '', phoneNumber: '' });

    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    // Under both fields, and as a toast (spec §8).
    const form = screen.getByRole('form', { name: 'Purchase' });
    expect(await within(form).findAllByText('Please fill up correctly')).toHaveLength(2);
    expect(screen.getAllByText('Please fill up correctly')).toHaveLength(3);
    expect(screen.getByLabelText('Address')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Phone Number')).toHaveClass('is-invalid');
    expect(await calledRoutes(fetchMock)).not.toContain('POST /api/orders');
  });

  it("posts the order, says 'Order Successfully' and moves on", async () => {
    const fetchMock = mockApi({
      'POST /api/orders': { status: 201, body: { insertedId: crypto.randomUUID() } },
    });
    const { user, product, onPlaced, enterQuantity } = renderForm();

    await enterQuantity('12');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    expect(await screen.findByText('Order Successfully')).toBeInTheDocument();
    expect(onPlaced).toHaveBeenCalledOnce();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/orders'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: product._id,
      quantity: 12,
      address: defaults.address,
      phoneNumber: defaults.phoneNumber,
    });
  });

  it("puts the server's field errors under their fields", async () => {
    mockApi({
      'POST /api/orders': errorReply(400, 'validation_failed', 'Please fill up correctly', {
        phoneNumber: ['Please fill up correctly'],
      }),
    });
    const { user, onPlaced } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    const form = screen.getByRole('form', { name: 'Purchase' });
    expect(await within(form).findByText('Please fill up correctly')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Address')).not.toHaveClass('is-invalid');
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it("says before placing it that an order above the buyer's limit waits for approval", async () => {
    mockApi({});
    // Tk. 20,000 left of the limit: 10 pieces (Tk. 14,000) fit, 25 (Tk. 35,000) do not.
    const { enterQuantity } = renderForm(undefined, defaults, (total) => total > 20_000);
    expect(screen.queryByText(/needs approval/)).not.toBeInTheDocument();

    await enterQuantity('25');
    expect(
      screen.getByText('This order needs approval by your company admin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toHaveAccessibleDescription(
      /This order needs approval by your company admin/,
    );
  });
});
