import { describe, expect, it } from 'vitest'
import { builtinCatalogue } from '~/server/catalogue/content'
import {
  searchExercises,
  searchQuery,
  searchWorkouts,
  SEARCH_SYNONYMS,
  type SearchableExercise,
} from '~/shared/rules/catalogue-search'
import {
  exploreFactsOf,
  matchesExploreFilters,
  type ExploreFilters,
} from '~/shared/rules/explore-filters'
import { movementsOf, MOVEMENTS } from '~/shared/rules/movement'
import { compactOf, searchWords } from '~/shared/rules/search-text'

// The built-in library as the cards carry it (docs/product.md#explore).
const library: (SearchableExercise & { key: string })[] = builtinCatalogue.exercises.map((e) => ({
  key: e.key,
  name: e.name,
  targetMuscles: e.targetMuscles ?? null,
  equipment: e.equipment,
  bodyPart: e.bodyPart ?? null,
  difficulty: e.difficulty ?? null,
  category: e.category,
}))
const names = (query: string) => searchExercises(library, query).map((e) => e.name)
const isHamstringExercise = (name: string) =>
  /hamstring/i.test(library.find((e) => e.name === name)?.targetMuscles ?? '')

describe('reading searched text (docs/product.md#search-rule)', () => {
  it('splits on anything but letters and digits, drops case, accents and apostrophes', () => {
    expect(searchWords("World's Greatest Stretch")).toEqual(['worlds', 'greatest', 'stretch'])
    expect(searchWords('Skipping (Jump Rope)')).toEqual(['skipping', 'jump', 'rope'])
    expect(searchWords('Crème  BRÛLÉE')).toEqual(['creme', 'brulee'])
    expect(compactOf('Pull-ups')).toBe(compactOf('pull ups'))
  })
  it('reads text with no letters or digits as a search for nothing, blank as everything', () => {
    expect(searchQuery('%').blank).toBe(false)
    expect(searchQuery('%').variants).toEqual([])
    expect(searchQuery('  ').blank).toBe(true)
    expect(searchExercises(library, '%')).toEqual([])
    expect(searchExercises(library, '')).toEqual(library)
  })
})

describe('the catalogue search on the built-in library', () => {
  it('finds Pull-ups first however the words are joined', () => {
    for (const query of ['pullup', 'pull up', 'pull-up', 'Pull-Ups', 'PULLUPS', ' pull  up ']) {
      expect(names(query)[0], query).toBe('Pull-ups')
    }
    // The other pull-up variations follow before anything that only mentions a pull-up bar.
    const pullUp = names('pull up')
    const variations = library.filter((e) => /pull-up/i.test(e.name)).map((e) => e.name)
    expect(new Set(pullUp.slice(0, variations.length))).toEqual(new Set(variations))
  })
  it('ranks Ring Dips before any hamstring exercise for ring, and no fragment inside a word', () => {
    const ring = names('ring')
    expect(ring[0]).toBe('Ring Dips')
    // Hamstrings hold 'ring' inside a word: that never matches.
    expect(ring.filter(isHamstringExercise)).toEqual([])
    // What ring finds besides: exercises done on rings.
    expect(
      ring.slice(1).every((n) => /rings/.test(library.find((e) => e.name === n)!.equipment)),
    ).toBe(true)
  })
  it('knows common other names', () => {
    expect(names('press-up')[0]).toBe('Push-ups')
    expect(names('press ups')[0]).toBe('Push-ups')
    expect(names('pressup')[0]).toBe('Push-ups')
    expect(names('diamond press up')[0]).toBe('Diamond Push-ups')
    expect(names('L sit')[0]).toBe('L-sit Hold')
    expect(names('l-sit')[0]).toBe('L-sit Hold')
    expect(names('lsit')[0]).toBe('L-sit Hold')
    expect(new Set(names('hspu').slice(0, 2))).toEqual(
      new Set(['Wall Handstand Push-ups', 'Freestanding Handstand Push-ups']),
    )
    expect(names('australian pull-up')[0]).toBe('Inverted Rows')
    expect(names('star jumps')[0]).toBe('Jumping Jacks')
    expect(names('fl')[0]).toBe('Front Lever')
    expect(names('mu')[0]).toBe('Muscle-ups')
    expect(names('abs')).toContain('Plank')
  })
  it('lists synonyms that each lead somewhere in the built-in library', () => {
    for (const { says } of SEARCH_SYNONYMS) {
      expect(names(says).length, says).toBeGreaterThan(0)
    }
  })
  it('puts the exact name first, then names that start with it, then words of names', () => {
    expect(names('dips').slice(0, 3)).toEqual(['Dips', 'Bench Dips', 'Ring Dips'])
    expect(names('chin-up')[0]).toBe('Chin-ups')
    expect(names('plank').slice(0, 2)).toEqual(['Plank', 'Side Plank'])
    expect(names('handstand')[0]).toBe('Handstand Kick-ups')
    expect(names('front lever')[0]).toBe('Front Lever')
    expect(names('hollow hold')[0]).toBe('Hollow Body Hold')
    expect(names('squat')[0]).toBe('Squats')
  })
  it('breaks ties easiest first, then by name', () => {
    // Every word starts a word of these names: the same tier, so beginner before advanced.
    const levers = names('back lever')
    expect(levers[0]).toBe('Back Lever')
    expect(levers.slice(1)).toEqual(['Tuck Back Lever', 'Advanced Tuck Back Lever'].sort())
    const planche = names('planche')
    expect(planche.indexOf('Planche Leans')).toBeLessThan(planche.indexOf('Tuck Planche'))
  })
  it('then finds muscles, then equipment, then body part and movement', () => {
    const hamstrings = names('hamstrings')
    expect(hamstrings.length).toBeGreaterThan(5)
    expect(hamstrings.every(isHamstringExercise)).toBe(true)
    // 'bar': a name word (Toes-to-bar, Chest-to-bar Pull-ups) ranks before the equipment.
    const bar = names('bar')
    expect(bar.slice(0, 2).sort()).toEqual(['Chest-to-bar Pull-ups', 'Toes-to-bar'])
    expect(bar).toContain('Dead Hang')
    // A muscle match ranks before an equipment match.
    const wall = names('wall')
    expect(wall.slice(0, 4).every((n) => /wall/i.test(n))).toBe(true)
    expect(wall).toContain('Couch Stretch')
    expect(names('mobility')).toContain('Pigeon Stretch')
    expect(names('lower').length).toBeGreaterThan(10)
  })
  it('needs every word of the query somewhere', () => {
    expect(names('lats bar')).toContain('Pull-ups')
    expect(names('lats glutes')).not.toContain('Pull-ups')
    expect(names('ring dips chest')).toEqual(['Ring Dips'])
    expect(names('zzz')).toEqual([])
  })
  it('answers a keystroke on ten times the library within a frame', () => {
    const big = Array.from({ length: 10 }, (_, i) =>
      library.map((e) => ({ ...e, name: `${e.name} ${i}` })),
    ).flat()
    searchExercises(big, 'warm')
    // The quickest of a few rounds: a busy machine slows some rounds, never all of them.
    const rounds = Array.from({ length: 5 }, () => {
      const started = performance.now()
      for (const query of ['p', 'pu', 'pul', 'pull', 'pull u', 'pull up'])
        searchExercises(big, query)
      return (performance.now() - started) / 6
    })
    expect(Math.min(...rounds)).toBeLessThan(16)
  })
})

describe('the catalogue search on workouts', () => {
  const workouts = builtinCatalogue.workouts.map((w) => ({
    title: w.title,
    description: w.description,
    category: w.category ?? 'workout',
    difficulty: w.difficulty ?? 'beginner',
  }))
  it('ranks the title first, then the Daily section, then the description', () => {
    const first = workouts[0]!
    expect(searchWorkouts(workouts, first.title)[0]).toBe(first)
    const coolDown = searchWorkouts(workouts, 'cool down')
    expect(coolDown.length).toBeGreaterThan(0)
    expect(
      coolDown.every((w) => w.category === 'cooldown' || /cool/i.test(w.title + w.description)),
    ).toBe(true)
  })
})

describe('movement (docs/product.md#movement)', () => {
  const of = (name: string) => movementsOf(library.find((e) => e.name === name)!)
  it('reads push, pull, legs, core and mobility from the category', () => {
    expect(of('Push-ups')).toEqual(['push'])
    expect(of('Pull-ups')).toEqual(['pull'])
    expect(of('Squats')).toEqual(['legs'])
    expect(of('Plank')).toEqual(['core'])
    expect(of('Pigeon Stretch')).toEqual(['mobility'])
  })
  it('makes the static holds and their lead-ups skills as well', () => {
    expect(of('Tuck Planche')).toEqual(['push', 'skill'])
    expect(of('Front Lever')).toEqual(['pull', 'skill'])
    expect(of('Muscle-ups')).toEqual(['pull', 'skill'])
    expect(of('L-sit Hold')).toEqual(['core', 'skill'])
    expect(of('Human Flag')).toEqual(['core', 'skill'])
    expect(of('Crow Pose')).toEqual(['skill'])
    expect(of('Freestanding Handstand')).toEqual(['skill'])
    expect(of('Pike Push-ups')).toEqual(['push'])
  })
  it('sorts balance and cardio by where they work', () => {
    expect(of('Single-leg Balance')).toEqual(['legs'])
    expect(of('Bird Dog')).toEqual(['core'])
    expect(of('Tuck Jumps')).toEqual(['legs'])
    expect(of('Burpees')).toEqual([])
  })
  it('gives every movement exercises, and most of the library a movement', () => {
    for (const m of MOVEMENTS) {
      expect(library.filter((e) => movementsOf(e).includes(m)).length, m).toBeGreaterThan(4)
    }
    const none = library.filter((e) => movementsOf(e).length === 0).map((e) => e.name)
    expect(none.sort()).toEqual(
      [
        'Bear Crawl',
        'Burpee Pull-ups',
        'Burpees',
        'High Knees',
        'Jumping Jacks',
        'Mountain Climbers',
        'Skipping (Jump Rope)',
      ].sort(),
    )
  })
})

describe("Explore's filters (docs/product.md#explore)", () => {
  const rows = library.map((e) => ({ ...e, ...exploreFactsOf(e) }))
  const pick = (filters: ExploreFilters) =>
    rows
      .filter((e) => matchesExploreFilters(e, filters))
      .map((e) => e.name)
      .sort()
  it('combines movement and equipment: pulling on rings', () => {
    expect(pick({ movement: 'pull', equipment: 'rings' })).toEqual(
      [
        'Advanced Tuck Back Lever',
        'Back Lever',
        'Inverted Rows',
        'Skin the Cat',
        'Tuck Back Lever',
      ].sort(),
    )
  })
  it('reads bodyweight only as one way needing nothing: the floor will do for a planche', () => {
    const bodyweight = pick({ equipment: 'none' })
    expect(bodyweight).toContain('Tuck Planche')
    expect(bodyweight).toContain('Calf Raises')
    expect(bodyweight).not.toContain('Pull-ups')
    expect(bodyweight).not.toContain('Dips')
  })
  it('adds body part and difficulty, and only what the athlete can do', () => {
    expect(pick({ movement: 'skill', bodyPart: 'upper', difficulty: 'beginner' })).toEqual(
      ['Frog Stand', 'Wall Plank'].sort(),
    )
    const withBar = pick({ owned: ['bar'] })
    expect(withBar).toContain('Pull-ups')
    expect(withBar).toContain('Push-ups')
    expect(withBar).not.toContain('Ring Dips')
    expect(withBar).not.toContain('Band-assisted Pull-ups')
    expect(pick({ owned: [] })).toEqual(pick({ equipment: 'none' }))
    // Off unless the account says what it owns.
    expect(pick({ owned: null })).toHaveLength(library.length)
  })
})
