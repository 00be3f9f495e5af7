import type { ReactNode } from 'react';
import { useFormat } from '@/lib/i18n/format';

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * An amount in Taka as every page shows it, in the reader's language (decision 325): `formatTaka`
 * (`Tk. 4,911,000`, `Tk. 3,250.50`) in English, `৪৯,১১,০০০৳` in Bangla; on one line, never broken between `Tk.` and the figure (a no-break space and `white-space:
 * nowrap`; docs/decisions/096-shop-time-and-formatters.md). `data-figure="money"` marks it for
 * the journeys' layout check.
 */
export function Money({ taka, className }: { taka: number; className?: string }) {
  const format = useFormat();
  return (
    <span className={classes('text-nowrap', className)} data-figure="money">
      {format.money(taka)}
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
