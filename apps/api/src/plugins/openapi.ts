import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument, type RouteAccess } from './openapi-document.js';

/** Tags of the OpenAPI document; every route carries one. */
export const API_TAGS = [
  { name: 'health', description: 'Liveness and database reachability' },
  { name: 'products', description: 'The catalog (spec §3, §7)' },
  { name: 'reviews', description: 'Client reviews shown on the home page' },
  { name: 'blogs', description: 'Blog posts' },
  { name: 'users', description: 'Accounts, profiles and the role lookups (spec §7)' },
  { name: 'admin', description: 'Admin-only user management (spec §6)' },
  { name: 'images', description: 'Image uploads, stored as WebP (DESIGN.md, Files and mail)' },
  { name: 'orders', description: 'Ordering, my orders, cancelling (spec §4, §7)' },
  {
    name: 'returns',
    description: 'Returns (RMA): warranty claims and returns by serial number (decision 322)',
  },
  { name: 'payments', description: 'Payment intents, local card confirmation, Stripe webhook' },
  { name: 'cart', description: 'The server-side cart, quick order and checkout (decision 125)' },
  {
    name: 'quotes',
    description: 'Requests for quotation: versions, thread, accept into one order',
  },
  {
    name: 'companies',
    description: 'Companies, members, invitations and approvals (decision 130)',
  },
  { name: 'api-keys', description: "A buyer's API keys for their ERP (decision 190)" },
  { name: 'webhooks', description: "A buyer's signed outbound webhooks (decision 192)" },
  { name: 'auth', description: "better-auth's endpoints the shop keeps (decision 080)" },
] as const;

/** Where the interactive reference lives. */
export const DOCS_PREFIX = '/api/docs';

/**
 * The swagger-ui page loads its own script and styles, with hashes of its inline code in
 * @fastify/swagger-ui's `staticCSP`. This keeps its script rules, allows inline styles (swagger-ui
 * sets `style` attributes, which hashes do not cover; with a hash present `'unsafe-inline'` would
 * be ignored, so the style hashes go), drops `upgrade-insecure-requests` (plain-HTTP installs)
 * and forbids framing like the rest of the site.
 */
export function docsCsp(header: string): string {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      if (directive.startsWith('frame-ancestors')) return "frame-ancestors 'none'";
      if (directive.startsWith('style-src')) return "style-src 'self' 'unsafe-inline'";
      return directive;
    })
    .join('; ');
}

type Json = unknown;

function collectRefs(value: Json, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item);
      else collectRefs(item, into);
    }
  }
}

/**
 * Keeps only the component schemas the paths use (directly or through other components): the zod
 * registry holds every shared schema, in an input and an output variant, used here or not.
 */
export function pruneUnusedSchemas<T extends { paths?: Json; components?: { schemas?: object } }>(
  document: T,
): T {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Json>;
  const prefix = '#/components/schemas/';
  const used = new Set<string>();
  const pending = new Set<string>();
  collectRefs(document.paths, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref as string);
    const name = (ref as string).startsWith(prefix) ? (ref as string).slice(prefix.length) : '';
    if (!name || used.has(name) || !(name in schemas)) continue;
    used.add(name);
    collectRefs(schemas[name], pending);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

const withSharedComponents = createJsonSchemaTransformObject({});

/**
 * The OpenAPI 3.1 document "Partline API", generated from the zod route schemas (shared schemas
 * with `.meta({ id })` become `components.schemas`), at `GET /api/openapi.json`, and the
 * interactive reference at `/api/docs`. Register before the routes.
 */
export const openApiPlugin = fp<{ version: string; publicUrl: string }>(
  async (app, { version, publicUrl }) => {
    // Who may call each route, from its guard (decision 190): `app.requireAdmin`,
    // `app.authenticate` or none, and the API-key scope of its config.
    const access = new Map<string, RouteAccess>();
    app.addHook('onRoute', (route) => {
      const guards = [route.preHandler ?? []].flat();
      const who = guards.some((guard) => guard === app.requireAdmin)
        ? 'admin'
        : guards.some((guard) => guard === app.authenticate)
          ? 'signed in'
          : 'anyone';
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) {
        access.set(`${method} ${path}`, { who, apiKeyScope: route.config?.apiKeyScope });
      }
    });
    let sessionCookieName = 'better-auth.session_token';
    app.addHook('onReady', async () => {
      sessionCookieName = (await app.auth.$context).authCookies.sessionToken.name;
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Partline API',
          description:
            'Web shop and back-office of a computer-parts manufacturer. Prices are Taka; ids are ' +
            'UUIDs in `_id`; every non-2xx answer is `{ error: { code, message, details? } }`.',
          version,
        },
        tags: [...API_TAGS],
      },
      transform: jsonSchemaTransform,
      transformObject: (document) =>
        completeDocument(pruneUnusedSchemas(withSharedComponents(document)), {
          access,
          publicUrl,
          sessionCookieName,
        }),
    });

    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      transformStaticCSP: docsCsp,
      uiConfig: { deepLinking: true, docExpansion: 'list' },
    });

    app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'partline-openapi' },
);
