import type { SpecificationLine } from '@partline/shared';

/**
 * A product's specification (decision 318): one row per attribute with a value, in order (and the
 * product's customs facts after them, decision 323).
 */
export function SpecificationTable({
  lines,
}: {
  lines: readonly Pick<SpecificationLine, 'key' | 'name' | 'display'>[];
}) {
  if (lines.length === 0) return null;
  return (
    <table className="table table-sm specification-table">
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.name}</th>
            <td>{line.display}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
