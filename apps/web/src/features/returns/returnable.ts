import { normalizeSerial, type OrderDetail } from '@partline/shared';

/** A line of an order as a return request offers it: what shipped of it. */
export interface ReturnableLine {
  orderLineId: string;
  sku: string;
  productName: string;
  /** Pieces shipped of it, over every shipment (replacements included). */
  shipped: number;
  /** The serial numbers shipped, for a serial-tracked product; empty otherwise. */
  serials: string[];
}

/**
 * The lines of an order with shipped pieces (decision 322), in the order's line order: each with
 * the pieces and the serial numbers its shipments carried. A line whose shipments carry serial
 * numbers is serial-tracked: its pieces go back by serial.
 */
export function returnableLines(order: Pick<OrderDetail, 'lines' | 'shipments'>): ReturnableLine[] {
  const shipped = new Map<string, ReturnableLine>();
  for (const shipment of order.shipments) {
    for (const line of shipment.lines) {
      const entry = shipped.get(line.orderLineId) ?? {
        orderLineId: line.orderLineId,
        sku: line.sku,
        productName: line.productName,
        shipped: 0,
        serials: [],
      };
      entry.shipped += line.quantity;
      entry.serials.push(...line.serials);
      shipped.set(line.orderLineId, entry);
    }
  }
  const inLineOrder = order.lines.flatMap((line) => {
    const entry = line._id ? shipped.get(line._id) : undefined;
    return entry ? [entry] : [];
  });
  // A line the order no longer lists (a replacement's) still counts, after the order's own.
  const listed = new Set(inLineOrder.map((line) => line.orderLineId));
  return [...inLineOrder, ...[...shipped.values()].filter((line) => !listed.has(line.orderLineId))];
}

/**
 * What a request page opens with chosen (`?line=`, `?serial=`): the serial ticked on its line, or
 * one piece of a line that has no serials.
 */
export function preselection(
  lines: readonly ReturnableLine[],
  query: { line: string | null; serial: string | null },
): { serials: string[][]; quantities: number[] } {
  const serial = query.serial ? normalizeSerial(query.serial) : null;
  return {
    serials: lines.map((line) =>
      serial && line.serials.includes(serial) && (!query.line || query.line === line.orderLineId)
        ? [serial]
        : [],
    ),
    quantities: lines.map((line) =>
      line.serials.length === 0 && query.line === line.orderLineId ? 1 : 0,
    ),
  };
}
