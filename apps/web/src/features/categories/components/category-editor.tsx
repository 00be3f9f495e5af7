import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EditCategoryInputSchema,
  subtreeIds,
  TRANSLATION_LANGUAGE_NAMES,
  type Category,
  type CategoryContent,
  type EditCategoryInput,
} from '@partline/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { CategoryOptions } from '@/components/ui/form/category-options';
import { FormField } from '@/components/ui/form/form-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ZodForm } from '@/components/ui/form/zod-form';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDeleteCategory, useEditCategory } from '../api/change-categories';
import { useCategoryContent } from '../api/get-categories';
import { inputResolver } from '../form-resolver';

interface CategoryValues {
  name: string;
  slug: string;
  description: string;
  parentId: string;
  /** The Bangla name and description (decision 326), when the stored texts could be read. */
  translations?: { bn: { name: string; description: string } };
}

const resolver = inputResolver<CategoryValues, typeof EditCategoryInputSchema>(
  EditCategoryInputSchema,
  (values) => ({
    name: values.name,
    slug: values.slug,
    description: values.description,
    parentId: values.parentId === '' ? null : values.parentId,
    // Sent whole: an emptied text is removed.
    ...(values.translations && { translations: values.translations }),
  }),
);

/**
 * The form's values of `category`, its English name and description as stored (`content`: the
 * category list is in the language the shop is read in) and its Bangla ones.
 */
const valuesOf = (category: Category, content: CategoryContent | null): CategoryValues => ({
  name: content?.en.name ?? category.name,
  slug: category.slug,
  description: content?.en.description ?? category.description,
  parentId: category.parentId ?? '',
  ...(content && {
    translations: {
      bn: { name: content.bn.name ?? '', description: content.bn.description ?? '' },
    },
  }),
});

/** The fields the API's 400 names (`translations.bn.name` for the Bangla name). */
const FIELDS = [
  'name',
  'slug',
  'description',
  'parentId',
  'translations.bn.name',
  'translations.bn.description',
] as const;

export interface CategoryEditorProps {
  category: Category;
  categories: readonly Category[];
  /** Called once the category is deleted. */
  onDeleted: () => void;
}

/**
 * One category's name, slug, description and parent (moving it: its own subtree is not offered),
 * its name and description in Bangla (decision 326), and its deletion, refused by the API while
 * it has subcategories or products (said here). Shown once its stored texts are read; when they
 * cannot be, without the Bangla fields.
 */
export function CategoryEditor(props: CategoryEditorProps) {
  const { t } = useLingui();
  const content = useCategoryContent(props.category.id);
  if (content.isPending) return <PageSpinner label={t`Loading the category…`} />;
  return <CategoryEditorForm {...props} content={content.data ?? null} />;
}

function CategoryEditorForm({
  category,
  categories,
  onDeleted,
  content,
}: CategoryEditorProps & { content: CategoryContent | null }) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const form = useForm<CategoryValues, unknown, EditCategoryInput>({
    resolver,
    defaultValues: valuesOf(category, content),
  });
  const edit = useEditCategory();
  const remove = useDeleteCategory();
  const confirm = useConfirm<Category>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const ownSubtree = new Set(subtreeIds(categories, category.id));

  const onSubmit = form.handleSubmit((input) => {
    setRefusal(null);
    // Only a changed parent moves it (a move places it last among its new siblings).
    const { parentId, ...rest } = input;
    const moved = parentId !== (category.parentId ?? null);
    edit.mutate(
      { id: category.id, ...rest, ...(moved ? { parentId } : {}) },
      {
        onSuccess: (saved) => {
          const { name } = saved;
          toast.success(t`Category ${name} saved`);
          form.reset({ ...valuesOf(saved, null), translations: form.getValues('translations') });
        },
        onError: (error) => {
          if (!setFieldErrors(error, FIELDS, form.setError)) {
            form.setError('root', { message: error.message });
          }
        },
      },
    );
  });

  const onDelete = (target: Category) => {
    remove.mutate(target.id, {
      onSuccess: () => {
        confirm.close();
        const { name } = target;
        toast.success(t`Category ${name} deleted`);
        onDeleted();
      },
      onError: (error) => {
        confirm.close();
        setRefusal(text(error.message));
      },
    });
  };

  return (
    <section aria-labelledby="category-editor-title" className="category-panel">
      <h2 id="category-editor-title" className="h5">
        {category.name}
      </h2>
      <ZodForm form={form} label={t`Category details`} onSubmit={onSubmit} pending={edit.isPending}>
        <div className="row g-2">
          <FormField name="name" id="category-name" className="col-12 col-sm-6" label={t`Name`} />
          <FormField
            name="slug"
            id="category-slug"
            className="col-12 col-sm-6"
            label={t`Slug`}
            spellCheck={false}
          />
          <FormField
            name="parentId"
            id="category-parent"
            className="col-12"
            label={t`Parent`}
            as="select"
          >
            <option value="">{t`None (top level)`}</option>
            <CategoryOptions categories={categories} exclude={ownSubtree} />
          </FormField>
          <FormField
            name="description"
            id="category-description"
            className="col-12"
            label={t`Description`}
            as="textarea"
            rows={2}
          />
        </div>
        {content ? (
          <fieldset className="category-translation mt-3" aria-describedby="category-bangla-help">
            <legend className="h6 mb-1">
              <span lang="bn">{TRANSLATION_LANGUAGE_NAMES.bn}</span> <Trans>(Bangla)</Trans>
            </legend>
            <p id="category-bangla-help" className="form-text mt-0">
              <Trans>
                Shown to buyers who read the shop in Bangla; an empty field shows the English.
              </Trans>
            </p>
            <div className="row g-2">
              <FormField
                name="translations.bn.name"
                id="category-name-bn"
                className="col-12 col-sm-6"
                label={t`Bangla name`}
                lang="bn"
              />
              <FormField
                name="translations.bn.description"
                id="category-description-bn"
                className="col-12"
                label={t`Bangla description`}
                as="textarea"
                rows={2}
                lang="bn"
              />
            </div>
          </fieldset>
        ) : null}
        {form.formState.errors.root?.message ? (
          <p className="invalid-feedback d-block" role="alert">
            {text(form.formState.errors.root.message)}
          </p>
        ) : null}
        <div className="d-flex flex-wrap gap-2 mt-3">
          <SubmitButton>
            <Trans>Save category</Trans>
          </SubmitButton>
          <Button variant="outline-danger" onClick={() => confirm.ask(category)}>
            <Trans>Delete category</Trans>
          </Button>
        </div>
      </ZodForm>
      {refusal ? (
        <Alert variant="warning" className="mt-3 mb-0" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <ConfirmDialog
        confirm={confirm}
        title={t`Delete this category?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        pending={remove.isPending}
        onConfirm={onDelete}
      >
        {({ name }) => (
          <p className="mb-0">
            <Trans>{name} is removed from the catalog.</Trans>
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
