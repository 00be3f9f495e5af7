import fc from 'fast-check';
import { priceListCsv } from '../helpers/price-lists.js';
import { brokenText, hostileString, type FuzzBody } from './arbitraries.js';
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
  const damaged = fc.tuple(valid, fc.nat(), hostileString).map(([csv, at, text]) => {
    const cut = at % csv.length;
    return `${csv.slice(0, cut)}${text}${csv.slice(cut)}`;
  });
  const csv = fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: damaged },
    { weight: 1, arbitrary: valid.map((text) => text.replace(/^sku,/, 'sku,sku,')) },
    { weight: 1, arbitrary: valid.map((text) => text.replace(/^sku,min_quantity,/, 'sku,')) },
    { weight: 1, arbitrary: valid.map((text) => `\uFEFF${text}"unclosed,quote`) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constant('') },
  );
  return fc
    .tuple(
      csv,
      fc.oneof(
        { weight: 8, arbitrary: fc.constant('text/csv') },
        fc.constantFrom('text/csv; charset=utf-8', 'application/json', 'text/plain', undefined),
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
}

describeFuzzGroup('price-lists', {
  world: async () => {
    const world = await createFuzzWorld();
    await addContractPricing(world);
    return world;
  },
  bodies: { 'POST /api/price-lists/{id}/import': csvBodies },
});
