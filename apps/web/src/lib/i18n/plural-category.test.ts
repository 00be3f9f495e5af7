import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural-category';

describe('pluralCategory', () => {
  it("chooses the form CLDR's rules give each language", () => {
    expect([0, 1, 2, 1000].map((count) => pluralCategory(count, 'en'))).toEqual([
      'other',
      'one',
      'other',
      'other',
    ]);
    // Bangla: 0 and 1 are `one`.
    expect([0, 1, 2].map((count) => pluralCategory(count, 'bn'))).toEqual(['one', 'one', 'other']);
  });
});
