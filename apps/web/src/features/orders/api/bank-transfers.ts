import {
  BankTransfersSchema,
  OrderSchema,
  type BankTransfers,
  type Order,
  type RecordBankTransferInput,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/** The key of an order's transfers: under the orders' key, so order mutations refresh it too. */
const transfersKey = (orderId: string) => [...ORDERS_QUERY_KEY, orderId, 'bank-transfers'] as const;

/**
 * `GET /orders/{id}/bank-transfers` (decision 311): the transfers recorded for an order paid by
 * bank transfer, what they add up to and what is still awaited (Taka), and until when its stock is
 * held. For its buyer, their company admin and the shop's admins.
 * @throws ApiError — 404 an order the caller may not read.
 */
export function useBankTransfers(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...apiQueryOptions(
      transfersKey(orderId),
      `/orders/${encodeURIComponent(orderId)}/bank-transfers`,
      BankTransfersSchema,
    ),
    enabled,
  });
}

/**
 * `POST /admin/orders/{id}/bank-transfers` (shop admin; decision 311): records a transfer that
 * reached the shop's account — amount (Taka), day received, bank reference. Once the transfers
 * cover the total the server pays the order.
 * @throws ApiError — 400 per field (`details`), 409 more than awaited or a reference recorded
 *   already, 404 the order.
 */
export function recordBankTransfer({
  orderId,
  input,
}: {
  orderId: string;
  input: RecordBankTransferInput;
}): Promise<BankTransfers> {
  return api.post(
    `/admin/orders/${encodeURIComponent(orderId)}/bank-transfers`,
    BankTransfersSchema,
    input,
  );
}

/** Records a bank transfer; the order reads (its transfers among them) are read again. */
export function useRecordBankTransfer() {
  return useInvalidatingMutation(recordBankTransfer, [ORDERS_QUERY_KEY], { after: 'success' });
}

/**
 * `POST /orders/{id}/bank-transfer` (decision 311): switches the caller's unpaid order to payment
 * by bank transfer against its proforma invoice; the stock stays held until its due time.
 * @throws ApiError — 409 the order is paid or cancelled, 503 bank transfer is not enabled.
 */
export function switchToBankTransfer(orderId: string): Promise<Order> {
  return api.post(`/orders/${encodeURIComponent(orderId)}/bank-transfer`, OrderSchema);
}

/** Switches an order to bank transfer; the order reads are read again. */
export function useSwitchToBankTransfer() {
  return useInvalidatingMutation(switchToBankTransfer, [ORDERS_QUERY_KEY], { after: 'success' });
}
