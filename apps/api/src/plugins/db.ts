import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database; repositories take `app.database.db`. */
    database: DatabaseHandle;
  }
}

/** Options of {@link dbPlugin}. */
export interface DbPluginOptions {
  database: DatabaseHandle;
  /** Close the database when the app closes (when the app opened it itself). */
  closeOnAppClose: boolean;
}

/** Decorates the app with `database`. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { database, closeOnAppClose }) => {
    app.decorate('database', database);
    if (closeOnAppClose) app.addHook('onClose', () => database.close());
  },
  { name: 'partline-db' },
);
