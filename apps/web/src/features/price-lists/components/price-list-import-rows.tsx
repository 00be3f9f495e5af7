import { formatTaka, type PriceListImport } from '@partline/shared';
import Table from 'react-bootstrap/Table';
import { Identifier } from '@/components/ui/money';

const ACTION_LABELS = {
  create: 'Add',
  update: 'Change',
  unchanged: 'Unchanged',
  error: 'Error',
} as const;

/** A checked import's rows (errors in the row, by column) and the entries it removes. */
export function PriceListImportRows({ answer }: { answer: PriceListImport }) {
  return (
    <>
      {/* Wider than a phone: the scrolling box is reachable by keyboard, as a data table's is. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Rows">
        <Table size="sm" aria-label="Rows">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">SKU</th>
              <th scope="col">Product</th>
              <th scope="col" className="text-end">
                From
              </th>
              <th scope="col" className="text-end">
                Price
              </th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((row) => (
              <tr key={row.line} className={row.action === 'error' ? 'table-danger' : undefined}>
                <td>{row.line}</td>
                <td>
                  <Identifier>{row.sku}</Identifier>
                </td>
                <td>{row.productName ?? ''}</td>
                <td className="text-end">{row.minQuantity ?? ''}</td>
                <td className="text-end">
                  {row.unitPrice !== null
                    ? formatTaka(row.unitPrice)
                    : row.percentOff !== null
                      ? `${row.percentOff} % off`
                      : ''}
                </td>
                <td>
                  {ACTION_LABELS[row.action]}
                  {row.errors ? (
                    <ul className="mb-0 ps-3 small">
                      {Object.entries(row.errors).map(([column, messages]) => (
                        <li key={column}>
                          {column}: {messages.join('; ')}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {answer.rowsOmitted > 0 ? <p>And {answer.rowsOmitted} more rows.</p> : null}
      {answer.removals.length > 0 ? (
        <>
          <h2 className="h6">Removed</h2>
          <ul aria-label="Removed entries">
            {answer.removals.map((removal) => (
              <li key={`${removal.sku}|${removal.minQuantity}`}>
                {removal.sku} from {removal.minQuantity}
              </li>
            ))}
          </ul>
          {answer.removalsOmitted > 0 ? <p>And {answer.removalsOmitted} more.</p> : null}
        </>
      ) : null}
    </>
  );
}
