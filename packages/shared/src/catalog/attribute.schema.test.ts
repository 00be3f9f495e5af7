import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_LIMITS, ATTRIBUTE_MESSAGES } from './attribute.schema.js';
import { EditAttributeInputSchema, SpecificationsInputSchema } from './attribute-input.schema.js';

describe('SpecificationsInputSchema', () => {
  it('takes numbers, text, booleans and null (a value to remove)', () => {
    const input = { capacity_gb: 32, module_type: 'rdimm', ecc: true, note: null };
    expect(SpecificationsInputSchema.parse(input)).toEqual(input);
  });

  it(`refuses more than ${ATTRIBUTE_LIMITS.perCategoryMax} keys and nested values`, () => {
    const many = Object.fromEntries(
      Array.from({ length: ATTRIBUTE_LIMITS.perCategoryMax + 1 }, (_, i) => [`k${i}`, i]),
    );
    expect(SpecificationsInputSchema.safeParse(many).error?.issues[0]?.message).toBe(
      ATTRIBUTE_MESSAGES.tooManyValues,
    );
    expect(SpecificationsInputSchema.safeParse({ capacity_gb: { value: 32 } }).success).toBe(false);
  });
});

describe('EditAttributeInputSchema', () => {
  it('keeps the unit when absent and removes it when null or blank', () => {
    expect(EditAttributeInputSchema.parse({ name: 'Size' }).unit).toBeUndefined();
    expect(EditAttributeInputSchema.parse({ unit: null }).unit).toBeNull();
    expect(EditAttributeInputSchema.parse({ unit: '  ' }).unit).toBeNull();
    expect(EditAttributeInputSchema.parse({ unit: ' GB ' }).unit).toBe('GB');
  });
});

describe('ATTRIBUTE_MESSAGES.optionInUse', () => {
  it('counts the products that hold the option', () => {
    expect(ATTRIBUTE_MESSAGES.optionInUse(3, 'Unbuffered')).toBe(
      '3 products use Unbuffered: change them first',
    );
    expect(ATTRIBUTE_MESSAGES.optionInUse(1, 'RDIMM')).toBe(
      '1 product uses RDIMM: change it first',
    );
  });
});
