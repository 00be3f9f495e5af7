import {
  AdminCompanySchema,
  CustomerGroupListSchema,
  AdminCompanyDetailSchema,
  AdminCompanyListSchema,
  BillingCurrenciesSchema,
  CompanyCurrencyChangeSchema,
  CompanySchema,
  CompanyTaxProfileSchema,
  type CompanyInput,
  type CompanyTaxProfileInput,
  type IncotermInput,
  type SetCompanyCurrencyInput,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

const ADMIN_COMPANIES_KEY = ['admin', 'companies'] as const;

/** `GET /admin/companies` (shop admins): every company with its number of members. */
export function useAdminCompanies() {
  return useQuery(apiQueryOptions(ADMIN_COMPANIES_KEY, '/admin/companies', AdminCompanyListSchema));
}

/** `GET /admin/companies/{id}` (shop admins): a company and its members. */
export function useAdminCompany(id: string | null) {
  return useQuery({
    ...apiQueryOptions(
      [...ADMIN_COMPANIES_KEY, id],
      `/admin/companies/${encodeURIComponent(id ?? '')}`,
      AdminCompanyDetailSchema,
    ),
    enabled: id !== null,
  });
}

/** `PUT /admin/companies/{id}` (shop admins); the list is read again. */
export function useEditCompany() {
  return useInvalidatingMutation(
    ({ id, input }: { id: string; input: CompanyInput }) =>
      api.put(`/admin/companies/${encodeURIComponent(id)}`, CompanySchema, input),
    [ADMIN_COMPANIES_KEY],
    { after: 'success' },
  );
}

/**
 * `PATCH /admin/companies/{id}/tax-profile` (shop admins; decision 307): country and withholding
 * at source; the companies and their statements are read again.
 */
export function useSetTaxProfile() {
  return useInvalidatingMutation(
    ({ id, input }: { id: string; input: CompanyTaxProfileInput }) =>
      api.patch(
        `/admin/companies/${encodeURIComponent(id)}/tax-profile`,
        CompanyTaxProfileSchema,
        input,
      ),
    [ADMIN_COMPANIES_KEY, ['company-accounts']],
  );
}

/** Customer group reads (the price lists feature keeps them under the same key). */
const CUSTOMER_GROUPS_KEY = ['customer-groups'] as const;

/** `GET /customer-groups` (shop admins; decision 320): the groups a company can be put in. */
export function useCustomerGroupOptions() {
  return useQuery(
    apiQueryOptions(CUSTOMER_GROUPS_KEY, '/customer-groups', CustomerGroupListSchema),
  );
}

/**
 * `PATCH /admin/companies/{id}/customer-group` (shop admins; decision 320): a company's group, or
 * none (`null`); the companies and the groups' counts are read again.
 */
export function useSetCompanyGroup() {
  return useInvalidatingMutation(
    ({ id, customerGroupId }: { id: string; customerGroupId: string | null }) =>
      api.patch(`/admin/companies/${encodeURIComponent(id)}/customer-group`, AdminCompanySchema, {
        customerGroupId,
      }),
    [ADMIN_COMPANIES_KEY, CUSTOMER_GROUPS_KEY],
    { after: 'success' },
  );
}

/**
 * `PATCH /admin/companies/{id}/incoterm` (shop admins; decision 323): the incoterm and named place
 * a company abroad buys under; the companies are read again.
 */
export function useSetCompanyIncoterm() {
  return useInvalidatingMutation(
    ({ id, input }: { id: string; input: IncotermInput }) =>
      api.patch(`/admin/companies/${encodeURIComponent(id)}/incoterm`, AdminCompanySchema, input),
    [ADMIN_COMPANIES_KEY],
    { after: 'success' },
  );
}

/** The currencies feature's key: its reads are read again when a company changes currency. */
const CURRENCIES_KEY = ['currencies'] as const;

/**
 * The currencies a company can be billed in besides Taka: those the shop enabled, from
 * `GET /admin/currencies` (shop admins; decision 324), read under the currencies page's key.
 */
export function useEnabledCurrencies() {
  return useQuery({
    ...apiQueryOptions([...CURRENCIES_KEY, 'list'], '/admin/currencies', BillingCurrenciesSchema),
    select: (answer) =>
      answer.currencies.filter((currency) => currency.enabled).map((currency) => currency.code),
  });
}

/**
 * `PATCH /admin/companies/{id}/currency` (shop admins; decision 327): the currency a company is
 * billed in; the companies, their accounts and the currencies' counts are read again.
 * @throws ApiError — 409 when the currency is not enabled, the company has an order or a quote,
 *   or there is no rate today; 404 for an unknown company.
 */
export function useSetCompanyCurrency() {
  return useInvalidatingMutation(
    ({ id, input }: { id: string; input: SetCompanyCurrencyInput }) =>
      api.patch(
        `/admin/companies/${encodeURIComponent(id)}/currency`,
        CompanyCurrencyChangeSchema,
        input,
      ),
    [ADMIN_COMPANIES_KEY, CURRENCIES_KEY, ['company-accounts']],
    { after: 'success' },
  );
}
