import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.js';
import { methodLabel, routeLabel, UNMATCHED_ROUTE } from './route-label.js';

const routed = (url: string | undefined, is404 = false) => ({
  method: 'GET',
  routeOptions: { url },
  is404,
});

describe('routeLabel', () => {
  it('is the route pattern, whatever the URL asked for', () => {
    expect(routeLabel(routed('/api/products/:id'))).toBe('/api/products/:id');
  });

  it('puts every request no route matched in one bucket', () => {
    expect(routeLabel(routed(undefined, true))).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(routed(undefined))).toBe(UNMATCHED_ROUTE);
    // The SPA's catch-all handing a request to the 404 handler.
    expect(routeLabel(routed('/*', true))).toBe(UNMATCHED_ROUTE);
  });
});

describe('methodLabel', () => {
  it('names the HTTP methods and puts any other in one bucket', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('DELETE')).toBe('DELETE');
    expect(methodLabel('PROPFIND')).toBe('other');
  });
});

describe('the labels of real requests', () => {
  const t = useTestApp();
  const seen: string[] = [];

  it('label a known route by its pattern and unknown URLs, however many, as one', async () => {
    t.app.addHook('onResponse', async (request) => {
      seen.push(`${request.raw.url} ${routeLabel(request)}`);
    });
    const id = '00000000-0000-4000-8000-000000000001';
    await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    await t.app.inject({ method: 'GET', url: `/api/products/${id}?a=1` });
    for (let index = 0; index < 5; index += 1) {
      await t.app.inject({ method: 'GET', url: `/api/no/such/thing-${index}` });
    }
    await t.app.inject({ method: 'GET', url: `/wp-admin/${id}.php`, headers: { accept: '*/*' } });

    expect(seen).toEqual([
      `/api/products/${id} /api/products/:id`,
      `/api/products/${id}?a=1 /api/products/:id`,
      ...[0, 1, 2, 3, 4].map((index) => `/api/no/such/thing-${index} ${UNMATCHED_ROUTE}`),
      `/wp-admin/${id}.php ${UNMATCHED_ROUTE}`,
    ]);
  });
});
