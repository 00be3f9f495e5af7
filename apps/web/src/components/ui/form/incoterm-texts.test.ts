import { EXPORT_SALE_MESSAGES, INCOTERM_RULES } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { INCOTERM_PLACE_TEXTS, NO_INCOTERM } from './incoterm-texts';

describe('the words of export terms in the catalog (decision 323)', () => {
  it('are the shared English texts word for word, every named place included', () => {
    expect(NO_INCOTERM.message).toBe(EXPORT_SALE_MESSAGES.noIncoterm);
    for (const { place } of Object.values(INCOTERM_RULES)) {
      expect(INCOTERM_PLACE_TEXTS[place]?.message).toBe(place);
    }
    expect(Object.keys(INCOTERM_PLACE_TEXTS)).toHaveLength(
      new Set(Object.values(INCOTERM_RULES).map(({ place }) => place)).size,
    );
  });
});
