import { z } from 'zod';
import { LOCALES } from './locale.js';

/** A language as the API takes and answers it: `en` or `bn` (`users.locale`; decision 325). */
export const LocaleSchema = z
  .enum(LOCALES)
  .meta({ id: 'Locale', description: 'The language a person reads the shop in: `en` or `bn`.' });
