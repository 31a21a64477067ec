import js from '@eslint/js'
import pluginLingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The client's files that hold no text for people (class names, SVG drawing, media queries, a
// typeface's name); every other client file goes through the message catalogue.
const NO_TEXTS = [
  'src/client/components/ui/{button,stacked-table}.ts',
  'src/client/components/demo/figure-svg.tsx',
  'src/client/components/markdown.tsx',
  'src/client/lib/{typeface,use-settings,use-reduced-motion}.ts',
  'src/client/route-tree.gen.ts',
]

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
  // The layers of docs/architecture.md#layers, as import rules: a wrong arrow fails `npm run lint`
  // (tests/unit/layers.test.ts shows each rule refusing one).
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(~/(server|client)|(\\.\\./)+(server|client))(/|$)',
              message:
                'src/shared imports nothing of the server or the client (docs/architecture.md#layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(~/server|(\\.\\./)+server)(/|$)',
              allowTypeImports: true,
              message:
                'The client imports the server only as types: `import type` (docs/architecture.md#layers).',
            },
          ],
        },
      ],
      // The one home of client ids, with its fallback for plain-http pages.
      'no-restricted-properties': [
        'error',
        {
          object: 'crypto',
          property: 'randomUUID',
          message:
            "Make client ids with newClientId() from '~/client/lib/client-id' (it works on plain http too).",
        },
      ],
    },
  },
  {
    files: ['src/client/lib/client-id.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/server/db/**/*.ts', 'src/server/catalogue/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(~/server/|(\\.\\./)+)(services|api|http|auth|jobs|mail|seed|cli)(/|$)',
              message:
                'db/ is below every other server layer: it imports no services, api, http or auth (docs/architecture.md#layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@trpc/|trpc-to-openapi$|fastify$|(~/server/|(\\.\\./)+)(api|http)(/|$))',
              message:
                'Services never import tRPC, HTTP or src/server/api: they take plain values and throw AppError (docs/architecture.md#layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(~/server/|(\\.\\./)+)http/',
              message:
                'api/ is below http/: HTTP uses the routers, never the other way (docs/architecture.md#layers).',
            },
            {
              regex: '^(~/server/|(\\.\\./)+)(seed|cli)(/|$)',
              message: 'api/ does not import the seed or the CLI (docs/architecture.md#layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/internals/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(~/|\\.)',
              message:
                'internals/ wraps one library each and imports nothing of the app (docs/architecture.md#internals).',
            },
          ],
        },
      ],
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
  {
    // Every text of the client goes through the message catalogue (docs/development.md#translations):
    // a text written as a plain string fails lint.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: NO_TEXTS,
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Not texts: no letters, or no space and no capital (ids, keys, URLs, CSS classes).
          ignore: ['^[^A-Za-z]*$', '^(?![A-Z])\\S+$', '^[A-Z0-9_]+$'],
          ignoreNames: [
            {
              regex: {
                pattern: 'className|[cC]lass$|Id$|^id$|[kK]ey$|^to$|^href$|^src$',
                flags: '',
              },
            },
            'type',
            'role',
            'variant',
            'size',
            'name',
            'autoComplete',
            'inputMode',
            'lang',
            'method',
            'pattern',
          ],
          ignoreFunctions: [
            'cn',
            'Error',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            'document.getElementById',
            '*.querySelector',
            'localStorage.*',
            'new URL',
            'navigate',
            'createFileRoute',
            'useId',
          ],
        },
      ],
    },
  },
)
