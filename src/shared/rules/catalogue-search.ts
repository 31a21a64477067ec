// The catalogue's search (docs/product.md#search-rule): Explore's search box, the admin's exercise
// list and picker (on the server, GET /api/exercises?query=) and the trainer's workout picker.
// One rule, so a word finds the same exercises, in the same order, on every screen.
import { WORKOUT_DIFFICULTIES } from './catalogue-values'
import { bodyPartOf, difficultyOf } from './explore'
import { sectionLabel } from './labels'
import { MOVEMENT_LABELS, movementsOf } from './movement'
import { compactOf, searchWords } from './search-text'

/**
 * Other names people type, each read as the name the catalogue uses. Matched on whole words,
 * spaces and hyphens ignored, a plural 's' allowed ('press-ups' → 'push up'); the words as typed
 * are searched too, so an entry only ever adds matches. Keep it to names a coach would say.
 */
export const SEARCH_SYNONYMS: readonly { says: string; means: string }[] = [
  { says: 'press up', means: 'push up' },
  { says: 'hspu', means: 'handstand push up' },
  { says: 'australian pull up', means: 'inverted row' },
  { says: 'australian row', means: 'inverted row' },
  { says: 'body row', means: 'inverted row' },
  { says: 'bodyweight row', means: 'inverted row' },
  { says: 'mu', means: 'muscle up' },
  { says: 'fl', means: 'front lever' },
  { says: 'bl', means: 'back lever' },
  { says: 'ttb', means: 'toes to bar' },
  { says: 't2b', means: 'toes to bar' },
  { says: 'star jump', means: 'jumping jack' },
  { says: 'jump rope', means: 'skipping' },
  { says: 'skipping rope', means: 'skipping' },
  { says: 'wheel pose', means: 'bridge' },
  { says: 'back bridge', means: 'bridge' },
  { says: 'pass through', means: 'shoulder dislocate' },
  { says: 'dip station', means: 'parallel bars' },
  { says: 'abs', means: 'abdominals' },
  { says: 'quads', means: 'quadriceps' },
  { says: 'hams', means: 'hamstrings' },
  { says: 'pecs', means: 'chest' },
  { says: 'delts', means: 'shoulders' },
  { says: 'traps', means: 'trapezius' },
  { says: 'glute', means: 'glutes' },
]

/** A record as the search reads it: its name, then the other fields, most telling first. */
export interface SearchDocument {
  name: string
  /** Each entry its own rank, after the name's: muscles before equipment before body part. */
  fields: readonly (string | null | undefined)[]
  /** Ties in a tier go lower first (the difficulty's place), then by name. */
  rank: number
}

/**
 * Where a query matched, best first: 0 the whole name ('pullup' → Pull-ups, a plural 's' aside),
 * 1 the start of the name ('L sit' → L-sit Hold), 2 the start of a word of the name, or every
 * word of the query starting a word of the name ('ring' → Ring Dips, 'pull up' → Archer
 * Pull-ups); from 3 on, every word of the query starts a word somewhere, and the rank is that of
 * the least telling field it needed (3 + the field's place). Text inside a word never matches:
 * 'ring' does not find hamstrings.
 */
export type SearchTier = number

interface Text {
  compact: string
  /** `compact` without a plural 's'. */
  bare: string
  /** Where each word starts in `compact`. */
  starts: number[]
}

const singular = (s: string) => (s.length > 3 && s.endsWith('s') ? s.slice(0, -1) : s)

function textOf(value: string | null | undefined): Text {
  const words = searchWords(value)
  const starts: number[] = []
  let at = 0
  for (const w of words) {
    starts.push(at)
    at += w.length
  }
  const compact = words.join('')
  return { compact, bare: singular(compact), starts }
}

/** Whether `bare` (a query word without its plural 's') starts a word of `text`. */
function startsAWord(text: Text, bare: string): boolean {
  // Most records hold the word nowhere: one native search rules them out.
  if (!text.compact.includes(bare)) return false
  for (const at of text.starts) if (text.compact.startsWith(bare, at)) return true
  return false
}

/** One reading of the query: its words run together, and each word without a plural 's'. */
interface Variant {
  compact: string
  bare: string
  words: string[]
}

const variantOf = (words: string[]): Variant => {
  const compact = words.join('')
  return { compact, bare: singular(compact), words: words.map(singular) }
}

const synonyms = SEARCH_SYNONYMS.map(({ says, means }) => ({
  alias: compactOf(says),
  means: searchWords(means),
}))

/** A query, read once: the words as typed and as each synonym rewrites them. */
export interface SearchQuery {
  /** Nothing typed: everything matches, in the list's own order. */
  blank: boolean
  variants: Variant[]
}

export function searchQuery(text: string): SearchQuery {
  const words = searchWords(text)
  const variants = [variantOf(words)]
  for (const { alias, means } of synonyms) {
    const rewritten = rewrite(words, alias, means)
    if (rewritten) variants.push(variantOf(rewritten))
  }
  // Typed text with no letters or digits ('%') is a search for nothing, not for everything.
  return { blank: text.trim() === '', variants: words.length ? variants : [] }
}

/** `words` with the first run of whole words that spells `alias` (or its plural) replaced. */
function rewrite(words: string[], alias: string, means: string[]): string[] | null {
  for (let i = 0; i < words.length; i++) {
    let run = ''
    for (let j = i; j < words.length && run.length < alias.length + 1; j++) {
      run += words[j]
      if (run === alias || run === `${alias}s`) {
        return [...words.slice(0, i), ...means, ...words.slice(j + 1)]
      }
    }
  }
  return null
}

type Prepared = { name: Text; fields: Text[]; rank: number; sortName: string }

// Each record's text is read once per way of reading it, not on every keystroke.
const prepared = new WeakMap<object, WeakMap<object, Prepared>>()

function preparedOf<T extends object>(item: T, documentOf: (item: T) => SearchDocument): Prepared {
  let byItem = prepared.get(documentOf)
  if (!byItem) prepared.set(documentOf, (byItem = new WeakMap()))
  let texts = byItem.get(item)
  if (!texts) {
    const document = documentOf(item)
    texts = {
      name: textOf(document.name),
      fields: document.fields.map(textOf),
      rank: document.rank,
      sortName: document.name.toLowerCase(),
    }
    byItem.set(item, texts)
  }
  return texts
}

function tierOf(query: Variant, name: Text, fields: Text[]): SearchTier | null {
  if (name.bare === query.bare) return 0
  if (name.compact.startsWith(query.compact)) return 1
  if (startsAWord(name, query.compact)) return 2
  let worst = 2
  for (const word of query.words) {
    if (startsAWord(name, word)) continue
    const field = fields.findIndex((text) => startsAWord(text, word))
    if (field === -1) return null
    worst = Math.max(worst, 3 + field)
  }
  return worst
}

/** The best tier of any reading of the query, or null when the record does not match. */
export function searchTier<T extends object>(
  query: SearchQuery,
  item: T,
  documentOf: (item: T) => SearchDocument,
): SearchTier | null {
  if (query.blank) return 0
  const { name, fields } = preparedOf(item, documentOf)
  let best: SearchTier | null = null
  for (const variant of query.variants) {
    const tier = tierOf(variant, name, fields)
    if (tier !== null && (best === null || tier < best)) best = tier
  }
  return best
}

/**
 * The records that match, best tier first, then lower `rank`, then by name (lower-cased, plain
 * comparison: no Intl collator, slow per call and kept off the first screen; the catalogue's
 * names are English); a blank query keeps every record in the list's order. Records must be
 * objects: each one's text is read once and kept.
 */
export function rankSearch<T extends object>(
  items: readonly T[],
  text: string,
  documentOf: (item: T) => SearchDocument,
): T[] {
  const query = searchQuery(text)
  if (query.blank) return [...items]
  // Walking the list in tie order into one bucket per tier leaves nothing to sort per keystroke.
  const buckets: T[][] = []
  for (const item of tieOrder(items, documentOf)) {
    const tier = searchTier(query, item, documentOf)
    if (tier !== null) (buckets[tier] ??= []).push(item)
  }
  return buckets.flat()
}

const tieOrders = new WeakMap<object, WeakMap<object, readonly object[]>>()

/** The list by rank, then name: sorted once per list (Explore's rows, the server's cache). */
function tieOrder<T extends object>(
  items: readonly T[],
  documentOf: (item: T) => SearchDocument,
): readonly T[] {
  let byList = tieOrders.get(documentOf)
  if (!byList) tieOrders.set(documentOf, (byList = new WeakMap()))
  let sorted = byList.get(items) as readonly T[] | undefined
  if (!sorted) {
    const keyed = items.map((item) => ({ item, ...preparedOf(item, documentOf) }))
    keyed.sort(
      (a, b) => a.rank - b.rank || (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0),
    )
    sorted = keyed.map((k) => k.item)
    byList.set(items, sorted)
  }
  return sorted
}

/** Easiest first (beginner … master), a value outside the scale after them. */
export function difficultyRank(value: string | null | undefined): number {
  const i = (WORKOUT_DIFFICULTIES as readonly string[]).indexOf(difficultyOf(value))
  return i === -1 ? WORKOUT_DIFFICULTIES.length : i
}

export interface SearchableExercise {
  name: string
  targetMuscles: string | null
  equipment: string
  bodyPart: string | null
  difficulty: string | null
  /** Read for its movement and as a word to find ('flexibility'); the cards carry it too. */
  category?: string | null
}

/** An exercise as searched: name, then target muscles, equipment, then body part and movement. */
export function exerciseDocument(e: SearchableExercise): SearchDocument {
  const movements = movementsOf(e).map((m) => MOVEMENT_LABELS[m])
  return {
    name: e.name,
    rank: difficultyRank(e.difficulty),
    fields: [
      e.targetMuscles,
      e.equipment,
      [bodyPartOf(e.bodyPart), e.category, ...movements].join(' '),
    ],
  }
}

/** Exercises that match `text`, best first; ties easiest first, then by name. */
export function searchExercises<T extends SearchableExercise>(
  items: readonly T[],
  text: string,
): T[] {
  return rankSearch(items, text, exerciseDocument)
}

export interface SearchableWorkout {
  title: string
  description: string
  category: string
  difficulty: string
}

const workoutDocument = (w: SearchableWorkout): SearchDocument => ({
  name: w.title,
  fields: [sectionLabel(w.category), w.description],
  rank: difficultyRank(w.difficulty),
})

/** Workouts that match `text`, by title, then Daily section, then description; ties as above. */
export function searchWorkouts<T extends SearchableWorkout>(
  items: readonly T[],
  text: string,
): T[] {
  return rankSearch(items, text, workoutDocument)
}
