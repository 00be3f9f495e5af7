import { z } from 'zod';

/** Required text of at most `max` characters; `missing` when empty. */
const part = (max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `At most ${max} characters` });

/**
 * A bank account of the shop that buyers pay invoices on account into (decision 304): named on
 * the statement of account, on every invoice on account and in the mail that sends it. A shop admin
 * enters them on the Shop settings page (decision 309); none entered, the documents say only "by
 * bank transfer". `routingNumber` is the Bangladesh Bank routing number of the branch (nine
 * digits), `swift` the bank's BIC for payments from abroad.
 */
export const PayeeBankAccountSchema = z
  .object({
    bank: part(100, 'Enter the bank'),
    branch: part(100, 'Enter the branch'),
    accountName: part(100, 'Enter the account name'),
    accountNumber: part(40, 'Enter the account number'),
    routingNumber: z
      .string()
      .trim()
      .regex(/^\d{9}$/, { error: 'A routing number has nine digits' })
      .optional(),
    swift: z
      .string()
      .trim()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
        error: 'A SWIFT code has 8 or 11 characters',
      })
      .optional(),
  })
  .meta({ id: 'PayeeBankAccount' });
/** A {@link PayeeBankAccountSchema}. */
export type PayeeBankAccount = z.infer<typeof PayeeBankAccountSchema>;

/** A list of accounts (`PAYEE_BANK_ACCOUNTS`, the shop settings), in the order documents name them. */
export const PayeeBankAccountListSchema = z
  .array(PayeeBankAccountSchema)
  .max(5)
  .meta({ id: 'PayeeBankAccountList' });

/**
 * An account as documents print it, one `[label, value]` pair a line: bank and branch, account
 * name, account number, routing number and SWIFT when known. The statement page, the PDFs and
 * the mail all write it so.
 */
export function payeeBankAccountLines(account: PayeeBankAccount): [label: string, value: string][] {
  return [
    ['Bank', `${account.bank}, ${account.branch} branch`],
    ['Account name', account.accountName],
    ['Account number', account.accountNumber],
    ...(account.routingNumber
      ? [['Routing number', account.routingNumber] as [string, string]]
      : []),
    ...(account.swift ? [['SWIFT', account.swift] as [string, string]] : []),
  ];
}

/**
 * How to pay an invoice on account, in one sentence: into the configured account(s), quoting the
 * invoice number(s); `what` is "the invoice number" or "the invoice numbers".
 */
export function payByTransferSentence(accounts: readonly PayeeBankAccount[], what: string): string {
  if (accounts.length === 0) return `Pay by bank transfer quoting ${what}.`;
  const into = accounts
    .map((account) => `${account.bank} account ${account.accountNumber}`)
    .join(' or ');
  return `Pay by bank transfer into ${into} quoting ${what}.`;
}
