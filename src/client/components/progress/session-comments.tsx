import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { MessageSquare } from 'lucide-react'
import { newClientId } from '~/client/lib/client-id'
import { useEffect, useId, useRef, useState } from 'react'
import { i18n, intlLocale } from '~/client/lib/i18n'
import { sideText } from './training-labels'
import { buttonClass } from '~/client/components/ui/button'
import { SelectField, TextAreaField } from '~/client/components/ui/form-field'
import { errorText, serverFieldErrors } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'
import { safeParse } from '~/client/lib/zod-config'
import { addCommentInputSchema, type SessionComment } from '~/shared/schemas/comments'
import type { LoggedSet } from '~/shared/schemas/sets'

type CommentedSet = Pick<LoggedSet, 'id' | 'exerciseId' | 'setNumber' | 'side'>

const mutedClass = 'text-slate-600 dark:text-slate-400'
const WHOLE_SESSION = ''

/** '2 of Push-ups', '1 (left) of Side Plank': after 'Set' or 'On set'. */
function setWords(set: CommentedSet, exerciseName: string): string {
  const setNumber = set.setNumber
  if (!set.side) return i18n._(msg`${setNumber} of ${exerciseName}`)
  const side = sideText(set.side).toLowerCase()
  return i18n._(msg`${setNumber} (${side}) of ${exerciseName}`)
}

/** 'Nov 26, 2:05 PM': the comment's moment in the viewer's own clock. */
function whenLabel(iso: string): string {
  return new Date(iso).toLocaleString(intlLocale(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

/** What the server said was wrong: the schema's words for a field, else the error's text. */
function problemOf(error: unknown): string {
  return Object.values(serverFieldErrors(error))[0] ?? errorText(error)
}

/**
 * 'Comments' on a training session between the athlete and their trainer
 * (docs/product.md#session-comments): the athlete's session page and the trainer's view of it
 * show the same list and form. Opening it marks the other party's comments as seen, so the
 * athlete's Daily stops announcing them.
 */
export function SessionComments({
  sessionId,
  viewerId,
  sets,
  exerciseName,
}: {
  sessionId: number
  viewerId: number
  /** The session's sets in order: a comment about one names it, and 'About' offers them. */
  sets: readonly CommentedSet[]
  exerciseName: (exerciseId: number) => string
}) {
  const { t } = useLingui()
  const headingId = useId()
  const [comments] = trpc.sessions.comments.useSuspenseQuery({ sessionId })
  useMarkSeen(sessionId, viewerId, comments)
  const byId = new Map(sets.map((s) => [s.id, s]))
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <MessageSquare aria-hidden className="h-5 w-5" /> <Trans>Comments</Trans>
      </h2>
      {comments.length === 0 ? (
        <p className={`mt-2 ${mutedClass}`}>
          <Trans>No comments yet</Trans>
        </p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {comments.map((c) => {
            const set = c.setId === null ? undefined : byId.get(c.setId)
            const mine = c.authorId === viewerId
            const onSet = set ? setWords(set, exerciseName(set.exerciseId)) : null
            return (
              <li
                key={c.id}
                className={`rounded-xl p-3 ${mine ? 'bg-brand-50 dark:bg-slate-800' : 'bg-slate-50 dark:bg-slate-800/60'}`}
              >
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold">
                    {mine ? t`You` : (c.authorName ?? t`A former member`)}
                  </span>
                  <time dateTime={c.createdAt} className={mutedClass}>
                    {whenLabel(c.createdAt)}
                  </time>
                </p>
                {onSet ? (
                  <p className={`text-sm font-medium ${mutedClass}`}>
                    <Trans>On set {onSet}</Trans>
                  </p>
                ) : null}
                <p className="mt-1 break-words whitespace-pre-wrap">{c.body}</p>
              </li>
            )
          })}
        </ol>
      )}
      <CommentForm sessionId={sessionId} sets={sets} exerciseName={exerciseName} />
    </section>
  )
}

/**
 * Once per opening, when the other party wrote something not seen yet: marks it seen and
 * refreshes Daily, whose notice lists unseen comments.
 */
function useMarkSeen(sessionId: number, viewerId: number, comments: readonly SessionComment[]) {
  const utils = trpc.useUtils()
  const read = trpc.sessions.readComments.useMutation({
    onSuccess: () => void utils.workouts.daily.invalidate(),
  })
  const unseen = comments.some((c) => c.authorId !== viewerId && c.readAt === null)
  // React runs effects twice in development; one request per session page is enough.
  const done = useRef<number | null>(null)
  const { mutate } = read
  useEffect(() => {
    if (!unseen || done.current === sessionId) return
    done.current = sessionId
    mutate({ sessionId })
  }, [mutate, sessionId, unseen])
}

function CommentForm({
  sessionId,
  sets,
  exerciseName,
}: {
  sessionId: number
  sets: readonly CommentedSet[]
  exerciseName: (exerciseId: number) => string
}) {
  const { t } = useLingui()
  const utils = trpc.useUtils()
  const [body, setBody] = useState('')
  const [about, setAbout] = useState(WHOLE_SESSION)
  const [problem, setProblem] = useState<string | null>(null)
  // A failed send may still have reached the server: sending the same words again reuses its
  // id, so the server keeps one comment.
  const lastTry = useRef<{ clientId: string; body: string; about: string } | null>(null)
  const add = trpc.sessions.addComment.useMutation({
    onSuccess: (comments) => {
      utils.sessions.comments.setData({ sessionId }, comments)
      lastTry.current = null
      setBody('')
      setAbout(WHOLE_SESSION)
    },
    onError: (error) => setProblem(problemOf(error)),
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const again = lastTry.current
    const clientId =
      again && again.body === body && again.about === about ? again.clientId : newClientId()
    const input = {
      sessionId,
      clientId,
      body,
      ...(about === WHOLE_SESSION ? {} : { setId: Number(about) }),
    }
    const parsed = safeParse(addCommentInputSchema, input)
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t`Check the comment`)
      return
    }
    setProblem(null)
    lastTry.current = { clientId, body, about }
    add.mutate(parsed.data)
  }
  const options = [
    { value: WHOLE_SESSION, label: t`The whole session` },
    ...sets.map((s) => {
      const words = setWords(s, exerciseName(s.exerciseId))
      return { value: String(s.id), label: t`Set ${words}` }
    }),
  ]
  return (
    <form onSubmit={submit} className="mt-4 grid gap-3">
      <TextAreaField
        label={t`Add a comment`}
        value={body}
        onChange={(value) => {
          setBody(value)
          setProblem(null)
        }}
      />
      <div className="flex flex-wrap items-end gap-3">
        {sets.length > 0 ? (
          <SelectField
            label={t`About`}
            className="min-w-0 flex-1 basis-48 sm:max-w-md"
            value={about}
            onChange={setAbout}
            options={options}
          />
        ) : null}
        <button
          type="submit"
          className={`${buttonClass('primary')} ml-auto`}
          disabled={add.isPending}
        >
          {add.isPending ? t`Posting...` : t`Post comment`}
        </button>
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {problem}
        </p>
      ) : null}
    </form>
  )
}
