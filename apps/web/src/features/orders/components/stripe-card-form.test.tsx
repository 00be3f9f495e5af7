import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildOrder } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import StripeCardForm from './stripe-card-form';

// The boundary here is Stripe's script from its v3 URL, which jsdom does not load.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

function renderForm() {
  mockApi({});
  return renderWithProviders(
    <StripeCardForm
      order={buildOrder()}
      clientSecret="pi_123_secret_abc"
      publishableKey="pk_test_123"
      submitting={false}
      error={null}
      onPay={vi.fn()}
      onCancel={vi.fn()}
    />,
  );
}

describe('StripeCardForm (spec §7)', () => {
  it("reports a script that fails to load with Stripe's 'Failed to load' and keeps Confirm Payment disabled", async () => {
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    renderForm();

    expect(await screen.findByText(/Failed to load Stripe\.js/)).toBeInTheDocument();
    expect(screen.getByText(/not available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeDisabled();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it("says 'not available' when Stripe.js is not available", async () => {
    loadStripe.mockResolvedValueOnce(null);
    renderForm();

    expect(await screen.findByText(/Stripe\.js not available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeDisabled();
  });
});
