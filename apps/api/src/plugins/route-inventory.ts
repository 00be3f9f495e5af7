import fp from 'fastify-plugin';

/** One route the app answers, as Fastify registered it. */
export interface RouteEntry {
  method: string;
  /** Fastify's path, `:name` for a parameter, `*` for a wildcard. */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered after this plugin, in every scope (OpenAPI-hidden ones too): what the
     * authorization matrix and the fuzz coverage test enumerate (decision 083).
     */
    routeInventory: readonly RouteEntry[];
  }
}

/** Records every route the app registers after it in `app.routeInventory`. */
export const routeInventoryPlugin = fp(
  async (app) => {
    const routes: RouteEntry[] = [];
    app.decorate('routeInventory', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  },
  { name: 'partline-route-inventory' },
);
