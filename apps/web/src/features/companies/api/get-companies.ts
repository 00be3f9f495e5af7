import {
  AdminCompanyDetailSchema,
  AdminCompanyListSchema,
  CompanySchema,
  type CompanyInput,
} from '@partline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const ADMIN_COMPANIES_KEY = ['admin', 'companies'] as const;

/** `GET /admin/companies` (shop admins): every company with its number of members. */
export function useAdminCompanies() {
  return useQuery({
    queryKey: ADMIN_COMPANIES_KEY,
    queryFn: ({ signal }) => api.get('/admin/companies', AdminCompanyListSchema, { signal }),
  });
}

/** `GET /admin/companies/{id}` (shop admins): a company and its members. */
export function useAdminCompany(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_COMPANIES_KEY, id],
    queryFn: ({ signal }) =>
      api.get(`/admin/companies/${encodeURIComponent(id ?? '')}`, AdminCompanyDetailSchema, {
        signal,
      }),
    enabled: id !== null,
  });
}

/** `PUT /admin/companies/{id}` (shop admins); the list is read again. */
export function useEditCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CompanyInput }) =>
      api.put(`/admin/companies/${encodeURIComponent(id)}`, CompanySchema, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COMPANIES_KEY }),
  });
}
