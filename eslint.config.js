// ESLint: TypeScript's recommended rules, React's hook rules, and the layers of DESIGN.md (Shape):
// the domain imports no app and no I/O; the server and the web import the domain, never each other.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];
const WEB_SRC = path.join(import.meta.dirname, 'apps/web/src');

/** Where a relative import points, as segments under apps/web/src (null outside it). */
function webTarget(filename, source) {
  if (!source.startsWith('.')) return null;
  const target = path.relative(WEB_SRC, path.resolve(path.dirname(filename), source));
  return target.startsWith('..') ? null : target.split(path.sep);
}

/**
 * Issue 11: features stand side by side. A file outside features/B reaches it only through
 * features/B/index.ts; the router alone opens its pages; lib/ and components/ import no feature.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internal: 'Import features/{{feature}} through features/{{feature}}/index.ts, never its internals (issue 11).',
      shared: 'lib/ and components/ are shared by every feature: they import none (issue 11).',
    },
  },
  create(context) {
    const [layer, feature] = path.relative(WEB_SRC, context.filename).split(path.sep);
    const isRouter = path.relative(WEB_SRC, context.filename) === path.join('app', 'router.tsx');
    const check = (node) => {
      const target = typeof node.source?.value === 'string' ? webTarget(context.filename, node.source.value) : null;
      if (!target || target[0] !== 'features') return;
      const [, owner, ...inside] = target;
      if (layer === 'features' && feature === owner) return;
      if (layer === 'lib' || layer === 'components') return context.report({ node: node.source, messageId: 'shared' });
      const isIndex = inside.length === 0 || (inside.length === 1 && inside[0] === 'index');
      if (isIndex || (isRouter && inside[0] === 'pages')) return;
      context.report({ node: node.source, messageId: 'internal', data: { feature: owner } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** STYLE.md (Names): every file under apps/web/src is kebab-case, and so is every folder on its way. */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { name: "Web file and folder names are kebab-case (STYLE.md): '{{path}}'." } },
  create(context) {
    const segments = path.relative(WEB_SRC, context.filename).split(path.sep);
    const file = segments.pop();
    const isKebab = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.(ts|tsx|json|css)$/.test(file) && segments.every((folder) => /^[a-z0-9-]+$/.test(folder));
    return isKebab ? {} : { Program: (node) => context.report({ node, messageId: 'name', data: { path: [...segments, file].join('/') } }) };
  },
};

const hostPlugin = { rules: { 'feature-boundaries': featureBoundaries, 'kebab-case-files': kebabCaseFiles } };

const serverPatterns = [
  { group: ['@host/web', '**/apps/web/**', '**/web/src/**'], message: 'The server imports the domain, never the web app.' },
  { group: ['**/packages/domain/**'], message: "Import the domain as '@host/domain/...'." },
];

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
    rules: { 'no-restricted-imports': restrict(serverPatterns) },
  },
  {
    // Issue 11: a module is reached through its service, never its repository, routes or use-case files (app.ts mounts routes).
    // Its own block: an import string alone cannot tell modules/X -> ../Y/repository from lib/ -> ../db/client.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([...serverPatterns, { regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!service$)', message: 'A module reaches another only through its service (issue 11).' }]),
    },
  },
  {
    files: ['apps/server/src/lib/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([...serverPatterns, { regex: '^\\.\\./modules/', message: 'lib/ is plumbing: it imports no feature module.' }]) },
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
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { host: hostPlugin },
    rules: { 'host/feature-boundaries': 'error', 'host/kebab-case-files': 'error' },
  },
);
