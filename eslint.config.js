import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-electron',
      'release',
      'node_modules',
      'src/client/route-tree.gen.ts',
      'tests/.tmp',
      'tests/.artifacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Tests assert what they just checked; a non-null assertion there reads better than a guard.
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client parses only through lib/zod-config.ts, which sets Zod up for the CSP first and
      // keeps Zod out of the screens that never parse (docs/architecture.md#first-visit).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(safeParse|parse|parseAsync|safeParseAsync)$/]:not([callee.object.name='JSON'])",
          message: "Parse with safeParse() from '~/client/lib/zod-config'.",
        },
      ],
    },
  },
  {
    files: ['src/client/lib/zod-config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
