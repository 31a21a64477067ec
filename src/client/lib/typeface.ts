// The app's typeface, Inter (docs/architecture.md#typeface). A device that already holds it
// uses it from the first frame; on a first visit the first screen is drawn in the system font and
// the typeface follows right after, so its ~22 KB never share a slow link with that screen's
// code and data (the text never waits for it either way: `display: swap`).
import interUrl from '../fonts/.generated/inter.woff2?url'

const KEY = 'typeface'
let added = false

/** Adds the typeface to the document; once loaded, later visits take it at once. */
export function loadTypeface(): void {
  if (added || typeof FontFace === 'undefined') return
  added = true
  const face = new FontFace('Inter', `url(${interUrl}) format('woff2')`, {
    style: 'normal',
    weight: '400 800',
    display: 'swap',
  })
  document.fonts.add(face)
  void face.load().then(
    () => {
      try {
        // The file's hashed name: a new cut of the font is a new first visit.
        localStorage.setItem(KEY, interUrl)
      } catch {
        // No storage: every visit takes the typeface after its first screen.
      }
    },
    () => undefined,
  )
}

/** Whether an earlier visit loaded this very file (so the browser's cache holds it). */
export function deviceHasTypeface(): boolean {
  try {
    return localStorage.getItem(KEY) === interUrl
  } catch {
    return false
  }
}
