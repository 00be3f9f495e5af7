import { ShopSettingsSchema, type ShopSettingsInput } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Every read of this feature is under this key. */
const KEY = ['shop-settings'] as const;

/** `GET /admin/shop-settings` (admins): the shop's legal identity, bank accounts and documents. */
export function useShopSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...apiQueryOptions(KEY, '/admin/shop-settings', ShopSettingsSchema),
    enabled,
  });
}

/** `PUT /admin/shop-settings` (admins): saves them whole; 409 when saved by someone since. */
export function useSaveShopSettings() {
  return useInvalidatingMutation(
    (input: ShopSettingsInput) => api.put('/admin/shop-settings', ShopSettingsSchema, input),
    [KEY],
    { after: 'success' },
  );
}
