import { Trans } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { Icon } from '@/components/ui/icon';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useDownloadCartProforma } from '../api/download-cart-proforma';

/**
 * 'Download proforma invoice' of the cart (decision 311): for a buyer whose accounts department
 * wants a proforma before the order is placed. A failure becomes an error toast.
 */
export function CartProformaButton() {
  const specText = useSpecText();
  const download = useDownloadCartProforma();
  return (
    <Button
      variant="outline-primary"
      className="w-100 mt-3"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) => void toast.error(specText(error.message)),
        })
      }
    >
      {download.isPending ? (
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <Icon name="download" size={16} className="me-1" />
      )}
      <Trans>Download proforma invoice</Trans>
    </Button>
  );
}
