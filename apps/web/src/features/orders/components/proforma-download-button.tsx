import type { Order } from '@partline/shared';
import { Trans } from '@lingui/react/macro';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { Icon } from '@/components/ui/icon';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useDownloadOrderProforma } from '../api/download-proforma';

export interface ProformaDownloadButtonProps {
  order: Pick<Order, '_id' | 'orderNumber'>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * 'Download proforma invoice' of an unpaid order (decision 311): the PDF the buyer's accounts
 * department pays against, with the shop's bank accounts and the order number as the reference.
 * A failure becomes an error toast.
 */
export function ProformaDownloadButton({
  order,
  variant = 'primary',
  size,
}: ProformaDownloadButtonProps) {
  const specText = useSpecText();
  const download = useDownloadOrderProforma();
  return (
    <Button
      variant={variant}
      size={size}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(order, { onError: (error) => void toast.error(specText(error.message)) })
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
