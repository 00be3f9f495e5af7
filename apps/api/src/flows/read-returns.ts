import {
  BASE_CURRENCY,
  PAGE_LIMIT_DEFAULT,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  RETURN_STATUS_LABELS,
  shopDay,
  toTaka,
  warrantyEndsOn,
  warrantyStatusOn,
  type CurrencyCode,
  type KeysetPage,
  type Return,
  type ReturnItem,
  type ReturnListQuerySchema,
  type ReturnSummary,
  returnLabelFileName,
  type InvoiceSeller,
} from '@partline/shared';
import { and, asc, desc, eq, inArray, max, min, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../db/client.js';
import { escapeLike } from '../db/like.js';
import {
  companies,
  orderLines,
  orders,
  products,
  returnItems,
  returns,
  shipmentLines,
  shipments,
  shipmentSerials,
} from '../db/schema/index.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { renderReturnLabelPdf } from '../modules/returns/return-label-pdf.js';
import { readerLocale } from './reader-locale.js';
import type { PdfFile } from '../pdf/answer-pdf.js';
import {
  afterInstantCursor,
  decodeInstantCursor,
  instantKey,
  toKeysetPage,
} from '../keyset-page.js';
import {
  findReturn,
  findReturnByNumber,
  itemsOfReturns,
  returnsOfOrder,
  type ReturnItemRow,
  type ReturnRow,
  type ReturnWithItems,
} from '../modules/returns/returns.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { isRowId } from '../row-id.js';
import { companyAdminOf } from './company-of-caller.js';

/*
 * Reading returns (decision 322): who reads which, and a return as the API answers it — its items
 * with the SKU, product and serial, when the piece shipped and where its warranty stands.
 */

/** A parsed `GET /returns` query. */
export type ReturnListQuery = z.output<typeof ReturnListQuerySchema>;

/**
 * The returns a caller reads: a shop admin every return; anyone else the returns of orders they
 * placed, and a company admin (while an admin of it) also every return of their company's orders.
 * `undefined`: all.
 */
async function readableBy(db: Database, caller: RequestUser): Promise<SQL | undefined> {
  if (caller.role === 'admin') return undefined;
  const companyId = await companyAdminOf(db, caller);
  const own = sql`${returns.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.userId} = ${caller.id})`;
  return companyId ? or(own, eq(returns.companyId, companyId)) : own;
}

/** Whether `caller` reads this return (see {@link readableBy}). */
export async function mayReadReturn(
  db: Database,
  caller: RequestUser,
  row: Pick<ReturnRow, 'orderId' | 'companyId'>,
): Promise<boolean> {
  if (caller.role === 'admin') return true;
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  if (order?.userId === caller.id) return true;
  return !!row.companyId && (await companyAdminOf(db, caller)) === row.companyId;
}

/**
 * `GET /returns/{id}` and `GET /returns/number/{number}`: a return its caller reads.
 * @throws NotFoundError 'Return not found' for an unknown one and for one the caller may not read
 *   (404, not 403: other clients' returns are not revealed).
 */
export async function getReturn(
  db: Database,
  caller: RequestUser,
  key: { id: string } | { number: string },
): Promise<Return> {
  const row = await readableReturn(db, caller, key);
  return (await returnAnswers(db, [row]))[0]!;
}

/** The stored return `key` names, for a caller who reads it; else 404 'Return not found'. */
export async function readableReturn(
  db: Database,
  caller: RequestUser,
  key: { id: string } | { number: string },
): Promise<ReturnWithItems> {
  const row =
    'id' in key
      ? isRowId(key.id)
        ? await findReturn(db, key.id)
        : undefined
      : await findReturnByNumber(db, key.number.trim().toUpperCase());
  if (!row || !(await mayReadReturn(db, caller, row))) {
    throw new NotFoundError(RETURN_MESSAGES.notFound);
  }
  return row;
}

/** The conditions of a list query: the caller's returns, a status and a search. */
async function listConditions(
  db: Database,
  caller: RequestUser,
  query: Pick<ReturnListQuery, 'status' | 'q'>,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  const scope = await readableBy(db, caller);
  if (scope) conditions.push(scope);
  if (query.status === 'open') {
    conditions.push(inArray(returns.status, ['requested', 'approved', 'received']));
  } else if (query.status) {
    conditions.push(eq(returns.status, query.status));
  }
  if (query.q) {
    const text = query.q.toUpperCase();
    const like = `%${escapeLike(text)}%`;
    conditions.push(
      or(
        sql`${returns.number} LIKE ${like}`,
        sql`${returns.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.number} = ${text})`,
        sql`${returns.id} IN (SELECT ${returnItems.returnId} FROM ${returnItems}
          JOIN ${shipmentSerials} ON ${shipmentSerials.id} IN (${returnItems.serialId}, ${returnItems.replacementSerialId})
          WHERE ${shipmentSerials.serial} = ${text})`,
      )!,
    );
  }
  return conditions;
}

/**
 * `GET /returns`: a keyset page of the caller's returns (see {@link readableBy}), newest first or
 * oldest first (the queue's age order), of a status (`open`: requested, approved or received),
 * matching `q` — part of an RMA number, a whole order number or a serial number (returned or
 * replacement).
 * @throws ValidationError 400 for a cursor of no page of this list.
 */
export async function listReturns(
  db: Database,
  caller: RequestUser,
  query: ReturnListQuery,
): Promise<KeysetPage<Return>> {
  const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const conditions = await listConditions(db, caller, query);
  if (query.cursor) {
    conditions.push(
      afterInstantCursor(
        returns.createdAt,
        returns.id,
        decodeInstantCursor(query.cursor),
        direction,
      ),
    );
  }
  const order = direction === 'asc' ? asc : desc;
  const rows = await db
    .select({ row: returns, key: instantKey(returns.createdAt) })
    .from(returns)
    .where(and(...conditions))
    .orderBy(order(returns.createdAt), order(returns.id))
    .limit(limit + 1);
  const page = toKeysetPage(rows, limit, (row) => [row.key, row.row.id]);
  const items = await itemsOfReturns(
    db,
    page.items.map(({ row }) => row.id),
  );
  return {
    items: await returnAnswers(
      db,
      page.items.map(({ row }) => ({ ...row, items: items.get(row.id) ?? [] })),
    ),
    nextCursor: page.nextCursor,
  };
}

/** The returns of an order as its detail lists them, oldest first. */
export async function returnSummariesOfOrder(
  db: Executor,
  orderId: string,
): Promise<ReturnSummary[]> {
  return (await returnsOfOrder(db, orderId)).map((row) => ({
    _id: row.id,
    number: row.number,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
}

/** An order line's facts a return's item shows. */
export interface LineFacts {
  orderId: string;
  sku: string;
  productName: string;
  productId: string | null;
  warrantyMonths: number;
  /** The first day a piece of the line shipped (not counting replacements). */
  firstShippedOn: string | null;
  /** The last day a piece of the line shipped (not counting replacements). */
  lastShippedOn: string | null;
}

/** The facts of these order lines, by id. */
export async function lineFactsOf(
  db: Executor,
  lineIds: readonly string[],
): Promise<Map<string, LineFacts>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      sku: orderLines.sku,
      productName: orderLines.productName,
      productId: orderLines.productId,
      warrantyMonths: sql<number>`coalesce(${products.warrantyMonths}, 0)`.mapWith(Number),
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.id, [...lineIds]));
  const shipped = await db
    .select({
      orderLineId: shipmentLines.orderLineId,
      first: min(shipments.shippedOn),
      last: max(shipments.shippedOn),
    })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(
      and(inArray(shipmentLines.orderLineId, [...lineIds]), sql`${shipments.returnId} IS NULL`),
    )
    .groupBy(shipmentLines.orderLineId);
  const daysOf = new Map(shipped.map((row) => [row.orderLineId, row]));
  return new Map(
    rows.map(({ id, ...row }) => [
      id,
      {
        ...row,
        firstShippedOn: daysOf.get(id)?.first ?? null,
        lastShippedOn: daysOf.get(id)?.last ?? null,
      },
    ]),
  );
}

/** A serial's facts a return's item shows: the serial, its day shipped and its warranty end. */
export interface SerialFacts {
  id: string;
  serial: string;
  orderLineId: string;
  productId: string;
  shippedOn: string;
  warrantyEndsOn: string | null;
}

/** These serials with the day each shipped, by id. */
export async function serialFactsOf(
  db: Executor,
  serialIds: readonly string[],
): Promise<Map<string, SerialFacts>> {
  if (serialIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: shipmentSerials.id,
      serial: shipmentSerials.serial,
      orderLineId: shipmentSerials.orderLineId,
      productId: shipmentSerials.productId,
      shippedOn: shipments.shippedOn,
      warrantyEndsOn: shipmentSerials.warrantyEndsOn,
    })
    .from(shipmentSerials)
    .innerJoin(shipments, eq(shipments.id, shipmentSerials.shipmentId))
    .where(inArray(shipmentSerials.id, [...serialIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * When a piece of a return item shipped and when its warranty ends: the serial's, or for a line
 * that is not serial-tracked its first shipment's day plus the product's warranty months.
 */
export function pieceDates(
  line: LineFacts | undefined,
  serial: SerialFacts | undefined,
): { shippedOn: string | null; warrantyEndsOn: string | null } {
  if (serial) return { shippedOn: serial.shippedOn, warrantyEndsOn: serial.warrantyEndsOn };
  const shippedOn = line?.firstShippedOn ?? null;
  return {
    shippedOn,
    warrantyEndsOn: shippedOn && line ? warrantyEndsOn(shippedOn, line.warrantyMonths) : null,
  };
}

/** Returns with their items as the API answers them. */
export async function returnAnswers(
  db: Executor,
  rows: readonly ReturnWithItems[],
): Promise<Return[]> {
  if (rows.length === 0) return [];
  const items = rows.flatMap((row) => row.items);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const companyIds = [...new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : [])))];
  const shipmentIds = [
    ...new Set(
      items.flatMap((item) => (item.replacementShipmentId ? [item.replacementShipmentId] : [])),
    ),
  ];
  // One query at a time: `db` may be a transaction, one connection.
  const orderRows = await db
    .select({ id: orders.id, number: orders.number, currency: orders.currency })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  const companyRows =
    companyIds.length === 0
      ? []
      : await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds));
  const lines = await lineFactsOf(db, [...new Set(items.map((item) => item.orderLineId))]);
  const serials = await serialFactsOf(
    db,
    items.flatMap((item) => [item.serialId, item.replacementSerialId].filter((id) => id !== null)),
  );
  const shipmentRows =
    shipmentIds.length === 0
      ? []
      : await db
          .select({ id: shipments.id, number: shipments.number })
          .from(shipments)
          .where(inArray(shipments.id, shipmentIds));
  const orderNumber = new Map(orderRows.map((row) => [row.id, row.number]));
  const orderCurrency = new Map(orderRows.map((row) => [row.id, row.currency as CurrencyCode]));
  const companyName = new Map(companyRows.map((row) => [row.id, row.name]));
  const shipmentNumber = new Map(shipmentRows.map((row) => [row.id, row.number]));
  const today = shopDay();
  const itemOf = (item: ReturnItemRow): ReturnItem => {
    const line = lines.get(item.orderLineId);
    const serial = item.serialId ? serials.get(item.serialId) : undefined;
    const dates = pieceDates(line, serial);
    return {
      _id: item.id,
      orderLineId: item.orderLineId,
      sku: line?.sku ?? '',
      productName: line?.productName ?? '',
      serial: serial?.serial ?? null,
      quantity: item.quantity,
      shippedOn: dates.shippedOn,
      warrantyEndsOn: dates.warrantyEndsOn,
      warrantyStatus: warrantyStatusOn(dates.warrantyEndsOn, today),
      resolution: item.resolution,
      resolutionNote: item.resolutionNote,
      replacementSerial: item.replacementSerialId
        ? (serials.get(item.replacementSerialId)?.serial ?? null)
        : null,
      replacementShipmentNumber: item.replacementShipmentId
        ? (shipmentNumber.get(item.replacementShipmentId) ?? null)
        : null,
      creditNoteNumber: item.creditNoteNumber,
      refundId: item.refundId,
      creditAmount: item.creditPoisha === null ? null : toTaka(item.creditPoisha),
      resolvedAt: item.resolvedAt?.toISOString() ?? null,
    };
  };
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: orderNumber.get(row.orderId) ?? '',
    companyId: row.companyId,
    companyName: row.companyId ? (companyName.get(row.companyId) ?? null) : null,
    requestedBy: { name: row.requesterName, email: row.requesterEmail },
    status: row.status,
    reason: row.reason,
    description: row.description,
    photos: row.photos,
    instructions: row.instructions,
    decisionComment: row.decisionComment,
    receivedNote: row.receivedNote,
    warrantyOverride: row.warrantyOverride,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    // Its credits are its order's money, in the order's currency (decision 327).
    currency: orderCurrency.get(row.orderId) ?? BASE_CURRENCY,
    items: row.items.map(itemOf),
  }));
}

/** The columns of the returns CSV, in order. */
export const RETURNS_CSV_COLUMNS = [
  'RMA Number',
  'Created At',
  'Status',
  'Reason',
  'Order Number',
  'Company',
  'Requested By',
  'Requester Email',
  'Item',
  'SKU',
  'Product',
  'Serial',
  'Quantity',
  'Warranty Ends On',
  'Resolution',
  'Replacement Serial',
  'Credit',
  'Currency',
  'Credit Note',
  'Refund ID',
  'Decided At',
  'Received At',
  'Resolved At',
] as const;

/** Most returns one CSV export holds. */
export const RETURNS_CSV_MAX = 10_000;

/**
 * `GET /admin/returns.csv` (shop admins): the returns of the list's filters (status, search),
 * oldest first, one row per item, the return's columns repeated on each ({@link RETURNS_CSV_COLUMNS}),
 * at most {@link RETURNS_CSV_MAX} returns. Times ISO 8601 UTC, a credit with two decimals in the
 * currency of the `Currency` column (its order's; decision 327); text
 * cells starting as a formula get a `'` (CSV injection) and are quoted as RFC 4180 says. UTF-8
 * with a byte-order mark, CRLF line ends.
 */
export async function returnsCsv(
  db: Database,
  caller: RequestUser,
  query: Pick<ReturnListQuery, 'status' | 'q'>,
): Promise<string> {
  const conditions = await listConditions(db, caller, query);
  const rows = await db
    .select()
    .from(returns)
    .where(and(...conditions))
    .orderBy(asc(returns.createdAt), asc(returns.id))
    .limit(RETURNS_CSV_MAX);
  const items = await itemsOfReturns(
    db,
    rows.map((row) => row.id),
  );
  const answers = await returnAnswers(
    db,
    rows.map((row) => ({ ...row, items: items.get(row.id) ?? [] })),
  );
  const records = answers.flatMap((answer) =>
    answer.items.map((item, index) => [
      answer.number,
      answer.createdAt,
      RETURN_STATUS_LABELS[answer.status],
      RETURN_REASON_LABELS[answer.reason],
      answer.orderNumber,
      answer.companyName,
      answer.requestedBy.name,
      answer.requestedBy.email,
      String(index + 1),
      item.sku,
      item.productName,
      item.serial,
      String(item.quantity),
      item.warrantyEndsOn,
      item.resolution ? RETURN_RESOLUTION_LABELS[item.resolution] : null,
      item.replacementSerial,
      item.creditAmount === null ? null : item.creditAmount.toFixed(2),
      item.creditAmount === null ? null : answer.currency,
      item.creditNoteNumber,
      item.refundId,
      answer.decidedAt,
      answer.receivedAt,
      answer.resolvedAt,
    ]),
  );
  return `\uFEFF${[[...RETURNS_CSV_COLUMNS], ...records].map((record) => record.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Characters a spreadsheet reads as the start of a formula (CSV injection, decision 070). */
const FORMULA_START = /^[-=+@\t\r\uFF0D\uFF1D\uFF0B\uFF20]/;

/** A CSV cell as the shop's exports write it: formula-escaped, quoted when it must be. */
function csvCell(value: string | null): string {
  if (value === null) return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * `GET /returns/{id}/label.pdf` (decision 322): the printable label of an approved return
 * (`rma-label-RMA-2026-000001.pdf`) for whoever reads the return — ship to `seller` (the shop
 * settings' seller, read now), from the order's buyer, address and phone.
 * @throws NotFoundError 'Return not found' (as {@link readableReturn}); ConflictError labelNotYet
 *   before the approval, and for a rejected return.
 */
export async function getReturnLabelPdf(
  db: Database,
  caller: RequestUser,
  id: string,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'phone' | 'email'>,
): Promise<PdfFile> {
  const row = await readableReturn(db, caller, { id });
  if (row.status === 'requested' || row.status === 'rejected' || !row.decidedAt) {
    throw new ConflictError(RETURN_MESSAGES.labelNotYet);
  }
  const [answer] = await returnAnswers(db, [row]);
  const [order] = await db
    .select({
      userName: orders.userName,
      address: orders.address,
      phoneNumber: orders.phoneNumber,
    })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  return {
    filename: returnLabelFileName(row.number),
    content: await renderReturnLabelPdf(
      {
        number: row.number,
        approvedAt: row.decidedAt,
        orderNumber: answer!.orderNumber,
        seller,
        from: {
          name: order?.userName ?? row.requesterName,
          companyName: answer!.companyName,
          address: order?.address ?? null,
          phone: order?.phoneNumber ?? null,
        },
        items: answer!.items,
        instructions: row.instructions ?? '',
      },
      await readerLocale(db, caller),
    ),
  };
}
