import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Attribute, type Category } from '@partline/shared';
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  /** What an attribute asks for: its type, unit or options, and whether required or a facet. */
  const describe = (attribute: Attribute): string => {
    const parts: string[] = [i18n._(ATTRIBUTE_TYPE_LABELS[attribute.type])];
    const { unit } = attribute;
    if (unit) parts.push(t`in ${unit}`);
    if (attribute.type === 'enum') {
      const count = format.number(attribute.options.length);
      const options = attribute.options.join(', ');
      parts.push(t`${count} options: ${options}`);
    }
    if (attribute.required) parts.push(t`required`);
    if (attribute.filterable) parts.push(t`filterable`);
    return parts.join(' · ');
  };
  const categoryName = category.name;
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
  const editName = ({ name }: Attribute) => t`Edit ${name}`;
  /** 'from Memory': the category an inherited attribute comes from. */
  const fromName = ({ categoryId }: Attribute) => {
    const parent = nameOf(categoryId);
    return t`from ${parent}`;
  };
  const removeName = ({ name }: Attribute) => t`Remove ${name}`;
  const nameOf = (id: string) => categories.find((other) => other.id === id)?.name ?? t`a parent`;

  return (
    <section aria-labelledby="category-attributes-title" className="category-panel">
      <h2 id="category-attributes-title" className="h5">
        <Trans>Specification of {categoryName}</Trans>
      </h2>
      <QueryState query={detail} what={t`the attributes`}>
        {({ attributes }) => {
          const inherited = attributes.filter((a) => a.categoryId !== category.id);
          const own = attributes.filter((a) => a.categoryId === category.id);
          return (
            <>
              {inherited.length > 0 ? (
                <ul className="attribute-list" aria-label={t`Inherited attributes`}>
                  {inherited.map((attribute) => (
                    <li key={attribute.id} className="attribute-list__item">
                      <span className="attribute-list__name">{attribute.name}</span>{' '}
                      <Badge bg="light" text="dark">
                        {fromName(attribute)}
                      </Badge>
                      <span className="attribute-list__meta">
                        <code>{attribute.key}</code> · {describe(attribute)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {own.length > 0 ? (
                <ul className="attribute-list" aria-label={t`Own attributes`}>
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
                                  const { name } = saved;
                                  toast.success(t`Attribute ${name} saved`);
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
                              aria-label={editName(attribute)}
                              disabled={content.isPending}
                              onClick={() => setEditingId(attribute.id)}
                            >
                              <Trans>Edit</Trans>
                            </Button>
                            <Button
                              size="sm"
                              variant="outline-danger"
                              aria-label={removeName(attribute)}
                              onClick={() => confirm.ask(attribute)}
                            >
                              <Trans>Remove</Trans>
                            </Button>
                          </span>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-body-secondary">
                  <Trans>{categoryName} has no attributes of its own yet.</Trans>
                </p>
              )}
            </>
          );
        }}
      </QueryState>
      <h3 className="h6 mt-4">
        <Trans>Add attribute</Trans>
      </h3>
      <AttributeForm
        key={addKey}
        mode="add"
        pending={create.isPending}
        onSave={(input, failed) =>
          create.mutate(
            { categoryId: category.id, ...input },
            {
              onSuccess: (saved) => {
                const { name } = saved;
                toast.success(t`Attribute ${name} added`);
                setAddKey((key) => key + 1);
              },
              onError: failed,
            },
          )
        }
      />
      <ConfirmDialog
        confirm={confirm}
        title={t`Remove this attribute?`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Cancel`}
        pending={remove.isPending}
        onConfirm={(attribute) =>
          remove.mutate(attribute.id, {
            onSuccess: () => {
              confirm.close();
              const { name } = attribute;
              toast.success(t`Attribute ${name} removed`);
            },
            onError: (error) => {
              confirm.close();
              toast.error(text(error.message));
            },
          })
        }
      >
        {({ name }) => (
          <p className="mb-0">
            <Trans>
              Products of {categoryName} no longer show or ask for {name}.
            </Trans>
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
