/**
 * The demo's business clients and their contract prices (decision 320), seeded with the demo
 * catalog (SEED_DEMO): Padma Distribution is a distributor with a contract of its own, Meghna
 * Systems buys at the list price. Their members sign in with one random password that the seed
 * logs once (`seedDemoContent`), as the first admin's is.
 */
import type { DemoPricing } from './demo-content.types.js';

/** Midnight in Dhaka (UTC+6 all year) of a `YYYY-MM-DD` day. */
const dhakaDay = (day: string) => new Date(`${day}T00:00:00+06:00`);

/** Midnight in Dhaka of the first day of `now`'s month, `monthsBack` months before. */
function monthStart(now: Date, monthsBack: number): Date {
  const dhaka = new Date(now.getTime() + 6 * 3_600_000);
  const start = Date.UTC(dhaka.getUTCFullYear(), dhaka.getUTCMonth() - monthsBack, 1);
  return new Date(start - 6 * 3_600_000);
}

/** The company of the demo's contract prices. */
export const DEMO_CONTRACT_COMPANY = 'Padma Distribution Ltd.';

// prettier-ignore
export const demoPricing: DemoPricing = {
  customerGroups: ['Distributors'],
  companies: [
    {
      name: DEMO_CONTRACT_COMPANY,
      tradeLicenceNumber: 'TRAD/DNCC/999001/2026',
      bin: '009990011-0101',
      billingAddress: 'Plot 14, Tejgaon Industrial Area, Dhaka 1208',
      customerGroup: 'Distributors',
      members: [
        { name: 'Kamrul Hasan', email: 'kamrul@padma-distribution.partline.local', role: 'admin' },
        { name: 'Farhana Akter', email: 'farhana@padma-distribution.partline.local', role: 'buyer' },
      ],
    },
    {
      name: 'Meghna Systems Ltd.',
      tradeLicenceNumber: 'TRAD/CCC/999002/2026',
      bin: '009990022-0101',
      billingAddress: 'House 7, Road 3, Agrabad, Chattogram 4100',
      members: [
        { name: 'Tanvir Ahmed', email: 'tanvir@meghna-systems.partline.local', role: 'admin' },
      ],
    },
  ],
  priceLists: [
    {
      // Every distributor: 10 % off all memory (the category and its subcategories).
      name: 'Distributors 2026',
      window: () => ({ startsAt: dhakaDay('2026-01-01'), endsAt: null }),
      customerGroups: ['Distributors'],
      categoryRules: [{ category: 'memory', percentOff: 10 }],
    },
    {
      // Below the list tiers and the distributors' 10 % at every quantity.
      name: `${DEMO_CONTRACT_COMPANY.replace(' Ltd.', '')} contract`,
      window: () => ({ startsAt: dhakaDay('2026-01-01'), endsAt: null }),
      companies: [DEMO_CONTRACT_COMPANY],
      entries: [
        { sku: 'PL-MEM-SR5-32', minQuantity: 1, priceTaka: 14500 },
        { sku: 'PL-MEM-SR5-32', minQuantity: 100, priceTaka: 14000 },
        { sku: 'PL-CPU-PX-9700', minQuantity: 1, priceTaka: 30900 },
        { sku: 'PL-CPU-PX-9700', minQuantity: 50, priceTaka: 30200 },
        { sku: 'PL-SSD-NV4-1T', minQuantity: 1, priceTaka: 8800 },
        { sku: 'PL-SSD-NV4-1T', minQuantity: 250, priceTaka: 8400 },
      ],
    },
    {
      // Ended with last month: no longer applies.
      name: `${DEMO_CONTRACT_COMPANY.replace(' Ltd.', '')} autumn promotion`,
      window: (now) => ({ startsAt: monthStart(now, 3), endsAt: monthStart(now, 0) }),
      companies: [DEMO_CONTRACT_COMPANY],
      entries: [{ sku: 'PL-PSU-PS-850G', minQuantity: 1, priceTaka: 9900 }],
    },
  ],
};
