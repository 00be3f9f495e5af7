import {
  CurrencyCodeSchema,
  formatQuantity,
  formatShopDateTime,
  moneyIn,
  type CurrencyCode,
} from '@partline/shared';

/**
 * Names of the fields the audit log records most, in the order they are listed; in English, their
 * messages in other languages are `AUDIT_FIELD_TEXTS` (audit-texts.ts).
 */
/* eslint-disable lingui/no-unlocalized-strings -- English; translated by AuditWords.label */
export const FIELD_LABELS: Record<string, string> = {
  productName: 'Name',
  productPrice: 'Price',
  minOrder: 'Minimum order',
  availableQuantity: 'Stock',
  heldQuantity: 'Held',
  status: 'Status',
  isPaid: 'Paid',
  isDelivered: 'Delivered',
  deliveredAt: 'Delivered at',
  role: 'Role',
  url: 'URL',
  legalName: 'Legal name',
  addressLines: 'Address',
  bin: 'BIN',
  tin: 'TIN',
  tradeLicenceNumber: 'Trade licence number',
  vatRegistrationType: 'VAT registration',
  bankAccounts: 'Bank account',
  accountName: 'Account name',
  accountNumber: 'Account number',
  routingNumber: 'Routing number',
  swift: 'SWIFT',
  invoiceFooter: 'Invoice footer',
  pricesIncludeVat: 'Catalog prices include VAT',
  // A catalog write's texts in another language (decision 326): `translations.bn.productName`.
  bn: 'Bangla',
  bdtPerUnit: 'Taka per unit',
  effectiveOn: 'Applies from',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The words and formats a snapshot is shown with, in the reader's language: English by default
 * (`yes`, `Tk. 900`, `21 Nov 2026, 13:05 (Dhaka time)`).
 */
export interface AuditWords {
  /** A known field's name ({@link FIELD_LABELS}' key), or `undefined` to spell out its own. */
  label: (field: string) => string | undefined;
  yes: string;
  no: string;
  /** An empty list or object. */
  none: string;
  /** An amount in major units of `currency` (Taka when none is given; decision 327). */
  money: (amount: number, currency?: CurrencyCode) => string;
  number: (count: number) => string;
  /** An instant, Dhaka time. */
  instant: (date: Date) => string;
}

const ENGLISH: AuditWords = {
  label: (field) => FIELD_LABELS[field],
  yes: 'yes',
  no: 'no',
  none: 'none',
  money: (amount, currency) => moneyIn(currency)(amount),
  number: formatQuantity,
  instant: formatShopDateTime,
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/**
 * Amounts, by their field's name: `productPrice`, `lineTotal`, `creditLimit`, … — in the currency
 * the snapshot names (`currency`: a USD document's credit note, a company billed in USD;
 * decision 327), else Taka.
 */
const TAKA_FIELD = /(price|total|balance|amount|limit)$/i;

/** One recorded field: a path for people ('Price tiers 2 · Unit price') and its value shown. */
export interface AuditField {
  path: string;
  value: string;
}

/** One changed field: its path, the value before and after ('—' where there was none). */
export interface AuditFieldChange {
  path: string;
  before: string;
  after: string;
}

/** A field's name for people: its label, or its camelCase name in words ('minQuantity' → 'Min quantity'). */
function label(field: string, words: AuditWords): string {
  const known = words.label(field);
  if (known) return known;
  const spelled = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

/**
 * A recorded value for people: amounts in the snapshot's `currency` (Taka without one), Dhaka time
 * for instants, yes/no for flags.
 */
function show(
  field: string,
  value: unknown,
  words: AuditWords,
  currency: CurrencyCode | undefined,
): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && TAKA_FIELD.test(field)) return words.money(value, currency);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return words.instant(date);
  }
  if (typeof value === 'number') return words.number(value);
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Known fields first, in {@link FIELD_LABELS}' order, then the others by name (JSONB keeps no order). */
function orderedKeys(keys: Iterable<string>): string[] {
  const known = Object.keys(FIELD_LABELS);
  const rank = (field: string) => (known.includes(field) ? known.indexOf(field) : known.length);
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * A snapshot as flat fields, nested objects and lists spelled out: `{ priceTiers: [{ minQuantity:
 * 1, unitPrice: 900 }] }` → 'Price tiers 1 · Min quantity': '1', 'Price tiers 1 · Unit price':
 * 'Tk. 900'. A list of plain values is one field ('Scopes': 'orders:read, orders:write'); an
 * empty list or object reads 'none'.
 */
export function flattenSnapshot(
  snapshot: Record<string, unknown>,
  words: AuditWords = ENGLISH,
): AuditField[] {
  const fields: AuditField[] = [];
  const named = CurrencyCodeSchema.safeParse(snapshot.currency);
  const currency = named.success ? named.data : undefined;
  const walk = (field: string, path: string, value: unknown) => {
    if (Array.isArray(value)) {
      if (value.length === 0) fields.push({ path, value: words.none });
      else if (value.every((item) => !isRecord(item) && !Array.isArray(item))) {
        fields.push({
          path,
          value: value.map((item) => show(field, item, words, currency)).join(', '),
        });
      } else
        value.forEach((item, index) => walk(field, `${path} ${words.number(index + 1)}`, item));
      return;
    }
    if (isRecord(value)) {
      const keys = orderedKeys(Object.keys(value));
      if (keys.length === 0) fields.push({ path, value: words.none });
      for (const key of keys) walk(key, `${path} · ${label(key, words)}`, value[key]);
      return;
    }
    fields.push({ path, value: show(field, value, words, currency) });
  };
  for (const key of orderedKeys(Object.keys(snapshot))) walk(key, label(key, words), snapshot[key]);
  return fields;
}

/**
 * The fields that differ between two snapshots, in the order of the later one's fields then the
 * earlier one's: each with its value before and after ('—' where it had none).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  words: AuditWords = ENGLISH,
): AuditFieldChange[] {
  const was = new Map(flattenSnapshot(before, words).map((field) => [field.path, field.value]));
  const now = new Map(flattenSnapshot(after, words).map((field) => [field.path, field.value]));
  const paths = [...new Set([...now.keys(), ...was.keys()])];
  return paths
    .map((path) => ({ path, before: was.get(path) ?? '—', after: now.get(path) ?? '—' }))
    .filter((change) => change.before !== change.after);
}
