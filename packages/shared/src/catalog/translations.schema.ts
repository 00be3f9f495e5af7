import { z } from 'zod';
import { formatQuantity } from '../common/quantity.js';

/*
 * Catalog content in Bangla (decision 326): product names, descriptions and details, category
 * names and descriptions, attribute names and enum option labels have a translation per language
 * beside the English of the entity itself. A read answers in the language the request's
 * `Accept-Language` prefers, field by field, English where a field has no translation.
 */

/** The languages the catalog answers in: English (the entity itself) and Bangla. */
export const CONTENT_LANGUAGES = ['en', 'bn'] as const;
/** One of {@link CONTENT_LANGUAGES}. */
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The language of the catalog's own fields, and of an answer no `Accept-Language` decides. */
export const SOURCE_LANGUAGE = 'en' satisfies ContentLanguage;

/** The languages a translation is kept in: every content language but the source. */
export const TRANSLATION_LANGUAGES = ['bn'] as const satisfies readonly ContentLanguage[];
/** One of {@link TRANSLATION_LANGUAGES}. */
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** How a language's section of a form is titled: in the language itself. */
export const TRANSLATION_LANGUAGE_NAMES: Readonly<Record<TranslationLanguage, string>> = {
  bn: 'বাংলা',
};

/** Whether `text` contains a letter of the Bengali script (U+0980–U+09FF). */
export function hasBengaliScript(text: string): boolean {
  return /[\u0980-\u09FF]/u.test(text);
}

/** Where a language's quality weight is read in an `Accept-Language` range: `;q=0.8`. */
const WEIGHT = /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i;

/**
 * The content language a request's `Accept-Language` header prefers (RFC 9110 §12.5.4): each of
 * {@link CONTENT_LANGUAGES} takes the weight of the most specific range that names it — the
 * language itself (`bn`), one of its regional forms (`bn-BD`, RFC 4647 §3.4's lookup), or `*` —
 * and the heaviest above 0 wins, the earlier range on a tie, English when ranges tie on `*`.
 * A header that names neither, refuses both (`q=0`) or cannot be read answers English.
 * A header without `bn` or `*` is English at once: the English read costs no parse.
 */
export function contentLanguageOf(header: string | undefined): ContentLanguage {
  if (!header || !/bn|\*/i.test(header)) return SOURCE_LANGUAGE;
  const best = new Map<ContentLanguage, { weight: number; specificity: number; at: number }>();
  const ranges = header.split(',');
  for (const [at, part] of ranges.entries()) {
    const [rawRange = '', ...parameters] = part.split(';');
    const range = rawRange.trim().toLowerCase();
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(range)) continue;
    let weight = 1;
    const weightParameter = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
    if (weightParameter !== undefined) {
      const match = WEIGHT.exec(weightParameter);
      if (!match) continue;
      weight = Number(match[1]);
    }
    for (const language of CONTENT_LANGUAGES) {
      const specificity =
        range === language ? 2 : range.startsWith(`${language}-`) ? 1 : range === '*' ? 0 : -1;
      const known = best.get(language);
      if (specificity < 0 || (known && known.specificity > specificity)) continue;
      if (known && known.specificity === specificity && known.weight >= weight) continue;
      best.set(language, { weight, specificity, at });
    }
  }
  let chosen: ContentLanguage = SOURCE_LANGUAGE;
  let chosenWeight = 0;
  let chosenAt = Number.POSITIVE_INFINITY;
  for (const language of CONTENT_LANGUAGES) {
    const candidate = best.get(language);
    if (!candidate || candidate.weight <= 0) continue;
    if (
      candidate.weight > chosenWeight ||
      (candidate.weight === chosenWeight && candidate.at < chosenAt)
    ) {
      chosen = language;
      chosenWeight = candidate.weight;
      chosenAt = candidate.at;
    }
  }
  return chosen;
}

/** Bounds of translated texts (decision 326), characters. */
export const TRANSLATION_LIMITS = {
  productNameMaxChars: 120,
  /**
   * A product's short description: the English one's 200 characters run longer in Bangla, whose
   * vowel signs and conjuncts are characters of their own.
   */
  productDescriptionMaxChars: 400,
  detailsMaxChars: 20_000,
  categoryNameMaxChars: 60,
  categoryDescriptionMaxChars: 500,
  attributeNameMaxChars: 60,
  optionLabelMaxChars: 60,
} as const;

const L = TRANSLATION_LIMITS;

/** The API's texts about translations (decision 326). */
export const TRANSLATION_MESSAGES = {
  tooLong: (max: number) => `At most ${formatQuantity(max)} characters`,
  optionUnknown: (option: string) => `${option} is not an option of this attribute`,
} as const;

/**
 * A translated text as a write sends it: trimmed; blank or `null` is no translation (removes the
 * one stored); absent keeps what is stored.
 */
const translatedText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'Enter text' })
      .trim()
      .max(max, { error: TRANSLATION_MESSAGES.tooLong(max) })
      .nullable()
      .optional(),
  );

/**
 * A product's texts in one language as a write sends them (decision 326): `productName`,
 * `productDescription` (the short one) and `details` (Markdown); each optional — absent keeps the
 * stored translation, blank or `null` removes it.
 */
export const ProductTranslationInputSchema = z.object({
  productName: translatedText(L.productNameMaxChars),
  productDescription: translatedText(L.productDescriptionMaxChars),
  details: translatedText(L.detailsMaxChars),
});
/** A product's texts in one language, parsed. */
export type ProductTranslationInput = z.output<typeof ProductTranslationInputSchema>;

/**
 * The `translations` field of a product write: its texts by language (`bn`); other keys are
 * ignored.
 */
export const ProductTranslationsInputSchema = z
  .object({ bn: ProductTranslationInputSchema.optional() })
  .describe(
    'Texts in other languages (decision 326): `bn` Bangla. Absent fields keep the stored ' +
      'translation; blank or null removes it; a read in that language falls back to English.',
  );
/** A product write's translations, parsed. */
export type ProductTranslationsInput = z.output<typeof ProductTranslationsInputSchema>;

/**
 * A category's texts in one language as a write sends them: `name`, `description`; absent keeps,
 * blank or `null` removes.
 */
export const CategoryTranslationsInputSchema = z
  .object({
    bn: z
      .object({
        name: translatedText(L.categoryNameMaxChars),
        description: translatedText(L.categoryDescriptionMaxChars),
      })
      .optional(),
  })
  .describe(
    'Texts in other languages (decision 326): `bn` Bangla; absent keeps, blank or null removes.',
  );
/** A category write's translations, parsed. */
export type CategoryTranslationsInput = z.output<typeof CategoryTranslationsInputSchema>;

/**
 * An attribute's texts in one language as a write sends them: `name`, and `options`, the labels of
 * the enum's options by option (the whole set: an option left out or blank has none). Absent keeps
 * what is stored; blank or `null` removes.
 */
export const AttributeTranslationsInputSchema = z
  .object({
    bn: z
      .object({
        name: translatedText(L.attributeNameMaxChars),
        options: z
          .record(
            z.string().max(L.optionLabelMaxChars),
            z.preprocess(
              (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
              z
                .string({ error: 'Enter text' })
                .trim()
                .max(L.optionLabelMaxChars, {
                  error: TRANSLATION_MESSAGES.tooLong(L.optionLabelMaxChars),
                })
                .nullable(),
            ),
          )
          .optional(),
      })
      .optional(),
  })
  .describe(
    'Texts in other languages (decision 326): `bn.name`, and `bn.options`, a label per enum ' +
      'option (the whole set); absent keeps, blank or null removes.',
  );
/** An attribute write's translations, parsed. */
export type AttributeTranslationsInput = z.output<typeof AttributeTranslationsInputSchema>;

/**
 * `GET /products/{id}/content` (admin; decision 326): a product's texts as stored, whatever the
 * request's language — `en`, the product's own fields, and `bn`, its Bangla translation (`null`
 * where there is none) — for the back office's form.
 */
export const ProductContentSchema = z
  .object({
    en: z.object({
      productName: z.string(),
      productDescription: z.string(),
      details: z.string(),
    }),
    bn: z.object({
      productName: z.string().nullable(),
      productDescription: z.string().nullable(),
      details: z.string().nullable(),
    }),
  })
  .meta({ id: 'ProductContent' });
/** A product's texts in every language. */
export type ProductContent = z.infer<typeof ProductContentSchema>;

/**
 * `GET /categories/{id}/content` (admin; decision 326): a category's texts and those of its own
 * attributes as stored, in English and Bangla (`null`, or no option label, where there is none).
 */
export const CategoryContentSchema = z
  .object({
    en: z.object({ name: z.string(), description: z.string() }),
    bn: z.object({ name: z.string().nullable(), description: z.string().nullable() }),
    attributes: z.array(
      z.object({
        id: z.uuid(),
        key: z.string(),
        en: z.object({ name: z.string(), options: z.array(z.string()) }),
        bn: z.object({
          name: z.string().nullable(),
          options: z
            .record(z.string(), z.string())
            .describe('A label by option, where one is kept'),
        }),
      }),
    ),
  })
  .meta({ id: 'CategoryContent' });
/** A category's texts and its attributes' in every language. */
export type CategoryContent = z.infer<typeof CategoryContentSchema>;
