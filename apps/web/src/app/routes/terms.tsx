import { PageHeader } from '@/components/ui/page-header';
import { TermsAndConditions } from '@/features/terms/components/terms-and-conditions';

/** `/terms`: the terms a client accepts at sign-up ('Accept Terms and Conditions', spec §2). */
export default function TermsRoute() {
  return (
    <>
      <PageHeader title="Terms and Conditions" eyebrow="Terms of sale">
        How ordering parts from Partline works, in plain words.
      </PageHeader>
      <div className="container py-5">
        <TermsAndConditions />
      </div>
    </>
  );
}
