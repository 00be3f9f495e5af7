import { describe, expect, it } from 'vitest';
import { preview, truncateAtWord } from './text.js';

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

describe('truncateAtWord', () => {
  it('keeps text that fits whole', () => {
    expect(truncateAtWord('Partline CF-120 120 mm PWM Case Fan', 40)).toBe(
      'Partline CF-120 120 mm PWM Case Fan',
    );
  });

  it('cuts at the last word that fits and adds an ellipsis, within the limit', () => {
    const name = 'Partline SR5-32 32 GB DDR5 ECC Registered Server Memory';
    for (let chars = 10; chars < name.length; chars += 1) {
      const cut = truncateAtWord(name, chars);
      expect(Array.from(cut).length).toBeLessThanOrEqual(chars);
      expect(cut.endsWith('…')).toBe(true);
      // Whole words only: what is kept is the start of the name up to a space.
      const kept = cut.slice(0, -1);
      expect(name.startsWith(kept)).toBe(true);
      expect([' ', undefined]).toContain(name[kept.length]);
    }
    expect(truncateAtWord(name, 30)).toBe('Partline SR5-32 32 GB DDR5…');
  });

  it('keeps a word that ends right at the limit', () => {
    expect(truncateAtWord('Partline SR5-32 Memory', 16)).toBe('Partline SR5-32…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(truncateAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
  });
});
