import { formatQuantity } from '@partline/shared';

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
  const kilobytes = Math.max(1, Math.round(bytes / 1024));
  if (locale !== 'bn') {
    // English without `Intl`, as the shared formatters write figures (decision 096): a product
    // page lists its downloads in its first render, and the first `Intl.NumberFormat` a page makes
    // loads ICU's number data.
    if (bytes < 1024 * 1024) return `${formatQuantity(kilobytes)} KB`;
    const tenths = Math.round((bytes / 1024 / 1024) * 10);
    const fraction = tenths % 10;
    return `${formatQuantity(Math.floor(tenths / 10))}${fraction ? `.${fraction}` : ''} MB`;
  }
  if (bytes < 1024 * 1024) return `${numberIn('bn-BD', 0).format(kilobytes)} KB`;
  return `${numberIn('bn-BD', 1).format(bytes / 1024 / 1024)} MB`;
}
