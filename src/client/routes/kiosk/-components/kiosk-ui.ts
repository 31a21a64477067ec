/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes only: no text here */
// Shared look of the wall screens: dark, high contrast, sized by the viewport's smaller side so a
// 1920x1080 landscape and a 1080x1920 portrait screen get the same type, readable from five metres.

/** Sizes in vmin with a floor for phones and a ceiling for huge monitors. */
export const kioskText = {
  small: 'text-[clamp(1rem,2.2vmin,1.75rem)]',
  body: 'text-[clamp(1.125rem,2.8vmin,2.25rem)]',
  large: 'text-[clamp(1.25rem,3.6vmin,3rem)]',
  title: 'text-[clamp(1.5rem,5vmin,4.5rem)]',
  hero: 'text-[clamp(2rem,7vmin,6rem)]',
} as const

export const focusRing =
  'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-amber-300'

/** A large touch target: at least 64 px high on any screen, bigger on a wall. */
export const kioskButton = (variant: 'primary' | 'secondary' | 'danger' = 'primary') =>
  `inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl px-[clamp(1.25rem,3vmin,3rem)] py-[clamp(0.5rem,1.2vmin,1.25rem)] font-bold ${kioskText.large} ${focusRing} disabled:cursor-not-allowed disabled:opacity-50 ${
    variant === 'primary'
      ? 'bg-amber-300 text-slate-950 hover:bg-amber-200'
      : variant === 'danger'
        ? 'bg-slate-800 text-white ring-2 ring-rose-400 hover:bg-slate-700'
        : 'bg-slate-800 text-white ring-2 ring-slate-500 hover:bg-slate-700'
  }`

/** A filter chip or section pick: pressed state in amber. */
export const chipClass = (active: boolean, size: 'body' | 'large' = 'body') =>
  `inline-flex min-h-14 items-center rounded-full px-[clamp(1rem,2.4vmin,2rem)] font-semibold ${kioskText[size]} ${focusRing} ${
    active
      ? 'bg-amber-300 text-slate-950'
      : 'bg-slate-800 text-slate-100 ring-1 ring-slate-600 hover:bg-slate-700'
  }`
