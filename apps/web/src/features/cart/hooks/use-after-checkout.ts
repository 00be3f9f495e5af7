import { useNavigate } from 'react-router';
import type { CheckoutResult } from '@partline/shared';
import { paths } from '@/config/paths';

/**
 * Where the client goes once checkout placed their order: its payment page, or My Orders when
 * there is nothing to pay by card — the order waits for a company admin's approval (decision 132)
 * or was confirmed on the company's account (decision 140).
 */
export function useAfterCheckout(): (result: CheckoutResult) => void {
  const navigate = useNavigate();
  return (result) =>
    void navigate(
      result.status === 'awaiting_approval' || result.paymentMethod === 'on_account'
        ? paths.dashboard.myOrders.getHref()
        : paths.payment.getHref(result.insertedId),
    );
}
