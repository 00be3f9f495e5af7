import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/i18n';
/**
 * A quote version as a buyer counts them (decision 151): version 0 is the buyer's request at list
 * prices, and the shop's quotes are versions 1, 2, …
 */
export const versionLabel = (version: number): string =>
  version === 0 ? i18n._(msg`Request`) : i18n._(msg`Version ${version}`);
