import fc from 'fast-check';
import { priceListCsv } from '../helpers/price-lists.js';
import { brokenText, csvFileBodies, type FuzzBody } from './arbitraries.js';
import { describeFuzzGroup, type FuzzWorld } from './harness.js';
import { addContractPricing, createFuzzWorld } from './world.js';

// Hostile requests to contract pricing (decision 320): customer groups, price lists and their
// steps, a company's group, an accepted quote made the contract, and a list's CSV import — whose
// files are made here: real SKUs with good and bad prices, damaged text, other content types.

/** Price-list files: valid ones, damaged ones, odd headers, foreign text, other content types. */
function csvBodies(world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  const skus = world.pools.productSku ?? [];
  const price = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('90.00', '1', '0.5', '12345.67') },
    fc.constantFrom('0', '-1', '1e3', '1.234', '99999999999.99', 'Tk 5', ''),
  );
  const percent = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('', '12.5', '5') },
    fc.constantFrom('0', '100', '12.345', 'ten'),
  );
  const row = fc.tuple(
    fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...skus) }, brokenText),
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(1, 10, 50, 100) },
      fc.constantFrom(0, -1, 1e12),
    ),
    price,
    percent,
  );
  const valid = fc
    .array(row, { maxLength: 6 })
    .map((rows) =>
      priceListCsv(rows.map(([sku, min, unit, off]) => [sku, min, off ? '' : unit, off] as const)),
    );
  return csvFileBodies(valid, {
    validWeight: 4,
    odd: [valid.map((text) => text.replace(/^sku,min_quantity,/, 'sku,'))],
  });
}

describeFuzzGroup('price-lists', {
  world: async () => {
    const world = await createFuzzWorld();
    await addContractPricing(world);
    return world;
  },
  bodies: { 'POST /api/price-lists/{id}/import': csvBodies },
});
