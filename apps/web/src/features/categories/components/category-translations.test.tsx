import type { Attribute, Category, CategoryContent } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { testId } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { AttributeForm } from './attribute-form';
import { CategoryEditor } from './category-editor';

// The category and attribute forms' Bangla fields (decision 326).

const category: Category = {
  id: testId(),
  parentId: null,
  // As the tree answers it to a shop read in Bangla.
  name: 'মেমরি',
  slug: 'memory',
  position: 0,
  description: 'মডিউল',
  productCount: 0,
};
const attribute: Attribute = {
  id: testId(),
  categoryId: category.id,
  key: 'form_factor',
  name: 'ফর্ম ফ্যাক্টর',
  type: 'enum',
  unit: null,
  options: ['2.5-inch', 'M.2 2280'],
  required: false,
  filterable: true,
  position: 0,
};
const content: CategoryContent = {
  en: { name: 'Memory', description: 'Modules' },
  bn: { name: 'মেমরি', description: null },
  attributes: [
    {
      id: attribute.id,
      key: attribute.key,
      en: { name: 'Form factor', options: ['2.5-inch', 'M.2 2280'] },
      bn: { name: 'ফর্ম ফ্যাক্টর', options: { '2.5-inch': '২.৫ ইঞ্চি' } },
    },
  ],
};

describe('CategoryEditor', () => {
  it('edits the stored English name and the Bangla ones, and sends them', async () => {
    let sent: unknown;
    mockApi({
      [`/api/categories/${category.id}/content`]: content,
      [`PATCH /api/categories/${category.id}`]: (request: { body: unknown }) => {
        sent = request.body;
        return { ...category, name: 'Memory' };
      },
    });
    const { user } = renderWithProviders(
      <CategoryEditor category={category} categories={[category]} onDeleted={() => {}} />,
    );
    const form = await screen.findByRole('form', { name: 'Category details' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Memory');
    expect(within(form).getByLabelText('Description')).toHaveValue('Modules');
    const section = within(form).getByRole('group', { name: /বাংলা/ });
    expect(within(section).getByLabelText('Bangla name')).toHaveValue('মেমরি');
    await user.type(within(section).getByLabelText('Bangla description'), 'মেমরি মডিউল');
    await user.click(within(form).getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Category Memory saved')).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: 'Memory',
      description: 'Modules',
      translations: { bn: { name: 'মেমরি', description: 'মেমরি মডিউল' } },
    });
  });
});

describe('AttributeForm', () => {
  it('labels each option in Bangla and sends the whole set, keyed by the option', async () => {
    let sent: unknown;
    const { user } = renderWithProviders(
      <AttributeForm
        mode="edit"
        attribute={attribute}
        texts={content.attributes[0] ?? null}
        pending={false}
        onCancel={() => {}}
        onSave={(input) => {
          sent = input;
        }}
      />,
    );
    // Named as the page shows the attribute (here in Bangla); its fields edit the texts as stored.
    const form = screen.getByRole('form', { name: 'Edit ফর্ম ফ্যাক্টর' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Form factor');
    expect(within(form).getByLabelText('Bangla name')).toHaveValue('ফর্ম ফ্যাক্টর');
    const labels = within(form).getByRole('group', { name: 'Bangla option labels' });
    expect(within(labels).getByLabelText('2.5-inch')).toHaveValue('২.৫ ইঞ্চি');
    await user.type(within(labels).getByLabelText('M.2 2280'), 'এম.২');
    // A new option gets its own label field.
    await user.type(within(form).getByLabelText('Options'), '\nU.2');
    await user.type(within(labels).getByLabelText('U.2'), 'ইউ.২');
    await user.click(within(form).getByRole('button', { name: 'Save attribute' }));
    expect(sent).toEqual({
      name: 'Form factor',
      required: false,
      filterable: true,
      options: ['2.5-inch', 'M.2 2280', 'U.2'],
      translations: {
        bn: {
          name: 'ফর্ম ফ্যাক্টর',
          options: { '2.5-inch': '২.৫ ইঞ্চি', 'M.2 2280': 'এম.২', 'U.2': 'ইউ.২' },
        },
      },
    });
  });

  it('sends a new attribute’s Bangla texts as filled in, and none when none is', async () => {
    const sent: unknown[] = [];
    const { user } = renderWithProviders(
      <AttributeForm mode="add" pending={false} onSave={(input) => sent.push(input)} />,
    );
    const form = screen.getByRole('form', { name: 'Add attribute' });
    await user.type(within(form).getByLabelText('Name'), 'Cabling');
    await user.selectOptions(within(form).getByLabelText('Type'), 'enum');
    await user.type(within(form).getByLabelText('Options'), 'Modular, Fixed');
    await user.click(within(form).getByRole('button', { name: 'Add attribute' }));
    await user.type(within(form).getByLabelText('Bangla name'), 'ক্যাবলিং');
    await user.type(within(form).getByLabelText('Modular'), 'মডুলার');
    await user.click(within(form).getByRole('button', { name: 'Add attribute' }));
    expect(sent).toEqual([
      expect.not.objectContaining({ translations: expect.anything() }),
      expect.objectContaining({
        options: ['Modular', 'Fixed'],
        translations: { bn: { name: 'ক্যাবলিং', options: { Modular: 'মডুলার' } } },
      }),
    ]);
  });

  it('shows the API’s refusal of a label under the labels', async () => {
    const { user } = renderWithProviders(
      <AttributeForm
        mode="add"
        pending={false}
        onSave={(_input, failed) =>
          failed(
            new ApiError(400, 'validation_failed', 'Invalid input', {
              'translations.bn.options': ['Gold is not an option of this attribute'],
            }),
          )
        }
      />,
    );
    const form = screen.getByRole('form', { name: 'Add attribute' });
    await user.type(within(form).getByLabelText('Name'), 'Plating');
    await user.selectOptions(within(form).getByLabelText('Type'), 'enum');
    await user.type(within(form).getByLabelText('Options'), 'Gold');
    await user.type(within(form).getByLabelText('Gold'), 'সোনা');
    await user.click(within(form).getByRole('button', { name: 'Add attribute' }));
    const labels = within(form).getByRole('group', { name: 'Bangla option labels' });
    expect(
      await within(labels).findByText('Gold is not an option of this attribute'),
    ).toBeInTheDocument();
    expect(within(labels).getByLabelText('Gold')).toHaveAttribute('aria-invalid', 'true');
  });
});
