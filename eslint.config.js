// Lint rules, including the import boundaries of docs/ARCHITECTURE.md:
// shared → features → storefront/admin; server and web never import each other;
// features do not import each other; server modules never reach into another module's repository;
// no module imports itself back through others (import-x/no-cycle, runtime imports only).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const features = fs.existsSync('src/web/features')
  ? fs
      .readdirSync('src/web/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }],
});

const noServer = [['#server/*', '**/server/**'], 'Browser code never imports server code; share through src/shared.'];
const noWeb = [['#web/*', '**/web/**'], 'Server code never imports browser code; share through src/shared.'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.react-router/**',
      'data/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Type-only imports vanish when compiled, so only imports that run can close a cycle.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['src/server/**/*.ts'], rules: restrict(noWeb) },
  {
    files: ['src/server/modules/**/*.ts'],
    rules: restrict(noWeb, [
      ['../*/*.repository.ts', '../../modules/*/*.repository.ts', '#server/modules/*/*.repository.ts'],
      "A module owns its tables: call the other module's service, not its repository.",
    ]),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict(noServer, noWeb, [
      ['react', 'react-dom', 'fastify', 'kysely'],
      'src/shared holds only framework-free contract code.',
    ]),
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}'],
    rules: restrict(noServer, [
      ['#web/features/*', '#web/storefront/*', '#web/admin/*', '**/features/**', '**/storefront/**', '**/admin/**'],
      'UI components carry no domain knowledge.',
    ]),
  },
  {
    files: ['src/web/lib/**/*.{ts,tsx}'],
    rules: restrict(noServer, [
      ['#web/storefront/*', '#web/admin/*', '**/storefront/**', '**/admin/**'],
      'lib is below the apps.',
    ]),
  },
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      noServer,
      [
        ['#web/storefront/*', '#web/admin/*', '**/storefront/**', '**/admin/**'],
        'Features are used by the apps, not the other way round.',
      ],
      [
        features
          .filter((f) => f !== feature)
          .flatMap((f) => [`#web/features/${f}/*`, `**/features/${f}/**`, `../../${f}/**`, `../${f}/**`]),
        'Features do not import each other; compose them in a route.',
      ],
    ),
  })),
  {
    files: ['src/web/storefront/**/*.{ts,tsx}'],
    rules: restrict(noServer, [['#web/admin/*', '**/admin/**'], 'The storefront never loads back-office code.']),
  },
  {
    files: ['src/web/admin/**/*.{ts,tsx}'],
    rules: restrict(noServer, [
      ['#web/storefront/*', '**/storefront/**'],
      'The back office does not import storefront screens.',
    ]),
  },
);
