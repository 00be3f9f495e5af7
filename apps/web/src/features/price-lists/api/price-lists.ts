import {
  AdminCompanyListSchema,
  CategoryListSchema,
  CustomerGroupListSchema,
  CustomerGroupSchema,
  DeletedCountSchema,
  PriceListEntryListSchema,
  PriceListListSchema,
  PriceListSchema,
  ProductListSchema,
  type CustomerGroupInput,
  type PriceListEditInput,
  type PriceListInput,
  type PriceListProductInput,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Every price list read lives under this key; a change of a list reads them again. */
const PRICE_LISTS = ['price-lists'] as const;
/** Every customer group read, and the companies that show their group. */
const GROUPS = ['customer-groups'] as const;
const ADMIN_COMPANIES = ['admin', 'companies'] as const;
/** Rows a back-office list reads at once (the API's page limit). */
const ROWS = 100;

const searched = (path: string, q: string) =>
  q.trim() ? `${path}&q=${encodeURIComponent(q.trim())}` : path;

/** `GET /price-lists` (admin; decision 320): the first 100 lists by name whose name has `q`. */
export function usePriceLists(q = '') {
  return useQuery(
    apiQueryOptions(
      [...PRICE_LISTS, 'list', q],
      searched(`/price-lists?limit=${ROWS}`, q),
      PriceListListSchema,
    ),
  );
}

/** `GET /price-lists/{id}` while `id` is set. @throws ApiError — 404 for an unknown list. */
export function usePriceList(id: string | undefined) {
  return useQuery({
    ...apiQueryOptions(
      [...PRICE_LISTS, 'one', id],
      `/price-lists/${encodeURIComponent(id ?? '')}`,
      PriceListSchema,
    ),
    enabled: Boolean(id),
  });
}

/** `GET /price-lists/{id}/entries`: the first 100 steps by SKU whose SKU or product has `q`. */
export function usePriceListEntries(id: string, q = '') {
  return useQuery(
    apiQueryOptions(
      [...PRICE_LISTS, 'entries', id, q],
      searched(`/price-lists/${encodeURIComponent(id)}/entries?limit=${ROWS}`, q),
      PriceListEntryListSchema,
    ),
  );
}

/** `POST /price-lists`. @throws ApiError — 400 per field, 409 on `name`. */
export function useCreatePriceList() {
  return useInvalidatingMutation(
    (input: PriceListInput) => api.post('/price-lists', PriceListSchema, input),
    [PRICE_LISTS],
    { after: 'success' },
  );
}

/** `PATCH /price-lists/{id}`. @throws ApiError — 400 per field, 409 on `name`. */
export function useEditPriceList() {
  return useInvalidatingMutation(
    ({ id, input }: { id: string; input: PriceListEditInput }) =>
      api.patch(`/price-lists/${encodeURIComponent(id)}`, PriceListSchema, input),
    [PRICE_LISTS],
    { after: 'success' },
  );
}

/** `DELETE /price-lists/{id}` with its entries. */
export function useDeletePriceList() {
  return useInvalidatingMutation(
    (id: string) => api.delete(`/price-lists/${encodeURIComponent(id)}`, DeletedCountSchema),
    [PRICE_LISTS],
    { after: 'success' },
  );
}

/** `PUT /price-lists/{id}/products/{productId}`: a product's whole steps in a list. */
export function useSetProductSteps(listId: string) {
  return useInvalidatingMutation(
    ({ productId, input }: { productId: string; input: PriceListProductInput }) =>
      api.put(
        `/price-lists/${encodeURIComponent(listId)}/products/${encodeURIComponent(productId)}`,
        PriceListEntryListSchema,
        input,
      ),
    [PRICE_LISTS],
  );
}

/** `DELETE /price-lists/{id}/products/{productId}`: the product leaves the list. */
export function useDeleteProductSteps(listId: string) {
  return useInvalidatingMutation(
    (productId: string) =>
      api.delete(
        `/price-lists/${encodeURIComponent(listId)}/products/${encodeURIComponent(productId)}`,
        DeletedCountSchema,
      ),
    [PRICE_LISTS],
  );
}

/** The companies whose name has `q` (`GET /admin/companies`), for the list's company picker. */
export function useCompanySearch(q: string) {
  return useQuery({
    ...apiQueryOptions(
      [...ADMIN_COMPANIES, 'search', q],
      `/admin/companies?limit=20&q=${encodeURIComponent(q.trim())}`,
      AdminCompanyListSchema,
    ),
    enabled: q.trim().length > 0,
  });
}

/** The products with every word of `q` (`GET /products`), to add one to a list. */
export function useProductSearch(q: string) {
  return useQuery({
    ...apiQueryOptions(
      ['products', 'price-list-search', q],
      `/products?sort=newest&limit=10&q=${encodeURIComponent(q.trim())}`,
      ProductListSchema,
    ),
    enabled: q.trim().length > 0,
  });
}

/** `GET /categories`: the category tree, for the list's category discounts. */
export function useCategoryOptions() {
  return useQuery(apiQueryOptions(['categories'], '/categories', CategoryListSchema));
}

/** `GET /customer-groups` (admin): every group by name. */
export function useCustomerGroups() {
  return useQuery(apiQueryOptions(GROUPS, '/customer-groups', CustomerGroupListSchema));
}

/** `POST /customer-groups`. @throws ApiError — 409 on `name`. */
export function useCreateCustomerGroup() {
  return useInvalidatingMutation(
    (input: CustomerGroupInput) => api.post('/customer-groups', CustomerGroupSchema, input),
    [GROUPS],
    { after: 'success' },
  );
}

/** `PATCH /customer-groups/{id}`: renames a group. @throws ApiError — 409 on `name`. */
export function useRenameCustomerGroup() {
  return useInvalidatingMutation(
    ({ id, input }: { id: string; input: CustomerGroupInput }) =>
      api.patch(`/customer-groups/${encodeURIComponent(id)}`, CustomerGroupSchema, input),
    [GROUPS, PRICE_LISTS, ADMIN_COMPANIES],
    { after: 'success' },
  );
}

/** `DELETE /customer-groups/{id}`: its companies leave it. */
export function useDeleteCustomerGroup() {
  return useInvalidatingMutation(
    (id: string) => api.delete(`/customer-groups/${encodeURIComponent(id)}`, DeletedCountSchema),
    [GROUPS, PRICE_LISTS, ADMIN_COMPANIES],
    { after: 'success' },
  );
}
