import type { TranslationLanguage } from '@partline/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categoryAttributeTranslations, categoryTranslations } from '../../db/schema/index.js';

/*
 * The category tree's texts in another language (decision 326), the categories module's: a
 * category's name and description, an attribute's name and its options' labels.
 */

/** A category's texts in one language as stored: `null` where there is no translation. */
export interface CategoryTexts {
  name: string | null;
  description: string | null;
}

/** No category translation. */
export const NO_CATEGORY_TEXTS: CategoryTexts = { name: null, description: null };

/** An attribute's texts in one language as stored: its name, and a label by option. */
export interface AttributeTexts {
  name: string | null;
  optionLabels: Readonly<Record<string, string>>;
}

/** No attribute translation. */
export const NO_ATTRIBUTE_TEXTS: AttributeTexts = { name: null, optionLabels: {} };

/**
 * The translations in `language` of the categories of `ids` (every category when absent: the tree
 * is small, `CATEGORY_LIMITS.countMax`), by category id.
 */
export async function findCategoryTranslations(
  db: Executor,
  language: TranslationLanguage,
  ids?: readonly string[],
): Promise<Map<string, CategoryTexts>> {
  if (ids?.length === 0) return new Map();
  const t = categoryTranslations;
  const rows = await db
    .select({ id: t.categoryId, name: t.name, description: t.description })
    .from(t)
    .where(and(eq(t.locale, language), ids ? inArray(t.categoryId, [...ids]) : undefined));
  return new Map(rows.map(({ id, ...texts }) => [id, texts]));
}

/** Stores `texts` as the category's translation in `language`; none left: the row is deleted. */
export async function writeCategoryTranslation(
  db: Executor,
  categoryId: string,
  language: TranslationLanguage,
  texts: CategoryTexts,
): Promise<void> {
  const t = categoryTranslations;
  if (texts.name === null && texts.description === null) {
    await db.delete(t).where(and(eq(t.categoryId, categoryId), eq(t.locale, language)));
    return;
  }
  await db
    .insert(t)
    .values({ categoryId, locale: language, ...texts })
    .onConflictDoUpdate({
      target: [t.categoryId, t.locale],
      set: { ...texts, updatedAt: sql`now()` },
    });
}

/** The translations in `language` of the attributes of `ids`, by attribute id. */
export async function findAttributeTranslations(
  db: Executor,
  language: TranslationLanguage,
  ids: readonly string[],
): Promise<Map<string, AttributeTexts>> {
  if (ids.length === 0) return new Map();
  const t = categoryAttributeTranslations;
  const rows = await db
    .select({ id: t.attributeId, name: t.name, optionLabels: t.optionLabels })
    .from(t)
    .where(and(eq(t.locale, language), inArray(t.attributeId, [...new Set(ids)])));
  return new Map(rows.map(({ id, ...texts }) => [id, texts]));
}

/** Stores `texts` as the attribute's translation in `language`; none left: the row is deleted. */
export async function writeAttributeTranslation(
  db: Executor,
  attributeId: string,
  language: TranslationLanguage,
  texts: AttributeTexts,
): Promise<void> {
  const t = categoryAttributeTranslations;
  if (texts.name === null && Object.keys(texts.optionLabels).length === 0) {
    await db.delete(t).where(and(eq(t.attributeId, attributeId), eq(t.locale, language)));
    return;
  }
  const values = { name: texts.name, optionLabels: { ...texts.optionLabels } };
  await db
    .insert(t)
    .values({ attributeId, locale: language, ...values })
    .onConflictDoUpdate({
      target: [t.attributeId, t.locale],
      set: { ...values, updatedAt: sql`now()` },
    });
}
