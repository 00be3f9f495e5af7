import { describe, expect, it } from 'vitest';
import { groupedFigure } from './grouped-figure.js';

const intl = {
  0: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  2: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} as const;

describe('groupedFigure', () => {
  it('groups thousands and keeps the decimals asked for', () => {
    expect(groupedFigure(0, 0)).toBe('0');
    expect(groupedFigure(999, 0)).toBe('999');
    expect(groupedFigure(1000, 0)).toBe('1,000');
    expect(groupedFigure(4911000, 0)).toBe('4,911,000');
    expect(groupedFigure(3250.5, 2)).toBe('3,250.50');
    expect(groupedFigure(0.07, 2)).toBe('0.07');
    expect(groupedFigure(-1234.5, 0)).toBe('-1,235');
    expect(groupedFigure(90_071_992_547_409.9, 2)).toBe('90,071,992,547,409.90');
  });

  it('never writes a negative zero', () => {
    expect(groupedFigure(-0, 0)).toBe('0');
    expect(groupedFigure(-0.4, 0)).toBe('0');
    expect(groupedFigure(-0.004, 2)).toBe('0.00');
  });

  it('writes what Intl.NumberFormat en-US writes, rounding included', () => {
    const values = [0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 2.675, 1234.565, 999.995, 999_999.5];
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** Math.floor(Math.abs(random()) * 15);
      values.push(Math.round(random() * magnitude * 1000) / 1000);
    }
    for (const value of values.filter((value) => Math.abs(value) >= 0.5)) {
      for (const digits of [0, 2] as const) {
        expect(groupedFigure(value, digits), `${value} with ${digits} decimals`).toBe(
          intl[digits].format(value),
        );
      }
    }
  });
});
