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
  const form = useForm<AddCategoryValues, unknown, CreateCategoryInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const create = useCreateCategory();

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (category) => {
        toast.success(`Category ${category.name} added`);
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
    <ZodForm form={form} label="Add category" onSubmit={onSubmit} pending={create.isPending}>
      {/* One field a line beside the tree on a wide screen, where the card is narrow. */}
      <div className="row g-2">
        <FormField
          name="name"
          id="new-category-name"
          className="col-12 col-sm-6 col-lg-12"
          label="Name"
        />
        <FormField
          name="parentId"
          id="new-category-parent"
          className="col-12 col-sm-6 col-lg-12"
          label="Parent"
          as="select"
        >
          <option value="">None (top level)</option>
          <CategoryOptions categories={categories} />
        </FormField>
        <FormField
          name="slug"
          id="new-category-slug"
          className="col-12 col-sm-6 col-lg-12"
          label="Slug (optional)"
          help="Made from the name when empty"
          spellCheck={false}
        />
        <div className="col-12 col-sm-6 col-lg-12 align-self-end">
          <SubmitButton className="w-100">Add category</SubmitButton>
        </div>
      </div>
      {form.formState.errors.root?.message ? (
        <p className="invalid-feedback d-block" role="alert">
          {form.formState.errors.root.message}
        </p>
      ) : null}
    </ZodForm>
  );
}
