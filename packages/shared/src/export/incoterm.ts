import { z } from 'zod';
import { isStorableText } from '../common/text.js';
import { EXPORT_SALE_MESSAGES as M, INCOTERM_PLACE_MAX_CHARS } from './export.messages.js';

/*
 * The terms an export is sold under (decision 323): an Incoterms 2020 rule of the International
 * Chamber of Commerce and its named place — "FOB Chittagong", "CIF Hamburg". A company outside
 * Bangladesh has a default the shop admin agreed with it; each of its orders copies it when placed.
 */

/** The eleven rules of Incoterms 2020, in the ICC's order (the `orders_incoterm_known` check). */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
/** One of {@link INCOTERMS}. */
export type Incoterm = (typeof INCOTERMS)[number];

/**
 * Each rule's name and what its named place is (Incoterms 2020): the seller's place of delivery,
 * the port of shipment (sea and inland waterway rules FAS, FOB) or the destination.
 */
export const INCOTERM_RULES: Readonly<Record<Incoterm, { name: string; place: string }>> = {
  EXW: { name: 'Ex Works', place: 'place of delivery' },
  FCA: { name: 'Free Carrier', place: 'place of delivery' },
  FAS: { name: 'Free Alongside Ship', place: 'port of shipment' },
  FOB: { name: 'Free On Board', place: 'port of shipment' },
  CFR: { name: 'Cost and Freight', place: 'port of destination' },
  CIF: { name: 'Cost, Insurance and Freight', place: 'port of destination' },
  CPT: { name: 'Carriage Paid To', place: 'place of destination' },
  CIP: { name: 'Carriage and Insurance Paid To', place: 'place of destination' },
  DAP: { name: 'Delivered at Place', place: 'place of destination' },
  DPU: { name: 'Delivered at Place Unloaded', place: 'place of destination' },
  DDP: { name: 'Delivered Duty Paid', place: 'place of destination' },
};

/** A rule as a choice reads it: `FOB — Free On Board (port of shipment)`. */
export function incotermChoiceLabel(incoterm: Incoterm): string {
  const rule = INCOTERM_RULES[incoterm];
  return `${incoterm} — ${rule.name} (${rule.place})`;
}

/**
 * Terms as documents and pages write them: the rule and its place, `FOB Chittagong`; the rule
 * alone without a place; `null` without a rule.
 */
export function formatIncoterm(incoterm: Incoterm | null, place: string): string | null {
  if (!incoterm) return null;
  return place.trim() ? `${incoterm} ${place.trim()}` : incoterm;
}

/** An incoterm and its place as the API answers them (`null` and `''`: none). */
export const exportTermsShape = {
  incoterm: z
    .enum(INCOTERMS)
    .nullable()
    .describe('The Incoterms 2020 rule, e.g. `FOB`; `null`: none (decision 323)'),
  incotermPlace: z
    .string()
    .describe("The rule's named place, e.g. `Chittagong`; empty without a rule"),
};

/** An incoterm and its place. */
export interface ExportTerms {
  incoterm: Incoterm | null;
  incotermPlace: string;
}

/**
 * `PATCH /admin/companies/{id}/incoterm` and `PATCH /orders/{id}/incoterm` body (shop admins;
 * decision 323): `incoterm`, one of {@link INCOTERMS} (`null` or blank: none), and
 * `incotermPlace`, the named place (required with a rule, at most
 * {@link INCOTERM_PLACE_MAX_CHARS} characters; cleared without one).
 */
export const IncotermInputSchema = z
  .object({
    incoterm: z.preprocess(
      (value) => (value === '' ? null : value),
      z.enum(INCOTERMS, { error: M.incotermInvalid }).nullable(),
    ),
    incotermPlace: z
      .string({ error: M.placeRequired })
      .trim()
      .max(INCOTERM_PLACE_MAX_CHARS, { error: M.placeTooLong })
      .refine(isStorableText, { error: M.placeRequired })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.incoterm !== null && !body.incotermPlace) {
      context.addIssue({ code: 'custom', path: ['incotermPlace'], message: M.placeRequired });
    }
  })
  .transform((body): ExportTerms =>
    body.incoterm === null
      ? { incoterm: null, incotermPlace: '' }
      : { incoterm: body.incoterm, incotermPlace: body.incotermPlace ?? '' },
  )
  .meta({ id: 'IncotermInput' });
/** The incoterm form's values. */
export type IncotermInputValues = z.input<typeof IncotermInputSchema>;
/** A parsed {@link IncotermInputSchema}. */
export type IncotermInput = z.output<typeof IncotermInputSchema>;
