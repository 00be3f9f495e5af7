import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CurrencyCode, type PriceListEntry } from '@partline/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Identifier } from '@/components/ui/money';
import { QueryState } from '@/components/ui/query-state';
import { RowAction } from '@/components/ui/row-action';
import { paths } from '@/config/paths';
import { useDeleteProductSteps, usePriceListEntries, useProductSearch } from '../api/price-lists';
import { ProductStepsDialog } from './product-steps-dialog';

/** A product of the list with its steps in order. */
interface ProductRow {
  productId: string;
  sku: string;
  productName: string;
  steps: PriceListEntry[];
}

function productsOf(entries: readonly PriceListEntry[]): ProductRow[] {
  const rows = new Map<string, ProductRow>();
  for (const entry of entries) {
    const row = rows.get(entry.productId) ?? {
      productId: entry.productId,
      sku: entry.sku,
      productName: entry.productName,
      steps: [],
    };
    row.steps.push(entry);
    rows.set(entry.productId, row);
  }
  return [...rows.values()];
}

/**
 * A price list's products (decision 320): each one's steps, searched by SKU or name; a product's
 * steps edited in a dialog, a product added by search, or taken out. A step's price is in the
 * list's `currency` (decision 327), the list price beside it in Taka, the product's base price.
 */
export function PriceListEntries({ listId, currency }: { listId: string; currency: CurrencyCode }) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  /** One step: '100+: Tk. 1,380 (list Tk. 1,450)', 'US$11.50 (list Tk. 1,450)' or '5 % off'. */
  const stepText = (step: PriceListEntry) => {
    const from = format.tierQuantity(step.minQuantity);
    const percent = step.percentOff ?? 0;
    const price =
      step.unitPrice !== null ? format.money(step.unitPrice, currency) : t`${percent} % off`;
    const list = format.money(step.listUnitPrice);
    return t`${from}: ${price} (list ${list})`;
  };
  const [q, setQ] = useState('');
  const [find, setFind] = useState('');
  const [editing, setEditing] = useState<ProductRow | null>(null);
  const entries = usePriceListEntries(listId, q);
  const found = useProductSearch(find);
  const remove = useDeleteProductSteps(listId);
  const takenOut = ({ sku }: ProductRow) => t`${sku} taken out of the list`;
  const columns: DataColumn<ProductRow>[] = [
    { header: t`SKU`, kind: 'title', cell: (row) => <Identifier>{row.sku}</Identifier> },
    { header: t`Product`, cell: (row) => row.productName },
    {
      header: t`Steps`,
      cell: (row) => (
        <ul className="list-unstyled mb-0">
          {row.steps.map((step) => (
            <li key={step.id}>{stepText(step)}</li>
          ))}
        </ul>
      ),
    },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (row) => (
        <div className="d-flex gap-1">
          <RowAction on={row.sku} onClick={() => setEditing(row)}>
            {t`Edit`}
          </RowAction>
          <RowAction
            on={row.sku}
            onClick={() =>
              remove.mutate(row.productId, {
                onSuccess: () => toast.success(takenOut(row)),
                onError: (error) => toast.error(text(error.message)),
              })
            }
          >
            {t`Delete`}
          </RowAction>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="entries-title" className="mt-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="entries-title" className="h5 mb-0 me-auto">
          <Trans>Entries</Trans>
        </h2>
        <a
          className="btn btn-outline-primary btn-sm"
          href={`/api/price-lists/${listId}/entries.csv`}
        >
          <Trans>Export CSV</Trans>
        </a>
        <a
          className="btn btn-outline-primary btn-sm"
          href={paths.dashboard.importPriceList.getHref(listId)}
        >
          <Trans>Import CSV</Trans>
        </a>
      </div>
      <div className="row g-2 mb-2">
        <div className="col-12 col-md-6">
          <input
            type="search"
            className="form-control"
            aria-label={t`Search entries`}
            placeholder={t`Search by SKU or product`}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-6 position-relative">
          <input
            type="search"
            className="form-control"
            aria-label={t`Add a product`}
            placeholder={t`Add a product by SKU or name`}
            value={find}
            onChange={(event) => setFind(event.target.value)}
          />
          {found.data && find.trim() ? (
            <ul className="list-group mt-1" aria-label={t`Products found`}>
              {found.data.map((product) => (
                <li key={product._id} className="list-group-item p-0">
                  <button
                    type="button"
                    className="btn btn-link w-100 text-start"
                    onClick={() => {
                      setFind('');
                      setEditing({
                        productId: product._id,
                        sku: product.sku,
                        productName: product.productName,
                        steps: [],
                      });
                    }}
                  >
                    {product.sku} · {product.productName}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <QueryState
        query={entries}
        what={t`entries`}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>{q ? t`No entries match “${q}”.` : t`No products in this list yet.`}</p>}
      >
        {(rows) => (
          <DataTable
            label={t`Entries`}
            columns={columns}
            rows={productsOf(rows)}
            rowKey={(row) => row.productId}
          />
        )}
      </QueryState>
      {editing ? (
        <ProductStepsDialog
          listId={listId}
          currency={currency}
          product={editing}
          entries={editing.steps}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
