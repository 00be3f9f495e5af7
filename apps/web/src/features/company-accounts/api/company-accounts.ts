import {
  CompanyAccountListSchema,
  CompanyCreditSchema,
  MyPaymentTermsSchema,
  RecordPaymentResultSchema,
  StatementSchema,
  WithholdingCertificatesSchema,
  type CompanyCreditInput,
  type MyPaymentTerms,
  type RecordPaymentInput,
} from '@partline/shared';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { apiQueryOptions } from '@/lib/api-query';
import { keysetListOptions, LIST_PAGE_SIZE, withSearch } from '@/lib/keyset-list';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Every read of this feature is under this key. */
const KEY = ['company-accounts'] as const;

/**
 * `GET /company/payment-terms`: the caller's company, role and terms; `null` for someone in no
 * company (404).
 */
export async function getMyPaymentTerms({
  signal,
}: { signal?: AbortSignal } = {}): Promise<MyPaymentTerms | null> {
  try {
    return await api.get('/company/payment-terms', MyPaymentTermsSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The caller's company and terms (`null`: in no company). */
export function useMyPaymentTerms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...KEY, 'mine', 'terms'],
    queryFn: ({ signal }) => getMyPaymentTerms({ signal }),
    enabled,
  });
}

/**
 * What checkout offers as 'Pay on account' (decision 140): the caller's company and its terms when
 * the shop granted it terms, otherwise `undefined` (card only).
 */
export function useOnAccountOffer({ enabled = true }: { enabled?: boolean } = {}) {
  const terms = useMyPaymentTerms({ enabled });
  const days = terms.data?.paymentTermsDays;
  return days != null && terms.data
    ? { companyName: terms.data.companyName, paymentTermsDays: days }
    : undefined;
}

/** `GET /company/statement` (company admins): the statement of account. */
export function useMyStatement() {
  return useQuery(
    apiQueryOptions([...KEY, 'mine', 'statement'], '/company/statement', StatementSchema),
  );
}

/**
 * `GET /company/withholding-certificates` (company admins; decision 307): the certificates of VAT
 * and income tax withheld the shop recorded, and the invoices still awaiting one.
 */
export function useMyWithholdingCertificates() {
  return useQuery(
    apiQueryOptions(
      [...KEY, 'mine', 'withholding-certificates'],
      '/company/withholding-certificates',
      WithholdingCertificatesSchema,
    ),
  );
}

/** Downloads the statement of account as `statement-<day>.pdf`. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: () =>
      api.download('/company/statement.pdf', {
        accept: 'application/pdf',
        fileName: 'statement.pdf',
        unreachableMessage: 'We could not download the statement. Please try again.',
      }),
  });
}

/**
 * `GET /admin/company-accounts?limit=…&q=…&cursor=…` (admins; decisions 210, 247): companies by
 * name with their terms, limit and balances — those whose name contains `q` when given —
 * {@link LIST_PAGE_SIZE} a page, the next on demand.
 */
export function useCompanyAccounts(q = '') {
  return useInfiniteQuery(
    keysetListOptions(
      [...KEY, 'admin', 'list', q],
      withSearch(`/admin/company-accounts?limit=${LIST_PAGE_SIZE}`, q),
      CompanyAccountListSchema,
    ),
  );
}

/** `GET /admin/companies/{id}/statement` (admins): one company's statement. */
export function useCompanyStatement(companyId: string | undefined) {
  return useQuery({
    ...apiQueryOptions(
      [...KEY, 'admin', 'statement', companyId],
      `/admin/companies/${encodeURIComponent(companyId ?? '')}/statement`,
      StatementSchema,
    ),
    enabled: Boolean(companyId),
  });
}

/** `PUT /admin/companies/{id}/credit` (admins): sets terms and credit limit. */
export function useSetCompanyCredit() {
  return useInvalidatingMutation(
    ({ companyId, input }: { companyId: string; input: CompanyCreditInput }) =>
      api.put(
        `/admin/companies/${encodeURIComponent(companyId)}/credit`,
        CompanyCreditSchema,
        input,
      ),
    [KEY],
  );
}

/** `POST /admin/companies/{id}/payments` (admins): records a bank payment against invoices. */
export function useRecordPayment() {
  return useInvalidatingMutation(
    ({ companyId, input }: { companyId: string; input: RecordPaymentInput }) =>
      api.post(
        `/admin/companies/${encodeURIComponent(companyId)}/payments`,
        RecordPaymentResultSchema,
        input,
      ),
    [KEY],
  );
}
