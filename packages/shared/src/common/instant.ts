import { z } from 'zod';

/**
 * A point in time on the wire (DESIGN.md, Data): ISO 8601 with its offset, as
 * `Date.prototype.toISOString` writes it (`2026-11-25T06:00:00.000Z`).
 */
export const InstantSchema = z.iso.datetime({ offset: true });
