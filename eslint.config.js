import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

const LAYER_ZONES = [
  // The domain package is pure and imported by both apps, never the other way round.
  { target: './packages/domain', from: './apps' },
  { target: './apps/web', from: './apps/server' },
  { target: './apps/server', from: './apps/web' },
  // Shared UI pieces never reach into features.
  { target: `./${WEB}/ui`, from: `./${WEB}/features` },
  { target: `./${WEB}/api`, from: `./${WEB}/features` },
  // The server's lower layers serve the features and never reach into one.
  {
    target: ['db', 'auth', 'mail', 'limits', 'plugins', 'export'].map((dir) => `./${SERVER}/${dir}`),
    from: `./${SERVER}/features`,
  },
  // The database layer sits under the session and access rules.
  { target: `./${SERVER}/db`, from: `./${SERVER}/auth`, message: 'db/ sits under auth/.' },
];

const entries = (dir) => readdirSync(path.join(ROOT, dir));

/**
 * One zone per feature of `src`/features: the rest of `src` (but the `skipped` entries, which other zones rule) may
 * import from the feature only the files `exposed` names, paths or globs relative to its folder. A feature's own files, its nested areas included (parcels/crops), import each other freely.
 */
const featureZones = (src, exposed, { skipped = [] } = {}) =>
  entries(`${src}/features`).map((name) => ({
    target: [
      ...entries(src)
        .filter((entry) => entry !== 'features' && !skipped.includes(entry))
        .map((entry) => `./${src}/${entry}`),
      ...entries(`${src}/features`)
        .filter((other) => other !== name)
        .map((other) => `./${src}/features/${other}`),
    ],
    // The rule takes exceptions as globs only when `from` is one, and as paths only when it is a path.
    ...(exposed.some((file) => /[*{]/.test(file))
      ? {
          from: `${ROOT}/${src}/features/${name}/**`,
          except: exposed.map((glob) => `${ROOT}/${src}/features/${name}/${glob}`),
        }
      : { from: `./${src}/features/${name}`, except: exposed.map((file) => `./${file}`) }),
    message: exposed.length
      ? `Outside features/${name}, import only its ${exposed.join(' or ')}.`
      : `Outside features/${name}, import none of its files; shared pieces belong in ui/ or session/.`,
  }));

// Server: a feature offers other features, the jobs and the demo data its service.ts; app.ts registers its routes.
const SERVER_ZONES = [
  ...featureZones(SERVER, ['service.ts'], { skipped: ['app.ts'] }),
  {
    target: `./${SERVER}/app.ts`,
    from: `${ROOT}/${SERVER}/features/**`,
    except: [`${ROOT}/${SERVER}/features/**/routes.ts`, `${ROOT}/${SERVER}/features/**/*-routes.ts`],
    message: 'app.ts registers route plugins only.',
  },
];

// Web: the router and the areas' route tables load route modules; nothing else crosses a feature's folder.
const WEB_ROUTE_TABLES = [`${WEB}/router.tsx`, `${WEB}/features/**/*.routes.ts`];
const WEB_ZONES = featureZones(WEB, []);
const WEB_ROUTE_TABLE_ZONES = featureZones(WEB, ['**/*.route.{ts,tsx}', '**/*.routes.ts']);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    // Without a resolver the import rules cannot tell where an import leads, and pass everything.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': 'KEBAB_CASE' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config.ts.' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // Packages cannot import this code back, so a cycle never runs through them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...SERVER_ZONES] }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: WEB_ROUTE_TABLES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...WEB_ZONES] }] },
  },
  {
    files: WEB_ROUTE_TABLES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...WEB_ROUTE_TABLE_ZONES] }] },
  },
  {
    files: ['apps/server/src/features/*/service.ts', 'apps/server/src/features/*/queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', '@fastify/*'], message: 'Services and queries stay free of HTTP.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The settings parsers and the tooling read the environment by design.
    files: [
      'apps/server/src/config.ts',
      'apps/web/vite.config.ts',
      'playwright.config.ts',
      'scripts/**',
      'tests/**',
      'apps/server/src/test/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
