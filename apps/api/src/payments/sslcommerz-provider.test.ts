import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import {
  poishaOfAmount,
  SslcommerzPaymentProvider,
  sslcommerzSignature,
  takaAmount,
} from './sslcommerz-provider.js';

// The pure parts of the SSLCommerz adapter; the journey runs in test/payments/sslcommerz.test.ts.

const PASSWORD = 'partline_test@ssl';
const FIELDS = {
  tran_id: 'SO-2026-000123',
  val_id: '2311291234abc',
  amount: '2500.00',
  status: 'VALID',
};
// md5 of "amount=2500.00&status=VALID&store_passwd=<md5 of the password>&tran_id=…&val_id=…",
// computed apart from this code (Python's hashlib).
const SIGNED = 'cf6777f2b92fa8b4897e6a4cbd1b832e';

const provider = new SslcommerzPaymentProvider(
  { storeId: 'partline_test', storePassword: PASSWORD, sandbox: true, apiBase: 'http://x' },
  {} as Database,
);
const ipn = (extra: Record<string, string> = {}) => ({
  ...FIELDS,
  verify_key: 'tran_id,val_id,amount,status',
  verify_sign: SIGNED,
  ...extra,
});

describe('SSLCommerz amounts', () => {
  it('sends poisha as Taka with two decimals and reads Taka back as poisha', () => {
    expect(takaAmount(250_000)).toBe('2500.00');
    expect(takaAmount(1_005)).toBe('10.05');
    expect(poishaOfAmount('2500.00')).toBe(250_000);
    expect(poishaOfAmount('10.5')).toBe(1_050);
    expect(poishaOfAmount('-1.00')).toBeNaN();
    expect(poishaOfAmount('1e3')).toBeNaN();
    expect(poishaOfAmount(undefined)).toBeNaN();
  });
});

describe('SSLCommerz IPN signature', () => {
  it('is the md5 of the verify_key fields and the hashed password, sorted by key', () => {
    expect(sslcommerzSignature(FIELDS, Object.keys(FIELDS), PASSWORD)).toBe(SIGNED);
  });

  it('accepts a signed IPN and refuses a changed, unsigned or narrowly signed one', () => {
    expect(provider.verifyNotification(ipn())).toBe(true);
    expect(provider.verifyNotification(ipn({ verify_sign: SIGNED.toUpperCase() }))).toBe(true);
    expect(provider.verifyNotification(ipn({ amount: '25.00' }))).toBe(false);
    expect(provider.verifyNotification(ipn({ verify_sign: '' }))).toBe(false);
    expect(provider.verifyNotification({ ...FIELDS })).toBe(false);
    // A signature that leaves out val_id does not vouch for the val_id sent beside it.
    const narrow = sslcommerzSignature(FIELDS, ['tran_id', 'amount'], PASSWORD);
    expect(
      provider.verifyNotification(ipn({ verify_key: 'tran_id,amount', verify_sign: narrow })),
    ).toBe(false);
  });
});
