import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webhookEvents } from '../../db/schema/index.js';

/**
 * Claims a webhook event id with `INSERT … ON CONFLICT DO NOTHING`; `true` when this call took it
 * (a replay or a concurrent duplicate delivery finds it taken).
 */
export async function claimWebhookEvent(
  db: Database,
  event: { id: string; type: string },
): Promise<boolean> {
  const claimed = await db
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return claimed.length === 1;
}

/** Gives a claimed event id back, so that the provider's retry is handled. */
export async function releaseWebhookEvent(db: Database, id: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}
