import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/index.js';

const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModules = readdirSync('src/server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Server layering (docs/decisions/014): a module reaches another only through its public.ts,
// and lib/, db/, plugins/ and adapters/ sit below the modules. Tests may import anything, so
// the targets are every .ts file but *.test.ts (a later block cannot drop only these zones).
const notTests = '**/!(*.test).ts';
const serverModuleZones = [
  {
    target: './src/server/app-deps.ts',
    from: './src/server/modules',
    message:
      'AppDeps names interfaces of lib/, adapters/ and db/; move the interface there, not here.',
  },
  {
    target: `./src/server/{lib,db,plugins,adapters}/${notTests}`,
    from: './src/server/modules',
    message:
      'lib/, db/, plugins/ and adapters/ do not import modules; inject what they need instead.',
  },
  ...serverModules.map((feature) => ({
    target: `./src/server/modules/${feature}/${notTests}`,
    from: './src/server/modules',
    except: [
      `./${feature}`,
      ...serverModules.filter((other) => other !== feature).map((other) => `./${other}/public.ts`),
    ],
    message: 'Import another module only through its public.ts (add the export there).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e-data/**',
      'bench/results/**',
      // Every language's copy of the catalogue: strings the type check and the catalogue test
      // hold to English (decision 074); linting 600 data files took half a minute of CI.
      'src/shared/copy/locales/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, local },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // No file cycles, type-only imports included (decision 034). import-x/no-cycle has no
      // option to count type imports (it always skips them), so the repository's own rule
      // (eslint-rules/no-cycle.js) takes its place.
      'local/no-cycle': 'error',
      // One order of imports everywhere: node's, then packages, then the repository's aliases
      // (#shared, #server, #web, #tests), then relative paths; each group alphabetical.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '#*/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin', 'external'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // web and server never import each other; both import shared.
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app must not import server code.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server must not import web code.',
            },
            {
              target: './src/shared',
              from: ['./src/web', './src/server'],
              message: 'shared imports nothing of web or server.',
            },
            // Shared UI, hooks and libraries do not reach into features.
            {
              target: ['./src/web/components', './src/web/hooks', './src/web/lib'],
              from: './src/web/features',
            },
            // The app layer composes features (app/routes: pages that need several); a feature
            // never reaches back up into it.
            {
              target: './src/web/features',
              from: './src/web/app',
              message:
                'Features do not import the app layer; pages that need several features live in app/routes/.',
            },
            // A feature does not import another feature's internals.
            ...webFeatures.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: move a generic piece to components/ or lib/, and a page that needs two features to app/routes/.',
            })),
            ...serverModuleZones,
          ],
        },
      ],
      // Raw SQL passed to `.execute()` is written with drizzle's sql`` tag, which sends every
      // interpolated value as a parameter; a plain template string would paste values into the SQL.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='execute'] > TemplateLiteral",
          message: 'Use the sql`` tag, never a plain template string, for raw SQL.',
        },
        {
          // Every service has one signature, so a call reads the same everywhere and a new
          // input is a new named field, never a new position.
          selector:
            ':matches(FunctionDeclaration, FunctionExpression, ArrowFunctionExpression)[params.0.name="deps"][params.length>2]',
          message: 'A service takes (deps, input): put the other parameters in one input object.',
        },
        {
          // A service names the dependencies it uses where it is declared, so a reader sees what
          // it may touch without looking elsewhere.
          selector: 'TSTypeAliasDeclaration[id.name=/Deps$/]',
          message: "Write the service's deps as Pick<AppDeps, ...> in its signature, not an alias.",
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['{src,tests,scripts,bench,eslint-rules}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'local/kebab-case-file-names': 'error' },
  },
  {
    // A file past 400 lines holds more than one thing: split it by operation or by section.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
