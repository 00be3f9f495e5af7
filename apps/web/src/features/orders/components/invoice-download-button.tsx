import { INVOICE_MESSAGES, type Order } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { Icon } from '@/components/ui/icon';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useDownloadInvoice } from '../api/download-invoice';

export interface InvoiceDownloadButtonProps {
  order: Order;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
  /** Whose order it is, for the accessible name where several clients' orders are listed. */
  buyerName?: string;
}

/**
 * 'Download invoice' for a paid order (decision 063): saves `invoice-PL-….pdf`; a failure becomes
 * an error toast. Names the order for screen readers, since a list shows one per order.
 */
export function InvoiceDownloadButton({
  order,
  size,
  variant = 'outline-primary',
  className,
  buyerName,
}: InvoiceDownloadButtonProps) {
  const { t } = useLingui();
  const specText = useSpecText();
  const download = useDownloadInvoice();
  const onClick = () =>
    download.mutate(order._id, {
      onError: (error) => toast.error(specText(error.message || INVOICE_MESSAGES.downloadFailed)),
    });
  const name = order.productName;
  const label = buyerName
    ? t`Download invoice for ${name} of ${buyerName}`
    : t`Download invoice for ${name}`;

  return (
    <Button
      variant={variant}
      size={size}
      className={['invoice-button', className].filter(Boolean).join(' ')}
      onClick={onClick}
      disabled={download.isPending}
      aria-label={label}
    >
      {download.isPending ? (
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <Icon name="download" size={16} className="me-1" />
      )}
      {size === 'sm' ? <Trans>Invoice</Trans> : <Trans>Download invoice</Trans>}
    </Button>
  );
}
