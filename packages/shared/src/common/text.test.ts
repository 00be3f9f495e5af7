import { describe, expect, it } from 'vitest';
import { preview } from './text.js';

describe('preview', () => {
  it('keeps short text whole', () => {
    expect(preview('Fast SSD', 60)).toBe('Fast SSD');
  });

  it('cuts at the limit and marks the cut', () => {
    const text = 'x'.repeat(59) + ' and more words after the limit';
    const cut = preview(text, 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(60);
  });

  it('never splits a character made of two code units', () => {
    const text = '🔌'.repeat(70);
    expect(preview(text, 60)).toBe('🔌'.repeat(60) + '…');
  });
});
