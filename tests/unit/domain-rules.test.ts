import { describe, expect, it } from 'vitest'
import {
  addDays,
  computeStreak,
  dayQuarter,
  deviceDay,
  knowLocalDay,
  localDay,
  nextLocalDayAt,
  weekDays,
  weekStart,
} from '~/shared/rules/days'
import {
  bodyPartOf,
  chipValues,
  difficultyChipValues,
  difficultyOf,
  matchesFilter,
} from '~/shared/rules/explore'
import {
  allDoneLabel,
  difficultyTone,
  repsLabel,
  sectionListName,
  setsLabel,
  skillDifficultyLabel,
  streakHeadline,
  weekDayLabel,
  weekDayParts,
} from '~/shared/rules/labels'
import {
  badgeProgressPercent,
  badgesToNextLevel,
  completionPercent,
  levelFromBadges,
} from '~/shared/rules/levels'
import { workoutMinutes } from '~/shared/rules/workout-minutes'
import { dayOfWeek } from '~/shared/display'

describe('workout minutes (docs/product.md#minutes)', () => {
  it('sums sets × duration plus the rests between sets and rounds up to a minute', () => {
    // 3×40 + 2×60 = 240 s; 3×30 + 2×45 = 180 s → 420 s = 7 min
    expect(
      workoutMinutes(
        [
          { sets: 3, duration: 40, restTime: 60 },
          { sets: 3, duration: 30, restTime: 45 },
        ],
        99,
      ),
    ).toBe(7)
    expect(workoutMinutes([{ sets: 1, duration: 61, restTime: 0 }], 99)).toBe(2)
  })
  it('fills missing numbers with duration 30 s, rest 30 s and 1 set', () => {
    expect(workoutMinutes([{}], 99)).toBe(1)
    expect(workoutMinutes([{ sets: 2 }], 99)).toBe(2) // 2×30 + 1×30 = 90 s
  })
  it('uses the stored duration for an empty or missing list', () => {
    expect(workoutMinutes([], 25)).toBe(25)
    expect(workoutMinutes(undefined, 25)).toBe(25)
  })
})

describe('labels', () => {
  it('names skill difficulties 1 to 5 and anything else Unknown', () => {
    expect([1, 2, 3, 4, 5, 0, 6].map(skillDifficultyLabel)).toEqual([
      'Beginner',
      'Novice',
      'Advanced',
      'Expert',
      'Master',
      'Unknown',
      'Unknown',
    ])
  })
  it("says 'set' for one set and shows numeric reps as 'N reps'", () => {
    expect(setsLabel(1)).toBe('1 set')
    expect(setsLabel(3)).toBe('3 sets')
    expect(repsLabel('12')).toBe('12 reps')
    expect(repsLabel(8)).toBe('8 reps')
    expect(repsLabel('1')).toBe('1 rep')
    expect(allDoneLabel(3, 'set')).toBe('All 3 sets done')
    expect(allDoneLabel(1, 'set')).toBe('1 set done')
    expect(repsLabel('30 seconds')).toBe('30 seconds')
    expect(repsLabel('8-12')).toBe('8-12')
  })
  it('names every day of two years as the browser would in English, without Intl on the first screen', () => {
    const long = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' })
    for (let day = '2027-01-01'; day < '2029-01-01'; day = addDays(day, 1)) {
      const at = new Date(`${day}T00:00:00Z`)
      expect(weekDayLabel({ day, completed: false, isToday: false })).toBe(long.format(at))
      expect(weekDayParts(day).date).toBe(String(at.getUTCDate()))
      // The header's weekday is the device's own; noon local is that same calendar day.
      const local = new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 12)
      expect(dayOfWeek(local)).toBe(weekday.format(local))
    }
  })

  it('names the streak with one plural rule and each day of the week strip in full', () => {
    expect(streakHeadline(1)).toBe('Streak: 1 day')
    expect(streakHeadline(3)).toBe('Streak: 3 days')
    expect(streakHeadline(0)).toBe('Streak: 0 days')
    expect(weekDayLabel({ day: '2026-11-23', completed: true, isToday: false })).toBe(
      'Mon 23 November, workout completed',
    )
    expect(weekDayLabel({ day: '2026-11-24', completed: false, isToday: true })).toBe(
      'Tue 24 November, today',
    )
    expect(weekDayLabel({ day: '2026-11-29', completed: true, isToday: true })).toBe(
      'Sun 29 November, workout completed, today',
    )
    expect(
      weekDayLabel({ day: '2026-11-25', completed: false, isToday: false, missed: true }),
    ).toBe('Wed 25 November, scheduled workout missed')
    expect(weekDayParts('2026-11-01')).toEqual({ weekday: 'Sun', date: '1' })
    expect(weekDayParts('2028-02-29')).toEqual({ weekday: 'Tue', date: '29' })
    expect(sectionListName('warmup')).toBe('warm-up workouts')
    expect(sectionListName('workout')).toBe('main workouts')
  })
  it('colours difficulties green, yellow and red', () => {
    expect(difficultyTone('Beginner')).toBe('green')
    expect(difficultyTone('intermediate')).toBe('yellow')
    expect(difficultyTone('advanced')).toBe('red')
    expect(difficultyTone(undefined)).toBe('gray')
  })
})

describe('levels and badges', () => {
  it('levels up every five badges', () => {
    expect([0, 4, 5, 9, 10].map(levelFromBadges)).toEqual([1, 1, 2, 2, 3])
  })
  it("counts '5 minus earned mod 5' more to level up", () => {
    expect([0, 1, 4, 5, 7].map(badgesToNextLevel)).toEqual([5, 4, 1, 5, 3])
  })
  it('shows the bar as earned over total badges and the day as a rounded percentage', () => {
    expect(badgeProgressPercent(3, 12)).toBe(25)
    expect(badgeProgressPercent(0, 0)).toBe(0)
    expect(completionPercent(1, 3)).toBe(33)
    expect(completionPercent(2, 3)).toBe(67)
    expect(completionPercent(0, 0)).toBe(0)
  })
})

describe('days and streaks', () => {
  it("finds when a zone's next local day begins, across a DST change and a 45-minute offset", () => {
    const at = (iso: string) => new Date(iso).getTime()
    expect(nextLocalDayAt(new Date('2026-03-01T03:30:00Z'), 'UTC')).toBe(at('2026-03-02T00:00:00Z'))
    // New York's 8 March 2026 is 23 hours long (clocks go forward at 2:00).
    expect(nextLocalDayAt(new Date('2026-03-08T12:00:00-04:00'), 'America/New_York')).toBe(
      at('2026-03-09T00:00:00-04:00'),
    )
    expect(nextLocalDayAt(new Date('2026-03-07T23:59:00-05:00'), 'America/New_York')).toBe(
      at('2026-03-08T00:00:00-05:00'),
    )
    expect(nextLocalDayAt(new Date('2026-06-01T10:00:00Z'), 'Asia/Kathmandu')).toBe(
      at('2026-06-02T00:00:00+05:45'),
    )
  })

  it("finds the local day in the user's time zone", () => {
    const instant = new Date('2026-03-01T03:30:00Z')
    expect(localDay(instant, 'UTC')).toBe('2026-03-01')
    expect(localDay(instant, 'America/New_York')).toBe('2026-02-28')
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-03-01')
  })
  it("finds the device's own day as Intl does in the device's zone, every six hours of two years", () => {
    const zoneBefore = process.env.TZ
    try {
      const offsets = {
        UTC: 0,
        'America/New_York': 300,
        'Asia/Kolkata': -330,
        'Pacific/Kiritimati': -840,
      }
      for (const [zone, offset] of Object.entries(offsets)) {
        process.env.TZ = zone
        expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(offset)
        for (let hour = 0; hour < 2 * 366 * 24; hour += 6) {
          const instant = new Date(Date.UTC(2026, 0, 1, hour, 17))
          expect(deviceDay(instant)).toBe(localDay(instant, zone))
        }
      }
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ
      else process.env.TZ = zoneBefore
    }
  })

  it('takes the day the page was told for its quarter hour, and works the day out after it', () => {
    const instant = new Date('2026-07-14T09:05:00Z')
    // A day no formatter would give: only the told one can be answered.
    knowLocalDay({ timeZone: 'Pacific/Chatham', quarter: dayQuarter(instant), day: '2030-01-01' })
    expect(localDay(new Date('2026-07-14T09:14:59Z'), 'Pacific/Chatham')).toBe('2030-01-01')
    expect(localDay(new Date('2026-07-14T09:15:00Z'), 'Pacific/Chatham')).toBe('2026-07-14')
    expect(localDay(new Date('2026-07-14T11:15:00Z'), 'Pacific/Chatham')).toBe('2026-07-15')
  })

  it('steps across month, year and DST boundaries by calendar day', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    // Europe's clocks change on 2026-03-29: still exactly one day apart.
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(localDay(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29')
    expect(localDay(new Date('2026-03-29T22:30:00Z'), 'Europe/Berlin')).toBe('2026-03-30')
  })
  it('counts consecutive days ending today', () => {
    expect(computeStreak(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(3)
  })
  it('keeps the streak alive until the end of the next day', () => {
    expect(computeStreak(['2026-11-20', '2026-11-21'], '2026-11-22')).toBe(2)
  })
  it('breaks the streak after a missed day and ignores duplicates and order', () => {
    expect(computeStreak(['2026-11-19', '2026-11-20'], '2026-11-22')).toBe(0)
    expect(
      computeStreak(['2026-11-22', '2026-11-20', '2026-11-22', '2026-11-21'], '2026-11-22'),
    ).toBe(3)
    expect(computeStreak([], '2026-11-22')).toBe(0)
  })
  it('runs across midnight in the user zone, not in UTC', () => {
    // 23:30 in New York on the 21st is already the 22nd in UTC.
    const lateEvening = new Date('2026-11-22T04:30:00Z')
    const today = localDay(lateEvening, 'America/New_York')
    expect(today).toBe('2026-11-21')
    expect(computeStreak(['2026-11-20', '2026-11-21'], today)).toBe(2)
  })
  it('finds the Monday of a week', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16')
    expect(weekStart('2026-11-16')).toBe('2026-11-16')
    expect(weekDays('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(weekDays('2026-12-31')[6]).toBe('2027-01-03')
  })
})

describe('explore grouping (docs/product.md#validation)', () => {
  it("groups a missing or blank body part as 'other' and a missing difficulty as beginner", () => {
    expect(bodyPartOf(undefined)).toBe('other')
    expect(bodyPartOf('  ')).toBe('other')
    expect(bodyPartOf('Upper')).toBe('upper')
    expect(difficultyOf(null)).toBe('beginner')
    expect(difficultyOf('Advanced')).toBe('advanced')
  })
  it('lists each value found once, capitalised', () => {
    expect(chipValues(['upper', 'core', 'upper', 'other'])).toEqual([
      { value: 'upper', label: 'Upper' },
      { value: 'core', label: 'Core' },
      { value: 'other', label: 'Other' },
    ])
  })
  it('filters case-insensitively', () => {
    expect(matchesFilter('upper', 'UPPER')).toBe(true)
    expect(matchesFilter('upper', 'All')).toBe(true)
    expect(matchesFilter('core', 'upper')).toBe(false)
  })
  it('orders difficulty chips by progression, only the values found', () => {
    expect(
      difficultyChipValues(['advanced', 'beginner', 'custom', 'master', 'advanced']).map(
        (c) => c.label,
      ),
    ).toEqual(['Beginner', 'Advanced', 'Master', 'Custom'])
  })
})
