import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { TermsAndConditions } from '@/features/terms/components/terms-and-conditions';

/** `/terms`: the terms a client accepts at sign-up ('Accept Terms and Conditions', spec §2). */
export default function TermsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Terms and Conditions`} eyebrow={t`Terms of sale`}>
        <Trans>How ordering parts from Partline works, in plain words.</Trans>
      </PageHeader>
      <div className="container py-5">
        <TermsAndConditions />
      </div>
    </>
  );
}
