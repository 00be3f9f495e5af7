import { formatCalendarDay } from '@partline/shared';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { QueryState } from '@/components/ui/query-state';
import { useDownloadStatement, useMyStatement } from '../api/company-accounts';
import { StatementView } from './statement-view';
import { WithholdingCertificates } from './withholding-certificates';

/** The company admin's statement of account with its PDF download (decision 145). */
export function CompanyStatement() {
  const statement = useMyStatement();
  const download = useDownloadStatement();
  return (
    <QueryState
      query={statement}
      loadingLabel="Loading the statement…"
      errorMessage="We could not load your company's statement."
    >
      {(data) => (
        <>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <p className="mb-0 text-body-secondary">
              {data.companyName} · as of {formatCalendarDay(data.asOf)}
            </p>
            <Button
              variant="outline-primary"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(undefined, { onError: (error) => toast.error(error.message) })
              }
            >
              Download statement (PDF)
            </Button>
          </div>
          <StatementView statement={data} />
          <WithholdingCertificates />
        </>
      )}
    </QueryState>
  );
}
