import { msg } from '@lingui/core/macro';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CurrencyCode, type PriceListImport } from '@partline/shared';
import Table from 'react-bootstrap/Table';
import { Identifier } from '@/components/ui/money';

const ACTION_LABELS = {
  create: msg`Add`,
  update: msg`Change`,
  unchanged: msg`Unchanged`,
  error: msg`Error`,
} as const;

/**
 * A checked import's rows (errors in the row, by column) and the entries it removes; a fixed price
 * in the list's `currency` (decision 327).
 */
export function PriceListImportRows({
  answer,
  currency,
}: {
  answer: PriceListImport;
  currency: CurrencyCode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const rowsOmitted = format.number(answer.rowsOmitted);
  const removalsOmitted = format.number(answer.removalsOmitted);
  const percentOff = (percent: number) => t`${percent} % off`;
  const removedText = ({ sku, minQuantity }: { sku: string; minQuantity: number }) => {
    const from = format.number(minQuantity);
    return t`${sku} from ${from}`;
  };
  return (
    <>
      {/* Wider than a phone: the scrolling box is reachable by keyboard, as a data table's is. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t`Rows`}>
        <Table size="sm" aria-label={t`Rows`}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Line</Trans>
              </th>
              <th scope="col">
                <Trans>SKU</Trans>
              </th>
              <th scope="col">
                <Trans>Product</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>From</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Price</Trans>
              </th>
              <th scope="col">
                <Trans>Result</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((row) => (
              <tr key={row.line} className={row.action === 'error' ? 'table-danger' : undefined}>
                <td>{format.number(row.line)}</td>
                <td>
                  <Identifier>{row.sku}</Identifier>
                </td>
                <td>{row.productName ?? ''}</td>
                <td className="text-end">
                  {row.minQuantity === null ? '' : format.number(row.minQuantity)}
                </td>
                <td className="text-end">
                  {row.unitPrice !== null
                    ? format.money(row.unitPrice, currency)
                    : row.percentOff !== null
                      ? percentOff(row.percentOff)
                      : ''}
                </td>
                <td>
                  {i18n._(ACTION_LABELS[row.action])}
                  {row.errors ? (
                    <ul className="mb-0 ps-3 small">
                      {Object.entries(row.errors).map(([column, messages]) => (
                        <li key={column}>
                          {column}: {messages.map(text).join('; ')}
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
      {answer.rowsOmitted > 0 ? (
        <p>
          <Trans>And {rowsOmitted} more rows.</Trans>
        </p>
      ) : null}
      {answer.removals.length > 0 ? (
        <>
          <h2 className="h6">
            <Trans>Removed</Trans>
          </h2>
          <ul aria-label={t`Removed entries`}>
            {answer.removals.map((removal) => (
              <li key={`${removal.sku}|${removal.minQuantity}`}>{removedText(removal)}</li>
            ))}
          </ul>
          {answer.removalsOmitted > 0 ? (
            <p>
              <Trans>And {removalsOmitted} more.</Trans>
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
