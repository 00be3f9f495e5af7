import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  formatRate,
  PRODUCT_MESSAGES,
  TAX_RATES_BULK_MAX,
  VAT_RATE_LABELS,
  type Product,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import type { DataColumn } from '@/components/ui/data-table';
import { quantityColumn, takaColumn } from '@/components/ui/figure-columns';
import { PagedAdminTable } from '@/components/ui/paged-admin-table';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { RowAction } from '@/components/ui/row-action';
import { toastOutcome } from '@/lib/toast-outcome';
import { useListSearch } from '@/lib/use-list-search';
import { useDeleteProduct } from '../api/delete-product';
import { useProductPages } from '../api/get-products';
import { PriceTierTable } from './price-tier-table';
import { RestockModal } from './restock-modal';
import { SetVatRateModal } from './set-vat-rate-modal';

/** 'SKU PX-9700' under a product's name. */
function SkuLine({ sku }: { sku: string }) {
  return (
    <span className="admin-table__sku">
      <Trans>SKU {sku}</Trans>
    </span>
  );
}

/**
 * Manage Product (spec §2, admin): the catalog with SKUs (under the names), volume prices (in
 * a row's Details on a laptop; decisions 120, 162), stock and held pieces; 'Edit' opens Edit
 * Product (decision 121), 'Restock' adds pieces, 'Delete' asks 'Do You Want to Remove This
 * Product?' first. Newest first, 50 at a time with 'Load more products' (decision 217); the
 * search box finds products by name or SKU, as the catalog's search does (decision 247).
 * Each row shows its VAT rate; ticking rows (or 'Select all on this page') and 'Set VAT rate'
 * sets the VAT (and SD) rate of them all at once (decision 305).
 */
export function ManageProducts() {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  /** A product's VAT rate as the list shows it: `Standard 15 %`, with `SD 10%` when it has one. */
  const vatRateText = (product: Product) => {
    const vat = text(VAT_RATE_LABELS[product.vatRate]);
    const sd = formatRate(product.sdRate);
    return product.sdRate > 0 ? t`${vat}, SD ${sd}` : vat;
  };
  const [q] = useListSearch();
  const products = useProductPages(q);
  const deleteProduct = useDeleteProduct();
  const restock = useConfirm<Product>();
  const removal = useConfirm<Product>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [settingRates, setSettingRates] = useState(false);

  const rows = products.data ?? [];
  const chosen = rows.filter((product) => selected.has(product._id)).map((p) => p._id);
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const toggle = (id: string) =>
    setSelected((before) => {
      const after = new Set(before);
      if (after.has(id)) after.delete(id);
      else after.add(id);
      return after;
    });
  const toggleAll = () =>
    setSelected(allChosen ? new Set() : new Set(rows.map((product) => product._id)));

  const chosenCount = format.number(chosen.length);
  const selectName = ({ productName }: Product) => t`Select ${productName}`;
  const editName = ({ productName }: Product) => t`Edit ${productName}`;
  const columns: DataColumn<Product>[] = [
    { header: t`No.`, kind: 'index', cell: (_product, index) => format.number(index + 1) },
    {
      header: t`Image`,
      details: 'narrow',
      cell: (product) => (
        <img
          src={product.productImage}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="admin-table__thumb"
        />
      ),
    },
    {
      header: t`Name`,
      kind: 'title',
      cell: (product) => (
        <>
          <Form.Check
            inline
            className="me-2"
            id={`select-product-${product._id}`}
            aria-label={selectName(product)}
            checked={selected.has(product._id)}
            onChange={() => toggle(product._id)}
          />
          {product.productName}
          <SkuLine sku={product.sku} />
          {/* Under the name, not a column of its own: the table keeps to a laptop's width. */}
          <span className="admin-table__sku">
            <Trans>VAT</Trans> <span>{vatRateText(product)}</span>
          </span>
        </>
      ),
    },
    takaColumn(t`Price`, (product) => product.productPrice),
    {
      header: t`Volume prices`,
      details: 'always',
      cell: (product) =>
        product.priceTiers.length > 1 ? (
          <PriceTierTable product={product} className="price-tiers--stacked" />
        ) : (
          t`One price`
        ),
    },
    quantityColumn(t`Min. Order`, (product) => product.minOrder),
    quantityColumn(t`Available`, (product) => product.availableQuantity),
    quantityColumn(t`Held`, (product) => product.heldQuantity),
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (product) => (
        <div className="admin-table__actions">
          <Link
            className="btn btn-sm btn-outline-secondary"
            to={paths.dashboard.editProduct.getHref(product._id)}
            aria-label={editName(product)}
          >
            <Trans>Edit</Trans>
          </Link>
          <RowAction on={product.productName} onClick={() => restock.ask(product)}>
            {t`Restock`}
          </RowAction>
          <RowAction
            on={product.productName}
            variant="outline-danger"
            onClick={() => removal.ask(product)}
          >
            {t`Delete`}
          </RowAction>
        </div>
      ),
    },
  ];

  return (
    <>
      {rows.length > 0 ? (
        <section
          className="d-flex flex-wrap align-items-center gap-3 mb-3"
          aria-label={t`Selected products`}
        >
          <Form.Check
            id="select-all-products"
            label={t`Select all on this page`}
            checked={allChosen}
            onChange={toggleAll}
          />
          <span aria-live="polite">
            <Trans>{chosenCount} selected</Trans>
          </span>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={chosen.length === 0 || chosen.length > TAX_RATES_BULK_MAX}
            onClick={() => setSettingRates(true)}
          >
            <Trans>Set VAT rate</Trans>
          </Button>
        </section>
      ) : null}
      <PagedAdminTable
        query={products}
        things={t`products`}
        columns={columns}
        search={{
          id: 'product-search',
          label: t`Search products`,
          placeholder: t`Name or SKU`,
        }}
        empty={
          <EmptyState title={t`No products yet.`}>
            <p className="mb-0">
              <Trans>Products you add appear here.</Trans>
            </p>
          </EmptyState>
        }
      />
      <SetVatRateModal
        show={settingRates}
        productIds={chosen}
        onClose={() => setSettingRates(false)}
        onDone={() => setSelected(new Set())}
      />
      <RestockModal
        show={restock.target !== null}
        product={restock.shown}
        onClose={restock.close}
      />
      <ConfirmDialog
        confirm={removal}
        title={text(PRODUCT_MESSAGES.confirmDelete)}
        confirmLabel={t`Yes, Remove`}
        cancelLabel={t`Keep Product`}
        pending={deleteProduct.isPending}
        onConfirm={(product) =>
          deleteProduct.mutate(
            product._id,
            toastOutcome(text(PRODUCT_MESSAGES.deleted), removal.close),
          )
        }
      >
        {({ productName }) => (
          <p className="mb-0">
            <Trans>
              <strong>{productName}</strong> leaves the catalog; existing orders keep their details
              and can still be delivered.
            </Trans>
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
