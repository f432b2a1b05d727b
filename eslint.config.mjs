// One lint config for the whole repository: typescript-eslint everywhere, React rules for the web app.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';

const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];

// The API's boundaries are read from its folders when lint starts, so a new module or folder is
// covered the day it appears.
const API = 'apps/api/src';
const apiFolder = (sub = '') => fs.readdirSync(`${import.meta.dirname}/${API}/${sub}`, { withFileTypes: true });
const API_MODULES = apiFolder('modules').filter((e) => e.isDirectory()).map((e) => e.name);
// What every module builds on, so none of it may import a module back. db/seed is not among them:
// demo data is made through the modules' own rules (passwords, SINs, invoices).
const API_BELOW_MODULES = ['adapters', 'lib', 'outbox', 'plugins', 'i18n', ...apiFolder('db').filter((e) => e.name !== 'seed').map((e) => `db/${e.name}`)];
const API_TOP = apiFolder().map((e) => e.name).filter((name) => name !== 'modules');
/** One zone per module: from anywhere else, only its entry. */
const apiModuleZones = (callers) =>
  API_MODULES.map((name) => ({
    target: [...API_MODULES.filter((other) => other !== name).map((other) => `./${API}/modules/${other}`), ...callers.map((path) => `./${API}/${path}`)],
    from: `./${API}/modules/${name}`,
    except: ['./index.ts'],
    message: `Code outside modules/${name} uses it only through its entry, modules/${name}/index.ts: import the folder, and export what is missing from that entry.`,
  }));
const apiImportSettings = {
  'import-x/extensions': TS_EXTENSIONS,
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
  'import-x/external-module-folders': ['node_modules'],
  'import-x/resolver-next': [createNodeResolver({ extensions: TS_EXTENSIONS })],
};

// The web app's features, read from their folder when lint starts so a new one is covered the day it
// appears. Each admin console section is a feature of its own; the admin root's files are the
// console's shared layer, a feature too.
const WEB = './apps/web';
const webFolder = (sub) => fs.readdirSync(`${import.meta.dirname}/${WEB}/${sub}`, { withFileTypes: true });
const WEB_FEATURES = webFolder('features')
  .filter((e) => e.isDirectory())
  .flatMap((e) => (e.name === 'admin' ? ['admin', ...webFolder('features/admin').filter((s) => s.isDirectory()).map((s) => `admin/${s.name}`)] : [e.name]));
/** A feature's own files (the admin root's are its top-level files only, not its sections). */
const webFeatureFiles = (name) => (name === 'admin' ? `${WEB}/features/admin/*.{ts,tsx}` : `${WEB}/features/${name}`);
// What sits beside features/ and may use them (app/, i18n/, test/, proxy.ts…); components/ and lib/
// sit below them and have their own, stricter zone.
const WEB_FEATURE_CALLERS = fs
  .readdirSync(`${import.meta.dirname}/${WEB}`)
  .filter((name) => !name.startsWith('.') && !['features', 'components', 'lib', 'node_modules'].includes(name))
  .map((name) => `${WEB}/${name}`);
/**
 * One zone per feature: everywhere else reaches it only through its entry, index.ts (client-safe), or
 * server.ts (what reads the session or the request). Its own files never import that entry back.
 */
const webFeatureZones = () =>
  WEB_FEATURES.flatMap((name) => [
    {
      target: [...WEB_FEATURES.filter((other) => other !== name).map(webFeatureFiles), ...WEB_FEATURE_CALLERS],
      // The admin root's from is a glob, whose exceptions would have to be globs: leave its entries out of it instead.
      ...(name === 'admin'
        ? { from: `${WEB}/features/admin/!(index|server).{ts,tsx}` }
        : { from: `${WEB}/features/${name}`, except: ['./index.ts', './server.ts'] }),
      message: `Outside features/${name}, use it only through its entry: import '@/features/${name}' (or '@/features/${name}/server' for what needs the session or the request, in server code). If what you need is not there, export it from that entry; if it belongs to no feature, move it down to components/ or lib/.`,
    },
    {
      target: webFeatureFiles(name),
      from: [`${WEB}/features/${name}/index.ts`, `${WEB}/features/${name}/server.ts`],
      message: `Inside features/${name}, import the file itself with a relative path: going through the feature's own entry makes an import loop.`,
    },
  ]);

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
    // Module boundaries of the web app, the API and the packages: no import loops, the web app's
    // shared layers (components/, lib/) never reach up into a feature, and its features meet only at
    // their entries.
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
              ['payment-methods', 'bookings'],
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
            ...webFeatureZones(),
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
  {
    // The API's modules meet only at their entries (modules/<name>/index.ts), so a module can change
    // its insides alone; the layers below the modules never reach up into one. This replaces the
    // rule's zones above for API files, which name only web paths. Settings are repeated here because
    // the block above leaves out the API's .tsx files (the email templates).
    files: [`${API}/**/*.{ts,tsx}`],
    ignores: [`${API}/**/*.test.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: apiImportSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...apiModuleZones(API_TOP.filter((name) => name !== 'db' && !API_BELOW_MODULES.includes(name)).concat('db/seed')),
            {
              target: API_BELOW_MODULES.map((path) => `./${API}/${path}`),
              from: `./${API}/modules`,
              message: 'adapters/, lib/, db/ (but seed/), outbox/, plugins/ and i18n/ sit below every module and may not import one: take what they need as a parameter, or let the module add to them, as modules add their own outbox topics.',
            },
            {
              // Every feature tells what happened through events, so events reaching back into a
              // feature would be a loop waiting to happen.
              target: `./${API}/modules/events`,
              from: `./${API}/modules`,
              except: ['./events'],
              message: 'modules/events is called by every feature and may not import one: take what it needs as a parameter.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test anywhere may drive other modules, through their entries, never through their insides.
    files: [`${API}/**/*.test.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: apiImportSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: apiModuleZones(API_TOP) },
      ],
    },
  },
);
