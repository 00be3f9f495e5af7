const numbers = new Map<string, Intl.NumberFormat>();

/** `Intl`'s number format of `tag` with at most `digits` decimals, made once. */
function numberIn(tag: string, digits: number): Intl.NumberFormat {
  const key = `${tag}/${digits}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: digits });
    numbers.set(key, format);
  }
  return format;
}

/**
 * A file size people read, in the reader's digits: `850 KB`, `2.4 MB`; in Bangla `৮৫০ KB`,
 * `২.৪ MB` (KB and MB stay as written, like PDF; decision 325). `locale` is the reader's (`i18n.locale`):
 * `bn` is Bangla, anything else English. Below 1 KB it reads 1 KB.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  const tag = locale === 'bn' ? 'bn-BD' : 'en';
  if (bytes < 1024 * 1024) {
    return `${numberIn(tag, 0).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  }
  return `${numberIn(tag, 1).format(bytes / 1024 / 1024)} MB`;
}
