// House lint rules (docs/conventions.md). Syntax-only (no type information) so it stays fast on two cores.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readFileSync } from 'node:fs';

// User-facing text comes from the message catalogue (docs/i18n.md). The files not converted yet are listed in
// src/i18n/pending-files.json; tests/i18n/catalogues.test.ts fails when a listed file no longer needs to be there.
const i18nPending = JSON.parse(readFileSync(new URL('./src/i18n/pending-files.json', import.meta.url), 'utf8'));
const i18nRuleFile = JSON.parse(readFileSync(new URL('./src/i18n/lint-rule.json', import.meta.url), 'utf8'));
const i18nRule = ['error', ...i18nRuleFile.selectors.map((selector) => ({ selector, message: i18nRuleFile.message }))];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'data-seed/', 'src/shared/generated/', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // The imported modules are parsed as TypeScript too: without this, import-x/no-cycle could not read a .ts
      // dependency's imports and found no cycle at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A widget folder imports only widgets/, src/shared/ and schemas/ (docs/landing-pages.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './widgets',
              from: './src/client',
              message: 'widgets/ must not import src/client/ (use widgets/ui/).',
            },
            {
              target: './widgets',
              from: './src/server',
              message: 'widgets/ must not import src/server/ (resolvers get data access injected).',
            },
          ],
        },
      ],
      'no-undef': 'off',
    },
  },
  {
    files: ['src/client/**/*.tsx', 'widgets/**/*.tsx'],
    ignores: ['**/*.test.tsx', ...i18nPending],
    rules: { 'no-restricted-syntax': i18nRule },
  },
);
