import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from './empty-state';

export interface NoMatchesProps {
  /** What the list holds, plural: 'users' → 'No users match “…”.' */
  things: string;
  /** The search text that found nothing. */
  q: string;
}

/** A searched back-office list that found nothing (decision 247): says so, and what to try. */
export function NoMatches({ things, q }: NoMatchesProps) {
  const { t } = useLingui();
  return (
    <EmptyState title={t`No ${things} match “${q}”.`}>
      <p className="mb-0">
        <Trans>Check the spelling, or clear the search to see every one.</Trans>
      </p>
    </EmptyState>
  );
}
