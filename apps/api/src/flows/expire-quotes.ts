import type { Database } from '../db/client.js';
import { expireDueQuotes } from '../modules/quotes/quotes.repository.js';
import { recordQuoteStep } from './quote-step.js';

/** Quotes expired per transaction. */
const BATCH = 100;

/** Who the audit log names for what the expiry job does. */
const SYSTEM_ACTOR = { id: 'system', email: 'system', requestId: null, ip: null };

/**
 * The expiry job's pass (decision 154): every `quoted` quote whose validity has ended becomes
 * `expired`, in batches of one transaction each (rows an acceptance holds are skipped and met on
 * a later pass); each gets its timeline event and audit entry. Acceptance checks the validity
 * itself, so a quote past its date cannot be accepted before the job comes. Returns how many
 * quotes it expired.
 */
export async function expireQuotes(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const rows = await expireDueQuotes(tx, BATCH);
      for (const quote of rows) {
        await recordQuoteStep(
          tx,
          SYSTEM_ACTOR,
          quote,
          {
            kind: 'expired',
            author: 'system',
            authorName: 'Partline',
            version: quote.currentVersion,
          },
          {
            action: 'quote.expire',
            before: { status: 'quoted', version: quote.currentVersion },
            after: { status: 'expired', validUntil: quote.validUntil?.toISOString() ?? null },
          },
        );
      }
      return rows.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}
