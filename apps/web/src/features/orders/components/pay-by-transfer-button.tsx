import type { Order } from '@partline/shared';
import { Trans } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useSwitchToBankTransfer } from '../api/bank-transfers';

/**
 * 'Pay by bank transfer instead' (decision 315): switches the unpaid order to bank transfer
 * against its proforma invoice and opens the order's page, where the proforma is downloaded.
 * A refusal is a toast.
 */
export function PayByTransferButton({ order }: { order: Pick<Order, '_id'> }) {
  const specText = useSpecText();
  const navigate = useNavigate();
  const switchOrder = useSwitchToBankTransfer();
  return (
    <Button
      variant="outline-primary"
      disabled={switchOrder.isPending}
      onClick={() =>
        switchOrder.mutate(order._id, {
          onSuccess: (switched) =>
            void navigate(paths.dashboard.order.getHref(switched.orderNumber)),
          onError: (error) => void toast.error(specText(error.message)),
        })
      }
    >
      <Trans>Pay by bank transfer instead</Trans>
    </Button>
  );
}
