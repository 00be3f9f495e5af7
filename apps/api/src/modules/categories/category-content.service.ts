import {
  CATEGORY_MESSAGES,
  SOURCE_LANGUAGE,
  TRANSLATION_MESSAGES,
  type Attribute,
  type AttributeTranslationsInput,
  type CategoryContent,
  type CategoryTranslationsInput,
  type ContentLanguage,
} from '@partline/shared';
import type { Executor } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import { findCategory, ownAttributes } from './categories.repository.js';
import {
  findAttributeTranslations,
  findCategoryTranslations,
  NO_ATTRIBUTE_TEXTS,
  NO_CATEGORY_TEXTS,
  writeAttributeTranslation,
  writeCategoryTranslation,
  type AttributeTexts,
  type CategoryTexts,
} from './category-translations.repository.js';

/*
 * The category tree's texts in the languages the catalog answers in (decision 326): a category's
 * name and description, an attribute's name and its enum options' labels. A read in Bangla
 * answers each text's translation where one is kept, its English text otherwise.
 */

/**
 * `list` (categories, or their links) as a read in `language` names them: each name and
 * description its translation where one is kept, field by field. English: `list` itself, with no
 * query; otherwise one query for the whole tree.
 */
export async function translateCategories<
  T extends { id: string; name: string; description?: string },
>(db: Executor, language: ContentLanguage, list: readonly T[]): Promise<T[]> {
  if (language === SOURCE_LANGUAGE || list.length === 0) return [...list];
  const texts = await findCategoryTranslations(db, language);
  return list.map((category) => {
    const own = texts.get(category.id);
    if (!own) return category;
    return {
      ...category,
      name: own.name ?? category.name,
      ...(category.description !== undefined && {
        description: own.description ?? category.description,
      }),
    };
  });
}

/** An attribute as a read in a language shows it: its name, and a label by enum option. */
export type TranslatedAttribute = Attribute & {
  /** The options' labels in the read's language, where kept (`{}` in English). */
  optionLabels: Readonly<Record<string, string>>;
};

/**
 * The label of an enum `value` in a translated attribute's language; `undefined` for a value of
 * another type or an option without one (an own key only: a value may be any text).
 */
export function optionLabelOf(attribute: TranslatedAttribute, value: unknown): string | undefined {
  if (attribute.type !== 'enum' || typeof value !== 'string') return undefined;
  return Object.hasOwn(attribute.optionLabels, value) ? attribute.optionLabels[value] : undefined;
}

/**
 * `attributes` as a read in `language` shows them: each name its translation where one is kept,
 * with the labels of its options. English: the attributes with no labels, and no query.
 */
export async function translateAttributes(
  db: Executor,
  language: ContentLanguage,
  attributes: readonly Attribute[],
): Promise<TranslatedAttribute[]> {
  if (language === SOURCE_LANGUAGE || attributes.length === 0) {
    return attributes.map((attribute) => ({ ...attribute, optionLabels: {} }));
  }
  const texts = await findAttributeTranslations(
    db,
    language,
    attributes.map((attribute) => attribute.id),
  );
  return attributes.map((attribute) => {
    const own = texts.get(attribute.id) ?? NO_ATTRIBUTE_TEXTS;
    return { ...attribute, name: own.name ?? attribute.name, optionLabels: own.optionLabels };
  });
}

/** Writes a category write's Bangla texts over the stored ones; `undefined` when it sends none. */
export async function writeCategoryTexts(
  tx: Executor,
  categoryId: string,
  translations: CategoryTranslationsInput | undefined,
  isNew: boolean,
): Promise<{ before: CategoryTexts; after: CategoryTexts } | undefined> {
  const bn = translations?.bn;
  if (!bn) return undefined;
  const before = isNew
    ? NO_CATEGORY_TEXTS
    : ((await findCategoryTranslations(tx, 'bn', [categoryId])).get(categoryId) ??
      NO_CATEGORY_TEXTS);
  const after: CategoryTexts = {
    name: bn.name === undefined ? before.name : bn.name,
    description: bn.description === undefined ? before.description : bn.description,
  };
  await writeCategoryTranslation(tx, categoryId, 'bn', after);
  return { before, after };
}

/**
 * The option labels to keep for `options` (an attribute's options after a write): each label of
 * `labels` moved to the option that matches its key ignoring case (an option whose case changed
 * keeps its label), labels of options that are gone dropped.
 */
export function labelsOfOptions(
  labels: Readonly<Record<string, string>>,
  options: readonly string[],
): Record<string, string> {
  const kept: [string, string][] = [];
  for (const [option, label] of Object.entries(labels)) {
    const match = options.find((candidate) => candidate.toLowerCase() === option.toLowerCase());
    if (match !== undefined) kept.push([match, label]);
  }
  // Own properties whatever the option's text (`__proto__` is a valid option).
  return Object.fromEntries(kept);
}

/**
 * Writes an attribute write's Bangla texts over the stored ones, for its `options` after the
 * write: sent labels replace the stored set (each key an option, ignoring case; blank: none), and
 * stored labels follow the options otherwise ({@link labelsOfOptions}). Nothing is read or written
 * when the write sends no texts and its options keep every label.
 * @throws ValidationError 400 on `translations.bn.options` for a label of no option.
 * @returns the texts before and after, `undefined` when nothing was written.
 */
export async function writeAttributeTexts(
  tx: Executor,
  attributeId: string,
  translations: AttributeTranslationsInput | undefined,
  options: readonly string[],
  stored: 'none' | 'read',
): Promise<{ before: AttributeTexts; after: AttributeTexts } | undefined> {
  const bn = translations?.bn;
  const sent = bn?.options;
  if (sent) {
    const unknown = Object.keys(sent).filter(
      (option) => !options.some((candidate) => candidate.toLowerCase() === option.toLowerCase()),
    );
    if (unknown.length > 0) {
      throw new ValidationError({
        'translations.bn.options': unknown.map((option) =>
          TRANSLATION_MESSAGES.optionUnknown(option),
        ),
      });
    }
  }
  const before =
    stored === 'none'
      ? NO_ATTRIBUTE_TEXTS
      : ((await findAttributeTranslations(tx, 'bn', [attributeId])).get(attributeId) ??
        NO_ATTRIBUTE_TEXTS);
  const labels = sent
    ? Object.fromEntries(
        Object.entries(sent).flatMap(([option, label]) => (label ? [[option, label]] : [])),
      )
    : before.optionLabels;
  const after: AttributeTexts = {
    name: bn?.name === undefined ? before.name : bn.name,
    optionLabels: labelsOfOptions(labels, options),
  };
  const unchanged =
    after.name === before.name &&
    JSON.stringify(after.optionLabels) === JSON.stringify(before.optionLabels);
  if (unchanged && !bn) return undefined;
  if (!unchanged) await writeAttributeTranslation(tx, attributeId, 'bn', after);
  return { before, after };
}

/**
 * `GET /categories/{id}/content` (admin; decision 326): the category's texts and those of its own
 * attributes as stored, in English and Bangla, whatever language the request prefers.
 * @throws NotFoundError 'Category not found'.
 */
export async function getCategoryContent(db: Executor, id: string): Promise<CategoryContent> {
  const row = isRowId(id) ? await findCategory(db, id) : undefined;
  if (!row) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
  const attributes = await ownAttributes(db, row.id);
  const [categoryTexts, attributeTexts] = await Promise.all([
    findCategoryTranslations(db, 'bn', [row.id]),
    findAttributeTranslations(
      db,
      'bn',
      attributes.map((attribute) => attribute.id),
    ),
  ]);
  const bn = categoryTexts.get(row.id) ?? NO_CATEGORY_TEXTS;
  return {
    en: { name: row.name, description: row.description },
    bn: { name: bn.name, description: bn.description },
    attributes: attributes.map((attribute) => {
      const texts = attributeTexts.get(attribute.id) ?? NO_ATTRIBUTE_TEXTS;
      return {
        id: attribute.id,
        key: attribute.key,
        en: { name: attribute.name, options: attribute.options },
        bn: { name: texts.name, options: { ...texts.optionLabels } },
      };
    }),
  };
}
