import fp from 'fastify-plugin';

/**
 * The one rule for JSON bodies, on every route (decision 090): `Content-Type: application/json`
 * with an empty body is a request without a body — as `fetch` and axios clients send a `DELETE` or
 * a `PUT` whose only data is in the path (DESIGN.md, "Shape of the system") — so the route's own
 * schema decides (no body schema: accepted; a required body: 400 `validation_failed`). Any other
 * body is parsed by Fastify's default JSON parser with the app's settings (`__proto__` keys
 * refused, malformed JSON 400). Register it before the routes; scopes that need the raw bytes (the
 * Stripe webhook, better-auth) still replace it with their own parser.
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
      parseJson(request, body.toString(), done);
    });
  },
  { name: 'partline-json-body' },
);
