import type { Product } from '@partline/shared';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  products: readonly Product[];
  /** Heading level of each product name. */
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first row load their images eagerly. */
  eagerCount?: number;
  /** Show 'Confirm Purchase' on each card (spec §6: to non-admins and signed-out visitors). */
  canPurchase?: boolean;
  /** Bootstrap `row-cols-*` classes: how many cards per row at each width. */
  columns?: string;
  /** A further action on each card (the cart's 'Add to cart'; decision 125). */
  renderAction?: ((product: Product) => ReactNode) | undefined;
}

/** Product cards in a responsive grid, in the order given. */
export function ProductGrid({
  products,
  headingLevel = 'h3',
  eagerCount = 0,
  canPurchase = true,
  columns = 'row-cols-1 row-cols-sm-2 row-cols-lg-3',
  renderAction,
}: ProductGridProps) {
  return (
    <ul className={`row ${columns} g-4 list-unstyled mb-0`}>
      {products.map((product, index) => (
        <li key={product._id} className="col">
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            priority={index < eagerCount}
            canPurchase={canPurchase}
            action={renderAction?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
