import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { WarrantyCheck } from '@/features/warranty/components/warranty-check';

/** `/warranty` (decision 322, public): check a part's warranty by its serial and order number. */
export default function WarrantyCheckRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Check warranty`} eyebrow={t`Warranty`}>
        <Trans>
          Give the serial number on the part&apos;s label and the order number it shipped in: we
          tell you when it shipped and until when its warranty runs.
        </Trans>
      </PageHeader>
      <div className="container py-5">
        <WarrantyCheck />
      </div>
    </>
  );
}
