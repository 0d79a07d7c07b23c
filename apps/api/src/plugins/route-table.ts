import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, with its schema and config (the surface sets `config.audience`). */
    routeTable: RouteOptions[];
  }
}

/**
 * Keeps the options of every route as it is registered, so tests can walk the real route table
 * (every route, not a hand-written list). Registered first: its `onRoute` hook sees every route.
 */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RouteOptions[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    table.push(route);
  });
});
