import { I18nProvider } from '@lingui/react';
import {
  PRICE_LIST_IMPORT_MESSAGES,
  PRICE_LIST_MESSAGES,
  PriceListCsvRowSchema,
  type PriceListImport,
  type PriceListImportRow,
} from '@partline/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n/i18n';
import { PriceListImportRows } from './price-list-import-rows';

/** A row's messages by column as the server answers them: the shared row schema's, then its own. */
function checkedRow(
  line: number,
  cells: Record<string, string>,
  serverErrors: Record<string, string[]> = {},
): PriceListImportRow {
  const errors: Record<string, string[]> = {};
  const result = PriceListCsvRowSchema.safeParse(cells);
  for (const issue of result.error?.issues ?? []) {
    (errors[String(issue.path[0])] ??= []).push(issue.message);
  }
  for (const [column, messages] of Object.entries(serverErrors)) {
    (errors[column] ??= []).push(...messages);
  }
  return {
    line,
    sku: cells.sku ?? '',
    minQuantity: null,
    unitPrice: null,
    percentOff: null,
    productName: null,
    action: 'error',
    errors,
  };
}

const answer: PriceListImport = {
  applied: false,
  summary: { create: 0, update: 0, unchanged: 0, remove: 0, error: 5 },
  rows: [
    checkedRow(2, { sku: '', min_quantity: 'ten', unit_price: '0' }),
    checkedRow(3, { sku: 'NV4-1TB', min_quantity: '0', unit_price: '12', percent_off: '5' }),
    checkedRow(4, { sku: 'NV4-1TB', min_quantity: '2.5', percent_off: '120' }),
    checkedRow(
      5,
      { sku: 'XX-404', min_quantity: '10', unit_price: '' },
      { sku: [PRICE_LIST_MESSAGES.unknownSku] },
    ),
    checkedRow(
      6,
      { sku: 'NV4-1TB', min_quantity: '10', unit_price: '1200' },
      {
        min_quantity: [
          PRICE_LIST_IMPORT_MESSAGES.duplicateStep(1234),
          PRICE_LIST_IMPORT_MESSAGES.tooManySteps,
        ],
      },
    ),
  ],
  rowsOmitted: 0,
  removals: [],
  removalsOmitted: 0,
};

/** The texts of the rows' messages, each without its column's name. */
function cellMessages(): string[] {
  const table = screen.getByRole('table', { name: /.+/ });
  return within(table)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/^[a-z_]+: /, ''));
}

describe('PriceListImportRows (decision 320)', () => {
  it("gives a Bangla admin each cell's messages in Bangla, figures in Bangla digits", async () => {
    await activateLocale('bn');
    try {
      render(
        <I18nProvider i18n={i18n}>
          <PriceListImportRows answer={answer} currency="BDT" />
        </I18nProvider>,
      );
      const messages = cellMessages();
      expect(messages.length).toBeGreaterThanOrEqual(8);
      // No English left: only the SKU and CSV, written as they are, in Latin letters.
      expect(messages.filter((text) => /[A-Za-z]{3}/.test(text.replace(/SKU|CSV/g, '')))).toEqual(
        [],
      );
      expect(messages).toContain('এই SKU-এর কোনো পণ্য নেই');
      expect(messages.join('; ')).toContain('এই SKU-এর এই ন্যূনতম পরিমাণ ১,২৩৪ নম্বর লাইনে আগেই আছে');
      expect(messages.join('; ')).toContain('একক মূল্য বা ছাড় দিন, দুটোই নয়');
    } finally {
      await activateLocale('en');
    }
  });

  it('gives an English admin the messages as the server wrote them', () => {
    render(
      <I18nProvider i18n={i18n}>
        <PriceListImportRows answer={answer} currency="BDT" />
      </I18nProvider>,
    );
    expect(cellMessages().join('; ')).toContain(
      'This SKU has this minimum quantity on line 1234 already',
    );
    expect(cellMessages()).toContain(PRICE_LIST_MESSAGES.unknownSku);
  });
});
