import js from '@eslint/js';
import effector from 'eslint-plugin-effector';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs in Node.js only. */
const nodeFiles = [
  'src/server/**',
  'reference-api/**',
  'contracts/**',
  'openapi/**',
  'e2e/browser/**',
  '*.config.{ts,js}',
  '.storybook/main.ts',
];
/** Tests: Node.js with a browser or its emulation at hand. */
const testFiles = [
  'src/**/*.test.{ts,tsx}',
  'src/shared/api/index.testing.ts',
  'src/shared/api/testing/**',
  'src/features/cart/model/test-scope.ts',
  'design-system/**/*.test.{ts,tsx}',
  'stories/**/*.test.ts',
  'openapi/**/*.test.ts',
  'e2e/**',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'src/shared/api/schema.d.ts',
      'contracts/pacts',
      '.data',
      'e2e/artifacts',
      'e2e/perf/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps a side-effect import of the module: the bundle loads it.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  // Each file sees the globals of where it runs, as tsconfig.{browser,node,test}.json say.
  {
    // The shopper's browser; the server renders the same app, which must not reach for Node.js.
    files: [
      'src/**/*.{ts,tsx}',
      'design-system/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    ignores: [...nodeFiles, ...testFiles],
    languageOptions: { globals: globals.browser },
    rules: {
      // Type libraries of the tools (Storybook, vitest) bring Node.js's types into every program
      // that imports them, so the compiler alone cannot keep Node.js out of browser code.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'Browser code cannot use Node.js modules.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'process',
          'Buffer',
          'global',
          '__dirname',
          '__filename',
          'require',
          'setImmediate',
        ].map((name) => ({ name, message: 'Node.js only: use import.meta.env or a browser API.' })),
      ],
    },
  },
  { files: nodeFiles, languageOptions: { globals: globals.node } },
  {
    // Node.js driving or emulating a browser (happy-dom, Playwright's `page.evaluate`); the globals
    // of the blocks that match a file add up.
    files: testFiles,
    ignores: ['e2e/browser/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { effector },
    rules: {
      ...effector.configs.recommended.rules,
      ...effector.configs.scope.rules,
      ...effector.configs.react.rules,
    },
  },
);
