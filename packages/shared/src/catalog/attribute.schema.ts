import { z } from 'zod';
import type { ContentLanguage } from './translations.schema.js';
import { formatQuantity } from '../common/quantity.js';

/**
 * Typed specifications (decision 316): each category defines attributes, inherited by its
 * subcategories; a product's specification holds a value per attribute key, checked by type.
 */

/** How a boolean specification value reads in each content language (`display`, decision 318). */
export const YES_NO_TEXT: Readonly<Record<ContentLanguage, { yes: string; no: string }>> = {
  en: { yes: 'Yes', no: 'No' },
  bn: { yes: 'হ্যাঁ', no: 'না' },
};

/** The types an attribute takes: a number in a unit, one of a list, yes/no, free text. */
export const ATTRIBUTE_TYPES = ['number', 'enum', 'boolean', 'text'] as const;
/** One of {@link ATTRIBUTE_TYPES}. */
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** Bounds of attribute definitions and values. */
export const ATTRIBUTE_LIMITS = {
  keyMaxChars: 40,
  nameMaxChars: 60,
  unitMaxChars: 12,
  /** Options of one enum attribute. */
  optionsMax: 100,
  optionMaxChars: 60,
  /** Attributes of one category, its inherited ones included. */
  perCategoryMax: 60,
  textValueMaxChars: 200,
  /** Largest absolute number value. */
  numberMax: 1e12,
} as const;

const L = ATTRIBUTE_LIMITS;

/** The API's texts for attribute definitions and specification values. */
export const ATTRIBUTE_MESSAGES = {
  keyInvalid:
    'A key starts with a letter and has lower-case letters, digits and _ (e.g. capacity_gb)',
  keyTaken: 'This key is already used by this category, a parent or a subcategory',
  nameRequired: 'Attribute name is required',
  nameTooLong: `An attribute name has at most ${L.nameMaxChars} characters`,
  typeInvalid: `Type is one of ${ATTRIBUTE_TYPES.join(', ')}`,
  unitTooLong: `A unit has at most ${L.unitMaxChars} characters`,
  unitOnlyForNumbers: 'Only a number attribute has a unit',
  optionsRequired: 'An enum attribute needs at least one option',
  optionsOnlyForEnums: 'Only an enum attribute has options',
  optionInvalid: `An option is 1–${L.optionMaxChars} characters without , ; or :`,
  optionsDuplicate: 'Options must differ',
  tooManyOptions: `An attribute has at most ${L.optionsMax} options`,
  tooMany: `A category has at most ${L.perCategoryMax} attributes, inherited ones included`,
  notFound: 'Attribute not found',
  required: 'This specification is required',
  notNumber: 'Enter a number',
  numberTooLarge: 'This number is too large',
  notOption: 'Choose one of the listed values',
  notBoolean: 'Enter yes or no',
  textTooLong: `At most ${L.textValueMaxChars} characters`,
  unknownKey: "Not an attribute of this product's category",
  tooManyValues: `A specification has at most ${L.perCategoryMax} values`,
  /** An enum option that products still hold cannot be removed from the attribute. */
  optionInUse: (count: number, option: string) =>
    `${formatQuantity(count)} ${count === 1 ? 'product uses' : 'products use'} ${option}: change ${count === 1 ? 'it' : 'them'} first`,
} as const;

const M = ATTRIBUTE_MESSAGES;

/** A value of a product's specification: a number, an option or text, a boolean. */
export const SpecificationValueSchema = z.union([z.number(), z.string(), z.boolean()]);
/** One value of a specification. */
export type SpecificationValue = z.infer<typeof SpecificationValueSchema>;

/**
 * A product's specification: attribute key → value (decision 316). In writes, `null` or `''`
 * removes a value.
 */
export const SpecificationsSchema = z
  .record(z.string(), SpecificationValueSchema)
  .meta({ id: 'Specifications' });
/** A product's specification values by attribute key. */
export type Specifications = z.infer<typeof SpecificationsSchema>;

/** An attribute key: `capacity_gb`. */
export const AttributeKeySchema = z
  .string({ error: M.keyInvalid })
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, { error: M.keyInvalid });

/**
 * An attribute as the API answers it: `categoryId` is the category that defines it (a parent's,
 * for an inherited one); `unit` for numbers only; `options` the allowed values of an enum, in
 * display order (`[]` otherwise); `filterable` attributes are facets of the catalog.
 */
export const AttributeSchema = z
  .object({
    id: z.uuid(),
    categoryId: z.uuid(),
    key: z.string(),
    name: z.string(),
    type: z.enum(ATTRIBUTE_TYPES),
    unit: z.string().nullable(),
    options: z.array(z.string()),
    required: z.boolean(),
    filterable: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'Attribute' });
/** An attribute of a category's specification. */
export type Attribute = z.infer<typeof AttributeSchema>;

/** What a specification check needs of an attribute. */
export type AttributeRule = Pick<Attribute, 'key' | 'type' | 'options' | 'required'>;

/**
 * A specification as sent (form text or JSON values), checked against the attributes of the
 * product's category (its own and inherited; decision 316) and turned into stored values:
 * numbers from numbers or numeric text, enum values matched to their option ignoring case,
 * booleans from `true`/`false` (or `yes`/`no` text), text trimmed. Absent, `null` or blank values
 * are left out; a required attribute without a value is a problem.
 *
 * @returns `values`, the specification to store (keys in the attributes' order), and `problems`,
 *   one text per attribute key ({@link ATTRIBUTE_MESSAGES}); the specification is valid when
 *   `problems` is empty. A key no attribute has is a problem under that key.
 */
export function checkSpecifications(
  attributes: readonly AttributeRule[],
  input: Readonly<Record<string, unknown>>,
): { values: Specifications; problems: Record<string, string> } {
  const values: Specifications = {};
  const problems: Record<string, string> = {};
  const known = new Set(attributes.map((a) => a.key));
  for (const key of Object.keys(input)) {
    const raw = input[key];
    if (!known.has(key) && !isBlank(raw)) problems[key] = M.unknownKey;
  }
  for (const attribute of attributes) {
    const raw = input[attribute.key];
    if (isBlank(raw)) {
      if (attribute.required) problems[attribute.key] = M.required;
      continue;
    }
    const parsed = parseValue(attribute, raw);
    if (typeof parsed === 'object') problems[attribute.key] = parsed.problem;
    else values[attribute.key] = parsed;
  }
  return { values, problems };
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function parseValue(
  attribute: AttributeRule,
  raw: unknown,
): SpecificationValue | { problem: string } {
  switch (attribute.type) {
    case 'number': {
      const number =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim())
            ? Number(raw.trim())
            : Number.NaN;
      if (!Number.isFinite(number)) return { problem: M.notNumber };
      if (Math.abs(number) > L.numberMax) return { problem: M.numberTooLarge };
      return number;
    }
    case 'enum': {
      const text = typeof raw === 'string' ? raw.trim().toLowerCase() : String(raw).toLowerCase();
      const option = attribute.options.find((o) => o.toLowerCase() === text);
      return option ?? { problem: M.notOption };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (text === 'true' || text === 'yes') return true;
      if (text === 'false' || text === 'no') return false;
      return { problem: M.notBoolean };
    }
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { problem: M.textTooLong };
      const text = String(raw).trim();
      return text.length > L.textValueMaxChars ? { problem: M.textTooLong } : text;
    }
  }
}

/** What formatting a value needs of its attribute. */
export type AttributeDisplay = Pick<Attribute, 'type' | 'unit'>;

/**
 * A value as people read it: a number with its unit (`32 GB`, grouped: `4,800 MT/s`), `Yes`/`No`
 * (in Bangla `হ্যাঁ`/`না`, decision 326), an option or text as is.
 */
export function formatSpecificationValue(
  attribute: AttributeDisplay,
  value: SpecificationValue,
  language: ContentLanguage = 'en',
): string {
  if (attribute.type === 'boolean') {
    return value === true ? YES_NO_TEXT[language].yes : YES_NO_TEXT[language].no;
  }
  if (attribute.type === 'number' && typeof value === 'number') {
    const number = value.toLocaleString('en-US', { maximumFractionDigits: 3 });
    return attribute.unit ? `${number} ${attribute.unit}` : number;
  }
  return String(value);
}

/**
 * The text of a specification the catalog search matches words in (decision 316): each value as
 * {@link formatSpecificationValue} writes it, booleans by their attribute's name when true (`ECC`),
 * separated by ` · `.
 */
export function specificationSearchText(
  attributes: readonly (AttributeDisplay & Pick<Attribute, 'key' | 'name'>)[],
  values: Readonly<Specifications>,
): string {
  const parts: string[] = [];
  for (const attribute of attributes) {
    const value = values[attribute.key];
    if (value === undefined) continue;
    if (attribute.type === 'boolean') {
      if (value === true) parts.push(attribute.name);
      continue;
    }
    parts.push(formatSpecificationValue(attribute, value));
  }
  return parts.join(' · ');
}
