import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_MESSAGES_PATHS = [
  {
    name: '@stationboard/domain/messages',
    importNames: ['MESSAGES'],
    message: 'Import MESSAGES from apps/web/src/lib/i18n/messages.ts (kiosk screens: useKioskText), so texts go through the i18n layer (decision 128).',
  },
  ...['entry', 'kiosk', 'schema'].map((part) => ({
    name: `@stationboard/domain/${part}-messages`,
    message: 'Read texts through apps/web/src/lib/i18n/, so they go through the i18n layer (decisions 128, 143).',
  })),
];

/**
 * Decision 139: the server's layers, top to bottom: app.ts, server.ts, cli.ts and operator/ →
 * modules/<concept>/ → floor/ → plugins/ and lib/ → db/ and config.ts. Imports only go down, a
 * module never imports another module, and tests (which build the whole app) are exempt.
 */
const SERVER_TESTS = ['apps/server/src/**/*.test.ts'];
const SERVER_TOP = ['app', 'server', 'cli', 'operator'];

/** An import that climbs out of its folder (`../`, `../../`, …) into one of the server's top-level `dirs`. */
function climbsInto(dirs, message) {
  return { regex: `^(\\.\\./)+(${dirs.join('|')})(/|\\.ts$)`, message };
}

const MODULE_MESSAGE = 'A module never imports another module; move what both need down to floor/, lib/ or packages/domain (decision 139).';

/** What a file `depth` folders below modules/ may not import: a sibling module, or anything above the modules. */
function modulePatterns(depth) {
  return [
    { regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/`, message: MODULE_MESSAGE },
    climbsInto(['modules'], MODULE_MESSAGE),
    climbsInto(SERVER_TOP, 'Imports only go down: a module never imports app.ts, server.ts, cli.ts or operator/ (decision 139).'),
  ];
}

/** Routes validate, check access and call a service or repository; services hold the transaction and the rules; queries live in repositories. */
const QUERY_MESSAGE = 'Queries live in *.repository.ts (or floor/); route and service files call them (decision 139).';
const QUERY_PATTERNS = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: QUERY_MESSAGE },
  { regex: '(^|/)db/schema\\.ts$', message: QUERY_MESSAGE },
];

function serverModuleConfigs(depth) {
  const folder = `apps/server/src/modules/${'*/'.repeat(depth)}`;
  return [
    { files: [`${folder}*.ts`], ignores: SERVER_TESTS, rules: { 'no-restricted-imports': ['error', { patterns: modulePatterns(depth) }] } },
    {
      files: [`${folder}*.routes.ts`, `${folder}*.service.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...modulePatterns(depth), ...QUERY_PATTERNS] }] },
    },
  ];
}

function serverLayerConfig(files, forbidden, below, ignores = []) {
  return {
    files,
    ignores: [...SERVER_TESTS, ...ignores],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbsInto(forbidden, `Imports only go down: ${below} (decision 139).`)] }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.e2e-dist*/**',
      '**/.test-dist*/**',
      '**/.bench-dist*/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'apps/web/test-results*/**',
      'apps/web/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The domain package is pure: no I/O, no frameworks (DESIGN §2).
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'react', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'] }],
    },
  },
  ...serverModuleConfigs(1),
  ...serverModuleConfigs(2),
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(transaction|select|selectDistinct|insert|update|execute)$/]', message: QUERY_MESSAGE },
        { selector: "CallExpression[callee.property.name='delete'][callee.object.name!='app']", message: QUERY_MESSAGE },
      ],
    },
  },
  serverLayerConfig(['apps/server/src/floor/**/*.ts'], ['modules', 'plugins', ...SERVER_TOP], 'the floor kernel never imports modules/ or plugins/'),
  serverLayerConfig(['apps/server/src/plugins/**/*.ts'], ['modules', 'floor', ...SERVER_TOP], 'plugins/ never import modules/ or floor/'),
  serverLayerConfig(['apps/server/src/lib/**/*.ts'], ['modules', 'floor', 'plugins', ...SERVER_TOP], 'lib/ never imports modules/, floor/ or plugins/'),
  serverLayerConfig(['apps/server/src/db/**/*.ts'], ['modules', 'floor', 'plugins', 'lib', ...SERVER_TOP], 'db/ imports nothing above it', [
    'apps/server/src/db/seed/**',
  ]),
  // The seeds write demo data as a client of the layers, like the command line: the floor kernel and db/, never a module.
  serverLayerConfig(['apps/server/src/db/seed/**/*.ts'], ['modules', 'plugins', ...SERVER_TOP], 'the seeds never import modules/ or plugins/'),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Decision 128: screens read MESSAGES through the i18n layer, so another language is only a translation file.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/lib/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: WEB_MESSAGES_PATHS }] },
  },
  {
    // Decision 141: every query key is built in lib/query-keys.ts, so two screens reading one
    // resource share its cache entry and an invalidation reaches every entry it means.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: 'Build query keys in apps/web/src/lib/query-keys.ts (decision 141).' },
        {
          selector: 'CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression.arguments',
          message: 'Build query keys in apps/web/src/lib/query-keys.ts (decision 141).',
        },
      ],
    },
  },
  {
    // Decision 174: the journeys' headless shell cannot resize a fullscreen window; resizeWindow can.
    files: ['apps/web/e2e/**/*.ts'],
    ignores: ['apps/web/e2e/support/screens.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='setViewportSize']", message: 'Resize with resizeWindow from e2e/support/screens.ts (decision 174).' },
      ],
    },
  },
  {
    // STYLE §2: features never import each other; a route page composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_MESSAGES_PATHS,
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Features never import each other; move shared code to components/, lib/ or packages/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests of features: still never another feature; they may check texts against the domain's MESSAGES.
    files: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Features never import each other; move shared code to components/, lib/ or packages/domain.',
            },
          ],
        },
      ],
    },
  },
);
