// One lint config for the whole repository: typescript-eslint everywhere, React rules for the web app.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.next/**', '**/.next-*/**', '**/data/**', '**/next-env.d.ts', 'apps/api/src/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/chat-widget/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Module boundaries of the web app, the API and the packages: no import loops, and the web app's
    // shared layers (components/, lib/) never reach up into a feature.
    files: ['apps/web/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin reads only JavaScript unless told otherwise: an unread file has no imports, so
      // no loop through it could be seen.
      'import-x/extensions': TS_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: TS_EXTENSIONS })],
    },
    rules: {
      // A loop makes module load order decide what is undefined at import time, and ties features
      // together so neither can change alone.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./apps/web/components', './apps/web/lib'],
              from: './apps/web/features',
              message: 'components/ and lib/ sit below every feature: move the piece down next to them, or let the feature pass it in as a prop.',
            },
            // no-cycle sees loops between files only; two features can still loop through different
            // files. These pin the direction of the pairs that once looped (the lower one first).
            ...[
              ['payment-methods', 'booking'],
              ['provider-onboarding', 'provider-area'],
              ['wishlist', 'catalog'],
              ['admin/content', 'admin/discounts'],
            ].map(([lower, upper]) => ({
              target: `./apps/web/features/${lower}`,
              from: `./apps/web/features/${upper}`,
              message: `features/${upper} uses features/${lower}, so ${lower} may not import ${upper} back: move the shared piece into ${lower} or down to components/ or lib/.`,
            })),
            {
              target: './apps/web/features/admin/*.{ts,tsx}',
              from: './apps/web/features/admin/*/**',
              message: "features/admin/'s own files are shared by every console section, so they may not import one.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's `@/` alias comes from its tsconfig: without it, `@/features/…` imports would
    // resolve to nothing and escape both rules.
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: TS_EXTENSIONS, tsconfig: { configFile: `${import.meta.dirname}/apps/web/tsconfig.json` } }),
      ],
    },
  },
);
