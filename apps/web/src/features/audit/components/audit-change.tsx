import { Trans, useLingui } from '@lingui/react/macro';
import { changedFields, flattenSnapshot, type AuditWords } from '../audit-fields';
import { useAuditWords } from './use-audit-words';

export interface AuditChangeProps {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A target created or removed whole: what happened, then each field it had, one a line. */
function WholeTarget({
  kind,
  snapshot,
  words,
}: {
  kind: 'created' | 'removed';
  snapshot: Record<string, unknown>;
  words: AuditWords;
}) {
  const { t } = useLingui();
  return (
    <div>
      <span className="audit-change__kind">{kind === 'created' ? t`Created` : t`Removed`}</span>
      <ul className="audit-change">
        {flattenSnapshot(snapshot, words).map(({ path, value }) => (
          <li key={path}>
            {kind === 'created' ? (
              <>
                {path}: <strong>{value}</strong>
              </>
            ) : (
              t`${path} was ${value}`
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What an admin action changed, one field a line: `Stock: 40 → 65` for each field that differs,
 * nested lists and objects spelled out field by field (`Price tiers 2 · Unit price: Tk. 900 →
 * Tk. 850`); every field of a created target; 'Removed' with the fields a deleted target had. In
 * the reader's language (decision 330).
 */
export function AuditChange({ before, after }: AuditChangeProps) {
  const { t } = useLingui();
  const words = useAuditWords();
  if (!before && after) return <WholeTarget kind="created" snapshot={after} words={words} />;
  if (before && !after) return <WholeTarget kind="removed" snapshot={before} words={words} />;
  const changed = changedFields(before ?? {}, after ?? {}, words);
  if (changed.length === 0)
    return (
      <span className="text-muted">
        <Trans>No change</Trans>
      </span>
    );
  return (
    <ul className="audit-change">
      {changed.map((change) => (
        <li key={change.path}>
          {change.path}: {change.before} <span aria-label={t`changed to`}>→</span>{' '}
          <strong>{change.after}</strong>
        </li>
      ))}
    </ul>
  );
}
