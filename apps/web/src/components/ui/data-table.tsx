import { Fragment, useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Table from 'react-bootstrap/Table';

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  /** The column's name, word for word: its header, and the value's label on a phone card. */
  header: string;
  /** The cell's content for one row (`index` counts from 0 in the order of `rows`). */
  cell: (row: Row, index: number) => ReactNode;
  /**
   * - `title`: the row's name, a row header (`<th scope="row">`); a card's heading.
   * - `actions`: the row's buttons; a card's footer, always in view.
   * - `index`: a running number; left out of cards (their order says it).
   */
  kind?: 'title' | 'actions' | 'index';
  /** Right-aligned figures (amounts, counts) in the table; cards align every value left. */
  align?: 'end';
  /**
   * A column that gives way in the table to the row's details, which a 'Details' button under
   * the title opens: `always` at ≥ 992 px, or `narrow` between 992 and 1199 px only, where the
   * back-office column is ~660 px wide. Cards show it like any other value.
   */
  details?: 'always' | 'narrow';
  /** Classes of the column's cells (width hints, wrapping). */
  className?: string;
}

export interface DataTableProps<Row> {
  /** Names the table and its region for assistive technology. */
  label: string;
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * Below 992 px each row becomes a card of label: value pairs (the default). `false` keeps a
   * table at every width: for a label and a figure or two, which read as pairs already.
   */
  cards?: boolean;
  /** Rows of a `<tfoot>` (totals), in the table's own markup. */
  footer?: ReactNode;
  className?: string;
}

const alignClass = (column: { align?: 'end' }) => (column.align === 'end' ? 'data-table__end' : '');

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The back-office's list: a table where it fits, a card per row where it does not (decision 110).
 * At ≥ 992 px every column is in view without sideways scrolling: cells wrap, and columns with
 * `details` move into a row's details. Below 992 px each row is a card of
 * label: value pairs with its actions in view. One DOM for every width (CSS only), so a row's
 * buttons, roles and names are the same on a phone and a laptop. The wrapper still scrolls as a
 * last resort (an unbreakable value at 400 % zoom); it is focusable and named for keyboards
 * (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  cards = true,
  footer,
  className,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const secondary = columns.filter((column) => column.details);
  const detailsWhen = secondary.some((column) => column.details === 'always') ? 'always' : 'narrow';
  const inDetails = (column: DataColumn<Row>) =>
    column.details && `data-table__in-details--${column.details}`;

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div
      className={classes(
        'data-table',
        cards && 'data-table--cards',
        secondary.length > 0 && `data-table--details-${detailsWhen}`,
        className,
      )}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table hover className="mb-0 align-middle" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={classes(
                  alignClass(column),
                  inDetails(column),
                  column.kind === 'index' && 'data-table__index',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = rowKey(row);
            const detailsId = `${baseId}-details-${index}`;
            const expanded = open.has(key);
            return (
              <Fragment key={key}>
                <tr className={expanded ? 'data-table__row--open' : undefined}>
                  {columns.map((column) => {
                    const cellClass = classes(
                      alignClass(column),
                      column.kind && `data-table__${column.kind}`,
                      inDetails(column),
                      column.className,
                    );
                    if (column.kind === 'title') {
                      return (
                        <th key={column.header} scope="row" className={cellClass}>
                          <span id={`${detailsId}-title`}>{column.cell(row, index)}</span>
                          {secondary.length > 0 ? (
                            <button
                              type="button"
                              id={`${detailsId}-toggle`}
                              // 'Details PX-9700 CPU': which row's details, for a list of buttons.
                              aria-labelledby={`${detailsId}-toggle ${detailsId}-title`}
                              className={`data-table__toggle data-table__toggle--${detailsWhen} btn btn-link btn-sm`}
                              aria-expanded={expanded}
                              aria-controls={detailsId}
                              onClick={() => toggle(key)}
                            >
                              {expanded ? t`Hide details` : t`Details`}
                            </button>
                          ) : null}
                        </th>
                      );
                    }
                    return (
                      <td key={column.header} className={cellClass} data-label={column.header}>
                        <div className="data-table__value">{column.cell(row, index)}</div>
                      </td>
                    );
                  })}
                </tr>
                {expanded ? (
                  <tr
                    className={`data-table__details data-table__details--${detailsWhen}`}
                    id={detailsId}
                  >
                    <td colSpan={columns.length}>
                      <dl className="data-table__pairs">
                        {secondary.map((column) => (
                          <div key={column.header} className={inDetails(column) || undefined}>
                            <dt>{column.header}</dt>
                            <dd>{column.cell(row, index)}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </Table>
    </div>
  );
}

/**
 * A back-office list (decision 110): a {@link DataTable} styled as `admin-table`, its rows keyed by
 * their `_id` — the orders, products, users and audit entries of the dashboard.
 */
export function AdminTable<Row extends { _id: string }>(
  props: Omit<DataTableProps<Row>, 'className' | 'rowKey'>,
) {
  return <DataTable {...props} className="admin-table" rowKey={(row) => row._id} />;
}
