import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The words of an export's terms a page shows (decision 323), as messages of the catalog: the
 * shared package's `EXPORT_SALE_MESSAGES.noIncoterm` and the named places of `INCOTERM_RULES`,
 * each held equal to its English by `incoterm-texts.test.ts`. A rule's own name (Free On Board)
 * is the ICC's and stays as it is written, like its code.
 */

/** No rule agreed: `EXPORT_SALE_MESSAGES.noIncoterm`. */
export const NO_INCOTERM: MessageDescriptor = msg`None agreed`;

/** What a rule's named place is, by the English of `INCOTERM_RULES[rule].place`. */
export const INCOTERM_PLACE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'place of delivery': msg`place of delivery`,
  'port of shipment': msg`port of shipment`,
  'port of destination': msg`port of destination`,
  'place of destination': msg`place of destination`,
};
