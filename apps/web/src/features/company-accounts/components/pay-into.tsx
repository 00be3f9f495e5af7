import {
  payByTransferSentence,
  payeeBankAccountLines,
  type PayeeBankAccount,
} from '@partline/shared';
import { Identifier } from '@/components/ui/money';

/** The lines that are words and may wrap; the others are numbers and codes, kept whole. */
const WORDS = new Set(['Bank', 'Account name']);

/**
 * How to pay invoices on account (decision 304): by bank transfer into the shop's accounts, each
 * named as the invoice and the statement PDF name it; without accounts configured, the sentence
 * alone.
 */
export function PayInto({ accounts }: { accounts: readonly PayeeBankAccount[] }) {
  return (
    <section aria-labelledby="pay-into-title" className="mt-4">
      <h2 id="pay-into-title" className="h6">
        How to pay
      </h2>
      <p className="mb-2">{payByTransferSentence(accounts, 'the invoice numbers')}</p>
      {accounts.map((account) => (
        <dl
          key={`${account.bank}-${account.accountNumber}`}
          className="statement__figures pay-into__account"
          aria-label={`${account.bank} account ${account.accountNumber}`}
        >
          {payeeBankAccountLines(account).map(([label, value]) => (
            <div key={label} className="statement__figure">
              <dt>{label}</dt>
              <dd>{WORDS.has(label) ? value : <Identifier>{value}</Identifier>}</dd>
            </div>
          ))}
        </dl>
      ))}
    </section>
  );
}
