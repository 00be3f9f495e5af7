import type { CurrencyCode } from '@partline/shared';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/i18n/format';

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** What {@link Money} shows: an amount in Taka, or an amount in a named currency. */
export type MoneyProps = { className?: string } & (
  | { taka: number; amount?: never; currency?: never }
  | { amount: number; currency: CurrencyCode; taka?: never }
);

/**
 * An amount as every page shows it, in the reader's language (decisions 324, 325): `taka`, or
 * `amount` in major units of `currency` (a document's or a company's own). Taka is `formatTaka`'s
 * (`Tk. 4,911,000`, `Tk. 3,250.50`) in English, `৪৯,১১,০০০৳` in Bangla; an export currency
 * `formatMoney`'s with its minor units (`US$1,234.50`, `€1,234.50`; `১,২৩৪.৫০ US$`). On one line,
 * never broken between the sign and the figure (a no-break space and `white-space: nowrap`;
 * docs/decisions/096-shop-time-and-formatters.md). `data-figure="money"` marks it for the
 * journeys' layout check.
 */
export function Money({ taka, amount, currency, className }: MoneyProps) {
  const format = useFormat();
  return (
    <span className={classes('text-nowrap', className)} data-figure="money">
      {taka === undefined ? format.money(amount, currency) : format.money(taka)}
    </span>
  );
}

/**
 * An identifier a person reads or types back (an invoice number `PL-2026-000003`, a PO number, a
 * SKU): on one line, never broken at its hyphens. `data-figure="identifier"` marks it for the
 * journeys' layout check.
 */
export function Identifier({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={classes('text-nowrap', className)} data-figure="identifier">
      {children}
    </span>
  );
}
