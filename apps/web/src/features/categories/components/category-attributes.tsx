import { formatQuantity, type Attribute, type Category } from '@partline/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { useConfirm } from '@/components/ui/use-confirm';
import { useCreateAttribute, useDeleteAttribute, useEditAttribute } from '../api/change-categories';
import { useCategory, useCategoryContent } from '../api/get-categories';
import { ATTRIBUTE_TYPE_LABELS } from '../attribute-text';
import { AttributeForm } from './attribute-form';

/** What an attribute asks for: its type, unit or options, and whether required or a facet. */
function describe(attribute: Attribute): string {
  const parts: string[] = [ATTRIBUTE_TYPE_LABELS[attribute.type]];
  if (attribute.unit) parts.push(`in ${attribute.unit}`);
  if (attribute.type === 'enum') {
    parts.push(
      `${formatQuantity(attribute.options.length)} options: ${attribute.options.join(', ')}`,
    );
  }
  if (attribute.required) parts.push('required');
  if (attribute.filterable) parts.push('filterable');
  return parts.join(' · ');
}

export interface CategoryAttributesProps {
  category: Category;
  categories: readonly Category[];
}

/**
 * A category's specification (decision 316): the attributes it inherits, marked with the
 * category that defines them and read-only here, then its own, each editable and removable, and
 * the form that adds one.
 */
export function CategoryAttributes({ category, categories }: CategoryAttributesProps) {
  const detail = useCategory(category.slug);
  // The attributes' texts as stored (decision 326): what the edit form edits, whatever language
  // the page is read in. Editing waits for them.
  const content = useCategoryContent(category.id);
  const textsOf = (id: string) =>
    content.data?.attributes.find((attribute) => attribute.id === id) ?? null;
  const create = useCreateAttribute();
  const edit = useEditAttribute();
  const remove = useDeleteAttribute();
  const confirm = useConfirm<Attribute>();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [addKey, setAddKey] = useState(0);
  const nameOf = (id: string) => categories.find((other) => other.id === id)?.name ?? 'a parent';

  return (
    <section aria-labelledby="category-attributes-title" className="category-panel">
      <h2 id="category-attributes-title" className="h5">
        Specification of {category.name}
      </h2>
      <QueryState query={detail} what="the attributes">
        {({ attributes }) => {
          const inherited = attributes.filter((a) => a.categoryId !== category.id);
          const own = attributes.filter((a) => a.categoryId === category.id);
          return (
            <>
              {inherited.length > 0 ? (
                <ul className="attribute-list" aria-label="Inherited attributes">
                  {inherited.map((attribute) => (
                    <li key={attribute.id} className="attribute-list__item">
                      <span className="attribute-list__name">{attribute.name}</span>{' '}
                      <Badge bg="light" text="dark">
                        from {nameOf(attribute.categoryId)}
                      </Badge>
                      <span className="attribute-list__meta">
                        <code>{attribute.key}</code> · {describe(attribute)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {own.length > 0 ? (
                <ul className="attribute-list" aria-label="Own attributes">
                  {own.map((attribute) => (
                    <li key={attribute.id} className="attribute-list__item">
                      {editingId === attribute.id ? (
                        <AttributeForm
                          mode="edit"
                          attribute={attribute}
                          texts={textsOf(attribute.id)}
                          pending={edit.isPending}
                          onCancel={() => setEditingId(null)}
                          onSave={(input, failed) =>
                            edit.mutate(
                              { id: attribute.id, ...input },
                              {
                                onSuccess: (saved) => {
                                  toast.success(`Attribute ${saved.name} saved`);
                                  setEditingId(null);
                                },
                                onError: failed,
                              },
                            )
                          }
                        />
                      ) : (
                        <>
                          <span className="attribute-list__name">{attribute.name}</span>
                          <span className="attribute-list__meta">
                            <code>{attribute.key}</code> · {describe(attribute)}
                          </span>
                          <span className="attribute-list__actions">
                            <Button
                              size="sm"
                              variant="outline-primary"
                              aria-label={`Edit ${attribute.name}`}
                              disabled={content.isPending}
                              onClick={() => setEditingId(attribute.id)}
                            >
                              Edit
                            </Button>
                            <Button
                              size="sm"
                              variant="outline-danger"
                              aria-label={`Remove ${attribute.name}`}
                              onClick={() => confirm.ask(attribute)}
                            >
                              Remove
                            </Button>
                          </span>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-body-secondary">
                  {category.name} has no attributes of its own yet.
                </p>
              )}
            </>
          );
        }}
      </QueryState>
      <h3 className="h6 mt-4">Add attribute</h3>
      <AttributeForm
        key={addKey}
        mode="add"
        pending={create.isPending}
        onSave={(input, failed) =>
          create.mutate(
            { categoryId: category.id, ...input },
            {
              onSuccess: (saved) => {
                toast.success(`Attribute ${saved.name} added`);
                setAddKey((key) => key + 1);
              },
              onError: failed,
            },
          )
        }
      />
      <ConfirmDialog
        confirm={confirm}
        title="Remove this attribute?"
        confirmLabel="Remove"
        cancelLabel="Cancel"
        pending={remove.isPending}
        onConfirm={(attribute) =>
          remove.mutate(attribute.id, {
            onSuccess: () => {
              confirm.close();
              toast.success(`Attribute ${attribute.name} removed`);
            },
            onError: (error) => {
              confirm.close();
              toast.error(error.message);
            },
          })
        }
      >
        {(attribute) => (
          <p className="mb-0">
            Products of {category.name} no longer show or ask for {attribute.name}.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
