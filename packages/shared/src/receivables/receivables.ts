import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { addDays, shopDay } from '../admin/shop-day.js';
import { formatTaka, toPoisha } from '../common/money.js';
import { formatCalendarDay } from '../common/shop-time.js';
import { moneySchema } from '../common/money.schema.js';
import { PayeeBankAccountSchema } from './payee-bank-account.js';
import { DocumentCurrencySchema } from '../currency/document-currency.schema.js';
import { BASE_CURRENCY, type CurrencyCode } from '../currency/currencies.js';
import { formatMoney } from '../currency/format-money.js';
import {
  CERTIFICATE_NUMBER_MAX_CHARS,
  WITHHOLDING_MESSAGES,
  WithholdingCertificateRefSchema,
} from '../tax/withholding.js';
import { formatQuantity } from '../common/quantity.js';

/*
 * Payment on account (decisions 140–145): a company the shop grants payment terms and a credit
 * limit may order without a card; each such order's invoice is due a number of days after it is
 * issued, and the shop records the bank payments it receives against the invoices.
 */

/** The payment terms the shop grants: net 15, net 30 or net 60 days. */
export const PAYMENT_TERMS_DAYS = [15, 30, 60] as const;
/** One of {@link PAYMENT_TERMS_DAYS}. */
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];

/**
 * How an order is paid: `card` — at once, online, through a provider: a card (spec §4), SSLCommerz
 * or bKash (the provider is the order's `paymentProvider` once paid); `on_account` — on the
 * company's account (decision 140); `bank_transfer` — by BEFTN or RTGS against a proforma
 * invoice, the stock held until the transfer is due (decision 311).
 */
export const PAYMENT_METHODS = ['card', 'on_account', 'bank_transfer'] as const;
/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where an invoice on account stands (decision 141). */
export const INVOICE_STATUSES = ['open', 'partly_paid', 'paid', 'overdue', 'credited'] as const;
/** One of {@link INVOICE_STATUSES}. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How people read an invoice status (badges, the statement and its PDF). */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  open: 'Open',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  credited: 'Credited',
};

/** `Net 30`. */
export function paymentTermsLabel(days: number): string {
  return `Net ${days}`;
}

/**
 * The due date (`YYYY-MM-DD`, the shop's calendar) of an invoice issued at `issuedAt` on net
 * `termsDays` terms: the shop's calendar day of issue plus the days (decision 141).
 */
export function dueDateOf(issuedAt: Date, termsDays: number): string {
  return addDays(shopDay(issuedAt), termsDays);
}

/**
 * The status of an invoice on account from its total, what was paid against it and its due date
 * (decision 141) and its credit and debit notes (`adjustedPoisha`: debits − credits, poisha;
 * decision 310): `credited` when credit notes leave nothing to pay; `paid` once nothing is open;
 * otherwise `overdue` when the shop's day `today` is after the due date; otherwise `partly_paid`
 * or `open`.
 */
export function invoiceStatusOf(
  invoice: { totalPoisha: number; paidPoisha: number; dueDate: string; adjustedPoisha?: number },
  today: string = shopDay(),
): InvoiceStatus {
  const adjusted = invoice.adjustedPoisha ?? 0;
  const owed = invoice.totalPoisha + adjusted;
  if (adjusted < 0 && owed <= 0) return 'credited';
  if (invoice.paidPoisha >= owed) return 'paid';
  if (today > invoice.dueDate) return 'overdue';
  return invoice.paidPoisha > 0 ? 'partly_paid' : 'open';
}

/** Texts of payment on account (ours). */
export const RECEIVABLES_MESSAGES = {
  noTerms: 'Your company does not have payment terms: pay by card',
  notBuyer: 'Only a member of a company may pay on account',
  poRequired: 'Enter your purchase order number to pay on account',
  overCredit: (available: string) =>
    `This order is above your company's available credit (${available}): pay by card or ask the shop`,
  overdue: 'Your company has overdue invoices: pay them before ordering on account',
  companyNotFound: 'Company not found',
  invoiceNotFound: 'Invoice not found',
  notOnAccount: 'Only invoices on account take bank payments',
  otherCompany: 'This invoice belongs to another company',
  overBalance: (number: string, open: string) =>
    `The payment is more than the open balance of invoice ${number} (${open})`,
  allocationsSum: 'The amounts against the invoices must add up to the payment',
  duplicateInvoice: 'Name each invoice once',
  adminsOnly: "Only your company's admins see its statement",
  notMember: 'You are not a member of a company',
  termsSaved: 'Payment terms saved',
  paymentRecorded: 'Payment recorded',
} as const;

/** Largest credit limit, Taka (keeps the sums far inside bigint and a JSON number). */
export const CREDIT_LIMIT_MAX_TAKA = 1_000_000_000;
/** Longest bank reference of a payment, characters. */
export const PAYMENT_REFERENCE_MAX_CHARS = 80;
/** Most invoices one bank payment is recorded against. */
export const PAYMENT_ALLOCATIONS_MAX = 50;

const taka = (label: string, max: number, min: 'zero' | 'positive' = 'zero') =>
  moneySchema({
    min,
    max,
    messages: {
      invalid: `${label} must be a number`,
      negative: `${label} cannot be negative`,
      notPositive: `${label} must be more than 0`,
      tooLarge: `${label} is at most ${formatQuantity(max)}`,
      decimals: `${label} has at most two decimals`,
    },
  });

/**
 * `PUT /admin/companies/{id}/credit` body: the payment terms (15, 30 or 60 days, or `null` for
 * none: card only) and the credit limit in Taka.
 */
export const CompanyCreditInputSchema = z
  .object({
    paymentTermsDays: z
      .union(
        PAYMENT_TERMS_DAYS.map((days) => z.literal(days)),
        { error: 'Choose net 15, 30 or 60 days, or no terms' },
      )
      .nullable(),
    creditLimit: taka('Credit limit', CREDIT_LIMIT_MAX_TAKA),
  })
  .meta({ id: 'CreditTermsChange' });
/** A parsed {@link CompanyCreditInputSchema}. */
export type CompanyCreditInput = z.output<typeof CompanyCreditInputSchema>;

/** A calendar day `YYYY-MM-DD` that exists. */
const calendarDay = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

/** An optional text field: blank (or `null`) counts as not sent. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .trim()
      .max(max, { error: `At most ${max} characters` })
      .optional(),
  );
/** An optional calendar day: blank (or `null`) counts as not sent. */
const optionalDay = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  calendarDay.optional(),
);
/** An amount of 0 or more, 0 when not sent. */
const takaOrZero = (label: string) => taka(label, CREDIT_LIMIT_MAX_TAKA).default(0);

/**
 * `POST /admin/companies/{id}/payments` body: a payment of the company — the amount that reached
 * the bank (Taka; 0 when only a certificate arrived), the day it arrived and the bank's reference
 * (required with an amount) — with what the company withheld at source (decision 307): VAT
 * deducted (`vatWithheld`, Taka) with its Mushak-6.6 certificate number and date (VAT and SD Act
 * 2012 s. 49), income tax deducted (`incomeTaxWithheld`, Taka) with its certificate number and
 * date (Income Tax Act 2023 s. 89). A certificate goes with its amount and only with it. Then what
 * it settles of one or more of the company's invoices: per invoice the cash (`amount`), VAT and
 * income tax withheld; each part adds up over the invoices to the payment's part.
 */
export const RecordPaymentInputSchema = z
  .object({
    amount: taka('Amount', CREDIT_LIMIT_MAX_TAKA),
    receivedOn: calendarDay,
    reference: z
      .string({ error: WITHHOLDING_MESSAGES.referenceRequired })
      .trim()
      .max(PAYMENT_REFERENCE_MAX_CHARS, {
        error: `At most ${PAYMENT_REFERENCE_MAX_CHARS} characters`,
      })
      .default(''),
    vatWithheld: takaOrZero('VAT deducted'),
    vdsCertificateNumber: optionalText(CERTIFICATE_NUMBER_MAX_CHARS),
    vdsCertificateDate: optionalDay,
    incomeTaxWithheld: takaOrZero('Income tax deducted'),
    tdsCertificateNumber: optionalText(CERTIFICATE_NUMBER_MAX_CHARS),
    tdsCertificateDate: optionalDay,
    allocations: z
      .array(
        z.object({
          invoiceId: z.uuid({ error: 'Choose an invoice' }),
          amount: taka('Amount', CREDIT_LIMIT_MAX_TAKA),
          vatWithheld: takaOrZero('VAT deducted'),
          incomeTaxWithheld: takaOrZero('Income tax deducted'),
        }),
      )
      .min(1, { error: 'Record the payment against at least one invoice' })
      .max(PAYMENT_ALLOCATIONS_MAX, {
        error: `At most ${PAYMENT_ALLOCATIONS_MAX} invoices per payment`,
      }),
  })

  .superRefine((input, ctx) => {
    const W = WITHHOLDING_MESSAGES;
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.amount > 0 && input.reference === '') issue('reference', W.referenceRequired);
    if (input.amount + input.vatWithheld + input.incomeTaxWithheld <= 0) {
      issue('amount', W.nothingReceived);
    }
    for (const [withheld, number, date] of [
      ['vatWithheld', 'vdsCertificateNumber', 'vdsCertificateDate'],
      ['incomeTaxWithheld', 'tdsCertificateNumber', 'tdsCertificateDate'],
    ] as const) {
      if (input[withheld] > 0) {
        if (input[number] === undefined) issue(number, W.certificateNumberRequired);
        if (input[date] === undefined) issue(date, W.certificateDateRequired);
      } else if (input[number] !== undefined || input[date] !== undefined) {
        issue(withheld, W.certificateWithoutAmount);
      }
    }
    const ids = new Set(input.allocations.map((a) => a.invoiceId));
    if (ids.size !== input.allocations.length) {
      issue('allocations', RECEIVABLES_MESSAGES.duplicateInvoice);
    }
    const sumOf = (part: 'amount' | 'vatWithheld' | 'incomeTaxWithheld') =>
      input.allocations.reduce((total, a) => total + safePoisha(a[part]), 0);
    if (sumOf('amount') !== safePoisha(input.amount)) {
      issue('allocations', RECEIVABLES_MESSAGES.allocationsSum);
    }
    if (sumOf('vatWithheld') !== safePoisha(input.vatWithheld)) issue('allocations', W.vdsSum);
    if (sumOf('incomeTaxWithheld') !== safePoisha(input.incomeTaxWithheld)) {
      issue('allocations', W.tdsSum);
    }
    input.allocations.forEach((a, index) => {
      if (a.amount + a.vatWithheld + a.incomeTaxWithheld <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['allocations', index, 'amount'],
          message: 'Amount must be more than 0',
        });
      }
    });
  })
  .meta({ id: 'RecordPaymentInput' });
/** The record-payment form's values. */
export type RecordPaymentInputValues = z.input<typeof RecordPaymentInputSchema>;
/** A parsed {@link RecordPaymentInputSchema}. */
export type RecordPaymentInput = z.output<typeof RecordPaymentInputSchema>;

function safePoisha(taka: number): number {
  try {
    return toPoisha(taka);
  } catch {
    return Number.NaN;
  }
}

/** One invoice on account as the statement shows it (money in Taka). */
export const StatementInvoiceSchema = z
  .object({
    _id: z.uuid(),
    number: z.string(),
    orderId: z.uuid(),
    orderNumber: z.string().describe('The order number, `SO-<year>-<sequence>` (decision 300)'),
    issuedAt: InstantSchema,
    dueDate: z.iso.date(),
    poNumber: z.string().nullable(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    total: z.number(),
    adjusted: z
      .number()
      .describe('What its debit notes add and credit notes take off (negative), Taka'),
    paid: z
      .number()
      .describe('What payments settled of it, Taka: cash and the VAT and income tax withheld'),
    vatWithheld: z.number().describe('Of `paid`: VAT deducted at source, Taka (decision 307)'),
    incomeTaxWithheld: z.number().describe('Of `paid`: income tax deducted at source, Taka'),
    open: z.number().describe('What is still to pay, Taka: total + adjusted − paid'),
    status: z.enum(INVOICE_STATUSES),
  })
  .meta({ id: 'StatementInvoice' });
/**
 * A credit note (Mushak-6.7) or debit note (Mushak-6.8) of an invoice on account as the statement
 * shows it: `amount` in Taka, negative for a credit note (decision 310).
 */
export const StatementNoteSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(['credit', 'debit']),
    number: z.string(),
    issuedAt: InstantSchema,
    invoiceId: z.uuid(),
    invoiceNumber: z.string(),
    reason: z.string(),
    amount: z.number().describe('Taka; negative for a credit note'),
  })
  .meta({ id: 'StatementNote' });
/** A {@link StatementNoteSchema}. */
export type StatementNote = z.infer<typeof StatementNoteSchema>;

/** A {@link StatementInvoiceSchema}. */
export type StatementInvoice = z.infer<typeof StatementInvoiceSchema>;

/**
 * A company's terms on account as the back office reads them (decision 140): the days it has to
 * pay an invoice (`null`: it pays by card) and its credit limit, in the company's `currency`
 * (decision 327) — as are its balances, invoices and payments.
 */
const accountTerms = {
  paymentTermsDays: z.number().int().nullable(),
  creditLimit: z.number().describe('In `currency`'),
  currency: DocumentCurrencySchema.describe(
    "The company's billing currency: every amount of this answer is in it (decision 327)",
  ),
};

/** What a company's invoices on account still ask, and the part of it past due, Taka. */
const accountBalances = {
  openBalance: z.number(),
  overdueBalance: z.number(),
};

/**
 * One payment recorded for a company (Taka): what reached the bank (`amount`), the VAT and income
 * tax withheld at source with their certificates (`null`: none; decision 307), and what it
 * settled of each invoice, part by part.
 */
export const RecordedPaymentSchema = z
  .object({
    _id: z.uuid(),
    amount: z.number().describe('Received in the bank, Taka'),
    vatWithheld: z.number(),
    vdsCertificate: WithholdingCertificateRefSchema.nullable(),
    incomeTaxWithheld: z.number(),
    tdsCertificate: WithholdingCertificateRefSchema.nullable(),
    receivedOn: z.iso.date(),
    reference: z.string(),
    recordedAt: InstantSchema,
    invoices: z.array(
      z.object({
        invoiceId: z.uuid(),
        number: z.string(),
        amount: z.number(),
        vatWithheld: z.number(),
        incomeTaxWithheld: z.number(),
      }),
    ),
  })
  .meta({ id: 'RecordedPayment' });
/** A {@link RecordedPaymentSchema}. */
export type RecordedPayment = z.infer<typeof RecordedPaymentSchema>;

/**
 * The parts of a recorded payment as the statement page and its PDF print them (decision 307):
 * `Received Tk. 10,000`, then, when withheld, `VAT withheld Tk. 1,500 (Mushak-6.6 no. …, 20 November
 * 2026)` and `Income tax withheld Tk. 500 (certificate no. …, 20 November 2026)`.
 */
export function paymentPartsOf(
  payment: RecordedPayment,
  currency: CurrencyCode = BASE_CURRENCY,
): string[] {
  const money = moneyIn(currency);
  const parts = [`Received ${money(payment.amount)}`];
  if (payment.vdsCertificate) {
    parts.push(
      `VAT withheld ${money(payment.vatWithheld)} (Mushak-6.6 no. ` +
        `${payment.vdsCertificate.number}, ${formatCalendarDay(payment.vdsCertificate.date)})`,
    );
  }
  if (payment.tdsCertificate) {
    parts.push(
      `Income tax withheld ${money(payment.incomeTaxWithheld)} (certificate no. ` +
        `${payment.tdsCertificate.number}, ${formatCalendarDay(payment.tdsCertificate.date)})`,
    );
  }
  return parts;
}

/**
 * What a payment settled of one invoice, as printed: `INV-2026-27-000001 Tk. 10,000`, plus
 * `+ VAT withheld Tk. 1,500` and `+ income tax withheld Tk. 500` when withheld.
 */
export function settledPartsOf(
  invoice: RecordedPayment['invoices'][number],
  currency: CurrencyCode = BASE_CURRENCY,
): string {
  const money = moneyIn(currency);
  let text = `${invoice.number} ${money(invoice.amount)}`;
  if (invoice.vatWithheld > 0) text += ` + VAT withheld ${money(invoice.vatWithheld)}`;
  if (invoice.incomeTaxWithheld > 0) {
    text += ` + income tax withheld ${money(invoice.incomeTaxWithheld)}`;
  }
  return text;
}

/**
 * A formatter of amounts in major units of `currency` as the statement prints them (decision
 * 327): Taka as `formatTaka` writes it, an export currency as `formatMoney` (`US$1,234.56`).
 */
export function moneyIn(currency: CurrencyCode = BASE_CURRENCY): (amount: number) => string {
  return currency === BASE_CURRENCY
    ? formatTaka
    : (amount) => formatMoney(toPoisha(amount), currency);
}

/**
 * A company's statement of account: its terms and credit limit, the open balance (what its
 * invoices on account still ask), what is overdue, the credit left, every invoice on account
 * (newest first) and every recorded payment.
 */
export const StatementSchema = z
  .object({
    companyId: z.uuid(),
    companyName: z.string(),
    vatWithholding: z
      .boolean()
      .describe('The shop marks the company a VAT withholding entity (decision 307)'),
    incomeTaxDeductor: z.boolean().describe('The shop marks it as deducting income tax at source'),
    asOf: z.iso.date().describe("The shop's day the statuses are computed for"),
    ...accountTerms,
    ...accountBalances,
    availableCredit: z.number(),
    invoices: z.array(StatementInvoiceSchema),
    notes: z
      .array(StatementNoteSchema)
      .describe('Credit and debit notes of its invoices on account, newest first (decision 310)'),
    payments: z.array(RecordedPaymentSchema),
    payTo: z
      .array(PayeeBankAccountSchema)
      .describe('The bank accounts to pay into (empty: none configured; decision 304)'),
  })
  .meta({ id: 'Statement' });
/** A {@link StatementSchema}. */
export type Statement = z.infer<typeof StatementSchema>;

/**
 * The figures that head a statement of account (decision 145), as `[label, value]` pairs in the
 * order the statement page and its PDF both show them: the terms (`Card only` without terms), the
 * credit limit, the open balance, what is overdue and the credit left, money in the statement's
 * currency ({@link moneyIn}; decision 327).
 */
export function statementFigures(statement: Statement): [label: string, value: string][] {
  const money = moneyIn(statement.currency);
  return [
    [
      'Terms',
      statement.paymentTermsDays ? paymentTermsLabel(statement.paymentTermsDays) : 'Card only',
    ],
    ['Credit limit', money(statement.creditLimit)],
    ['Open balance', money(statement.openBalance)],
    ['Overdue', money(statement.overdueBalance)],
    ['Available credit', money(statement.availableCredit)],
  ];
}

/** A company's terms and credit limit as the back-office reads them. */
export const CompanyCreditSchema = z
  .object({
    companyId: z.uuid(),
    ...accountTerms,
  })
  .meta({ id: 'CompanyCredit' });
/** A {@link CompanyCreditSchema}. */
export type CompanyCredit = z.infer<typeof CompanyCreditSchema>;

/** `POST /admin/companies/{id}/payments` answer. */
export const RecordPaymentResultSchema = z
  .object({ insertedId: z.uuid(), openBalance: z.number() })
  .meta({ id: 'RecordPaymentResult' });
/** A {@link RecordPaymentResultSchema}. */
export type RecordPaymentResult = z.infer<typeof RecordPaymentResultSchema>;

/** The statement PDF's file name: `statement-2026-11-25.pdf`. */
export function statementFileName(asOf: string): string {
  return `statement-${asOf}.pdf`;
}

/** `GET /company/payment-terms`: the caller's company, role and terms (any member). */
export const MyPaymentTermsSchema = z
  .object({
    companyId: z.uuid(),
    companyName: z.string(),
    role: z.enum(['admin', 'buyer']),
    paymentTermsDays: z.number().int().nullable().describe('`null`: the company pays by card'),
  })
  .meta({ id: 'MyPaymentTerms' });
/** A {@link MyPaymentTermsSchema}. */
export type MyPaymentTerms = z.infer<typeof MyPaymentTermsSchema>;

/** One company of the back-office's Company Accounts list (money in Taka). */
export const CompanyAccountSummarySchema = z
  .object({
    companyId: z.uuid(),
    companyName: z.string(),
    ...accountTerms,
    ...accountBalances,
  })
  .meta({ id: 'CompanyAccountSummary' });
/** A {@link CompanyAccountSummarySchema}. */
export type CompanyAccountSummary = z.infer<typeof CompanyAccountSummarySchema>;
/** `GET /admin/company-accounts`: every company, by name. */
export const CompanyAccountListSchema = z
  .array(CompanyAccountSummarySchema)
  .meta({ id: 'CompanyAccountList' });
