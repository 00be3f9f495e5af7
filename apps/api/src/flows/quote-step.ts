import { recordAudit, type AuditActor, type AuditChange } from '../audit/audit-log.js';
import type { Transaction } from '../db/client.js';
import {
  appendQuoteEvent,
  type NewQuoteEvent,
  type QuoteRow,
} from '../modules/quotes/quotes.repository.js';
import { quoteLabel } from '../modules/quotes/quotes.service.js';

/**
 * Records a step of `quote` inside `tx`: the event its timeline shows (decision 153) and the audit
 * log's entry of the same change (target: the quote, labelled by number and buyer).
 */
export async function recordQuoteStep(
  tx: Transaction,
  actor: AuditActor,
  quote: Pick<QuoteRow, 'id' | 'number' | 'userEmail'>,
  event: NewQuoteEvent,
  change: Pick<AuditChange, 'action' | 'before' | 'after'>,
): Promise<void> {
  await appendQuoteEvent(tx, quote.id, event);
  await recordAudit(tx, actor, {
    ...change,
    targetType: 'quote',
    targetId: quote.id,
    targetLabel: quoteLabel(quote),
  });
}
