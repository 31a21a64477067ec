import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FileRoutesById } from '../route-tree.gen'
import type { TrpcUtils } from './trpc'
import { workoutListTitle } from './display-labels'
import { i18n } from './i18n'

/** docs/product.md#page-titles: every tab reads '{page} · Calisthenics'. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the brand's name
export const APP_NAME = 'Calisthenics'
const NOT_FOUND_TITLE = msg`Page not found`

type RouteId = keyof FileRoutesById

/** What a title may read from a match: its params and loader data, and the query cache. */
interface TitleMatch {
  routeId: string
  status: string
  _notFound?: boolean
  params: Record<string, string | undefined>
  loaderData?: unknown
}

type Title = MessageDescriptor | ((match: TitleMatch, utils: TrpcUtils) => string | undefined)

interface Ids {
  id?: number
  workoutId?: number | null
  exerciseId?: number
}

const ids = (match: TitleMatch): Ids => (match.loaderData ?? {}) as Ids

/** The exercise's name, from the cache its loader filled: the library's or the workout's entry. */
function exerciseName(match: TitleMatch, utils: TrpcUtils): string | undefined {
  const { workoutId, exerciseId } = ids(match)
  if (exerciseId === undefined) return undefined
  if (workoutId === null || workoutId === undefined) {
    return utils.exercises.byId.getData({ id: exerciseId })?.name
  }
  const workout = utils.workouts.exercises.getData({ id: workoutId })
  return workout?.exercises.find((e) => e.exerciseId === exerciseId)?.exercise.name
}

/** The skill's name, from the list its loader filled. */
function skillName(match: TitleMatch, utils: TrpcUtils): string | undefined {
  const { id } = ids(match)
  return id === undefined ? undefined : utils.skills.list.getData()?.find((s) => s.id === id)?.name
}

/**
 * One title per route id, in one place. A page that loads a workout or an exercise is named
 * after it once loaded; the route's own name stands in until then.
 */
const TITLES: Partial<Record<RouteId, Title>> = {
  '/auth': msg`Sign in`,
  '/terms': msg`Terms of Service`,
  '/privacy': msg`Privacy Policy`,
  '/invite/$token': msg`Invitation`,
  '/desktop-sign-in': msg`Desktop sign-in`,
  '/_app/daily': msg`Daily`,
  '/_app/explore': msg`Explore`,
  '/_app/skills': msg`Skills`,
  '/_app/skills_/$skillId': (m, utils) => skillName(m, utils) ?? i18n._(msg`Skill`),
  '/_app/skills_/$skillId_/train': (m, utils) => {
    const name = skillName(m, utils)
    return name ? i18n._(msg`Training: ${name}`) : i18n._(msg`Skill practice`)
  },
  '/_app/messages': msg`Messages`,
  '/_app/profile': msg`Profile`,
  '/_app/programs': msg`Programs`,
  '/_app/sessions/$sessionId': msg`Session`,
  '/_app/settings': msg`Settings`,
  '/_app/welcome': msg`Welcome`,
  '/_app/workout-list/$category': (m) => workoutListTitle(m.params.category || 'workout'),
  '/_app/workout/$workoutId': (m, utils) => {
    const { id } = ids(m)
    return (id !== undefined && utils.workouts.byId.getData({ id })?.title) || i18n._(msg`Workout`)
  },
  '/_app/exercise-list/$workoutId': (m, utils) => {
    const { id } = ids(m)
    return (
      (id !== undefined && utils.workouts.exercises.getData({ id })?.title) ||
      i18n._(msg`Exercises`)
    )
  },
  '/_app/exercise/$workoutId/$exerciseId': (m, utils) =>
    exerciseName(m, utils) ?? i18n._(msg`Exercise`),
  '/_app/workout/$workoutId_/train': (m, utils) => {
    const { id } = ids(m)
    const title = id !== undefined && utils.workouts.exercises.getData({ id })?.title
    return title ? i18n._(msg`Training: ${title}`) : i18n._(msg`Workout player`)
  },
  '/_app/admin/users': msg`User Management`,
  '/_app/admin/workouts': msg`Manage Workouts & Exercises`,
  '/_app/admin/trainers': msg`Trainer Management`,
  '/_app/admin/kiosks': msg`Kiosks`,
  '/_app/trainer/users': msg`Trainer Dashboard`,
  '/_app/trainer/plans': msg`Workout Plans`,
  '/_app/trainer/clients/$userId': msg`Client Progress`,
  '/_app/trainer/clients/$userId_/calendar': msg`Client Calendar`,
  '/_app/trainer/clients/$userId_/messages': msg`Client Messages`,
  '/_app/trainer/clients/$userId_/sessions/$sessionId': msg`Client Session`,
  '/_app/view/trainer': msg`Trainer View`,
  '/_app/view/manager': msg`Manager View`,
  '/_app/view/admin': msg`Admin View`,
  '/kiosk/pair': msg`Pair this screen`,
  '/kiosk/_screen/': msg`Board`,
  '/kiosk/_screen/timer': msg`Timer`,
  '/kiosk/_screen/library': msg`Library`,
}

/** A route's own not-found screen names what is missing; an unknown path is 'Page not found'. */
const NOT_FOUND_TITLES: Partial<Record<RouteId, MessageDescriptor>> = {
  '/_app/workout/$workoutId': msg`Workout not found`,
  '/_app/exercise-list/$workoutId': msg`Workout not found`,
  '/_app/workout/$workoutId_/train': msg`Workout not found`,
  '/_app/exercise/$workoutId/$exerciseId': msg`Exercise not found`,
  '/_app/skills_/$skillId': msg`Skill not found`,
  '/_app/skills_/$skillId_/train': msg`No step to practise`,
  '/_app/sessions/$sessionId': msg`Session not found`,
  '/_app/trainer/clients/$userId_/sessions/$sessionId': msg`Session not found`,
  '/terms': NOT_FOUND_TITLE,
  '/privacy': NOT_FOUND_TITLE,
}

export function pageTitle(matches: readonly TitleMatch[], utils: TrpcUtils): string {
  const missing = matches.find((m) => m.status === 'notFound' || m._notFound)
  if (missing) {
    const page = NOT_FOUND_TITLES[missing.routeId as RouteId] ?? NOT_FOUND_TITLE
    return `${i18n._(page)} · ${APP_NAME}`
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]
    if (!match) continue
    const title = TITLES[match.routeId as RouteId]
    const page = typeof title === 'function' ? title(match, utils) : title && i18n._(title)
    if (page) return `${page} · ${APP_NAME}`
  }
  return APP_NAME
}
