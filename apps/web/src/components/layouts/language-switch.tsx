import type { Locale } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';

/** Each language by its own name, in its own script: a reader finds theirs whatever is shown. */
const LANGUAGES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'bn', name: 'বাংলা' },
];

export interface LanguageSwitchProps {
  /** The language active now. */
  locale: Locale;
  /** Called with the language chosen. */
  onChoose: (locale: Locale) => void;
  className?: string;
}

/**
 * The header's language switch (decision 325): English / বাংলা as two toggle buttons in a labelled
 * group, the active one pressed (`aria-pressed`); each name carries its `lang`, so a screen reader
 * says it in its own language.
 */
export function LanguageSwitch({ locale, onChoose, className }: LanguageSwitchProps) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={`language-switch${className ? ` ${className}` : ''}`}
      data-testid="language-switch"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language.locale}
          type="button"
          lang={language.locale}
          className="language-switch__option"
          aria-pressed={language.locale === locale}
          onClick={() => {
            if (language.locale !== locale) onChoose(language.locale);
          }}
        >
          {language.name}
        </button>
      ))}
    </div>
  );
}
