import { formatQuantity, PRODUCT_MESSAGES, type Product } from '@partline/shared';
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

/**
 * Manage Product (spec §2, admin): the catalog with SKUs (under the names), volume prices (in
 * a row's Details on a laptop; decisions 120, 162), stock and held pieces; 'Edit' opens Edit
 * Product (decision 121), 'Restock' adds pieces, 'Delete' asks 'Do You Want to Remove This
 * Product?' first. Newest first, 50 at a time with 'Load more products' (decision 217); the
 * search box finds products by name or SKU, as the catalog's search does (decision 247).
 */
export function ManageProducts() {
  const [q] = useListSearch();
  const products = useProductPages(q);
  const deleteProduct = useDeleteProduct();
  const restock = useConfirm<Product>();
  const removal = useConfirm<Product>();

  const columns: DataColumn<Product>[] = [
    { header: 'No.', kind: 'index', cell: (_product, index) => formatQuantity(index + 1) },
    {
      header: 'Image',
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
      header: 'Name',
      kind: 'title',
      cell: (product) => (
        <>
          {product.productName}
          <span className="admin-table__sku">SKU {product.sku}</span>
        </>
      ),
    },
    takaColumn('Price', (product) => product.productPrice),
    {
      header: 'Volume prices',
      details: 'always',
      cell: (product) =>
        product.priceTiers.length > 1 ? (
          <PriceTierTable product={product} className="price-tiers--stacked" />
        ) : (
          'One price'
        ),
    },
    quantityColumn('Min. Order', (product) => product.minOrder),
    quantityColumn('Available', (product) => product.availableQuantity),
    quantityColumn('Held', (product) => product.heldQuantity),
    {
      header: 'Actions',
      kind: 'actions',
      cell: (product) => (
        <div className="admin-table__actions">
          <Link
            className="btn btn-sm btn-outline-secondary"
            to={paths.dashboard.editProduct.getHref(product._id)}
            aria-label={`Edit ${product.productName}`}
          >
            Edit
          </Link>
          <RowAction on={product.productName} onClick={() => restock.ask(product)}>
            Restock
          </RowAction>
          <RowAction
            on={product.productName}
            variant="outline-danger"
            onClick={() => removal.ask(product)}
          >
            Delete
          </RowAction>
        </div>
      ),
    },
  ];

  return (
    <>
      <PagedAdminTable
        query={products}
        things="products"
        columns={columns}
        search={{ id: 'product-search', label: 'Search products', placeholder: 'Name or SKU' }}
        empty={
          <EmptyState title="No products yet.">
            <p className="mb-0">Products you add appear here.</p>
          </EmptyState>
        }
      />
      <RestockModal
        show={restock.target !== null}
        product={restock.shown}
        onClose={restock.close}
      />
      <ConfirmDialog
        confirm={removal}
        title={PRODUCT_MESSAGES.confirmDelete}
        confirmLabel="Yes, Remove"
        cancelLabel="Keep Product"
        pending={deleteProduct.isPending}
        onConfirm={(product) =>
          deleteProduct.mutate(product._id, toastOutcome(PRODUCT_MESSAGES.deleted, removal.close))
        }
      >
        {(item) => (
          <p className="mb-0">
            <strong>{item.productName}</strong> leaves the catalog; existing orders keep their
            details and can still be delivered.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
