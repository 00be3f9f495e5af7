import { useLingui } from '@lingui/react/macro';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { SHOP_SETTINGS_MESSAGES } from '@partline/shared';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useShopSettings } from '../api/shop-settings';

/**
 * A warning while the shop's BIN is empty (decision 309): no tax invoice can be issued until it is
 * entered. Shown to admins on the overview; `link` off on the Shop settings page itself.
 */
export function BinMissingBanner({ link = true }: { link?: boolean }) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const settings = useShopSettings();
  const banner = text(SHOP_SETTINGS_MESSAGES.binMissingBanner);
  if (!settings.data || settings.data.bin.trim() !== '') return null;
  return (
    <Alert variant="warning" className="mb-4" role="alert">
      {t`${banner}.`}{' '}
      {link ? (
        <Link to={paths.dashboard.shopSettings.getHref()} className="alert-link">
          {text(SHOP_SETTINGS_MESSAGES.binMissingLink)}
        </Link>
      ) : null}
    </Alert>
  );
}
