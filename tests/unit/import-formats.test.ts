import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCsv } from '~/server/services/imports/parse-csv'
import {
  ImportFormatError,
  parseDateTime,
  parseDuration,
  parseHistory,
  readHistory,
  SKIP_REASONS,
} from '~/server/services/imports/parse-history'
import { planImport, planSteps } from '~/server/services/imports/plan-import'
import { runSliced } from '~/server/services/imports/sliced'
import { STRONG_HEADER, strongCsv } from '~/server/services/imports/strong-csv'

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/imports', name), 'utf8')

describe('CSV records', () => {
  it('keep quoted delimiters, doubled quotes and line breaks, and the line each starts on', () => {
    const records = parseCsv('a,b\r\n"x,1","say ""hi""\nthere"\n\nlast,', ',')
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x,1', 'say "hi"\nthere'] },
      { line: 5, fields: ['last', ''] },
    ])
  })
})

describe('dates of the three apps', () => {
  it.each([
    ['2026-03-13 15:22:04', '2026-03-13', '15:22:04'],
    ['2026-03-13 15:22', '2026-03-13', '15:22:00'],
    ['2026-03-13', '2026-03-13', '00:00:00'],
    ['3/13/2026, 3:22\u202fPM', '2026-03-13', '15:22:00'],
    ['3/13/2026, 12:05 AM', '2026-03-13', '00:05:00'],
    ['3/13/2026, 12:05:09\u202fPM', '2026-03-13', '12:05:09'],
    ['13 Mar 2026, 15:22', '2026-03-13', '15:22:00'],
    ['1 Dec 2025, 07:02', '2025-12-01', '07:02:00'],
  ])('%s', (text, day, time) => expect(parseDateTime(text)).toEqual({ day, time }))

  it.each(['', 'yesterday', '2026-02-30 10:00', '13/45/2026 99:00', '3/13/2026, 13:00 PM'])(
    'refuses %j',
    (text) => expect(parseDateTime(text)).toBeNull(),
  )

  it("reads Strong's durations", () => {
    expect(parseDuration('1h 5m')).toBe(3900)
    expect(parseDuration('45m')).toBe(2700)
    expect(parseDuration('3600')).toBe(3600)
    expect(parseDuration('soon')).toBeNull()
  })
})

describe('Strong', () => {
  it("reads its comma format: 12-hour dates, warm-ups, RPE, notes, and asks for the load's unit", () => {
    const parsed = parseHistory(fixture('strong.csv'))
    expect(parsed.source).toBe('strong')
    expect(parsed.needsUnit).toBe(true)
    expect(parsed.rows.map((r) => [r.exercise, r.ordinal, r.setType, r.weight, r.reps])).toEqual([
      ['Push Up', 1, 'normal', null, 20],
      ['Push Up', 2, 'normal', null, 18],
      ['Bench Press (Barbell)', 1, 'warmup', 40, 10],
      ['Bench Press (Barbell)', 2, 'normal', 60, 8],
      ['Plank', 1, 'normal', null, null],
      ['Running', 1, 'normal', null, null],
      ['Pull Up', 1, 'normal', null, 10],
      ['Pull Up', 2, 'normal', 10, 6],
      ['Zercher Carry', 1, 'normal', 40, 1],
    ])
    const [first] = parsed.rows
    expect(first).toMatchObject({
      title: 'Push Day',
      day: '2026-03-13',
      time: '15:22:04',
      durationSeconds: 3900,
      unit: null,
    })
    expect(parsed.rows[3]!.rpe).toBe(8.5)
    expect(parsed.rows[4]!.seconds).toBe(60)
    expect(parsed.rows[6]).toMatchObject({ day: '2026-03-14', time: '15:22:00', title: 'Pull Day' })
    expect(parsed.skipped).toEqual([
      { line: 5, reason: SKIP_REASONS.restTimer },
      { line: 8, reason: SKIP_REASONS.empty },
      { line: 11, reason: SKIP_REASONS.distance },
      { line: 15, reason: SKIP_REASONS.date },
      { line: 16, reason: SKIP_REASONS.broken },
    ])
  })

  it('reads its older semicolon format with its units and decimal commas', () => {
    const parsed = parseHistory(fixture('strong-semicolon.csv'))
    expect(parsed.source).toBe('strong')
    expect(parsed.needsUnit).toBe(false)
    expect(parsed.rows.map((r) => [r.exercise, r.weight, r.unit, r.reps, r.rpe])).toEqual([
      ['Squat (Barbell)', 135, 'lb', 5, null],
      ['Squat (Barbell)', 137.5, 'lb', 5, 9],
      ['Pistol Squat', null, 'kg', 6, null],
    ])
    expect(parsed.rows[0]).toMatchObject({ durationSeconds: 3600, day: '2025-11-02' })
    expect(parsed.skipped).toEqual([{ line: 5, reason: SKIP_REASONS.restTimer }])
  })
})

describe('Hevy', () => {
  it('reads both date styles, set types, supersets and RPE; a broken date is skipped', () => {
    const parsed = parseHistory(fixture('hevy.csv'))
    expect(parsed.source).toBe('hevy')
    expect(parsed.needsUnit).toBe(false)
    expect(
      parsed.rows.map((r) => [r.title, r.day, r.exercise, r.setType, r.weight, r.reps, r.seconds]),
    ).toEqual([
      ['Upper', '2026-03-13', 'Pull Up', 'warmup', null, 5, null],
      ['Upper', '2026-03-13', 'Pull Up', 'normal', 10, 8, null],
      ['Upper', '2026-03-13', 'Dips', 'normal', null, 12, null],
      ['Upper', '2026-03-13', 'Dips', 'dropset', null, 9, null],
      ['Upper', '2026-03-13', 'Plank', 'normal', null, null, 45],
      ['Old', '2025-12-01', 'Push Up', 'failure', null, 30, null],
    ])
    expect(parsed.rows[0]).toMatchObject({ time: '15:22:00', durationSeconds: 4080, unit: 'kg' })
    expect(parsed.rows[1]!.rpe).toBe(8)
    expect(parsed.skipped).toEqual([{ line: 9, reason: SKIP_REASONS.date }])
  })

  it('reads loads in pounds from weight_lbs', () => {
    const parsed = parseHistory(fixture('hevy-lbs.csv'))
    expect(parsed.rows).toHaveLength(2)
    expect(parsed.rows[0]).toMatchObject({ weight: 225, unit: 'lb', reps: 5 })
    expect(parsed.rows[1]).toMatchObject({ exercise: 'Treadmill', seconds: 600 })
  })
})

describe('FitNotes', () => {
  it('reads kilograms, or pounds when the kilograms column is empty, and times', () => {
    const parsed = parseHistory(fixture('fitnotes.csv'))
    expect(parsed.source).toBe('fitnotes')
    expect(
      parsed.rows.map((r) => [r.exercise, r.ordinal, r.weight, r.unit, r.reps, r.seconds]),
    ).toEqual([
      ['Pull Up', 1, null, 'kg', 10, null],
      ['Pull Up', 2, 5, 'kg', 8, null],
      ['Deadlift', 1, 225, 'lb', 5, null],
      ['Plank', 1, null, 'kg', null, 90],
      ['Running', 1, null, 'kg', null, 1500],
    ])
    expect(new Set(parsed.rows.map((r) => r.sessionKey)).size).toBe(1)
    expect(parsed.skipped).toEqual([{ line: 7, reason: SKIP_REASONS.number }])
  })
})

it('refuses a file of another format, naming the three apps', () => {
  expect(() => parseHistory('name,amount\nx,1\n')).toThrow(ImportFormatError)
  expect(() => parseHistory('name,amount\nx,1\n')).toThrow(/Strong, Hevy or FitNotes/)
  expect(() => parseHistory('')).toThrow(ImportFormatError)
})

describe('export for Strong', () => {
  it('writes the semicolon format that reads back as the same sets', () => {
    const csv = strongCsv(
      [
        {
          start: '2026-03-13 15:22:04',
          title: 'Push "A"; heavy',
          durationSeconds: 3900,
          exercise: 'Weighted Dip',
          setNumber: 1,
          loadKg: 20,
          reps: 8,
          seconds: null,
          rpe: 8,
        },
        {
          start: '2026-03-13 15:22:04',
          title: 'Push "A"; heavy',
          durationSeconds: 3900,
          exercise: 'Plank',
          setNumber: 1,
          loadKg: null,
          reps: null,
          seconds: 60,
          rpe: null,
        },
      ],
      'lb',
    )
    expect(csv.split('\r\n')[0]).toBe(STRONG_HEADER.map((h) => `"${h}"`).join(';'))
    const parsed = parseHistory(csv)
    expect(parsed.source).toBe('strong')
    expect(parsed.skipped).toEqual([])
    expect(
      parsed.rows.map((r) => [r.title, r.exercise, r.weight, r.unit, r.reps, r.seconds, r.rpe]),
    ).toEqual([
      ['Push "A"; heavy', 'Weighted Dip', 44.09, 'lb', 8, null, 8],
      ['Push "A"; heavy', 'Plank', null, 'lb', null, 60, null],
    ])
    expect(parsed.rows[0]).toMatchObject({
      day: '2026-03-13',
      time: '15:22:04',
      durationSeconds: 3900,
    })
  })
})

describe('a large file', () => {
  /** A Strong file of `rows` sets, sessions of 20, one a day. */
  const strongFile = (rows: number) =>
    [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      ...Array.from({ length: rows }, (_, i) => {
        const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 20) * 86_400_000)
        return `${day.toISOString().slice(0, 10)} 07:30:00,Day,1h,Squat,${(i % 4) + 1},${20 + (i % 7)},5,0,0,"","",`
      }),
    ].join('\n')

  it('is read and planned in slices, other work running between them, to the same result', async () => {
    const text = strongFile(20_000)
    let turns = 0
    let counting = true
    const count = () => {
      turns++
      if (counting) setImmediate(count)
    }
    setImmediate(count)
    const parsed = await runSliced(readHistory(text), 1)
    const args = { parsed, unit: 'kg' as const, timeZone: 'Europe/Berlin', now: new Date() }
    const plan = await runSliced(planSteps(args), 1)
    counting = false
    // Other callbacks ran while the file was read: the server answers others meanwhile.
    expect(turns).toBeGreaterThan(2)
    expect(parsed).toEqual(parseHistory(text))
    expect(plan).toEqual(planImport(args))
    expect(plan.sets).toHaveLength(20_000)
  })
})
