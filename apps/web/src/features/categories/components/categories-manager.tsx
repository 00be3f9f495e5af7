import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '@partline/shared';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import toast from 'react-hot-toast';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useEditCategory } from '../api/change-categories';
import { useCategories } from '../api/get-categories';
import { AddCategoryForm } from './add-category-form';
import { CategoryAttributes } from './category-attributes';
import { CategoryEditor } from './category-editor';
import { CategoryTree } from './category-tree';

/**
 * The back-office's categories (decision 316): the tree with product counts and the form that
 * adds a category; the chosen category's details, place in the tree and specification beside it
 * (below it on a phone).
 */
export function CategoriesManager() {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const categories = useCategories();
  const move = useEditCategory();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const onMove = (list: readonly Category[], category: Category, step: -1 | 1) => {
    const siblings = list.filter((other) => other.parentId === category.parentId);
    const position = siblings.findIndex((sibling) => sibling.id === category.id) + step;
    move.mutate(
      { id: category.id, position },
      { onError: (error) => toast.error(text(error.message)) },
    );
  };

  return (
    <QueryState query={categories} what={t`the categories`}>
      {(list) => {
        const selected = list.find((category) => category.id === selectedId) ?? null;
        return (
          <div className="row g-4 categories-manager">
            <div className="col-12 col-lg-5">
              <Card className="back-office-card">
                <Card.Body>
                  <h2 className="h5">
                    <Trans>Categories</Trans>
                  </h2>
                  {list.length > 0 ? (
                    <CategoryTree
                      categories={list}
                      selectedId={selectedId}
                      onSelect={(category) => setSelectedId(category.id)}
                      onMove={(category, step) => onMove(list, category, step)}
                      moving={move.isPending}
                    />
                  ) : (
                    <EmptyState title={t`No categories yet`}>
                      <p className="mb-0">
                        <Trans>Add the first one below.</Trans>
                      </p>
                    </EmptyState>
                  )}
                  <h3 className="h6 mt-4">
                    <Trans>Add category</Trans>
                  </h3>
                  <AddCategoryForm
                    categories={list}
                    onAdded={(category) => setSelectedId(category.id)}
                  />
                </Card.Body>
              </Card>
            </div>
            <div className="col-12 col-lg-7">
              {selected ? (
                <Card className="back-office-card">
                  <Card.Body>
                    <CategoryEditor
                      key={selected.id}
                      category={selected}
                      categories={list}
                      onDeleted={() => setSelectedId(null)}
                    />
                    <hr />
                    <CategoryAttributes
                      key={`${selected.id}-attributes`}
                      category={selected}
                      categories={list}
                    />
                  </Card.Body>
                </Card>
              ) : (
                <p className="text-body-secondary">
                  <Trans>Choose a category to edit it and its specification's attributes.</Trans>
                </p>
              )}
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
