import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useDeleteAccount } from '~/client/lib/mutations/use-profile-mutations'
import { Download, Trash2 } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { PersonalRecords } from '~/client/components/progress/personal-records'
import { ProgressOverview } from '~/client/components/progress/progress-overview'
import { SESSION_PAGE } from '~/client/components/progress/session-list'
import { UserAvatar } from '~/client/components/user-avatar'
import { buttonClass } from '~/client/components/ui/button'
import { Skeletons } from '~/client/components/ui/skeleton'
import { errorText } from '~/client/lib/errors'
import { trpc } from '~/client/lib/trpc'
import { toast } from '~/client/lib/use-toast'
import { exportCsv } from '~/shared/rules/csv'
import { msg } from '@lingui/core/macro'
import type { Role } from '~/shared/roles'
import type { MessageDescriptor } from '@lingui/core'
import { ProfileForm } from './-components/profile-form'

// Its own chunk: the profile's first screen does not wait for it.
const ImportHistory = lazy(() => import('./-components/import-history'))

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) =>
    Promise.all([
      context.utils.profile.summary.ensureData({ userId: context.user.id }),
      context.utils.sets.records.ensureData({ userId: context.user.id }),
      context.utils.sessions.list.prefetchInfinite({ userId: context.user.id, ...SESSION_PAGE }),
      context.utils.auth.session.ensureData(),
    ]),
  pendingComponent: () => <Skeletons count={3} className="h-32" />,
  component: ProfilePage,
})

/** The role's name as roleLabel (src/shared/roles.ts) writes it in English. */
const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  user: msg`User`,
  trainer: msg`Trainer`,
  manager: msg`Manager`,
  admin: msg`Admin`,
}

function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

function ProfilePage() {
  const { t } = useLingui()
  const { user: initial } = Route.useRouteContext()
  const [session] = trpc.auth.session.useSuspenseQuery()
  const user = session.user ?? initial
  const [summary] = trpc.profile.summary.useSuspenseQuery({ userId: user.id })
  const utils = trpc.useUtils()
  const incomplete = user.age === null || user.height === null || user.weight === null

  const exportData = async (format: 'json' | 'csv') => {
    try {
      const data = await utils.profile.export.fetch()
      const stamp = new Date().toISOString().slice(0, 10)
      if (format === 'json')
        download(
          `calisthenics-${user.username}-${stamp}.json`,
          'application/json',
          JSON.stringify(data, null, 2),
        )
      else download(`calisthenics-${user.username}-${stamp}.csv`, 'text/csv', exportCsv(data))
    } catch (error) {
      toast({ title: t`Error`, description: errorText(error), variant: 'destructive' })
    }
  }

  const exportStrong = async () => {
    try {
      const { fileName, csv } = await utils.imports.exportStrong.fetch({ userId: user.id })
      download(fileName, 'text/csv', csv)
    } catch (error) {
      toast({ title: t`Error`, description: errorText(error), variant: 'destructive' })
    }
  }

  return (
    <>
      <PageHeading title={t`Profile`} back />
      <section className="mb-6 flex items-center gap-4">
        <UserAvatar name={user.username} photoURL={user.photoURL} size={64} />
        <div>
          <p className="text-xl font-bold">{user.username}</p>
          <p className="text-slate-600 dark:text-slate-400">
            {user.email} · {t(ROLE_NAMES[user.role])}
          </p>
        </div>
      </section>

      {/* A phone opens on the athlete's training (docs/product.md#profile): the figures, records
          and sessions first; the personal details below them. */}
      <ProgressOverview
        summary={summary}
        ownSessions
        records={<PersonalRecords userId={user.id} units={user.units} />}
      />
      <p className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
        <Trans>Weeks of training with a target each week, scheduled to your days.</Trans>
        <Link to="/programs" className={buttonClass('outline')}>
          <Trans>Programs</Trans>
        </Link>
      </p>

      <section
        aria-labelledby="about-you"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="about-you" className="text-lg font-bold">
          {incomplete ? <Trans>Tell us about you</Trans> : <Trans>About you</Trans>}
        </h2>
        {incomplete ? (
          <p className="mt-1 mb-4 text-slate-600 dark:text-slate-400">
            <Trans>
              Your age, height and weight help your trainer plan your sessions. You can change them
              any time.
            </Trans>
          </p>
        ) : (
          <div className="mb-4" />
        )}
        <ProfileForm
          key={`${user.age}-${user.height}-${user.weight}-${user.timeZone}`}
          user={user}
        />
      </section>

      <Suspense fallback={<Skeletons count={1} className="mt-6 h-32" />}>
        <ImportHistory userId={user.id} />
      </Suspense>

      <section
        aria-labelledby="your-data"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="your-data" className="text-lg font-bold">
          <Trans>Your data</Trans>
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => void exportData('json')}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> <Trans>Export JSON</Trans>
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => void exportData('csv')}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> <Trans>Export CSV</Trans>
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => void exportStrong()}
          >
            <Download className="h-4 w-4" aria-hidden="true" />{' '}
            <Trans>Export for Strong / Hevy</Trans>
          </button>
        </div>
        <DeleteAccount username={user.username} />
      </section>
    </>
  )
}

function DeleteAccount({ username }: { username: string }) {
  const { t } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  const [typed, setTyped] = useState('')
  const navigate = useNavigate()
  const remove = useDeleteAccount({
    onSuccess: async () => {
      dialog.current?.close()
      toast({ title: t`Account deleted`, description: t`Your personal data has been removed.` })
      await navigate({ to: '/auth' })
    },
    onError: (error) =>
      toast({ title: t`Error`, description: errorText(error), variant: 'destructive' }),
  })
  return (
    <>
      <button
        type="button"
        className={`${buttonClass('destructive')} mt-6`}
        onClick={() => dialog.current?.showModal()}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> <Trans>Delete account</Trans>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-title"
        className="m-auto w-[min(92vw,28rem)] rounded-2xl p-0 backdrop:bg-slate-950/60"
      >
        <form
          method="dialog"
          className="grid gap-4 bg-white p-6 text-slate-900 dark:bg-slate-900 dark:text-slate-100"
          onSubmit={(e) => {
            e.preventDefault()
            remove.mutate({ confirm: typed })
          }}
        >
          <h2 id="delete-title" className="text-xl font-bold">
            <Trans>Delete your account?</Trans>
          </h2>
          <p>
            <Trans>
              This removes your profile, history, skills and badges for good. Type your username to
              confirm.
            </Trans>
          </p>
          <label className="grid gap-1 text-sm font-semibold">
            <Trans>Username ({username})</Trans>
            <input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              className="min-h-11 rounded-lg border border-slate-300 px-3 font-normal dark:border-slate-700 dark:bg-slate-950"
            />
          </label>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => dialog.current?.close()}
            >
              <Trans>Cancel</Trans>
            </button>
            <button
              type="submit"
              className={buttonClass('destructive')}
              disabled={typed.trim() !== username || remove.isPending}
            >
              {remove.isPending ? t`Deleting...` : t`Delete account`}
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}
