// One lint setup for the whole workspace.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './build-config/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Deliberate violations, linted on purpose by build-config/test/boundaries.test.ts.
      'build-config/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `interface DefaultTheme extends Theme {}` is how styled-components is typed.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Ambient declarations for untyped libraries are referenced by path.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  boundariesConfig(),
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Import boundaries (CONTRIBUTING.md): each package imports only what sits below it.
  {
    files: ['shared-contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@qip/', message: 'shared-contracts imports no other workspace package.' }] },
      ],
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^@qip/(?!shared-contracts$)', message: 'shared-ui imports only shared-contracts.' }],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@qip/(?!shared-contracts$|shared-ui(/testing)?$)|^(\\.\\./){2,}(api|e2e|mf-[a-z-]+)/',
              message: 'The shell loads the remotes at run time: it imports only shared-contracts and shared-ui.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@qip/(?!shared-contracts$|shared-ui(/testing)?$)|^(\\.\\./){2,}(api|e2e|shell|mf-[a-z-]+)/',
              message: 'A remote imports only shared-contracts and shared-ui: never another remote or the shell.',
            },
            {
              regex: '(^|/)features/[^/]+/',
              message: "Import a feature through its index.ts ('./features/<feature>'), not its files.",
            },
            {
              regex: '^\\.\\./\\.\\./[^/.][^/]*/',
              message: "A feature imports another feature only through its index.ts ('../../<feature>').",
            },
          ],
        },
      ],
    },
  },
  {
    // Specs take test and expect from ./fixtures, which scans every page for accessibility.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      // The size gate prints its figures beside the budget.
      'no-console': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './fixtures' (it runs the accessibility gate).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
);
