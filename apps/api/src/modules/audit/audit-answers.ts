import type { FastifyInstance } from 'fastify';
import { AUDIT_CHANNEL, followAuditLog } from '../../audit/audit-log.js';
import { CatalogCache } from '../../catalog-cache/catalog-cache.js';
import { listen } from '../../db/listen.js';
import { KeptAnswers } from '../../kept-answers.js';

/**
 * The audit log's pages, kept serialised per generation until an entry is appended (decision
 * 285): a {@link CatalogCache} of {@link KeptAnswers} dropped by this process's admin actions
 * (`auditLogChanged`, after their answer is made) and by every NOTIFY of {@link AUDIT_CHANNEL}
 * (migration 0024's trigger: other instances' entries, SQL by hand; on PGlite before the writer's
 * commit returns). With PostgreSQL nothing is kept until the LISTEN connection is up, nor while it
 * is down. Stopped when the app closes.
 */
export async function openAuditAnswers<V>(
  app: FastifyInstance,
): Promise<CatalogCache<KeptAnswers<V>>> {
  const answers = new CatalogCache(async () => new KeptAnswers<V>());
  const unfollow = followAuditLog(app.database.db, () => answers.invalidate());
  const stop = await listen(
    app.database,
    AUDIT_CHANNEL,
    { notify: () => answers.invalidate(), listening: (up) => answers.setShared(up) },
    app.log,
  );
  app.addHook('onClose', async () => {
    unfollow();
    answers.setShared(false);
    await stop();
  });
  return answers;
}
