import { eq } from 'drizzle-orm'
import type { Drizzle } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { addDays, daysBetween, localDay, weekDays, weekStart } from '~/shared/rules/days'
import { chooseSession, DAILY_AHEAD_DAYS, THIS_WEEK_DAYS } from '~/shared/rules/daily-choice'
import { completionPercent } from '~/shared/rules/levels'
import type { Daily } from '~/shared/schemas/progress'
import { readCalendar } from '../calendar/read-calendar'
import { checkInDue } from '../check-ins/check-in-due'
import { assignedPlanCards, loadAssignedPlans } from '../plans/list-assigned-plans'
import { unreadForAthlete } from '../messages/unread'
import { newCommentsFor } from '../sessions/session-comments'
import { getDailyLead } from '../programs/get-daily-lead'
import { liveStreaks } from '../users/live-streaks'
import { choiceWorkouts } from './choice-workouts'
import { dailyCard } from './daily-card'
import { completionDaysBetween, workoutsCompletedOn } from './queries'
import { readLevelOffer } from './read-level-offer'
import { tx } from '../../i18n/server-text'

/**
 * Everything the Daily tab shows, in one call: the streak and this week's training days, the
 * day's session chosen for this athlete (rules/daily-choice.ts: their level, equipment, minutes
 * and goals, seeded by user and day), This week (that day and the six after it, from the same
 * rule and the same workout list: no query more), a level offer their logged sessions make, and
 * the plans the user's trainer assigned, and what the trainer scheduled on the calendar for the
 * day and the week ahead, and the weekly check-in when one is due today. A fixed number of small queries, whatever the number of
 * plans and workouts, and none reads the whole completion log: the week is a range on the
 * (user_id, day) index, the streak the live-streak window the staff lists use
 * (docs/decisions/014-staff-reads.md). Today's progress counts the session only: plans are
 * programmes over many days, not today's to-do list. `day` (GET /api/daily?day=) asks for a
 * later day's session, up to two weeks ahead; its completion is that day's (none yet).
 */
export async function getDaily({
  db,
  userId,
  now = new Date(),
  timeZone: knownTimeZone,
  day: asked,
}: {
  db: Drizzle
  userId: number
  now?: Date
  /** The user's time zone as the session carries it (the profile is read anyway). */
  timeZone?: string
  day?: string
}): Promise<Daily> {
  const athlete = await db
    .select({
      timeZone: users.timeZone,
      trainingLevel: users.trainingLevel,
      goals: users.goals,
      equipment: users.equipment,
      sessionMinutes: users.sessionMinutes,
      levelOfferDismissedOn: users.levelOfferDismissedOn,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get()
  if (!athlete) throw new AppError('NOT_FOUND', tx('User not found'))
  const timeZone = knownTimeZone ?? athlete.timeZone
  const today = localDay(now, timeZone)
  const day = asked ?? today
  const ahead = daysBetween(today, day)
  if (!(ahead >= 0 && ahead <= DAILY_AHEAD_DAYS) || addDays(day, 0) !== day)
    throw new AppError(
      'BAD_REQUEST',
      tx('Day must be between today ({today}) and {days} days ahead', {
        today,
        days: DAILY_AHEAD_DAYS,
      }),
    )
  const week = weekDays(day)
  const monday = weekStart(day)
  const [
    all,
    doneToday,
    weekDone,
    streaks,
    plans,
    levelOffer,
    calendar,
    newComments,
    unreadMessages,
    checkIn,
  ] = await Promise.all([
    choiceWorkouts(db),
    workoutsCompletedOn(db, userId, day),
    completionDaysBetween(db, userId, monday, addDays(monday, 6)),
    liveStreaks({ db, users: [{ id: userId, timeZone }], now }),
    loadAssignedPlans(db, userId),
    readLevelOffer({
      db,
      userId,
      level: athlete.trainingLevel,
      dismissedOn: athlete.levelOfferDismissedOn,
    }),
    // From Monday, so the week strip shows a scheduled day that went by as missed.
    readCalendar({ db, userId, from: monday, to: addDays(day, THIS_WEEK_DAYS - 1), now }),
    newCommentsFor(db, userId),
    unreadForAthlete(db, userId),
    // Asked for on the day itself only: a later day's Daily shows no check-in.
    day === today ? checkInDue(db, userId, today) : null,
  ])
  const scheduledOn = (d: string) => calendar.days.find((c) => c.day === d)?.items ?? []
  const choice = { ...athlete, userId }
  const byId = new Map(all.map((w) => [w.id, w]))
  const sessionOf = (d: string) =>
    chooseSession(all, choice, d).flatMap((id) => {
      const w = byId.get(id)
      return w ? [w] : []
    })
  const done = new Set(doneToday)
  const workouts = sessionOf(day).map(({ equipment: _, ...w }) => dailyCard(w, done))
  const completed = workouts.filter((w) => w.isCompleted).length
  const trained = new Set(weekDone)
  const planCards = assignedPlanCards(plans, done)
  // The program's next day or the plan's next workout lead (docs/product.md#programs).
  const lead = await getDailyLead({ db, userId, today, completedToday: done, plans: planCards })
  return {
    day,
    workouts,
    completed,
    total: workouts.length,
    percent: completionPercent(completed, workouts.length),
    plans: planCards,
    streak: streaks.get(userId) ?? 0,
    week: week.map((d) => ({
      day: d,
      completed: trained.has(d),
      isToday: d === today,
      missed: scheduledOn(d).some((item) => item.status === 'missed'),
    })),
    trainingLevel: athlete.trainingLevel,
    levelOffer,
    ahead: Array.from({ length: THIS_WEEK_DAYS }, (_, i) => {
      const session = sessionOf(addDays(day, i))
      return {
        day: addDays(day, i),
        minutes: session.reduce((sum, w) => sum + w.minutes, 0),
        scheduled: scheduledOn(addDays(day, i)),
        workouts: session.map((w) => ({
          id: w.id,
          title: w.title,
          category: w.category,
          difficulty: w.difficulty,
          minutes: w.minutes,
        })),
      }
    }),
    scheduled: scheduledOn(day),
    newComments,
    unreadMessages,
    lead,
    checkIn,
  }
}
