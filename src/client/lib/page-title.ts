import type { FileRoutesById } from '../route-tree.gen'
import type { TrpcUtils } from './trpc'
import { capitalize } from '~/shared/rules/labels'

/** docs/product.md#page-titles: every tab reads '{page} · Calisthenics'. */
export const APP_NAME = 'Calisthenics'
export const NOT_FOUND_TITLE = 'Page not found'

type RouteId = keyof FileRoutesById

/** What a title may read from a match: its params and loader data, and the query cache. */
interface TitleMatch {
  routeId: string
  status: string
  _notFound?: boolean
  params: Record<string, string | undefined>
  loaderData?: unknown
}

type Title = string | ((match: TitleMatch, utils: TrpcUtils) => string | undefined)

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
  '/auth': 'Sign in',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/invite/$token': 'Invitation',
  '/desktop-sign-in': 'Desktop sign-in',
  '/_app/daily': 'Daily',
  '/_app/explore': 'Explore',
  '/_app/skills': 'Skills',
  '/_app/skills_/$skillId': (m, utils) => skillName(m, utils) ?? 'Skill',
  '/_app/skills_/$skillId_/train': (m, utils) => {
    const name = skillName(m, utils)
    return name ? `Training: ${name}` : 'Skill practice'
  },
  '/_app/messages': 'Messages',
  '/_app/profile': 'Profile',
  '/_app/programs': 'Programs',
  '/_app/sessions/$sessionId': 'Session',
  '/_app/settings': 'Settings',
  '/_app/welcome': 'Welcome',
  '/_app/workout-list/$category': (m) => `${capitalize(m.params.category || 'workout')} Workouts`,
  '/_app/workout/$workoutId': (m, utils) => {
    const { id } = ids(m)
    return (id !== undefined && utils.workouts.byId.getData({ id })?.title) || 'Workout'
  },
  '/_app/exercise-list/$workoutId': (m, utils) => {
    const { id } = ids(m)
    return (id !== undefined && utils.workouts.exercises.getData({ id })?.title) || 'Exercises'
  },
  '/_app/exercise/$workoutId/$exerciseId': (m, utils) => exerciseName(m, utils) ?? 'Exercise',
  '/_app/workout/$workoutId_/train': (m, utils) => {
    const { id } = ids(m)
    const title = id !== undefined && utils.workouts.exercises.getData({ id })?.title
    return title ? `Training: ${title}` : 'Workout player'
  },
  '/_app/admin/users': 'User Management',
  '/_app/admin/workouts': 'Manage Workouts & Exercises',
  '/_app/admin/trainers': 'Trainer Management',
  '/_app/admin/kiosks': 'Kiosks',
  '/_app/trainer/users': 'Trainer Dashboard',
  '/_app/trainer/plans': 'Workout Plans',
  '/_app/trainer/clients/$userId': 'Client Progress',
  '/_app/trainer/clients/$userId_/calendar': 'Client Calendar',
  '/_app/trainer/clients/$userId_/messages': 'Client Messages',
  '/_app/trainer/clients/$userId_/sessions/$sessionId': 'Client Session',
  '/_app/view/trainer': 'Trainer View',
  '/_app/view/manager': 'Manager View',
  '/_app/view/admin': 'Admin View',
  '/kiosk/pair': 'Pair this screen',
  '/kiosk/_screen/': 'Board',
  '/kiosk/_screen/timer': 'Timer',
  '/kiosk/_screen/library': 'Library',
}

/** A route's own not-found screen names what is missing; an unknown path is 'Page not found'. */
const NOT_FOUND_TITLES: Partial<Record<RouteId, string>> = {
  '/_app/workout/$workoutId': 'Workout not found',
  '/_app/exercise-list/$workoutId': 'Workout not found',
  '/_app/workout/$workoutId_/train': 'Workout not found',
  '/_app/exercise/$workoutId/$exerciseId': 'Exercise not found',
  '/_app/skills_/$skillId': 'Skill not found',
  '/_app/skills_/$skillId_/train': 'No step to practise',
  '/_app/sessions/$sessionId': 'Session not found',
  '/_app/trainer/clients/$userId_/sessions/$sessionId': 'Session not found',
  '/terms': NOT_FOUND_TITLE,
  '/privacy': NOT_FOUND_TITLE,
}

export function pageTitle(matches: readonly TitleMatch[], utils: TrpcUtils): string {
  const missing = matches.find((m) => m.status === 'notFound' || m._notFound)
  if (missing) {
    const page = NOT_FOUND_TITLES[missing.routeId as RouteId] ?? NOT_FOUND_TITLE
    return `${page} · ${APP_NAME}`
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]
    if (!match) continue
    const title = TITLES[match.routeId as RouteId]
    const page = typeof title === 'function' ? title(match, utils) : title
    if (page) return `${page} · ${APP_NAME}`
  }
  return APP_NAME
}
