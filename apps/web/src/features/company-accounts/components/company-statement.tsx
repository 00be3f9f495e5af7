import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { useFormat } from '@/lib/i18n/format';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { QueryState } from '@/components/ui/query-state';
import { useDownloadStatement, useMyStatement } from '../api/company-accounts';
import { StatementView } from './statement-view';
import { WithholdingCertificates } from './withholding-certificates';

/** The company admin's statement of account with its PDF download (decision 145). */
export function CompanyStatement() {
  const { t } = useLingui();
  const format = useFormat();
  const buyerText = useBuyerText();
  const statement = useMyStatement();
  const download = useDownloadStatement();
  return (
    <QueryState
      query={statement}
      loadingLabel={t`Loading the statement…`}
      errorMessage={t`We could not load your company's statement.`}
    >
      {(data) => {
        const { companyName } = data;
        const asOf = format.calendarDay(data.asOf);
        return (
          <>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
              <p className="mb-0 text-body-secondary">
                <Trans>
                  {companyName} · as of {asOf}
                </Trans>
              </p>
              <Button
                variant="outline-primary"
                disabled={download.isPending}
                onClick={() =>
                  download.mutate(undefined, {
                    onError: (error) => toast.error(buyerText(error.message)),
                  })
                }
              >
                <Trans>Download statement (PDF)</Trans>
              </Button>
            </div>
            <StatementView statement={data} />
            <WithholdingCertificates />
          </>
        );
      }}
    </QueryState>
  );
}
