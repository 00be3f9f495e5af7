import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp, withWebBuild } from '../../test/helpers/test-app.js';

const t = useTestApp(
  withWebBuild(
    'partline-web-',
    { 'index.html': '<!doctype html><title>Partline</title>' },
    (dist) => mkdirSync(join(dist, 'assets')),
  ),
);

/** `Content-Security-Policy` as a map of directive → sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  it('puts a strict CSP and the other headers on the SPA page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);

    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('puts the same headers on API answers, errors included', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/products' }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      t.app.inject({ method: 'GET', url: '/api/orders' }),
      t.app.inject({ method: 'GET', url: '/uploads/missing.webp' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 401, 404]);
    for (const res of answers) {
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('gives /api/docs its own CSP that allows the swagger-ui page and still forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    // swagger-ui sets style attributes; a hash in style-src would disable 'unsafe-inline'.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});
