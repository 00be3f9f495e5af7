import { groupedFigure } from './grouped-figure.js';

/**
 * A count for people, always with thousands separators: `formatQuantity(3800)` → `"3,800"`
 * (stock, pieces ordered, figures in tables and mails).
 */
export function formatQuantity(count: number): string {
  return groupedFigure(count, 0);
}

/** A number of pieces for people: `formatPieces(3800)` → `"3,800 pcs"`. */
export function formatPieces(count: number): string {
  return `${formatQuantity(count)} pcs`;
}

/** The least quantity of a volume tier for people: `formatTierQuantity(1000)` → `"1,000+"`. */
export function formatTierQuantity(minQuantity: number): string {
  return `${formatQuantity(minQuantity)}+`;
}
