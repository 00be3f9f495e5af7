import type { ApiKeyScope } from '@partline/shared';
import { z } from 'zod';
import { AUTH_BASE_PATH } from '../auth/auth.js';
import { AUTH_SURFACE, SIGN_UP_BODY, type AuthEndpoint } from '../auth/auth-surface.js';

/** Who may call a route, as its guard says (decision 190). */
export interface RouteAccess {
  who: 'anyone' | 'signed in' | 'admin';
  /** The scope an API key needs for it; without one, no API key reaches the route. */
  apiKeyScope?: ApiKeyScope | undefined;
}

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, unknown>; parameters?: Json[] };
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** The `Idempotency-Key` of every POST that creates something (decision 191). */
const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Made once per attempt (a UUID): the same key and body again answer the first answer ' +
    '(`Idempotent-Replayed: true`) and create nothing; another body is a 422.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
};

/** The security schemes of the document: how a caller proves who they are (decision 190). */
export function securitySchemes(sessionCookieName: string) {
  return {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName,
      description:
        "The web app's session cookie, set by `/api/auth/sign-in/email`. A write that carries it " +
        "must come from the shop's origin or echo the `XSRF-TOKEN` cookie in `X-XSRF-TOKEN`.",
    },
    bearerToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        'The session token (`POST /api/login` answers it as `accessToken`, spec §7): the same ' +
        'rights as the session.',
    },
    apiKey: {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
      description:
        'An API key of the caller or their company (Dashboard → API keys): acts as its owner ' +
        'with only its scopes (`catalog:read`, `orders:read`, `orders:write`, `invoices:read`), ' +
        'listed per operation; it never reaches admin routes or changes the account.',
    },
  } as const;
}

/** The `security` of an operation: who may call it and, for API keys, with which scope. */
export function securityOf(access: RouteAccess | undefined): Json[] {
  const apiKey = access?.apiKeyScope ? [{ apiKey: [access.apiKeyScope] }] : [];
  if (!access || access.who === 'anyone') return apiKey.length > 0 ? [{}, ...apiKey] : [];
  return [{ sessionCookie: [] }, { bearerToken: [] }, ...apiKey];
}

const word = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/**
 * A stable `operationId` from the method and path: `GET /api/orders/{id}/invoice` →
 * `getOrdersByIdInvoice` (a route's own `schema.operationId` wins).
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By${word(param[1]!)}` : word(segment);
    });
  return method.toLowerCase() + (segments.join('') || 'Root');
}

/** `/api/orders/{email}` and `/api/orders/{id}` have the same shape `/api/orders/{}`. */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/**
 * Paths that differ only by their parameters' names (the specification's `GET /orders/{email}`
 * beside `PUT /orders/{id}`) are one path to a generator: the operations move under the name of
 * the path with the most operations, their parameters renamed and described with their meaning
 * kept.
 */
function mergeSameShapePaths(paths: Paths): Paths {
  const canonical = new Map<string, string>();
  for (const [path, operations] of Object.entries(paths)) {
    const chosen = canonical.get(shapeOf(path));
    if (!chosen || Object.keys(operations).length > Object.keys(paths[chosen]!).length) {
      canonical.set(shapeOf(path), path);
    }
  }
  const merged: Paths = {};
  for (const [path, operations] of Object.entries(paths)) {
    const target = canonical.get(shapeOf(path))!;
    const from = paramNames(path);
    const to = paramNames(target);
    merged[target] ??= {};
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters?.map((parameter) => {
        const index = parameter.in === 'path' ? from.indexOf(parameter.name as string) : -1;
        if (index === -1 || from[index] === to[index]) return parameter;
        const description = `${String(parameter.description ?? '')} (the ${from[index]})`;
        return { ...parameter, name: to[index], description: description.trim() };
      });
      merged[target][method] = { ...operation, ...(parameters ? { parameters } : {}) };
    }
  }
  return merged;
}

function authRequestBody(endpoint: AuthEndpoint): Json | undefined {
  if (endpoint.method !== 'POST') return undefined;
  const schema = endpoint.path === '/sign-up/email' ? SIGN_UP_BODY : endpoint.body;
  const json = schema
    ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry() })
    : { type: 'object' };
  delete (json as Json).$schema;
  return { required: false, content: { 'application/json': { schema: json } } };
}

/**
 * The kept endpoints of better-auth's mount (decision 080) as operations: their JSON bodies from
 * the shared schemas the mount checks, their refusals in the error shape (decision 081).
 */
export function authPaths(): Paths {
  const paths: Paths = {};
  for (const endpoint of AUTH_SURFACE) {
    const path = `${AUTH_BASE_PATH}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    const method = endpoint.method.toLowerCase();
    const requestBody = authRequestBody(endpoint);
    const names = paramNames(path);
    paths[path] ??= {};
    paths[path][method] = {
      tags: ['auth'],
      summary: endpoint.does[0]!.toUpperCase() + endpoint.does.slice(1),
      description: `Called by ${endpoint.who}. better-auth's endpoint, kept by the shop (decision 080).`,
      operationId: `auth${word(endpoint.method.toLowerCase())}${word(endpoint.path)}`,
      security: endpoint.who === 'signed in' ? [{ sessionCookie: [] }, { bearerToken: [] }] : [],
      ...(names.length > 0
        ? {
            parameters: names.map((name) => ({
              name,
              in: 'path',
              required: true,
              schema: { type: 'string' },
            })),
          }
        : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        200: {
          description: "better-auth's answer",
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        ...(endpoint.method === 'GET' ? { 302: { description: 'Redirect to the web app' } } : {}),
        400: errorAnswer('Input refused by the shared schemas'),
        401: errorAnswer('Not signed in, or wrong credentials'),
        403: errorAnswer('Refused'),
        429: errorAnswer('Too many attempts'),
      },
    };
  }
  return paths;
}

/** What {@link completeDocument} adds to the generated document. */
export interface DocumentExtras {
  /** Who may call each route, by `METHOD /openapi/{path}`. */
  access: ReadonlyMap<string, RouteAccess>;
  /** The shop's origin (`PUBLIC_URL`): the document's one server. */
  publicUrl: string;
  sessionCookieName: string;
}

/**
 * Makes the generated document one a client generator can use (decision 190): an `operationId`
 * and a `security` for every operation, `servers`, the 429 of the API-wide rate limit on every
 * operation that counts towards it, the security schemes, one path for paths that differ only by
 * parameter names, and the auth surface's endpoints.
 */
export function completeDocument<T extends { paths?: unknown; components?: object }>(
  document: T,
  extras: DocumentExtras,
): T {
  const paths: Paths = {};
  for (const [path, operations] of Object.entries((document.paths ?? {}) as Paths)) {
    paths[path] = {};
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const access = extras.access.get(`${method.toUpperCase()} ${path}`);
      const responses = { ...operation.responses };
      if (path !== '/api/health') responses['429'] ??= errorAnswer('Over the API-wide rate limit');
      if (access?.apiKeyScope) {
        responses['403'] ??= errorAnswer('Refused, or an API key without the scope');
      }
      const parameters = [...(operation.parameters ?? [])];
      const idempotent = method === 'post' && '201' in responses;
      if (idempotent) {
        responses['422'] ??= errorAnswer('The Idempotency-Key was used for another request');
        if (!parameters.some((p) => String(p.name).toLowerCase() === 'idempotency-key')) {
          parameters.push(IDEMPOTENCY_PARAMETER);
        }
      }
      paths[path][method] = {
        ...operation,
        ...(parameters.length > 0 ? { parameters } : {}),
        operationId: (operation.operationId as string | undefined) ?? operationIdOf(method, path),
        security: (operation.security as Json[] | undefined) ?? securityOf(access),
        responses,
      };
    }
  }
  return {
    ...document,
    servers: [{ url: extras.publicUrl, description: 'This shop' }],
    paths: { ...mergeSameShapePaths(paths), ...authPaths() },
    components: {
      ...document.components,
      securitySchemes: securitySchemes(extras.sessionCookieName),
    },
  };
}
