import { changedFields, flattenSnapshot } from '../audit-fields';

export interface AuditChangeProps {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A target created or removed whole: what happened, then each field it had, one a line. */
function WholeTarget({
  kind,
  snapshot,
}: {
  kind: 'Created' | 'Removed';
  snapshot: Record<string, unknown>;
}) {
  return (
    <div>
      <span className="audit-change__kind">{kind}</span>
      <ul className="audit-change">
        {flattenSnapshot(snapshot).map(({ path, value }) => (
          <li key={path}>
            {kind === 'Created' ? (
              <>
                {path}: <strong>{value}</strong>
              </>
            ) : (
              `${path} was ${value}`
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
 * Tk. 850`); every field of a created target; 'Removed' with the fields a deleted target had.
 */
export function AuditChange({ before, after }: AuditChangeProps) {
  if (!before && after) return <WholeTarget kind="Created" snapshot={after} />;
  if (before && !after) return <WholeTarget kind="Removed" snapshot={before} />;
  const changed = changedFields(before ?? {}, after ?? {});
  if (changed.length === 0) return <span className="text-muted">No change</span>;
  return (
    <ul className="audit-change">
      {changed.map((change) => (
        <li key={change.path}>
          {change.path}: {change.before} <span aria-label="changed to">→</span>{' '}
          <strong>{change.after}</strong>
        </li>
      ))}
    </ul>
  );
}
