// House lint rules (docs/house-style.md). Syntax-only (no type information) so it stays fast on two cores.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'data-seed/', 'src/shared/generated/', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
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
);
