import {
  contentLanguageOf,
  SOURCE_LANGUAGE,
  type ApiKeyScope,
  type ContentLanguage,
} from '@partline/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from './audit/audit-actor.js';
import type { AuditActor } from './audit/audit-log.js';
import { addVary } from './cache-control.js';
import { answerIn, languageOfAnswer } from './content-language.js';
import type { Database } from './db/client.js';
import { errorResponses } from './errors.js';
import { callerOf, type AccessCheck, type RequestUser } from './plugins/identity.js';

/** The app a route module declares its routes on: fastify with zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * One route, said once: its OpenAPI text, what it reads (zod schemas, as fastify's `schema`
 * names them) and its success answers (`response: { 200: OrderSchema }`). Who may call it is the
 * declarer's ({@link declareRoutes}); the declarer adds the rest.
 */
export interface RouteSpec {
  /** The scope an API key needs for it; without one, no API key reaches it (decision 190). */
  apiKeyScope?: ApiKeyScope;
  /** Fields of the answer that an idempotent replay keeps only hashed (decision 191). */
  idempotencyRedact?: readonly string[];
  /**
   * The `Cache-Control` of every answer of the route, error answers too: set before its handler
   * runs (`NO_STORE` for what no cache may keep, cache-control.ts; decision 288).
   */
  cacheControl?: string;
  /**
   * The route answers catalog content in the request's language (decision 326): its handler
   * reads `c.language` (from `Accept-Language`), every answer says `Vary: Accept-Language` and a
   * successful one `Content-Language`.
   */
  contentLanguage?: boolean;
  /**
   * The route's handler waits on another service (a payment provider's API) as a rule: it does
   * not take one of the instance's write slots (decision 341), which a slow provider would hold
   * while buyers' writes wait.
   */
  callsOutside?: boolean;
  summary: string;
  description?: string;
  operationId?: string;
  /** The declarer's tags unless given. */
  tags?: string[];
  produces?: string[];
  headers?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * The success answers by status; the error answers come from `errors`. One status other than
   * 200 (`{ 201: … }`) is the route's answer: its handler returns the body, as a 200 route's does.
   */
  response: Record<number, z.ZodType>;
  /** The statuses answered `{ error }` (STYLE.md, Errors); the module's unless given. */
  errors?: readonly number[];
}

/** The fastify schema of a {@link RouteSpec}: what types its handler's request and reply. */
type SchemaOf<TSpec extends RouteSpec> = Pick<
  TSpec,
  Extract<keyof TSpec, 'headers' | 'params' | 'querystring' | 'body' | 'response'>
>;

/** Fastify's handler of a route, its request and reply typed by its spec's schemas. */
type FastifyHandler<TSpec extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<TSpec>,
  ZodTypeProvider
>;
type RequestOf<TSpec extends RouteSpec> = Parameters<FastifyHandler<TSpec>>[0];
type ReplyOf<TSpec extends RouteSpec> = Parameters<FastifyHandler<TSpec>>[1];

/**
 * What a route's handler is handed (decision 288): what every route reads of its request, named
 * once. `caller` and `actor` are read when the handler reads them, as `callerOf(request)` and
 * `auditActorOf(request)` are: reading either when signed out throws `UnauthorizedError`, and
 * reading `actor` makes the request an admin action (its answer drops the kept audit pages).
 */
export interface RouteContext<TSpec extends RouteSpec> {
  /** The app's database (`app.database.db`). */
  readonly db: Database;
  /** The signed-in caller ({@link callerOf}). */
  readonly caller: RequestUser;
  /** The caller as the audit log records them ({@link auditActorOf}). */
  readonly actor: AuditActor;
  /** The path parameters, parsed by the spec's `params`. */
  readonly params: RequestOf<TSpec>['params'];
  /** The body, parsed by the spec's `body`. */
  readonly body: RequestOf<TSpec>['body'];
  /** The query string, parsed by the spec's `querystring`. */
  readonly query: RequestOf<TSpec>['query'];
  /** The request itself, for what the names above do not cover (headers, paging links). */
  readonly request: RequestOf<TSpec>;
  /** The reply, for headers and a status the spec does not fix. */
  readonly reply: ReplyOf<TSpec>;
  /**
   * The language the answer is in: the one `Accept-Language` prefers on a route declared with
   * `contentLanguage`, English on any other (decision 326).
   */
  readonly language: ContentLanguage;
}

/** A route's handler: its answer (typed by the spec's success schemas) from its context. */
export type RouteHandler<TSpec extends RouteSpec> = (
  context: RouteContext<TSpec>,
) => ReturnType<FastifyHandler<TSpec>>;

type Declare = <TSpec extends RouteSpec>(
  url: string,
  spec: TSpec,
  handler: RouteHandler<NoInfer<TSpec>>,
) => void;

/** Routes of one guard, by method: `signedIn.get(url, spec, handler)`. */
export interface RouteDeclarer {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

/** What a module's routes share: their OpenAPI tags and the statuses they answer as errors. */
export interface RouteDefaults {
  tags: string[];
  /** The tags of its admin routes when they are the back office's (`['admin']`), not `tags`. */
  adminTags?: string[];
  errors: readonly number[];
}

/**
 * The route declarations of a module, one home for what fastify wants said of every route
 * (decision 250). Each declarer guards its routes as the OpenAPI document and the authorization
 * matrix read it (decision 190): `anyone` with nothing, `signedIn` with `app.authenticate`,
 * `admin` with `app.requireAdmin`. A route gets the API-key scope and idempotency redaction of
 * its spec as its config, the module's tags, and `{ error }` answers for the module's error
 * statuses beside the spec's success answers, and its `Cache-Control` when the spec names one.
 * Its handler is handed a {@link RouteContext}; the handler of a route other than `GET` runs in
 * one of the app's write slots (`writeSlotsPlugin`, decision 341) unless the spec says
 * `callsOutside`.
 */
export function declareRoutes(
  app: ZodApp,
  defaults: RouteDefaults,
): Record<'anyone' | 'signedIn' | 'admin', RouteDeclarer> {
  const declarer = (guard: AccessCheck | undefined, tags: string[]): RouteDeclarer => {
    const declare =
      (method: HTTPMethods): Declare =>
      (url, spec, handler) => {
        const {
          apiKeyScope,
          idempotencyRedact,
          cacheControl,
          contentLanguage,
          callsOutside,
          errors = defaults.errors,
          ...schema
        } = spec;
        // Every state-changing handler waits for a write slot (decision 341).
        const takesSlot = method !== 'GET' && !callsOutside;
        const config = {
          ...(apiKeyScope && { apiKeyScope }),
          ...(idempotencyRedact && { idempotencyRedact }),
        };
        const [status, ...others] = Object.keys(spec.response).map(Number);
        const answersWith = status !== 200 && others.length === 0 ? status : undefined;
        app.route({
          method,
          url,
          ...(Object.keys(config).length > 0 && { config }),
          ...(guard && { preHandler: guard }),
          ...(contentLanguage && { onSend: sayContentLanguage }),
          schema: {
            tags,
            ...(contentLanguage && { headers: ACCEPT_LANGUAGE_HEADERS }),
            ...schema,
            response: { ...schema.response, ...errorResponses(...errors) },
          } as FastifySchema,
          handler: (request: FastifyRequest, reply: FastifyReply) => {
            if (cacheControl) reply.header('cache-control', cacheControl);
            if (answersWith !== undefined) reply.code(answersWith);
            let language: ContentLanguage = SOURCE_LANGUAGE;
            if (contentLanguage) {
              language = contentLanguageOf(request.headers['accept-language']);
              answerIn(request, language);
              addVary(reply, 'Accept-Language');
            }
            const run = () =>
              (handler as (context: RouteContext<RouteSpec>) => unknown)(
                contextOf(app, request, reply, language) as RouteContext<RouteSpec>,
              );
            return takesSlot ? app.writeSlots.run(async () => run()) : run();
          },
        });
      };
    return {
      get: declare('GET'),
      post: declare('POST'),
      put: declare('PUT'),
      patch: declare('PATCH'),
      delete: declare('DELETE'),
    };
  };
  return {
    anyone: declarer(undefined, defaults.tags),
    signedIn: declarer(app.authenticate, defaults.tags),
    admin: declarer(app.requireAdmin, defaults.adminTags ?? defaults.tags),
  };
}

/** The request header a `contentLanguage` route reads, for the OpenAPI document. */
const ACCEPT_LANGUAGE_HEADERS = z.object({
  'accept-language': z
    .string()
    .optional()
    .describe(
      'The language of the catalog content answered (decision 326): `bn` (Bangla, `bn-BD` ' +
        'too) or `en`, weighted as RFC 9110 says; English when it names neither. Fields ' +
        'without a Bangla translation answer their English text. The answer says ' +
        '`Content-Language` and `Vary: Accept-Language`.',
    ),
});

/**
 * `onSend` hook of a `contentLanguage` route: a successful answer (or its 304) says the language
 * it is in; an error's text is not the catalog's and says none.
 */
async function sayContentLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode < 400) {
    reply.header('content-language', languageOfAnswer(request));
  }
  return payload;
}

/** The {@link RouteContext} of one request: each name read when the handler reads it. */
function contextOf(
  app: ZodApp,
  request: FastifyRequest,
  reply: FastifyReply,
  language: ContentLanguage,
) {
  return {
    language,
    get db() {
      return app.database.db;
    },
    get caller() {
      return callerOf(request);
    },
    get actor() {
      return auditActorOf(request);
    },
    get params() {
      return request.params;
    },
    get body() {
      return request.body;
    },
    get query() {
      return request.query;
    },
    request,
    reply,
  };
}
