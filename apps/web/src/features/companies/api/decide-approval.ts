import { ModifiedCountSchema, OrderListSchema, type OrderStatus } from '@partline/shared';
import { api } from '@/lib/api-client';
import { useApiPages } from '@/lib/use-api-pages';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { COMPANY_QUERY_KEY } from './get-my-company';

/**
 * `GET /company/orders` (company admins): the company's orders, newest first, of one status when
 * given, a page at a time (decision 210).
 */
export function useCompanyOrders(status?: OrderStatus) {
  return useApiPages(
    [...COMPANY_QUERY_KEY, 'orders', status ?? 'all'],
    `/company/orders${status ? `?status=${status}` : ''}`,
    OrderListSchema,
  );
}

/** Approves (`comment` optional) or declines (`comment` required) an order awaiting approval. */
export function useDecideApproval() {
  return useInvalidatingMutation(
    ({
      orderId,
      decision,
      comment,
    }: {
      orderId: string;
      decision: 'approve' | 'decline';
      comment: string;
    }) =>
      api.post(
        `/company/orders/${encodeURIComponent(orderId)}/${decision}`,
        ModifiedCountSchema,
        decision === 'approve' && !comment ? {} : { comment },
      ),
    [COMPANY_QUERY_KEY],
    { after: 'success' },
  );
}
