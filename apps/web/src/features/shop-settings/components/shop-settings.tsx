import { useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/ui/query-state';
import { useShopSettings } from '../api/shop-settings';
import { BinMissingBanner } from './bin-missing-banner';
import { ShopSettingsForm } from './shop-settings-form';

/** The Shop settings page's content: the BIN warning while it is empty, then the form. */
export function ShopSettings() {
  const { t } = useLingui();
  const settings = useShopSettings();
  return (
    <QueryState query={settings} what={t`the shop settings`}>
      {(data) => (
        <>
          <BinMissingBanner link={false} />
          {/* Keyed by version: a save (or someone else's, after a reload) starts the form afresh. */}
          <ShopSettingsForm key={data.updatedAt} settings={data} />
        </>
      )}
    </QueryState>
  );
}
