import { useLingui } from '@lingui/react/macro';
import type { Quote } from '@partline/shared';
import type { ReactNode } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { useQuote } from '../api/get-quotes';

export interface QuotePageProps {
  /** The quote's id, from the route. */
  id: string;
  /** The quote once read: the buyer's or the shop's view of it. */
  children: (quote: Quote) => ReactNode;
}

/**
 * The page of one quote (decisions 150–151), for the buyer and for the shop alike: its title (its
 * number), and the quote read by id with its loading and not-found states.
 */
export function QuotePage({ id, children }: QuotePageProps) {
  const quote = useQuote(id);
  const { t } = useLingui();
  const number = quote.data?.number;
  return (
    <DashboardPage title={t`Quote`} heading={number ? t`Quote ${number}` : t`Quote`}>
      <QueryState
        query={quote}
        loadingLabel={t`Loading the quote…`}
        errorMessage={t`Quote not found.`}
      >
        {children}
      </QueryState>
    </DashboardPage>
  );
}
