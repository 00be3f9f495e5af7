import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { slugify, type AttributeType } from '@partline/shared';

/** How each type reads in the type select. */
export const ATTRIBUTE_TYPE_LABELS: Record<AttributeType, MessageDescriptor> = {
  number: msg`Number`,
  enum: msg`One of a list`,
  boolean: msg`Yes/No`,
  text: msg`Text`,
};

/** The options as typed, one per line or separated by commas. */
export const optionsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((option) => option.trim())
    .filter((option) => option !== '');

/** An attribute key from its name, snake_case: 'Capacity (GB)' → `capacity_gb`. */
export const keyOf = (name: string) => {
  const key = slugify(name).replace(/-/g, '_').slice(0, 40).replace(/_+$/, '');
  return /^[a-z]/.test(key) ? key : '';
};
