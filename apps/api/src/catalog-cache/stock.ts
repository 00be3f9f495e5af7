/**
 * The stock figures of one product as the catalog shows them: pieces in stock, pieces held by
 * paid, undelivered orders, and the minimum order (a product is buyable while
 * `availableQuantity − heldQuantity ≥ minOrder`, the `inStock` filter's rule).
 */
export interface ProductStock {
  readonly availableQuantity: number;
  readonly heldQuantity: number;
  readonly minOrder: number;
}

/**
 * A change of stock as the kept catalog answers take it (decision 338): the fresh figures of the
 * products it touched (by id; a product deleted meanwhile is absent), and those of them that are
 * or may be buyable now when they were not, or the reverse (`crossed`).
 */
export interface StockNotice {
  readonly stock: ReadonlyMap<string, ProductStock>;
  readonly ids: ReadonlySet<string>;
  readonly crossed: ReadonlySet<string>;
}

/** Whether a client can order `figures` now (`availableQuantity − heldQuantity ≥ minOrder`). */
export function isBuyable(figures: ProductStock): boolean {
  return figures.availableQuantity - figures.heldQuantity >= figures.minOrder;
}

/** What {@link restockValue} made: the value, and whether a product it shows crossed. */
export interface Restocked<T> {
  readonly value: T;
  /** Whether anything changed (`value` is then a new object; else the same one). */
  readonly changed: boolean;
  /**
   * Whether a product of the notice crossed buyability: one the value shows (by its own figures
   * and the fresh ones), or one it does not show that `notice.crossed` names.
   */
  readonly crossed: boolean;
}

type Shown = { _id: string; availableQuantity: number; heldQuantity: number; minOrder?: number };

function isShownProduct(value: object): value is Shown {
  const candidate = value as Partial<Shown>;
  return (
    typeof candidate._id === 'string' &&
    typeof candidate.availableQuantity === 'number' &&
    typeof candidate.heldQuantity === 'number'
  );
}

/**
 * `value` (a catalog answer: plain JSON data, possibly frozen) with the stock figures of every
 * product of `notice` it shows replaced — any object with an `_id` of the notice and numeric
 * `availableQuantity` and `heldQuantity`, however deep — copying only the objects on the way to a
 * change (the rest is shared, `value` itself is never written).
 */
export function restockValue<T>(value: T, notice: StockNotice): Restocked<T> {
  const shown = new Set<string>();
  let crossed = false;
  const walk = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) {
      let copy: unknown[] | undefined;
      node.forEach((item, index) => {
        const next = walk(item);
        if (next !== item) (copy ??= [...node])[index] = next;
      });
      return copy ?? node;
    }
    if (isShownProduct(node) && notice.ids.has(node._id)) {
      shown.add(node._id);
      const fresh = notice.stock.get(node._id);
      if (!fresh) {
        crossed = true;
        return node;
      }
      const minOrder = node.minOrder ?? fresh.minOrder;
      if (isBuyable({ ...node, minOrder }) !== isBuyable({ ...fresh, minOrder })) {
        crossed = true;
      }
      if (
        node.availableQuantity === fresh.availableQuantity &&
        node.heldQuantity === fresh.heldQuantity
      ) {
        return node;
      }
      return {
        ...node,
        availableQuantity: fresh.availableQuantity,
        heldQuantity: fresh.heldQuantity,
      };
    }
    let copy: Record<string, unknown> | undefined;
    for (const [key, inner] of Object.entries(node)) {
      const next = walk(inner);
      if (next !== inner) (copy ??= { ...(node as Record<string, unknown>) })[key] = next;
    }
    return copy ?? node;
  };
  const next = walk(value) as T;
  for (const id of notice.crossed) if (!shown.has(id)) crossed = true;
  return { value: next, changed: next !== value, crossed };
}
