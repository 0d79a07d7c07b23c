// One flat config: TypeScript rules, import boundaries and naming live here (style guide §2, §3).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under features/ is a feature: the zone list follows the tree, so a new feature is
// fenced in without an edit here.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Apps reach the domain through `@app/domain/<subpath>`, never by a relative path into its files.
const APP_IMPORT_PATTERNS = [{ group: ['**/packages/**'], message: 'Import @app/domain/<subpath>.' }];

// The two apps never import each other; wire types travel through @app/domain/contracts.
const APP_ZONES = [
  { target: './apps/web', from: './apps/api', message: 'The web app never imports the API.' },
  { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
];

/** no-restricted-imports for app files, keeping the app-wide patterns when a layer adds its own. */
const restrictAppImports = (patterns = []) => ['error', { patterns: [...APP_IMPORT_PATTERNS, ...patterns] }];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/api/drizzle/**', 'test-results/**', 'playwright-report/**', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through apps/api/src/env.ts only.' },
        { property: 'toLocaleDateString', message: 'Write dates through writtenDay/writtenTime of @app/domain/formatting: one way per reader (ADR 144).' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // The domain package is pure: no runtime, framework or database.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'packages/domain stays pure: no Node APIs.' },
            { group: ['react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'packages/domain imports only zod.' },
            { group: ['@app/*', '**/apps/**'], message: 'packages/domain never imports the apps.' },
          ],
        },
      ],
    },
  },
  {
    // Apps reach the domain through its exported subpaths and never each other.
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictAppImports(),
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...APP_ZONES,
          ],
        },
      ],
    },
  },
  {
    // API layering: only repositories and db/ touch drizzle; services never import fastify.
    files: ['apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': restrictAppImports([
        { group: ['fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'Services stay free of HTTP and SQL: use a repository.' },
        { group: ['../*/*.repository'], message: "Call the other module's service." },
      ]),
    },
  },
  {
    // Modules call each other's services, never each other's repositories.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.{routes,service}.ts'],
    rules: {
      'no-restricted-imports': restrictAppImports([{ group: ['../*/*.repository'], message: "Call the other module's service." }]),
    },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': restrictAppImports([
        { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*', '**/*.repository'], message: 'Routes call services, not the database.' },
      ]),
    },
  },
  {
    // Web: app → features → shared; a feature never imports another feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...APP_ZONES,
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features never import other features: compose them in app/.',
            })),
            { target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib'], from: './apps/web/src/app', message: 'Shared code never imports the app layer.' },
            { target: ['./apps/web/src/components', './apps/web/src/lib'], from: './apps/web/src/features', message: 'Shared code never imports features.' },
          ],
        },
      ],
    },
  },
  {
    // The care team's texts are a catalogue of their own so that patient pages never download them
    // (ADR 123): only the staff app's files may import it. (An import through a domain module is not
    // seen here; the build's chunks are the proof.) The browser's WebAuthn package is the staff
    // sign-in's and Passkeys page's only (ADR 172).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/staff/**', 'apps/web/src/features/{staff-account,staff-access,staff-passkeys,care-portal,operator-console,admin-console}/**', 'apps/web/src/components/staff/**', 'apps/web/src/lib/staff-*.ts'],
    rules: {
      'no-restricted-imports': restrictAppImports([
        { group: ['@app/domain/messages/staff'], message: 'Patient pages use MESSAGES (en.ts); the staff catalogue is for the staff app only.' },
        { group: ['@simplewebauthn/browser'], message: 'Passkeys are for the care team: import the WebAuthn package from staff pages only (ADR 172).' },
      ]),
    },
  },
  {
    // Test code lives in the test tree (apps/api/src/test/, kits in test/kits/; apps/web/src/testing/),
    // not in production folders: a module's or feature's file that is not itself a test imports
    // neither Vitest nor a test helper. (no-restricted-syntax, not no-restricted-imports: the layer
    // configs above each replace that rule's options, and would drop this one's.)
    files: ['apps/api/src/modules/**/*.ts', 'apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(ImportDeclaration, ImportExpression, ExportAllDeclaration, ExportNamedDeclaration)[source.value=/^(vitest|@vitest\\u002F|@testing-library\\u002F)/]',
          message: 'Test helpers live in apps/api/src/test/kits/ (API) or apps/web/src/testing/ (web), not in a module or feature folder.',
        },
        {
          selector: ':matches(ImportDeclaration, ImportExpression, ExportAllDeclaration, ExportNamedDeclaration)[source.value=/\\u002F(test|testing)\\u002F/]',
          message: 'Production code never imports the test tree: a helper of tests belongs in apps/api/src/test/kits/ or apps/web/src/testing/.',
        },
      ],
    },
  },
  {
    // Where a setting is legitimately read from the process, or a tool requires a default export.
    files: ['apps/api/src/server.ts', 'apps/api/src/worker.ts', 'apps/api/src/test/global-setup.ts', 'apps/api/src/test/api-process.ts', 'scripts/**', 'playwright.config.ts', 'e2e/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Browser tests take `test` from e2e/fixtures.ts, whose fixtures check every screen's accessibility.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './fixtures': it checks every screen's accessibility." }] },
      ],
    },
  },
  {
    files: ['*.config.{ts,js}', 'apps/*/*.config.ts', 'eslint.config.js'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The sandbox processor's scripts run in the browser, on its own pages and the merchant's (ADR 106).
    files: ['apps/api/sandbox-processor/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
