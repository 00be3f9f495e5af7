import {
  CompanySchema,
  MyCompanySchema,
  type Company,
  type CompanyInput,
  type MyCompany,
} from '@partline/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key of every read about the caller's company. */
export const COMPANY_QUERY_KEY = ['company'] as const;

/** `GET /company`: the caller's company, role, limit and spending this month. */
export function getMyCompany({ signal }: { signal?: AbortSignal } = {}): Promise<MyCompany> {
  return api.get('/company', MyCompanySchema, { signal });
}

/** The signed-in client's company (`membership: null` outside one). */
export function useMyCompany() {
  return useQuery(
    queryOptions({ queryKey: [...COMPANY_QUERY_KEY, 'mine'], queryFn: getMyCompany }),
  );
}

/** `POST /company` (new) or `PUT /company` (its company admin changes it). */
export function saveCompany({
  isNew,
  input,
}: {
  isNew: boolean;
  input: CompanyInput;
}): Promise<Company> {
  return isNew
    ? api.post('/company', CompanySchema, input)
    : api.put('/company', CompanySchema, input);
}

/** Creates or changes the caller's company; every company read is read again. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
