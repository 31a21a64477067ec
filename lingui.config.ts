import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// The message catalogue (docs/development.md#translations): English is the source, written in the
// code; German and Spanish are PO files a translation tool can edit. One catalogue per part of the
// app, so those who translate one part (or change one) touch one file per language.
// The catalogues' folder; the catalogue test extracts into a copy to compare with the committed files.
const out = process.env.LINGUI_CATALOGUES ?? '<rootDir>/src/locales'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `${out}/{locale}/staff`,
      include: [
        '<rootDir>/src/client/routes/_app/trainer',
        '<rootDir>/src/client/routes/_app/admin',
        '<rootDir>/src/client/routes/_app/view',
        '<rootDir>/src/client/components/trainer',
        '<rootDir>/src/client/components/workout-builder',
        '<rootDir>/src/client/components/user-list.tsx',
        '<rootDir>/src/client/components/dashboard-cards.tsx',
      ],
    },
    {
      path: `${out}/{locale}/kiosk`,
      include: [
        '<rootDir>/src/client/routes/kiosk',
        '<rootDir>/src/client/routes/_app/class.$kioskId.tsx',
        '<rootDir>/src/client/routes/_app/wod.$kioskId.$day.tsx',
      ],
    },
    {
      path: `${out}/{locale}/app`,
      include: ['<rootDir>/src/client'],
      exclude: [
        '<rootDir>/src/client/routes/_app/trainer',
        '<rootDir>/src/client/routes/_app/admin',
        '<rootDir>/src/client/routes/_app/view',
        '<rootDir>/src/client/components/trainer',
        '<rootDir>/src/client/components/workout-builder',
        '<rootDir>/src/client/components/user-list.tsx',
        '<rootDir>/src/client/components/dashboard-cards.tsx',
        '<rootDir>/src/client/routes/kiosk',
        '<rootDir>/src/client/routes/_app/class.$kioskId.tsx',
        '<rootDir>/src/client/routes/_app/wod.$kioskId.$day.tsx',
      ],
    },
  ],
})
