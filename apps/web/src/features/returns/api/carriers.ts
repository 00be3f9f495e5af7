import { CarrierListSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * `GET /carriers?active=true` (shop admin): the carriers a replacement ships with, read under the
 * orders feature's key for it, so the Ship dialog and a return share one read.
 */
export function useActiveCarriers() {
  return useQuery(
    apiQueryOptions(['carriers', 'active'], '/carriers?active=true', CarrierListSchema),
  );
}
