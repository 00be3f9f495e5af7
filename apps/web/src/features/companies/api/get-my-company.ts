import { CompanySchema, MyCompanySchema, type Company, type CompanyInput } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** The key of every read about the caller's company. */
export const COMPANY_QUERY_KEY = ['company'] as const;

/**
 * `GET /company`: the signed-in client's company, role, limit and spending this month
 * (`membership: null` outside one).
 */
export function useMyCompany() {
  return useQuery(apiQueryOptions([...COMPANY_QUERY_KEY, 'mine'], '/company', MyCompanySchema));
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
  return useInvalidatingMutation(saveCompany, [COMPANY_QUERY_KEY], { after: 'success' });
}
