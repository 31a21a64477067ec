import { defineConfig } from '@lingui/conf'
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel'
import { formatter } from '@lingui/format-po'
import { serverExtractor } from './scripts/lingui-server-extractor.mjs'

// The message catalogue (docs/development.md#translations): English is the source, written in the
// code; German and Spanish are PO files a translation tool can edit. One catalogue per part of the
// app, so those who translate one part (or change one) touch one file per language.

// The catalogues' folder; the catalogue test extracts into a copy to compare with the committed files.
const out = process.env.LINGUI_CATALOGUES ?? '<rootDir>/src/locales'

const routes = '<rootDir>/src/client/routes'
const components = '<rootDir>/src/client/components'

/** Each part's files; the `app` catalogue holds every other text of the client. */
const parts = {
  player: [
    `${routes}/_app/-components/workout-player.tsx`,
    `${routes}/_app/-components/player`,
    `${routes}/_app/-components/block-player`,
    `${routes}/_app/-components/player-summary.tsx`,
    `${routes}/_app/-components/player-prescription.tsx`,
    `${routes}/_app/-components/player-session-sets.tsx`,
    `${routes}/_app/-components/progression-suggestion.tsx`,
    `${routes}/_app/workout.$workoutId_.train.tsx`,
    `${routes}/_app/skills_.$skillId_.train.tsx`,
    `${components}/switch-sides.tsx`,
  ],
  training: [
    `${routes}/_app/skills.tsx`,
    `${routes}/_app/skills_.$skillId.tsx`,
    `${routes}/_app/workout-list.$category.tsx`,
    `${routes}/_app/workout.$workoutId.tsx`,
    `${routes}/_app/exercise-list.$workoutId.tsx`,
    `${routes}/_app/exercise.$workoutId.$exerciseId.tsx`,
    `${routes}/_app/profile.tsx`,
    `${routes}/_app/sessions.$sessionId.tsx`,
    `${routes}/_app/-components/exercise-tracker.tsx`,
    `${routes}/_app/-components/skill-tree.tsx`,
    `${routes}/_app/-components/profile-form.tsx`,
    `${routes}/_app/-components/trainer-requests.tsx`,
    `${components}/progress`,
    `${components}/demo`,
    `${components}/form-guide.tsx`,
    `${components}/skill-icon.tsx`,
    `${components}/difficulty-badge.tsx`,
  ],
  staff: [
    `${routes}/_app/trainer`,
    `${routes}/_app/admin`,
    `${routes}/_app/view`,
    `${components}/trainer`,
    `${components}/workout-builder`,
    `${components}/user-list.tsx`,
    `${components}/dashboard-cards.tsx`,
  ],
  kiosk: [
    `${routes}/kiosk`,
    `${routes}/_app/class.$kioskId.tsx`,
    `${routes}/_app/wod.$kioskId.$day.tsx`,
  ],
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  // The server marks its texts with tx() (it runs without Vite, so no macros); the client's
  // macros are read by Lingui's own extractor.
  extractors: [serverExtractor, createBabelExtractor()],
  catalogs: [
    {
      path: `${out}/{locale}/server`,
      include: ['<rootDir>/src/server', '<rootDir>/src/shared'],
    },
    ...Object.entries(parts).map(([name, include]) => ({
      path: `${out}/{locale}/${name}`,
      include,
    })),
    {
      path: `${out}/{locale}/app`,
      include: ['<rootDir>/src/client'],
      exclude: Object.values(parts).flat(),
    },
  ],
})
