// The app's typeface, Inter (docs/architecture.md#typeface). A device that already holds it
// uses it from the first frame. On a first visit the file is fetched once the first screen has
// painted, so its ~22 KB never share a slow link with that screen's code and data, and it is put
// to use at the next screen (or when the page is hidden): swapped in under a screen being read,
// it moved that screen's text and laid the whole page out again, ~50 ms of a slowed phone.
import interUrl from '../fonts/.generated/inter.woff2?url'

const KEY = 'typeface'
let added = false

/**
 * Loads the typeface and adds it to the document: at once, or when `useAt` settles (it is not
 * drawn before it is added). Once loaded, later visits take it at once.
 */
export function loadTypeface(useAt?: Promise<unknown>): void {
  if (added || typeof FontFace === 'undefined') return
  added = true
  const face = new FontFace('Inter', `url(${interUrl}) format('woff2')`, {
    style: 'normal',
    weight: '400 800',
    display: 'swap',
  })
  if (!useAt) document.fonts.add(face)
  const loaded = face.load()
  void loaded.then(
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
  if (useAt)
    void Promise.all([loaded, useAt]).then(
      () => document.fonts.add(face),
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
