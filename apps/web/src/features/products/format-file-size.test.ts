import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('reads in English as before: whole KB below a megabyte, MB with one decimal', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12 MB');
  });

  it('reads in Bangla with Bangla digits, KB and MB as written', () => {
    expect(formatFileSize(850 * 1024, 'bn')).toBe('৮৫০ KB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'bn')).toBe('২.৪ MB');
    expect(formatFileSize(1200 * 1024 * 1024, 'bn')).toBe('১,২০০ MB');
  });
});
