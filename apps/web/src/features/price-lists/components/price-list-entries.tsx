import { formatTaka, type PriceListEntry } from '@partline/shared';
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

const stepText = (step: PriceListEntry) =>
  `${step.minQuantity}+: ${
    step.unitPrice !== null ? formatTaka(step.unitPrice) : `${step.percentOff} % off`
  } (list ${formatTaka(step.listUnitPrice)})`;

/**
 * A price list's products (decision 320): each one's steps, searched by SKU or name; a product's
 * steps edited in a dialog, a product added by search, or taken out.
 */
export function PriceListEntries({ listId }: { listId: string }) {
  const [q, setQ] = useState('');
  const [find, setFind] = useState('');
  const [editing, setEditing] = useState<ProductRow | null>(null);
  const entries = usePriceListEntries(listId, q);
  const found = useProductSearch(find);
  const remove = useDeleteProductSteps(listId);
  const columns: DataColumn<ProductRow>[] = [
    { header: 'SKU', kind: 'title', cell: (row) => <Identifier>{row.sku}</Identifier> },
    { header: 'Product', cell: (row) => row.productName },
    {
      header: 'Steps',
      cell: (row) => (
        <ul className="list-unstyled mb-0">
          {row.steps.map((step) => (
            <li key={step.id}>{stepText(step)}</li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (row) => (
        <div className="d-flex gap-1">
          <RowAction on={row.sku} onClick={() => setEditing(row)}>
            Edit
          </RowAction>
          <RowAction
            on={row.sku}
            onClick={() =>
              remove.mutate(row.productId, {
                onSuccess: () => toast.success(`${row.sku} taken out of the list`),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Delete
          </RowAction>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="entries-title" className="mt-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="entries-title" className="h5 mb-0 me-auto">
          Entries
        </h2>
        <a
          className="btn btn-outline-primary btn-sm"
          href={`/api/price-lists/${listId}/entries.csv`}
        >
          Export CSV
        </a>
        <a
          className="btn btn-outline-primary btn-sm"
          href={paths.dashboard.importPriceList.getHref(listId)}
        >
          Import CSV
        </a>
      </div>
      <div className="row g-2 mb-2">
        <div className="col-12 col-md-6">
          <input
            type="search"
            className="form-control"
            aria-label="Search entries"
            placeholder="Search by SKU or product"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-6 position-relative">
          <input
            type="search"
            className="form-control"
            aria-label="Add a product"
            placeholder="Add a product by SKU or name"
            value={find}
            onChange={(event) => setFind(event.target.value)}
          />
          {found.data && find.trim() ? (
            <ul className="list-group mt-1" aria-label="Products found">
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
        what="entries"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>{q ? `No entries match “${q}”.` : 'No products in this list yet.'}</p>}
      >
        {(rows) => (
          <DataTable
            label="Entries"
            columns={columns}
            rows={productsOf(rows)}
            rowKey={(row) => row.productId}
          />
        )}
      </QueryState>
      {editing ? (
        <ProductStepsDialog
          listId={listId}
          product={editing}
          entries={editing.steps}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
