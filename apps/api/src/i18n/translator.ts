import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, isForeignCurrency, isLocale, type Locale } from '@partline/shared';
import { documentFormatters, type DocumentFormatters } from './format.js';
import { BN_MESSAGES } from './messages.bn.js';
import { EN_MESSAGES, type MessageId } from './messages.en.js';

/*
 * The server's message catalogue: the e-mails and PDFs in the reader's language (decision 328).
 * Lingui's runtime, as the web's (decision 325), with the catalogues as plain modules compiled
 * when first used (`setMessagesCompiler`): the API's esbuild bundle needs no macro or compile step.
 */

/** The values a message's placeholders take: text already formatted for its language. */
export type MessageValues = Record<string, string | number>;

/** How the e-mails and PDFs of one language read: its messages and its formatters. */
export interface Translator extends DocumentFormatters {
  /** The message `id` in this language with `values` put in. */
  t(id: MessageId, values?: MessageValues): string;
}

const CATALOGUES: Record<Locale, Record<MessageId, string>> = { en: EN_MESSAGES, bn: BN_MESSAGES };

const translators = new Map<Locale, Translator>();

/** The {@link Translator} of `locale` (one per language, made once). */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const i18n: I18n = setupI18n({ locale, messages: { [locale]: { ...CATALOGUES[locale] } } });
    i18n.setMessagesCompiler(compileMessage);
    translator = { ...documentFormatters(locale), t: (id, values) => i18n._(id, values) };
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * `tr` for a document in `currency` (decision 327): its `money` writes minor units of that currency
 * (`US$1,234.50`), so a layout that prints a document's amounts with `money` prints them in the
 * document's currency. Taka is `tr` itself.
 */
export function inCurrency(tr: Translator, currency = 'BDT'): Translator {
  return isForeignCurrency(currency)
    ? { ...tr, money: (minor) => tr.moneyIn(minor, currency) }
    : tr;
}

/** `value` as a {@link Locale}: a stored or asked language the shop speaks, else English. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
