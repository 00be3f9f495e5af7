import { useNavigate } from 'react-router';
import type { CheckoutResult } from '@partline/shared';
import { paths } from '@/config/paths';

/**
 * Where the client goes once checkout placed their order: My Orders when there is nothing to pay
 * yet — the order waits for a company admin's approval (decision 132) or was confirmed on the
 * company's account (decision 140); the order's own page, with its proforma invoice, when it is
 * paid by bank transfer (decision 315); else its payment page.
 */
export function useAfterCheckout(): (result: CheckoutResult) => void {
  const navigate = useNavigate();
  return (result) => {
    if (result.status === 'awaiting_approval' || result.paymentMethod === 'on_account') {
      void navigate(paths.dashboard.myOrders.getHref());
    } else if (result.paymentMethod === 'bank_transfer') {
      void navigate(paths.dashboard.order.getHref(result.insertedId));
    } else {
      void navigate(paths.payment.getHref(result.insertedId));
    }
  };
}
