import {
  returnLabelFileName,
  ReturnListSchema,
  ReturnSchema,
  type CreateReturnInput,
  type Return,
  type ResolveReturnInput,
  type ReturnStatus,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { withSearch } from '@/lib/keyset-list';
import { useApiPages } from '@/lib/use-api-pages';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Every read of returns lives under this key; each return mutation invalidates it. */
export const RETURNS_QUERY_KEY = ['returns'] as const;

/** The orders' key: a return shows on its order's page and timeline (decision 322). */
const ORDERS_KEY = ['orders'] as const;
/** The admin overview's key: it counts the open returns. */
const OVERVIEW_KEY = ['admin', 'overview'] as const;

/** A list's filter: a status or `open` (requested, approved or received); `''` is every status. */
export type ReturnStatusFilter = ReturnStatus | 'open' | '';

/** What a returns list shows: its status filter, search text and age order. */
export interface ReturnListFilter {
  status: ReturnStatusFilter;
  /** An RMA number, a serial number or an order number; `''`: no search. */
  q: string;
  /** `oldest` first is the queue's age order. */
  sort: 'newest' | 'oldest';
}

/** `GET /returns?…` of a filter, before paging: `sort` first, then `status` and `q` when given. */
export function returnsListPath({ status, q, sort }: ReturnListFilter): string {
  return withSearch(`/returns?sort=${sort}${status ? `&status=${status}` : ''}`, q);
}

/**
 * `GET /returns` (decision 322), a page at a time: the caller's returns — a buyer's own, a company
 * admin's company's, every one for a shop admin — of the filter. Key `['returns', 'list', …]`.
 * @throws ApiError — 400 an unknown status, 401 signed out.
 */
export function useReturns(filter: ReturnListFilter) {
  return useApiPages(
    [...RETURNS_QUERY_KEY, 'list', filter.status, filter.sort, filter.q],
    returnsListPath(filter),
    ReturnListSchema,
  );
}

/**
 * `GET /returns/number/{number}`: one return by its RMA number, for its buyer, their company's
 * admins and the shop admin. @throws ApiError — 404 'Return not found'.
 */
export function useReturnByNumber(number: string) {
  return useQuery(
    apiQueryOptions(
      [...RETURNS_QUERY_KEY, 'number', number],
      `/returns/number/${encodeURIComponent(number)}`,
      ReturnSchema,
    ),
  );
}

/** What changes when a return does: the returns, its order's page, the overview's count. */
const AFTER_CHANGE = [RETURNS_QUERY_KEY, ORDERS_KEY, OVERVIEW_KEY] as const;

/**
 * `POST /returns`: a return request for pieces of an order (201 the return).
 * @throws ApiError — 400 per field, 409 a serial under another return, a warranty ended, no
 *   warranty, the return window closed, more pieces than shipped.
 */
export function useCreateReturn() {
  return useInvalidatingMutation(
    (input: CreateReturnInput) => api.post('/returns', ReturnSchema, input),
    AFTER_CHANGE,
    { after: 'success' },
  );
}

/** A decision on a return: its id and the body of its step. */
type Step<Body> = { id: string } & Body;

const stepPath = (id: string, step: string) => `/returns/${encodeURIComponent(id)}/${step}`;

/** `POST /returns/{id}/approve` (shop admin). @throws ApiError — 409 not requested. */
export function useApproveReturn() {
  return useInvalidatingMutation(
    ({ id, instructions }: Step<{ instructions: string }>) =>
      api.post(stepPath(id, 'approve'), ReturnSchema, { instructions }),
    AFTER_CHANGE,
  );
}

/** `POST /returns/{id}/reject` (shop admin). @throws ApiError — 409 not requested. */
export function useRejectReturn() {
  return useInvalidatingMutation(
    ({ id, comment }: Step<{ comment: string }>) =>
      api.post(stepPath(id, 'reject'), ReturnSchema, { comment }),
    AFTER_CHANGE,
  );
}

/** `POST /returns/{id}/receive` (shop admin). @throws ApiError — 409 not approved. */
export function useReceiveReturn() {
  return useInvalidatingMutation(
    ({ id, note }: Step<{ note?: string }>) =>
      api.post(stepPath(id, 'receive'), ReturnSchema, note ? { note } : {}),
    AFTER_CHANGE,
  );
}

/**
 * `POST /returns/{id}/resolve` (shop admin): repair, replace (a shipment at no charge) or credit
 * (a refund or a Mushak-6.7 credit note) per item.
 * @throws ApiError — 400 per field, 409 not received, an item resolved, the replacement out of
 *   stock, a credit beyond what was paid.
 */
export function useResolveReturn() {
  return useInvalidatingMutation(
    ({ id, ...input }: Step<ResolveReturnInput>) =>
      api.post(stepPath(id, 'resolve'), ReturnSchema, input),
    AFTER_CHANGE,
  );
}

/** Said when a download fails without a message from the API. */
export const RETURN_DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

/**
 * `GET /returns/{id}/label.pdf`: saves the approved return's label, `rma-label-<number>.pdf`.
 * Resolves with the file name. @throws ApiError — 409 not approved yet.
 */
export function downloadReturnLabel(
  returnRequest: Pick<Return, '_id' | 'number'>,
): Promise<string> {
  return api.download(`/returns/${encodeURIComponent(returnRequest._id)}/label.pdf`, {
    accept: 'application/pdf',
    fileName: returnLabelFileName(returnRequest.number),
    unreachableMessage: RETURN_DOWNLOAD_FAILED,
  });
}

/**
 * `GET /admin/returns.csv` (shop admin): the returns of a status and search as CSV, saved as
 * `returns.csv` unless the answer names the file. Resolves with the file name.
 */
export function downloadReturnsCsv({ status, q }: Pick<ReturnListFilter, 'status' | 'q'>) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  const query = params.toString();
  return api.download(`/admin/returns.csv${query ? `?${query}` : ''}`, {
    accept: 'text/csv',
    fileName: 'returns.csv',
    unreachableMessage: RETURN_DOWNLOAD_FAILED,
    streamToDisk: true,
  });
}
