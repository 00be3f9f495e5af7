import { Trans, useLingui } from '@lingui/react/macro';
import { type PayeeBankAccount } from '@partline/shared';
import { Identifier } from '@/components/ui/money';

/**
 * How to pay invoices on account (decision 304): by bank transfer into the shop's accounts, each
 * named as the invoice and the statement PDF name it; without accounts configured, the sentence
 * alone.
 */
export function PayInto({ accounts }: { accounts: readonly PayeeBankAccount[] }) {
  const { t } = useLingui();
  // `payByTransferSentence` of the shared package, in the reader's language.
  const into = accounts
    .map(({ bank, accountNumber }) => t`${bank} account ${accountNumber}`)
    .join(t` or `);
  const sentence =
    accounts.length === 0
      ? t`Pay by bank transfer quoting the invoice numbers.`
      : t`Pay by bank transfer into ${into} quoting the invoice numbers.`;
  return (
    <section aria-labelledby="pay-into-title" className="mt-4">
      <h2 id="pay-into-title" className="h6">
        <Trans>How to pay</Trans>
      </h2>
      <p className="mb-2">{sentence}</p>
      {accounts.map((account) => {
        const { bank, branch, accountNumber } = account;
        // `payeeBankAccountLines` of the shared package: words may wrap, numbers and codes not.
        const lines: [label: string, value: string, words: boolean][] = [
          [t`Bank`, t`${bank}, ${branch} branch`, true],
          [t`Account name`, account.accountName, true],
          [t`Account number`, accountNumber, false],
          ...(account.routingNumber
            ? [[t`Routing number`, account.routingNumber, false] as [string, string, boolean]]
            : []),
          ...(account.swift ? [['SWIFT', account.swift, false] as [string, string, boolean]] : []),
        ];
        return (
          <dl
            key={`${bank}-${accountNumber}`}
            className="statement__figures pay-into__account"
            aria-label={t`${bank} account ${accountNumber}`}
          >
            {lines.map(([label, value, words]) => (
              <div key={label} className="statement__figure">
                <dt>{label}</dt>
                <dd>{words ? value : <Identifier>{value}</Identifier>}</dd>
              </div>
            ))}
          </dl>
        );
      })}
    </section>
  );
}
