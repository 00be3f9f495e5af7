import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useDownloadProductsCsv } from '../api/product-imports';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Manage Product's 'Export CSV' (every live product, decision 319) and 'Import CSV' (the import
 * page) buttons.
 */
export function CatalogCsvActions() {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const download = useDownloadProductsCsv();
  // PRODUCTS_EXPORT_FAILED, in the reader's language.
  const exportFailed = t`We could not export the catalog. Please try again.`;
  const onExport = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) => toast.success(t`Downloaded ${fileName}`),
      onError: (error) => {
        if (!cancelled(error)) toast.error(error.message ? text(error.message) : exportFailed);
      },
    });
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t`Catalog CSV`}>
      <Button variant="outline-primary" size="sm" onClick={onExport} disabled={download.isPending}>
        <Icon name="download" size={16} className="me-2" />
        {download.isPending ? t`Exporting…` : t`Export CSV`}
      </Button>
      <Link
        className="btn btn-outline-primary btn-sm"
        to={paths.dashboard.importProducts.getHref()}
      >
        <Trans>Import CSV</Trans>
      </Link>
    </div>
  );
}
