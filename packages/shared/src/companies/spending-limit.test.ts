import { describe, expect, it } from 'vitest';
import { waitsForApproval } from './spending-limit.js';

const buyer = { role: 'buyer', monthlySpendingLimit: 10_000, spentThisMonth: 4_000.5 } as const;

describe('waitsForApproval (decision 132)', () => {
  it("is an order above what is left of a buyer's limit, to the poisha", () => {
    expect(waitsForApproval(buyer, 5_999.5)).toBe(false);
    expect(waitsForApproval(buyer, 5_999.51)).toBe(true);
    expect(waitsForApproval({ ...buyer, spentThisMonth: 12_000 }, 0.01)).toBe(true);
  });

  it('never holds a company admin, a buyer without a limit, or a client outside a company', () => {
    expect(waitsForApproval({ ...buyer, role: 'admin' }, 1_000_000)).toBe(false);
    expect(waitsForApproval({ ...buyer, monthlySpendingLimit: null }, 1_000_000)).toBe(false);
    expect(waitsForApproval(null, 1_000_000)).toBe(false);
  });
});
