import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The domain package is pure and imported by both apps, never the other way round.
            { target: './packages/domain', from: './apps' },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web' },
            // Shared UI pieces never reach into features.
            { target: './apps/web/src/ui', from: './apps/web/src/features' },
            { target: './apps/web/src/api', from: './apps/web/src/features' },
          ],
        },
      ],
    },
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
