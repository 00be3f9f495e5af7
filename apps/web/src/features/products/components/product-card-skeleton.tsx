/**
 * A grey stand-in of the same size as a listing {@link ProductCard}: the catalog shows a page of
 * them while its first results load, so the cards take their place without moving the page
 * (decision 047: cumulative layout shift ≤ 0.02). Decorative: the caller announces the loading.
 */
export function ProductCardSkeleton() {
  return (
    <div className="card product-card product-card--skeleton h-100">
      <div className="product-card__media" />
      <div className="card-body d-flex flex-column">
        <span className="product-card-skeleton__line product-card-skeleton__line--name" />
        <span className="product-card-skeleton__line product-card-skeleton__line--description" />
        <span className="product-card-skeleton__line product-card-skeleton__line--price" />
        {/* The facts' own grid, so it stacks at the same card widths as the real one. */}
        <span className="product-card__facts product-card-skeleton__facts">
          {[0, 1].map((fact) => (
            <span key={fact}>
              <span className="product-card-skeleton__line product-card-skeleton__line--label" />
              <span className="product-card-skeleton__line product-card-skeleton__line--value" />
            </span>
          ))}
        </span>
        <span className="product-card-skeleton__line product-card-skeleton__line--button mt-auto" />
      </div>
    </div>
  );
}

/** `count` skeleton cards in the catalog's grid, announced once as `label`. */
export function ProductGridSkeleton({
  count,
  label,
  columns,
}: {
  count: number;
  label: string;
  columns: string;
}) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <ul className={`row ${columns} g-4 list-unstyled mb-0`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="col">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
