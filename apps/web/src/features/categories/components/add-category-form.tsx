import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CreateCategoryInputSchema,
  type Category,
  type CreateCategoryInput,
} from '@partline/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CategoryOptions } from '@/components/ui/form/category-options';
import { FormField } from '@/components/ui/form/form-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ZodForm } from '@/components/ui/form/zod-form';
import { useCreateCategory } from '../api/change-categories';
import { blankAsUndefined, inputResolver } from '../form-resolver';

interface AddCategoryValues {
  name: string;
  parentId: string;
  slug: string;
}

const EMPTY: AddCategoryValues = { name: '', parentId: '', slug: '' };

const resolver = inputResolver<AddCategoryValues, typeof CreateCategoryInputSchema>(
  CreateCategoryInputSchema,
  (values) => ({
    name: values.name,
    parentId: blankAsUndefined(values.parentId),
    slug: blankAsUndefined(values.slug),
  }),
);

export interface AddCategoryFormProps {
  categories: readonly Category[];
  /** Called with the new category (to select it). */
  onAdded: (category: Category) => void;
}

/** "Add category": a name, the parent (none: top level) and an optional slug (default: the name's). */
export function AddCategoryForm({ categories, onAdded }: AddCategoryFormProps) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const form = useForm<AddCategoryValues, unknown, CreateCategoryInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const create = useCreateCategory();

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (category) => {
        const { name } = category;
        toast.success(t`Category ${name} added`);
        form.reset(EMPTY);
        onAdded(category);
      },
      onError: (error) => {
        if (!setFieldErrors(error, ['name', 'parentId', 'slug'], form.setError)) {
          form.setError('root', { message: error.message });
        }
      },
    });
  });

  return (
    <ZodForm form={form} label={t`Add category`} onSubmit={onSubmit} pending={create.isPending}>
      {/* One field a line beside the tree on a wide screen, where the card is narrow. */}
      <div className="row g-2">
        <FormField
          name="name"
          id="new-category-name"
          className="col-12 col-sm-6 col-lg-12"
          label={t`Name`}
        />
        <FormField
          name="parentId"
          id="new-category-parent"
          className="col-12 col-sm-6 col-lg-12"
          label={t`Parent`}
          as="select"
        >
          <option value="">{t`None (top level)`}</option>
          <CategoryOptions categories={categories} />
        </FormField>
        <FormField
          name="slug"
          id="new-category-slug"
          className="col-12 col-sm-6 col-lg-12"
          label={t`Slug (optional)`}
          help={t`Made from the name when empty`}
          spellCheck={false}
        />
        <div className="col-12 col-sm-6 col-lg-12 align-self-end">
          <SubmitButton className="w-100">
            <Trans>Add category</Trans>
          </SubmitButton>
        </div>
      </div>
      {form.formState.errors.root?.message ? (
        <p className="invalid-feedback d-block" role="alert">
          {text(form.formState.errors.root.message)}
        </p>
      ) : null}
    </ZodForm>
  );
}
