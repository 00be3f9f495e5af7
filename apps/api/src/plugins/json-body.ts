import { isStorableText } from '@partline/shared';
import fp from 'fastify-plugin';
import { ValidationError } from '../errors.js';

/** What a field with a NUL or half of a UTF-16 pair is told. */
export const UNSTORABLE_FIELD_MESSAGE =
  'Remove the invalid characters (a NUL or a broken character)';

/** A value met while walking a body, and where it sits (its path is built only when reported). */
interface Visit {
  value: unknown;
  parent: Visit | undefined;
  key: string;
}

/** `lines.0.unitPrice`: the keys from the root to `visit`; `root` for the root itself. */
function pathOf(visit: Visit, root: string): string {
  const keys: string[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.length > 0 ? keys.reverse().join('.') : root;
}

/**
 * The field (`name`, `lines.0.note`; `root` for the value itself, or the object holding a bad key)
 * of the first string or key in `value` that PostgreSQL cannot store — a NUL or a lone surrogate
 * ({@link isStorableText}) — or `undefined`. Walks with its own stack: a parsed body may nest far
 * deeper than the call stack.
 */
export function unstorableTextField(value: unknown, root = 'body'): string | undefined {
  const stack: Visit[] = [{ value, parent: undefined, key: '' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(visit, root);
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (!isStorableText(key)) return pathOf(visit, root);
      stack.push({ value: child, parent: visit, key });
    }
  }
  return undefined;
}

function refuse(field: string): ValidationError {
  return new ValidationError({ [field]: [UNSTORABLE_FIELD_MESSAGE] });
}

/**
 * The one rule for JSON bodies, on every route (decision 090): `Content-Type: application/json`
 * with an empty body is a request without a body — as `fetch` and axios clients send a `DELETE` or
 * a `PUT` whose only data is in the path (DESIGN.md, "Shape of the system") — so the route's own
 * schema decides (no body schema: accepted; a required body: 400 `validation_failed`). Any other
 * body is parsed by Fastify's default JSON parser with the app's settings (`__proto__` keys
 * refused, malformed JSON 400). Register it before the routes; scopes that need the raw bytes (the
 * Stripe webhook, better-auth) still replace it with their own parser.
 *
 * Text PostgreSQL cannot store — a NUL or a lone surrogate in any string or key of a JSON body or
 * of an `/api` query string — is refused here, 400 `validation_failed` naming the field, for every
 * route at once (decision 296): otherwise it fails deep in a write (a 500, or a half-done request).
 * Surrogate pairs (emoji) and any other Unicode pass. The auth surface checks its own input
 * (decision 081).
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body.length === 0) {
        done(null, undefined);
        return;
      }
      parseJson(request, body.toString(), (error, parsed) => {
        if (error) {
          done(error, undefined);
          return;
        }
        const field = unstorableTextField(parsed);
        if (field) done(refuse(field), undefined);
        else done(null, parsed);
      });
    });
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
      const field = unstorableTextField(request.query, 'query');
      if (field) throw refuse(field);
    });
  },
  { name: 'partline-json-body' },
);
