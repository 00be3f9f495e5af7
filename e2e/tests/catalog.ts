import type { Product } from '@partline/shared';
import { expect, type Page } from '@playwright/test';

/**
 * The catalog as the API lists it, newest first (`GET /api/products?sort=newest`): the journeys
 * pick the products they buy from it, since other journeys add products at the same time.
 */
export async function catalogNewestFirst(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/products?sort=newest');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}
