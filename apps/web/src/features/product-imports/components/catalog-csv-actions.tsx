import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { PRODUCTS_EXPORT_FAILED, useDownloadProductsCsv } from '../api/product-imports';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Manage Product's 'Export CSV' (every live product, decision 319) and 'Import CSV' (the import
 * page) buttons.
 */
export function CatalogCsvActions() {
  const download = useDownloadProductsCsv();
  const onExport = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
      onError: (error) => {
        if (!cancelled(error)) toast.error(error.message || PRODUCTS_EXPORT_FAILED);
      },
    });
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Catalog CSV">
      <Button variant="outline-primary" size="sm" onClick={onExport} disabled={download.isPending}>
        <Icon name="download" size={16} className="me-2" />
        {download.isPending ? 'Exporting…' : 'Export CSV'}
      </Button>
      <Link
        className="btn btn-outline-primary btn-sm"
        to={paths.dashboard.importProducts.getHref()}
      >
        Import CSV
      </Link>
    </div>
  );
}
