import type { TranslationLanguage } from '@partline/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { productTranslations, products } from '../../db/schema/index.js';

/*
 * A product's texts in another language (decision 326), the products module's: one row per
 * product and language, each text `null` where it has none.
 */

/** A product's texts in one language as stored: `null` where there is no translation. */
export interface ProductTexts {
  name: string | null;
  description: string | null;
  details: string | null;
}

/** No translation at all. */
export const NO_PRODUCT_TEXTS: ProductTexts = { name: null, description: null, details: null };

/** The translations in `language` of the products of `ids` that have one, by product id. */
export async function findProductTranslations(
  db: Executor,
  language: TranslationLanguage,
  ids: readonly string[],
): Promise<Map<string, ProductTexts>> {
  if (ids.length === 0) return new Map();
  const t = productTranslations;
  const rows = await db
    .select({ id: t.productId, name: t.name, description: t.description, details: t.details })
    .from(t)
    .where(and(eq(t.locale, language), inArray(t.productId, [...new Set(ids)])));
  return new Map(rows.map(({ id, ...texts }) => [id, texts]));
}

/** The translation in `language` of the product `id`; every text `null` when it has none. */
export async function findProductTranslation(
  db: Executor,
  id: string,
  language: TranslationLanguage,
): Promise<ProductTexts> {
  return (await findProductTranslations(db, language, [id])).get(id) ?? NO_PRODUCT_TEXTS;
}

/**
 * Stores `texts` as the translation in `language` of the product `id`: one upsert, or the row's
 * deletion when every text is `null`.
 */
export async function writeProductTranslation(
  db: Executor,
  id: string,
  language: TranslationLanguage,
  texts: ProductTexts,
): Promise<void> {
  const t = productTranslations;
  if (texts.name === null && texts.description === null && texts.details === null) {
    await db.delete(t).where(and(eq(t.productId, id), eq(t.locale, language)));
    return;
  }
  await db
    .insert(t)
    .values({ productId: id, locale: language, ...texts })
    .onConflictDoUpdate({
      target: [t.productId, t.locale],
      set: { ...texts, updatedAt: sql`now()` },
    });
}

/**
 * A product whose translated name or short description holds `word`, ignoring case, `%` and `_`
 * literal: the search of a word in Bangla script (decision 326), answered as the English name's is,
 * by the trigram indexes of the translations (`product_translations_name_trgm_idx`,
 * `product_translations_description_trgm_idx`).
 */
export function hasTranslatedWord(word: string): SQL {
  const pattern = containsPattern(word);
  const t = productTranslations;
  return sql`${products.id} IN (SELECT ${t.productId} FROM ${t}
    WHERE ${t.name} ILIKE ${pattern} OR ${t.description} ILIKE ${pattern})`;
}
