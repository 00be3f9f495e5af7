import { SerialLookupListSchema, WarrantyCheckSchema, normalizeSerial } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** Where the warranty reads are kept: `['warranty', …]`. */
export const WARRANTY_QUERY_KEY = ['warranty'] as const;

/**
 * The pieces of the caller's orders shipped with `serial`, `GET /warranty/serials/{serial}`
 * (decision 322): product, order, challan, shipped on, warranty end and status, the serial it
 * replaced and its open return. Not read while `serial` is empty.
 * @throws ApiError 404 'No piece you bought has this serial number'.
 */
export function useSerialLookup(serial: string) {
  const normalized = normalizeSerial(serial);
  return useQuery({
    ...apiQueryOptions(
      [...WARRANTY_QUERY_KEY, 'serials', normalized],
      `/warranty/serials/${encodeURIComponent(normalized)}`,
      SerialLookupListSchema,
    ),
    enabled: normalized !== '',
  });
}

/** A public warranty check's question: a serial and the order number it shipped in. */
export interface WarrantyCheckQuestion {
  serial: string;
  orderNumber: string;
}

/**
 * The public warranty check, `GET /warranty-check?serial=…&orderNumber=…` (no sign-in; decision
 * 322): the product, the day it shipped and the warranty, nothing else. Not read without both.
 * @throws ApiError 404 'No piece with this serial number is in this order'.
 */
export function useWarrantyCheck({ serial, orderNumber }: WarrantyCheckQuestion) {
  const query = new URLSearchParams({ serial, orderNumber });
  return useQuery({
    ...apiQueryOptions(
      [...WARRANTY_QUERY_KEY, 'check', serial, orderNumber],
      `/warranty-check?${query.toString()}`,
      WarrantyCheckSchema,
    ),
    enabled: serial !== '' && orderNumber !== '',
  });
}
