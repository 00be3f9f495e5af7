import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('reads in English as before: whole KB below a megabyte, MB with one decimal', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12 MB');
    expect(formatFileSize(1023.96 * 1024)).toBe('1,024 KB');
    expect(formatFileSize(1200 * 1024 * 1024)).toBe('1,200 MB');
    expect(formatFileSize(1.96 * 1024 * 1024)).toBe('2 MB');
  });

  it('writes in English what Intl writes, without Intl', () => {
    const english = (digits: number) =>
      new Intl.NumberFormat('en', { maximumFractionDigits: digits });
    for (let kilobytes = 1; kilobytes < 2_000_000; kilobytes = Math.ceil(kilobytes * 1.37)) {
      const bytes = kilobytes * 1024 + 77;
      const expected =
        bytes < 1024 * 1024
          ? `${english(0).format(Math.round(bytes / 1024))} KB`
          : `${english(1).format(bytes / 1024 / 1024)} MB`;
      expect(formatFileSize(bytes), `${bytes} bytes`).toBe(expected);
    }
  });

  it('reads in Bangla with Bangla digits, KB and MB as written', () => {
    expect(formatFileSize(850 * 1024, 'bn')).toBe('৮৫০ KB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'bn')).toBe('২.৪ MB');
    expect(formatFileSize(1200 * 1024 * 1024, 'bn')).toBe('১,২০০ MB');
  });
});
