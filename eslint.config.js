import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_MESSAGES_PATHS = [
  {
    name: '@stationboard/domain/messages',
    importNames: ['MESSAGES'],
    message: "Import MESSAGES from apps/web/src/lib/i18n/messages.ts (kiosk screens: useKioskText), so texts go through the i18n layer (decision 128).",
  },
  ...['entry', 'kiosk', 'schema'].map((part) => ({
    name: `@stationboard/domain/${part}-messages`,
    message: 'Read texts through apps/web/src/lib/i18n/, so they go through the i18n layer (decisions 128, 143).',
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.e2e-dist*/**', '**/node_modules/**', 'apps/server/drizzle/**', 'apps/web/test-results*/**', 'apps/web/playwright-report/**', 'data/**'] },
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
    // STYLE §2: features never import each other; a route page composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_MESSAGES_PATHS,
          patterns: [{ regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/', message: 'Features never import each other; move shared code to components/, lib/ or packages/domain.' }],
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
        { patterns: [{ regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/', message: 'Features never import each other; move shared code to components/, lib/ or packages/domain.' }] },
      ],
    },
  },
);
