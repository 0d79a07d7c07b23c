import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// In dev the API serves no HTML, so only its paths are proxied; the brand comes from GET /api/brand.
// react-router's package exports only its development build, warnings and checks included; a build
// takes the production build it ships beside it (the entry is about 0.5 KiB gzip smaller).
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // The manifest tells the server which chunks a page's first route needs, to preload them (ADR 092).
  // No modulepreload polyfill: every browser the app supports has modulepreload (Safari since 17),
  // and an older one only loses the early fetch; the entry is 0.4 KiB smaller (ADR 094).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, modulePreload: { polyfill: false } },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/auth/login': {
        target: API_ORIGIN,
        // Only the POST is the API; a GET of /auth/login is the login screen served by Vite.
        bypass: (req) => (req.method === 'POST' ? undefined : req.url),
      },
      '/logout': {
        target: API_ORIGIN,
        bypass: (req) => (req.method === 'POST' ? undefined : req.url),
      },
      '/dev': {
        target: API_ORIGIN,
        // A browser opening /dev/outbox wants the page (served by Vite); fetches want the JSON.
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
      '/auth/verify-email': API_ORIGIN,
      '/iterable': API_ORIGIN,
      // PATCH /app/users/self/phone-number and the other /app/… calls of 001 §7 (no page lives there).
      '/app/': API_ORIGIN,
    },
  },
}));
