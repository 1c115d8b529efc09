// ESLint: the recommended rule sets only (JavaScript, typescript-eslint, lit, web components),
// so lint catches real mistakes without arguing about style; prettier owns formatting.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      'examples/*/_site/**',
      '**/node_modules/**',
      'storybook-static/**',
      'docs/_site/**',
      '**/custom-elements.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['packages/elements/**/*.ts', 'stories/**/*.ts', '.storybook/**/*.ts'],
    extends: [lit.configs['flat/recommended'], wc.configs['flat/recommended']],
    languageOptions: { globals: globals.browser },
    settings: { wc: { elementBaseClasses: ['LitElement', 'PitchsideElement'] } },
  },
  {
    files: ['**/*.mjs', '**/*.js', 'scripts/**', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // The examples' pages run in a browser.
    files: ['examples/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The engine keeps no state between calls in its modules: a result depends on the arguments
    // alone. Caches hang off the data index or the working context; a module-level collection is a
    // constant (typed ReadonlyMap/ReadonlySet) or a DerivedCache (a pure function of frozen data).
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Program > VariableDeclaration[kind!='const'], Program > ExportNamedDeclaration > VariableDeclaration[kind!='const']",
          message: 'No module-level let/var in the engine: keep the value on the data index or the context.',
        },
        {
          selector:
            'Program > VariableDeclaration > VariableDeclarator:not([id.typeAnnotation]) > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet|IdentityMemo|Array|Rng)$/]',
          message:
            'No module-level mutable collection in the engine: a cache goes on the data index or the context; a constant is typed ReadonlyMap/ReadonlySet.',
        },
      ],
    },
  },
  {
    // Unused arguments named `_x` say "required by the signature, not needed here".
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
