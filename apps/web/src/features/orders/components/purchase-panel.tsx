import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AdminPurchaseNote } from './admin-purchase-note';
import { PurchaseForm, type PurchaseFormProps } from './purchase-form';

export interface PurchasePanelProps extends PurchaseFormProps {
  /** Whether the buyer is an admin; `undefined` while unknown. */
  isAdmin: boolean | undefined;
  /** Whether the prefill (the buyer's profile) has been read, or has failed. */
  ready: boolean;
}

/** The purchase side of Confirm Purchase: the form, or the admin note (spec §6). */
export function PurchasePanel({ isAdmin, ready, ...form }: PurchasePanelProps) {
  const { t } = useLingui();
  if (isAdmin === undefined || !ready) return <PageSpinner label={t`Loading the form…`} />;
  if (isAdmin) return <AdminPurchaseNote />;
  return <PurchaseForm {...form} />;
}
