// The one lint configuration of the repository (the root eslint.config.mjs re-exports it, so the
// command line and editors read the same rules). It lives in its own workspace because the typed
// rules need TypeScript's JavaScript API: this workspace holds a TypeScript 5 for the linter alone,
// beside the native TypeScript 7 that type-checks and builds.
import './typescript-5.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { appBoundaries } from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TS = ['**/*.{ts,tsx}'];
const JS = ['**/*.{js,mjs,cjs}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '**/.federation/',
      'e2e/artifacts/',
      'screenshots/',
      'tmp/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  // A rule is switched off only where the code is right and the rule cannot know it, and the
  // comment says why: `// eslint-disable-next-line <rule> -- <reason>`.
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': 'error' } },
  js.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      // A parameter or destructured field kept for its position or to leave it out of a rest.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: JS,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'tools/**', 'e2e/**', '*.ts'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-utils/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  ...appBoundaries(root, fs),
);
