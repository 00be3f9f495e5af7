import type { Attribute, Category } from '@partline/shared';
import { useCategoryDetail, useCategoryList } from '../api/get-categories';
import { slugOfCategory } from '../product-catalog';

/** The categories to choose from and the attributes of the chosen one (`categoryId`, `''`: none). */
export interface CategoryAttributes {
  categories: readonly Category[];
  attributes: readonly Attribute[];
  /** The chosen category's attributes are still being read. */
  loading: boolean;
  /** The tree is read (or could not be): the select can show the chosen category. */
  listed: boolean;
  /**
   * The chosen category's attributes could not be read: the form is not sent, lest it clear the
   * product's values.
   */
  unavailable: boolean;
  /** Reads the chosen category's attributes again. */
  retry: () => void;
}

const NONE: readonly never[] = [];

/** The category tree and the chosen category's attributes, its specification fields. */
export function useCategoryAttributes(categoryId: string): CategoryAttributes {
  const list = useCategoryList();
  const categories = list.data ?? NONE;
  const slug = categoryId ? slugOfCategory(categories, categoryId) : undefined;
  const detail = useCategoryDetail(slug);
  return {
    categories,
    attributes: slug ? (detail.data?.attributes ?? NONE) : NONE,
    loading: Boolean(categoryId) && (list.isPending || (Boolean(slug) && detail.isPending)),
    listed: !list.isPending,
    unavailable: Boolean(slug) && detail.isError,
    retry: () => void detail.refetch(),
  };
}
