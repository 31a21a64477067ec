import js from '@eslint/js'
import pluginLingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The files translated so far; the rest of the app joins as it is translated.
const TRANSLATED = [
  'src/client/routes/_app/settings.tsx',
  'src/client/components/locale-root.tsx',
  // The `app` catalogue's shell and Daily.
  'src/client/components/{app-header,app-shell,bottom-tab-bar,avatar-menu,avatar-menu-popup}.tsx',
  'src/client/components/{offline-banner,offline-screen,not-found,not-found-panel,needs-network}.tsx',
  'src/client/components/{session-loading,page-heading,back-button,access-denied,role-gate}.tsx',
  'src/client/components/{view-switcher,start-workout-link,document-title,avatar-trigger}.tsx',
  'src/client/routes/__root.tsx',
  'src/client/components/ui/*.tsx',
  'src/client/lib/{page-title,errors,mutation-toasts,display-labels}.ts',
  'src/client/routes/_app/daily.tsx',
  'src/client/routes/_app/-components/{daily-lead,daily-workout-card,scheduled-today,this-week}.tsx',
  'src/client/routes/_app/-components/{streak-hero,level-offer-card,new-comments,check-in-card}.tsx',
  'src/client/routes/_app/-components/{check-in-form,explore-filters,explore-list}.tsx',
  'src/client/routes/_app/-components/athlete-profile-form.tsx',
  'src/client/routes/_app/{explore,programs,welcome}.tsx',
  'src/client/routes/_app/messages.tsx',
  'src/client/components/messages/*.{ts,tsx}',
  'src/client/routes/{auth,invite.$token,desktop-sign-in}.tsx',
  'src/client/components/{public-shell,policy-page}.tsx',
  'src/client/lib/{offline-status,use-logout,sync-queue}.ts',
  'src/client/routes/_app/-components/import-history.tsx',
  // The training catalogue (lingui.config.ts).
  'src/client/components/progress/**',
  'src/client/routes/_app/profile.tsx',
  'src/client/routes/_app/sessions.$sessionId.tsx',
  'src/client/routes/_app/-components/profile-form.tsx',
  'src/client/routes/_app/{skills,skills_.$skillId}.tsx',
  'src/client/routes/_app/-components/skill-tree.tsx',
  'src/client/components/{skill-icon,difficulty-badge}.tsx',
  'src/client/routes/_app/{workout-list.$category,workout.$workoutId,exercise-list.$workoutId}.tsx',
  'src/client/routes/_app/exercise.$workoutId.$exerciseId.tsx',
  'src/client/routes/_app/-components/{exercise-tracker,trainer-requests}.tsx',
  'src/client/components/form-guide.tsx',
  // The demonstrations' labels; figure-svg.tsx is drawing code, no texts.
  'src/client/components/demo/{exercise-demo,lazy-exercise-demo}.tsx',
  // The staff part (catalogue staff.po): every file of lingui.config.ts's `staff`.
  'src/client/routes/_app/{trainer,admin,view}/**/*.{ts,tsx}',
  'src/client/components/{trainer,workout-builder}/*.{ts,tsx}',
  'src/client/components/user-list.tsx',
  'src/client/components/dashboard-cards.tsx',
  // The player catalogue (player.po): the workout player, its blocks, skill practice.
  'src/client/routes/_app/-components/player/**',
  'src/client/routes/_app/-components/block-player/**',
  'src/client/routes/_app/-components/{workout-player,player-summary,player-session-sets}.tsx',
  'src/client/routes/_app/-components/{player-prescription,progression-suggestion}.tsx',
  'src/client/routes/_app/{workout.$workoutId_.train,skills_.$skillId_.train}.tsx',
  'src/client/components/switch-sides.tsx',
  // The kiosk catalogue (lingui.config.ts): the wall screens, the class remote, the score page.
  'src/client/routes/kiosk/**',
  'src/client/routes/_app/class.$kioskId.tsx',
  'src/client/routes/_app/wod.$kioskId.$day.tsx',
  'src/client/routes/_app/admin/-components/kiosk-language.tsx',
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
    // Screens whose texts go through the message catalogue (docs/development.md#translations): a
    // text written as a plain string there fails lint. Each part of the app joins this list when
    // it is translated.
    files: TRANSLATED,
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
