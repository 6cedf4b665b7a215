// ESLint: TypeScript's recommended rules, React's hook rules, and the layers of DESIGN.md (Shape):
// the domain imports no app and no I/O; the server and the web import the domain, never each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/test/**', '**/*.test.ts', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Refusing control characters in text is what this file is for.
    files: ['packages/domain/src/input.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@host/server', '@host/web', '**/apps/**'], message: 'The domain imports no app (DESIGN.md, Shape).' },
        { group: ['node:*', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'react', 'react-dom'], message: 'The domain is pure: no I/O, no framework.' },
      ]),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@host/web', '**/apps/web/**', '**/web/src/**'], message: 'The server imports the domain, never the web app.' },
        { group: ['**/packages/domain/**'], message: "Import the domain as '@host/domain/...'." },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        { group: ['@host/server', '**/apps/server/**', '**/server/src/**'], message: 'The web app imports the domain, never the server.' },
        { group: ['**/packages/domain/**'], message: "Import the domain as '@host/domain/...'." },
      ]),
    },
  },
);
