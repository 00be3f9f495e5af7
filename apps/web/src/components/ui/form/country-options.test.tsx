import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@/lib/i18n/i18n';
import { CountryOptions } from './country-options';

function renderSelect() {
  render(
    <I18nProvider i18n={i18n}>
      <select aria-label="country">
        <CountryOptions />
      </select>
    </I18nProvider>,
  );
  return screen.getAllByRole('option');
}

describe('CountryOptions', () => {
  it('names every country in English, Bangladesh first, then alphabetically', () => {
    const options = renderSelect();
    expect(options[0]).toHaveTextContent('Bangladesh');
    expect(options[0]).toHaveValue('BD');
    expect(options[1]).toHaveTextContent('Afghanistan');
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveValue('DE');
  });

  it('names them in Bangla for a Bangla reader (Intl.DisplayNames), the values unchanged', async () => {
    await activateLocale('bn');
    try {
      const options = renderSelect();
      expect(options[0]).toHaveTextContent('বাংলাদেশ');
      expect(screen.getByRole('option', { name: 'জার্মানি' })).toHaveValue('DE');
      expect(options.filter((option) => /[A-Za-z]{3}/.test(option.textContent ?? ''))).toEqual([]);
    } finally {
      await activateLocale('en');
    }
  });
});
