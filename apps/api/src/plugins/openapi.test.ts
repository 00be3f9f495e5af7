import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.js';

const t = useTestApp();

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}

describe('GET /api/openapi.json', () => {
  it('documents every API route with a tag and a summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(document.info.title).toBe('Partline API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/products',
        '/api/products/{id}',
        '/api/reviews',
        '/api/blogs',
      ]),
    );
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${path} summary`).toBeTruthy();
      }
    }
    // Not documented: the docs themselves, the SPA and /uploads.
    expect(Object.keys(document.paths).some((path) => /docs|openapi|uploads|\*/.test(path))).toBe(
      false,
    );
  });

  it('refers to the shared schemas as components', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const product = document.paths['/api/products/{id}'].get as Operation;
    expect(product.responses['200']?.content?.['application/json']?.schema.$ref).toBe(
      '#/components/schemas/Product',
    );
    expect(product.responses['404']?.content?.['application/json']?.schema.$ref).toBe(
      '#/components/schemas/ApiError',
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Product', 'ProductList', 'ApiError', 'Health', 'Review', 'Blog']),
    );
    expect(document.components.schemas.Product.properties.productPrice).toMatchObject({
      type: 'number',
    });
  });
});

describe('the document a client generator reads (decision 190)', () => {
  it('names every operation once, says who may call it, and has a server', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.servers).toEqual([{ url: t.config.publicUrl, description: 'This shop' }]);
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(operation.operationId!), `${operation.operationId} twice`).toBe(false);
        ids.add(operation.operationId!);
        expect(Array.isArray(operation.security), `${method} ${path} security`).toBe(true);
      }
    }
    const paths = document.paths as Record<string, Record<string, Operation>>;
    expect(paths['/api/blogs']!.get!.security).toEqual([]);
    expect(paths['/api/products']!.get!.security).toEqual([{}, { apiKey: ['catalog:read'] }]);
    expect(paths['/api/users']!.get!.security).toEqual([
      { sessionCookie: [] },
      { bearerToken: [] },
    ]);
    expect(paths['/api/auth/sign-in/email']!.post!.operationId).toBe('authPostSignInEmail');
    // The specification's GET /orders/{email} and PUT /orders/{id}: one path for a generator.
    expect(paths['/api/orders/{email}']).toBeUndefined();
    expect(Object.keys(paths['/api/orders/{id}']!).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'apiKey',
      'bearerToken',
      'sessionCookie',
    ]);
  });
});

describe('/api/docs', () => {
  it('answers the interactive reference as HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
  });

  it('serves the document the page loads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.title).toBe('Partline API');
  });
});
